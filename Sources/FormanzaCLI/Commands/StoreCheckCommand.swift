import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza store check`.
struct StoreCheckCommand: FormanzaCommand {
    static let name = "check"
    static let usage = "store check"

    static func summary(_ l: Language) -> String {
        l.tr(
            "Check the store with SQLite's integrity check and read back every form and answer.")
    }

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.tr("nothing"), arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let problems = try store.check(in: l)
        guard problems.isEmpty else {
            throw CommandError(
                refused: l.tr(
                    "{0} has problems:\n", store.paths.database)
                    + problems.map { "  " + RecordImportError.shown($0, limit: 1_000) }.joined(separator: "\n"))
        }
        Console.out(
            l.tr(
                "{0}: whole (integrity check ok, every form and answer reads back).", store.paths.database
            ))
    }
}
