import FormanzaCommandLine
import FormanzaState

/// One subcommand of `formanza`: its name, help and what it does.
struct Command: Sendable {
    let name: String
    let usage: String
    let summary: @Sendable (Language) -> String
    let options: @Sendable (Language) -> [OptionSpec]
    var notes: @Sendable (Language) -> [String] = { _ in [] }
    let run: @Sendable (ParsedArguments, CLIContext) throws -> Void
    /// A group's subcommands (`form new`, `screen add`…), for completions and the man page's check.
    var subcommands: [Subcommand] = []

    func help(_ l: Language) -> String {
        HelpText.render(
            usage: "formanza " + usage, summary: summary(l), options: options(l), notes: notes(l), language: l)
    }
}

/// The shared option specs, worded once.
enum CommonOptions {
    static func form(_ l: Language) -> OptionSpec {
        OptionSpec(name: "form", value: "FORM", help: l.tr("the form's title or id"))
    }

    static func date(_ l: Language) -> OptionSpec {
        OptionSpec(
            name: "date", value: "YYYY-MM-DD",
            help: l.tr(
                "the day (default today; also today, yesterday)"))
    }

    static func json(_ l: Language) -> OptionSpec {
        OptionSpec(name: "json", value: nil, help: l.tr("print JSON for scripts"))
    }
}
