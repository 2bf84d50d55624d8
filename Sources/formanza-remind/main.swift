import FormanzaCommandLine
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FoundationEssentials

/// `formanza-remind run | plan | status`: exit 0 done, 1 refused, 2 usage error
/// (formanza-remind(1), EXIT STATUS).
let environment = ProcessInfo.processInfo.environment
let language = Language.current(environment: environment)

func overview(_ l: Language) -> String {
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
                "show the reminder plan without sending anything", "muestra el plan de recordatorios sin enviar nada"),
        "  status    "
            + l.pick("ask the running daemon what it plans next", "pregunta al demonio en marcha qué tiene previsto"),
        "  doctor    "
            + l.pick("check why reminders might not arrive", "comprueba por qué podrían no llegar los recordatorios"),
        "",
        l.pick(
            "Run `formanza-remind COMMAND --help` for a command's options.",
            "Usa `formanza-remind ORDEN --help` para ver sus opciones."),
    ].joined(separator: "\n")
}

func main(_ arguments: [String]) -> Int32 {
    do { return try dispatch(arguments) } catch { return CommandError.report(error, language: language) }
}

/// Finds the command and runs it; every failure is thrown, for `CommandError.report` to print
/// and turn into the exit status.
func dispatch(_ arguments: [String]) throws -> Int32 {
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

Console.program = "formanza-remind"
// A closed pipe on stdout is reported (EPIPE, exit 1) by `Console.finish`, not a silent death.
ProcessSignal.ignore(ProcessSignal.brokenPipe)
ThisProcess.exit(Console.finish(main(Array(CommandLine.arguments.dropFirst())), language: language))
