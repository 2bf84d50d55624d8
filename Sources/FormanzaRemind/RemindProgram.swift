import FormanzaBase
import FormanzaCommandLine
import FormanzaSchedule
import FormanzaSystem
import FoundationEssentials

/// `formanza-remind run | plan | status | doctor`: exit 0 done, 1 refused, 2 usage error
/// (formanza-remind(1), EXIT STATUS).
public enum RemindProgram {
    static func overview(_ l: Language) -> String {
        [
            l.tr("Usage: formanza-remind COMMAND [OPTIONS]"),
            "",
            l.tr(
                "Formanza's reminder daemon: plans each form's morning and evening reminders and posts them as desktop notifications."
            ),
            "",
            l.tr("Commands:"),
            "  run       "
                + l.tr(
                    "run the daemon in the foreground (systemd starts it this way)"),
            "  plan      "
                + l.tr(
                    "show the reminder plan without sending anything"),
            "  status    "
                + l.tr(
                    "ask the running daemon what it plans next"),
            "  doctor    "
                + l.tr(
                    "check why reminders might not arrive"),
            "",
            l.tr(
                "Run `formanza-remind COMMAND --help` for a command's options."),
        ].joined(separator: "\n")
    }

    /// Runs one command line and gives its exit status; what the caller prints at the end and how it
    /// exits stays with `main.swift`.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let language = Language.current(environment: environment)
        do {
            return try dispatch(arguments, environment: environment, language: language)
        } catch {
            return CommandError.report(error, language: language)
        }
    }

    /// Finds the command and runs it; every failure is thrown, for `CommandError.report` to print
    /// and turn into the exit status.
    static func dispatch(_ arguments: [String], environment: [String: String], language: Language) throws -> Int32 {
        var arguments = arguments
        guard let command = arguments.first else {
            throw CommandError(
                usage: language.tr(
                    "a command is needed: run, plan, status or doctor; see --help"))
        }
        arguments.removeFirst()
        switch command {
        case "-h", "--help", "help":
            Console.out(overview(language))
            return 0
        case "--version":
            Console.out("formanza-remind 0.1.0")
            return 0
        default:
            break
        }
        if RemindCompletion.handles(command) {
            return RemindCompletion.run([command] + arguments, environment: environment, language: language)
        }
        guard let entry = RemindCommandTable.entry(command) else {
            throw CommandError(
                usage: language.tr(
                    "unknown command \"{0}\"; see `formanza-remind --help`", command))
        }
        return try CommandDispatch.run(
            entry, program: "formanza-remind", arguments: arguments, language: language, context: { environment })
    }
}
