import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// `formanza form import FILE|-`: the export format back in. A form with a known id is
/// replaced (its screens keep their ids, so their answers show again); an unknown id
/// creates a form. Nothing is written unless the whole definition passes the editors'
/// rules.
struct FormImportCommand: FormanzaCommand {
    static let name = "import"
    static let usage = "form import FILE|- [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Create or replace a form (matched by id) from a JSON definition; - reads stdin.")
    }

    let path: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.expect(1, "FILE", arguments.language)[0]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let source = path == "-" ? l.tr("standard input") : path
        let data: Data
        if path == "-" {
            data = try FormDocument.readStandardInput(name: source)
        } else {
            guard let read = try FormDocument.read(path: path) else {
                throw CommandError(refused: l.tr("{0} does not exist", path))
            }
            data = read
        }
        let form = try FormDocument.decode(data, source: source)
        try Command.requireTypeableIDs(form, l)
        let store = try context.openStore()
        let snapshot = try context.loadForms(store)
        let old = Identifier.isValid(form.id) ? try store.loadForm(id: form.id) : nil
        let update = DefinitionUpdate(context: context, store: store, yes: yes)
        switch try update.apply(form, replacing: old, others: snapshot.forms) {
        case .unchanged:
            Console.out(
                l.tr(
                    "\"{0}\" is already like that; nothing changed.", form.title))
        case .saved(let saved):
            Console.out(
                old == nil
                    ? l.tr(
                        "Imported \"{0}\" [{1}] as a new form: {2}.", saved.title, saved.id, counts(saved, l))
                    : l.tr(
                        "Replaced \"{0}\" [{1}]: {2}.", saved.title, saved.id, counts(saved, l)))
        }
    }

    /// What the saved form holds, worded as `form import` words it (`Command.counts`).
    private func counts(_ form: Form, _ l: Language) -> String { Command.counts(form, l) }
}
