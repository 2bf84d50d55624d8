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

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let name = try arguments.expect(1, "FORM", l)[0]
        let (store, snapshot, form) = try context.openForm(name)
        try FormRules.checkDeletable(form, among: snapshot.forms)
        try Confirm.ask(
            l.pick(
                "Delete the form \"\(form.title)\"? Its answers stay in the day records.",
                "¿Eliminar el formulario «\(form.title)»? Sus respuestas quedan en los registros."),
            yes: arguments[CommonOptions.yes], context)
        try store.deleteForm(form)
        Console.out(
            l.pick(
                "Deleted \"\(form.title)\"; its answers stay in the day records.",
                "Se eliminó «\(form.title)»; sus respuestas quedan en los registros."))
    }
}
