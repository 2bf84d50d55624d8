import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form new TITLE`.
struct FormNewCommand: FormanzaCommand {
    static let name = "new"
    static let usage = "form new TITLE"

    static func summary(_ l: Language) -> String {
        l.tr(
            "Create an active form without screens; it waits outside check-in until it has one.")
    }

    let title: String

    init(_ arguments: ParsedArguments) throws {
        title = try arguments.expect(1, "TITLE", arguments.language)[0]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let snapshot = try context.loadForms(store)
        let form = try FormRules.newForm(title: title, among: snapshot.forms)
        try store.replaceForm(nil, with: form)
        Console.out(
            l.tr(
                "Created \"{0}\" [{1}]: active, no screens yet, so it waits outside check-in and reminders.",
                form.title, form.id
            ))
        Console.out(
            l.tr(
                "Add its first screen: formanza screen add {0} --type TYPE --title TITLE", form.id))
    }
}
