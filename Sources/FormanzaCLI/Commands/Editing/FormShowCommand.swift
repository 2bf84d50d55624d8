import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// `formanza form show FORM [--json]`.
struct FormShowCommand: FormanzaCommand {
    static let name = "show"
    static let usage = "form show FORM [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show a form's definition: screens in order, reminders, calculated values, goals. --json prints the export format."
        )
    }

    let name: String
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(name)
        if json {
            return try Command.printDocument(
                form, store, to: ExportOutput(path: nil, context))
        }
        FormShowText.render(form, dataValues: try store.loadDataValues(), l).forEach { Console.out($0) }
    }
}
