import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FoundationEssentials

extension Command {
    /// `formanza form import FILE|-`: the export format back in. A form with a known id is
    /// replaced (its screens keep their ids, so their answers show again); an unknown id
    /// creates a form. Nothing is written unless the whole definition passes the editors'
    /// rules.
    static let formImport = Subcommand(
        name: "import", usage: "form import FILE|- [--yes]",
        summary: {
            $0.pick(
                "Create or replace a form (matched by id) from a JSON definition; - reads stdin.",
                "Crea o reemplaza un formulario (por su id) desde una definición JSON; - lee la entrada estándar.")
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let source = path == "-" ? l.pick("standard input", "la entrada estándar") : path
            let data: Data
            if path == "-" {
                data = try FormDocument.readStandardInput(name: source)
            } else {
                guard let read = try FormDocument.read(path: path) else {
                    throw CommandError(refused: l.pick("\(path) does not exist", "\(path) no existe"))
                }
                data = read
            }
            let form = try FormDocument.decode(data, source: source)
            try requireTypeableIDs(form, l)
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let old = Identifier.isValid(form.id) ? try store.loadForm(id: form.id) : nil
            let update = DefinitionUpdate(context: context, store: store, yes: args.has("yes"))
            switch try update.apply(form, replacing: old, others: snapshot.forms) {
            case .unchanged:
                Console.out(
                    l.pick(
                        "\"\(form.title)\" is already like that; nothing changed.",
                        "«\(form.title)» ya es así; no cambió nada."))
            case .saved(let saved):
                Console.out(
                    old == nil
                        ? l.pick(
                            "Imported \"\(saved.title)\" [\(saved.id)] as a new form: \(counts(saved, l)).",
                            "Se importó «\(saved.title)» [\(saved.id)] como formulario nuevo: \(counts(saved, l)).")
                        : l.pick(
                            "Replaced \"\(saved.title)\" [\(saved.id)]: \(counts(saved, l)).",
                            "Se reemplazó «\(saved.title)» [\(saved.id)]: \(counts(saved, l))."))
            }
        })

    /// Refuses an imported form whose id, or a screen's or calculated value's id, starts with
    /// anything but a letter or a digit: `form show -e` or `answer --help=1` would read it as an
    /// option.
    static func requireTypeableIDs(_ form: Form, _ l: Language) throws {
        let ids = [form.id] + form.screens.map(\.id) + form.calculated.map(\.id)
        guard let bad = ids.first(where: { !$0.isEmpty && !Identifier.startsTypeably($0) }) else { return }
        let shown = VisibleText.escape(bad)
        throw CommandError(
            refused: l.pick(
                "the id \"\(shown)\" must start with a letter or a digit (it would be read as an option); change it in the file",
                "el id «\(shown)» debe empezar por una letra o una cifra (se leería como una opción); cámbialo en el archivo"
            ))
    }

    /// "3 screens, 1 calculated value" (and ", 2 goals" when it has some).
    static func counts(_ form: Form, _ l: Language) -> String {
        let s = form.screens.count
        let c = form.calculated.count
        let g = form.goals.count
        return l.pick(
            "\(s) screen\(s == 1 ? "" : "s"), \(c) calculated value\(c == 1 ? "" : "s")",
            "\(s) pantalla\(s == 1 ? "" : "s"), \(c) valor\(c == 1 ? "" : "es") calculado\(c == 1 ? "" : "s")")
            + (g == 0 ? "" : l.pick(", \(g) goal\(g == 1 ? "" : "s")", ", \(g) objetivo\(g == 1 ? "" : "s")"))
    }
}
