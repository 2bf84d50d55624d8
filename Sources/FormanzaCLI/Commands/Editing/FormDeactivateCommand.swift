import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form deactivate FORM`.
struct FormDeactivateCommand: FormanzaCommand {
    static let name = "deactivate"
    static let usage = "form deactivate FORM"

    static func summary(_ l: Language) -> String { Command.activationSummary(false, l) }

    /// The command line: FORM, read when the work starts.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) { self.arguments = arguments }

    func run(_ context: CLIContext) throws { try Command.setActive(false, arguments, context) }
}
