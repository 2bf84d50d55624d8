import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form activate FORM`.
struct FormActivateCommand: FormanzaCommand {
    static let name = "activate"
    static let usage = "form activate FORM"

    static func summary(_ l: Language) -> String { Command.activationSummary(true, l) }

    let formQuery: String

    init(_ arguments: ParsedArguments) throws { formQuery = try arguments.expect(1, "FORM", arguments.language)[0] }

    func run(_ context: CLIContext) throws { try Command.setActive(true, formQuery, context) }
}
