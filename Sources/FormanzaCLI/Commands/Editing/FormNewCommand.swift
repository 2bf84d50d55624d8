import FormanzaCommandLine
import FormanzaState

/// `formanza form new TITLE`.
struct FormNewCommand: FormanzaCommand {
    static let name = "new"
    static let usage = "form new TITLE"

    static func summary(_ l: Language) -> String {
        l.pick(
            "Create an active form without screens; it waits outside check-in until it has one.",
            "Crea un formulario activo sin pantallas; queda fuera del registro hasta que tenga una.")
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
            l.pick(
                "Created \"\(form.title)\" [\(form.id)]: active, no screens yet, so it waits outside check-in and reminders.",
                "Se creó «\(form.title)» [\(form.id)]: activo, todavía sin pantallas, así que queda fuera del registro y de los recordatorios."
            ))
        Console.out(
            l.pick(
                "Add its first screen: formanza screen add \(form.id) --type TYPE --title TITLE",
                "Agrega su primera pantalla: formanza screen add \(form.id) --type TIPO --title TÍTULO"))
    }
}
