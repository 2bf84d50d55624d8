import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form deactivate FORM`.
struct FormDeactivateCommand: FormanzaCommand {
    static let name = "deactivate"
    static let usage = "form deactivate FORM"

    static func summary(_ l: Language) -> String { Command.activationSummary(false, l) }

    let formQuery: String

    init(_ arguments: ParsedArguments) throws { formQuery = try arguments.expect(1, "FORM", arguments.language)[0] }

    func run(_ context: CLIContext) throws { try Command.setActive(false, formQuery, context) }
}
