import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// Finding the form and the screen a command line names (a form by title or
/// id, a screen by short title, title or id, any case).
extension CLIContext {
    /// The form named by `query`, or, when nil, the only usable form.
    func form(_ query: String?, in snapshot: FormsSnapshot) throws -> Form {
        let l = language
        if let query {
            guard let form = snapshot.form(matching: query) else {
                let titles = snapshot.forms.map(\.title)
                throw CommandError(
                    refused: l.tr("no form called \"{0}\" (forms: {1})", query, quoted(titles, l)))
            }
            return form
        }
        let usable = snapshot.usable
        switch usable.count {
        case 1:
            return usable[0]
        case 0:
            throw CommandError(
                refused: l.tr(
                    "no active form with screens; see `formanza forms` and `formanza form --help`"))
        default:
            let titles = usable.map(\.title)
            throw CommandError(
                usage: l.tr("several forms are active ({0}); choose one with --form", quoted(titles, l)))
        }
    }

    /// Opens the store (counting as an opening) and finds the form a command names: the
    /// first three steps of most commands.
    func openForm(_ query: String?) throws -> (store: Store, snapshot: FormsSnapshot, form: Form) {
        let store = try openStore()
        let snapshot = try loadForms(store)
        return (store, snapshot, try form(query, in: snapshot))
    }

    /// Opens the store and finds the one form a command names, reading only that form's
    /// definition when a name is given (the other forms cost nothing); without a name, or when
    /// nothing matches, the same as `openForm`.
    func openNamedForm(_ query: String?) throws -> (store: Store, form: Form) {
        let store = try openStore()
        if let query, let form = try store.form(matching: query) { return (store, form) }
        return (store, try form(query, in: try loadForms(store)))
    }

    /// Refuses a form that check-in does not offer: inactive, or without screens.
    func requireUsable(_ form: Form) throws {
        guard form.active else {
            throw CommandError(
                refused: language.tr(
                    "\"{0}\" is inactive; activate it with `formanza form activate`", form.title))
        }
        guard !form.screens.isEmpty else {
            throw CommandError(
                refused: language.tr(
                    "\"{0}\" has no screens yet", form.title))
        }
    }

    func screen(_ query: String, in form: Form) throws -> Screen {
        let lowered = query.lowercased()
        if let screen = form.screens.first(where: { $0.id == query })
            ?? form.screens.first(where: { $0.id.lowercased() == lowered })
            ?? form.screens.first(where: { $0.displayShortTitle.lowercased() == lowered })
            ?? form.screens.first(where: { $0.title.lowercased() == lowered })
        {
            return screen
        }
        // A long form's every screen on one line is hard to read: the nearest name, when one
        // is close, and where the whole list is.
        let names = form.screens.flatMap { [$0.displayShortTitle, $0.title, $0.id] }
        let near = NearestName.nearest(to: query, among: names).flatMap { name in
            form.screens.first { [$0.displayShortTitle, $0.title, $0.id].contains(name) }
        }
        let show = "formanza form show \(form.id)"
        guard let near else {
            throw CommandError(
                refused: language.tr(
                    "\"{0}\" has no screen called \"{1}\" (its screens: {2})", form.title, query, show))
        }
        let nearName = near.displayShortTitle
        throw CommandError(
            refused: language.tr(
                "\"{0}\" has no screen called \"{1}\"; did you mean \"{2}\" ({3})? "
                    + "(its screens: {4})", form.title, query, nearName, near.id, show))
    }

    /// Names in the language's quotation marks: "A", "B" / «A», «B».
    private func quoted(_ names: [String], _ l: Language) -> String {
        names.map { l.quote($0) }.joined(separator: ", ")
    }

    /// Loads the forms, warning on stderr about each file that could not be read.
    func loadForms(_ store: Store) throws -> FormsSnapshot {
        let snapshot = try store.loadForms()
        for problem in snapshot.problems {
            Console.warn(problem.message(in: language), language: language)
        }
        return snapshot
    }
}
