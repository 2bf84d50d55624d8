import FormanzaBase
import FormanzaCommandLine

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
        OptionSpec(name: "form", value: "FORM", help: l.pick("the form's title or id", "el título o id del formulario"))
    }

    static func date(_ l: Language) -> OptionSpec {
        OptionSpec(
            name: "date", value: "YYYY-MM-DD",
            help: l.pick(
                "the day (default today; also today, yesterday)", "el día (por defecto, hoy; también vale hoy o ayer)"))
    }

    static func json(_ l: Language) -> OptionSpec {
        OptionSpec(name: "json", value: nil, help: l.pick("print JSON for scripts", "imprime JSON para scripts"))
    }
}
