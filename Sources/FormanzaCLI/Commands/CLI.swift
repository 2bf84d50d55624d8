import FormanzaBase
import FormanzaCommandLine

/// `formanza`: finds the subcommand, runs it, and turns every failure into a message on
/// stderr and the contract's exit status: 0 done, 1 refused, 2 usage error.
public enum CLI {
    static let version = "0.1.0"

    static var commands: [Command] {
        [
            checkin, Command(SummaryCommand.self), Command(HistoryCommand.self), Command(AnswerCommand.self),
            Command(RemoveCommand.self), Command(DeleteCommand.self), Command(FormsCommand.self),
            Command(RemindersCommand.self), Command(SettingsCommand.self), Command(GoalsCommand.self),
            Command(ProgressCommand.self), .photoCommand, .formCommand, .screenCommand, .dataCommand,
            .calcCommand, .goalCommand, Command(ExportCommand.self), Command(ImportRecordsCommand.self),
            .storeCommand, .syncCommand,
        ]
    }

    /// The check-in: the command run when none is named.
    static let checkin = Command(CheckinCommand.self)

    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let l = Language.current(environment: environment)
        var rest = arguments
        if let first = rest.first, [CompletionCommand.scriptCommand, CompletionCommand.answerCommand].contains(first) {
            return CompletionCommand.run(rest, environment: environment)
        }
        if rest.first == "--version" {
            Console.out("formanza \(version)")
            return 0
        }
        if rest.first == "-h" || rest.first == "--help" || rest.first == "help" {
            if rest.count > 1, let command = commands.first(where: { $0.name == rest[1] }) {
                Console.out(command.help(program: "formanza", l))
            } else {
                Console.out(overview(l))
            }
            return 0
        }
        var command = checkin
        if let first = rest.first, !first.hasPrefix("-") {
            guard let named = commands.first(where: { $0.name == first }) else {
                let unknown = CommandError(
                    usage: l.tr(
                        "unknown command \"{0}\"; see `formanza --help`", first))
                return CommandError.report(unknown, language: l)
            }
            command = named
            rest.removeFirst()
        }
        do {
            return try CommandDispatch.run(
                command, program: "formanza", arguments: rest, language: l,
                context: { try CLIContext.make(environment: environment) },
                finally: { $0.publishSyncChanges() })
        } catch {
            return CommandError.report(error, language: l)
        }
    }

    static func overview(_ l: Language) -> String {
        var lines = [
            l.tr("Usage: formanza [COMMAND] [OPTIONS]"),
            "",
            l.tr(
                "Formanza: answer your daily forms in a terminal. Without a command, opens today's check-in."),
            "",
            l.tr("Commands:"),
        ]
        // The widest name plus two spaces, so every summary starts in the same column.
        let width = (commands.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        for command in commands {
            lines.append("  " + command.name.padding(to: width) + command.summary(l))
        }
        lines += [
            "",
            l.tr(
                "Run `formanza COMMAND --help` for a command's options."),
        ]
        return lines.joined(separator: "\n")
    }
}
