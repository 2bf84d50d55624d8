import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// `formanza form export FORM [--output FILE]`.
struct FormExportCommand: FormanzaCommand {
    static let name = "export"
    static let usage = "form export FORM [--output FILE]"
    static let options: [any OptionDeclaration] = [ExportOutput.option]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Print a form's whole definition as JSON (the file `form import` reads).")
    }

    let name: String
    /// The file of `--output`; standard output when nil.
    let output: String?

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        output = arguments[ExportOutput.option]
    }

    func run(_ context: CLIContext) throws {
        let store = try context.openStore()
        let output = try ExportOutput(path: output, context)
        try Command.printDocument(try context.form(name, in: try context.loadForms(store)), store, to: output)
    }
}
