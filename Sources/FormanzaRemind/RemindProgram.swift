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
            l.pick("Usage: formanza-remind COMMAND [OPTIONS]", "Uso: formanza-remind ORDEN [OPCIONES]"),
            "",
            l.pick(
                "Formanza's reminder daemon: plans each form's morning and evening reminders and posts them as desktop notifications.",
                "El demonio de recordatorios de Formanza: planifica los recordatorios de mañana y de noche de cada formulario y los envía como notificaciones de escritorio."
            ),
            "",
            l.pick("Commands:", "Órdenes:"),
            "  run       "
                + l.pick(
                    "run the daemon in the foreground (systemd starts it this way)",
                    "ejecuta el demonio en primer plano (así lo arranca systemd)"),
            "  plan      "
                + l.pick(
                    "show the reminder plan without sending anything",
                    "muestra el plan de recordatorios sin enviar nada"),
            "  status    "
                + l.pick(
                    "ask the running daemon what it plans next", "pregunta al demonio en marcha qué tiene previsto"),
            "  doctor    "
                + l.pick(
                    "check why reminders might not arrive", "comprueba por qué podrían no llegar los recordatorios"),
            "",
            l.pick(
                "Run `formanza-remind COMMAND --help` for a command's options.",
                "Usa `formanza-remind ORDEN --help` para ver sus opciones."),
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
                usage: language.pick(
                    "a command is needed: run, plan, status or doctor; see --help",
                    "falta una orden: run, plan, status o doctor; mira --help"))
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
                usage: language.pick(
                    "unknown command \"\(command)\"; see `formanza-remind --help`",
                    "orden desconocida «\(command)»; mira `formanza-remind --help`"))
        }
        let args = try ArgumentParser.parse(
            arguments, options: entry.options(language), command: "formanza-remind " + command, language: language)
        if args.helpRequested {
            Console.out(entry.help(language))
            return 0
        }
        switch command {
        case "run": return try RunCommand.run(args, environment: environment)
        case "plan": try PlanCommand.run(args, environment: environment)
        case "doctor": return try DoctorCommand.run(args, environment: environment)
        default: try StatusCommand.run(args, environment: environment)
        }
        return 0
    }
}
