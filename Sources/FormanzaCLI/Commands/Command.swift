import FormanzaBase
import FormanzaCommandLine

/// One command of `formanza` in the program's table (a group's subcommand too): a command
/// type's declarations, its type erased, run with the `CLIContext`.
typealias Command = CommandEntry<CLIContext>

/// A group's subcommand (`form new`): a row like any command's, its usage led by the group's
/// name (`form new TITLE`).
typealias Subcommand = CommandEntry<CLIContext>

/// A command of `formanza`. It ends with status 0 when `run` returns; every failure is thrown
/// (`CommandError.report` turns it into the message and the status).
protocol FormanzaCommand: ParsableCommand where Context == CLIContext {
    func run(_ context: CLIContext) throws
}

extension FormanzaCommand {
    func run(_ context: CLIContext) throws -> Int32 {
        try run(context) as Void
        return 0
    }
}

/// The shared options, declared and worded once.
enum CommonOptions {
    static let form = Option<String>(
        "form", placeholder: "FORM", help: { l in l.tr("the form's title or id") })

    static let date = Option<DayChoice>(
        "date", placeholder: "YYYY-MM-DD",
        help: { l in
            l.tr(
                "the day (default today; also today, yesterday)")
        }, convert: DayChoice.init)

    static let json = Flag("json") { l in l.tr("print JSON for scripts") }

    /// `--yes` of the commands that ask before they delete or replace.
    static let yes = Flag("yes") { l in
        l.tr("answer yes to the confirmation (for scripts)")
    }
}

/// A day as `--date` names it: a date, or today or yesterday (hoy, ayer), which only the
/// clock turns into a date (`CLIContext.day`).
enum DayChoice: Sendable, Equatable {
    case today
    case yesterday
    case date(CivilDate)

    /// `text` as the option `option` reads it, or its usage error, which names that option
    /// (`photo compare --from` as well as `--date`).
    init(_ text: String, option: String, _ l: Language) throws {
        switch text.lowercased() {
        case "today", "hoy": self = .today
        case "yesterday", "ayer": self = .yesterday
        default:
            guard let date = CivilDate(iso: text) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants YYYY-MM-DD, today or yesterday, not \"{1}\"", option, text))
            }
            self = .date(date)
        }
    }
}
