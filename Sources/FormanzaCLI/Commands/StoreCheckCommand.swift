import FormanzaCommandLine
import FormanzaState

/// `formanza store check`.
struct StoreCheckCommand: FormanzaCommand {
    static let name = "check"
    static let usage = "store check"

    static func summary(_ l: Language) -> String {
        l.pick(
            "Check the store with SQLite's integrity check and read back every form and answer.",
            "Comprueba el almacén con la verificación de integridad de SQLite y relee cada formulario y respuesta.")
    }

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.pick("nothing", "nada"), arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let problems = try store.check(in: l)
        guard problems.isEmpty else {
            throw CommandError(
                refused: l.pick(
                    "\(store.paths.database) has problems:\n", "\(store.paths.database) tiene problemas:\n")
                    + problems.map { "  " + RecordImportError.shown($0, limit: 1_000) }.joined(separator: "\n"))
        }
        Console.out(
            l.pick(
                "\(store.paths.database): whole (integrity check ok, every form and answer reads back).",
                "\(store.paths.database): íntegro (verificación de integridad correcta, cada formulario y respuesta se relee)."
            ))
    }
}
