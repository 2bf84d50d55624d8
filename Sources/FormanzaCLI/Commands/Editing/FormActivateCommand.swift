import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form activate FORM`.
struct FormActivateCommand: FormanzaCommand {
    static let name = "activate"
    static let usage = "form activate FORM"

    static func summary(_ l: Language) -> String { Command.activationSummary(true, l) }

    /// The command line: FORM, read when the work starts.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) { self.arguments = arguments }

    func run(_ context: CLIContext) throws { try Command.setActive(true, arguments, context) }
}
