import FormanzaCommandLine
import FormanzaState

/// `formanza form delete FORM [--yes]`.
struct FormDeleteCommand: FormanzaCommand {
    static let name = "delete"
    static let usage = "form delete FORM [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Delete a form after a confirmation; its answers stay in the day records. The last form cannot be deleted.",
            "Elimina un formulario tras confirmarlo; sus respuestas quedan en los registros. El último formulario no se puede eliminar."
        )
    }

    let name: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(name)
        try FormRules.checkDeletable(form, among: snapshot.forms)
        try Confirm.ask(
            l.pick(
                "Delete the form \"\(form.title)\"? Its answers stay in the day records.",
                "¿Eliminar el formulario «\(form.title)»? Sus respuestas quedan en los registros."),
            yes: yes, context)
        try store.deleteForm(form)
        Console.out(
            l.pick(
                "Deleted \"\(form.title)\"; its answers stay in the day records.",
                "Se eliminó «\(form.title)»; sus respuestas quedan en los registros."))
    }
}
