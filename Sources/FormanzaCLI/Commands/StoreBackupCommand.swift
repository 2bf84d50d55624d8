import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza store backup FILE [--force]`.
struct StoreBackupCommand: FormanzaCommand {
    static let name = "backup"
    static let usage = "store backup FILE"
    static let options: [any OptionDeclaration] = [force]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Copy the whole store into FILE, whole or not at all (safe while other commands write).")
    }

    static let force = Flag("force") { l in
        l.tr(
            "replace FILE if it exists (in one step, once the copy is whole)")
    }

    let path: String
    let force: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.expect(1, "FILE", arguments.language)[0]
        force = arguments[Self.force]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let facts = try store.backup(to: path, replacing: force)
        Console.out(
            l.tr(
                "Backed up the store to {0} ({1}; integrity check ok).", path,
                StoreTally.of(facts.forms, facts.answers, l)
            ))
    }
}
