import FormanzaCommandLine
import FormanzaState

/// `formanza store backup FILE [--force]`.
struct StoreBackupCommand: FormanzaCommand {
    static let name = "backup"
    static let usage = "store backup FILE"
    static let options: [any OptionDeclaration] = [force]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Copy the whole store into FILE, whole or not at all (safe while other commands write).",
            "Copia el almacén completo en FILE, o nada si falla (seguro aunque otras órdenes escriban).")
    }

    static let force = Flag("force") { l in
        l.pick(
            "replace FILE if it exists (in one step, once the copy is whole)",
            "reemplaza FILE si existe (de una vez, cuando la copia está completa)")
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
            l.pick(
                "Backed up the store to \(path) (\(StoreTally.of(facts.forms, facts.answers, l)); integrity check ok).",
                "Copia de seguridad del almacén guardada en \(path) (\(StoreTally.of(facts.forms, facts.answers, l)); verificación de integridad correcta)."
            ))
    }
}
