import FormanzaCommandLine
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// `formanza sync leave`.
struct SyncLeaveCommand: FormanzaCommand {
    static let name = "leave"
    static let usage = "sync leave"

    static func summary(_ l: Language) -> String {
        l.pick(
            "Stop syncing this machine; its store stays as it is, and the folder keeps what it wrote.",
            "Deja de sincronizar esta máquina; su almacén sigue como está y la carpeta guarda lo que escribió.")
    }

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.pick("nothing", "nada"), arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        guard try SyncEngine(store: store).leave() else {
            throw CommandError(refused: l.pick("This machine does not sync.", "Esta máquina no se sincroniza."))
        }
        Console.out(
            l.pick(
                "This machine no longer syncs; its store is kept as it is.",
                "Esta máquina ya no se sincroniza; su almacén se queda como está."))
    }
}
