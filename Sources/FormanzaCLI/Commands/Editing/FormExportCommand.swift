import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

/// `formanza form export FORM [--output FILE]`.
struct FormExportCommand: FormanzaCommand {
    static let name = "export"
    static let usage = "form export FORM [--output FILE]"
    static let options: [any OptionDeclaration] = [ExportOutput.option]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Print a form's whole definition as JSON (the file `form import` reads).",
            "Imprime la definición completa de un formulario en JSON (el archivo que lee `form import`).")
    }

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let name = try arguments.expect(1, "FORM", context.language)[0]
        let store = try context.openStore()
        let output = try ExportOutput(path: arguments[ExportOutput.option], context)
        try Command.printDocument(try context.form(name, in: try context.loadForms(store)), store, to: output)
    }
}
