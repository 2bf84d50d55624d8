import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza screen list FORM [--json]`.
struct ScreenListCommand: FormanzaCommand {
    static let name = "list"
    static let usage = "screen list FORM [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr("List a form's screens in order.")
    }

    let name: String
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (_, _, form) = try context.openForm(name)
        if json {
            return Console.exact(bytes: try ScreenListJSON.text(form.screens))
        }
        FormShowText.screenLines(form, l).forEach { Console.out($0) }
    }
}
