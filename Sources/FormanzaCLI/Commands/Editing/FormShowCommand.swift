import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

/// `formanza form show FORM [--json]`.
struct FormShowCommand: FormanzaCommand {
    static let name = "show"
    static let usage = "form show FORM [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Show a form's definition: screens in order, reminders, calculated values, goals. --json prints the export format.",
            "Muestra la definición de un formulario: pantallas en orden, recordatorios, valores calculados, objetivos. --json imprime el formato de exportación."
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
        let (store, _, form) = try context.openForm(name)
        if arguments[CommonOptions.json] {
            return try Command.printDocument(
                form, store, to: ExportOutput(path: arguments[ExportOutput.option], context))
        }
        FormShowText.render(form, dataValues: try store.loadDataValues(), l).forEach { Console.out($0) }
    }
}
