import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// `formanza sync leave`.
struct SyncLeaveCommand: FormanzaCommand {
    static let name = "leave"
    static let usage = "sync leave"

    static func summary(_ l: Language) -> String {
        l.tr(
            "Stop syncing this machine; its store stays as it is, and the folder keeps what it wrote.")
    }

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.tr("nothing"), arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        guard try SyncEngine(store: store).leave() else {
            throw CommandError(refused: l.tr("This machine does not sync."))
        }
        Console.out(
            l.tr(
                "This machine no longer syncs; its store is kept as it is."))
    }
}
