import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form delete FORM [--yes]`.
struct FormDeleteCommand: FormanzaCommand {
    static let name = "delete"
    static let usage = "form delete FORM [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Delete a form after a confirmation; its answers stay in the day records. The last form cannot be deleted."
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
            l.tr(
                "Delete the form \"{0}\"? Its answers stay in the day records.", form.title),
            yes: yes, context)
        try store.deleteForm(form)
        Console.out(
            l.tr(
                "Deleted \"{0}\"; its answers stay in the day records.", form.title))
    }
}
