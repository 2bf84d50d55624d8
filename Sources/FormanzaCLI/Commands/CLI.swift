import FormanzaBase
import FormanzaCommandLine

/// `formanza`: finds the subcommand, runs it, and turns every failure into a message on
/// stderr and the contract's exit status: 0 done, 1 refused, 2 usage error.
public enum CLI {
    static let version = "0.1.0"

    static var commands: [Command] {
        [
            .checkinCommand, .summaryCommand, .historyCommand, .answerCommand, .removeCommand, .deleteCommand,
            .formsCommand,
            .remindersCommand, .settingsCommand, .goalsCommand, .progressCommand, .photoCommand, .formCommand,
            .screenCommand,
            .dataCommand,
            .calcCommand, .goalCommand, .exportCommand, .importRecordsCommand, .storeCommand,
            .syncCommand,
        ]
    }

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
                Console.out(command.help(l))
            } else {
                Console.out(overview(l))
            }
            return 0
        }
        var command = Command.checkinCommand
        if let first = rest.first, !first.hasPrefix("-") {
            guard let named = commands.first(where: { $0.name == first }) else {
                let unknown = CommandError(
                    usage: l.pick(
                        "unknown command \"\(first)\"; see `formanza --help`",
                        "orden desconocida «\(first)»; mira `formanza --help`"))
                return CommandError.report(unknown, language: l)
            }
            command = named
            rest.removeFirst()
        }
        do {
            let args = try ArgumentParser.parse(
                rest, options: command.options(l), command: "formanza " + command.name, language: l)
            if args.helpRequested {
                // `form new --help` is the subcommand's help, as `form help new` prints it.
                if let word = args.positionals.first, command.subcommands.contains(where: { $0.name == word }) {
                    var asked = args
                    asked.positionals = ["help", word]
                    try command.run(asked, try CLIContext.make(environment: environment))
                } else {
                    Console.out(command.help(l))
                }
                return 0
            }
            let context = try CLIContext.make(environment: environment)
            defer { context.publishSyncChanges() }
            try command.run(args, context)
            return 0
        } catch {
            return CommandError.report(error, language: l)
        }
    }

    static func overview(_ l: Language) -> String {
        var lines = [
            l.pick("Usage: formanza [COMMAND] [OPTIONS]", "Uso: formanza [ORDEN] [OPCIONES]"),
            "",
            l.pick(
                "Formanza: answer your daily forms in a terminal. Without a command, opens today's check-in.",
                "Formanza: responde tus formularios diarios en una terminal. Sin orden, abre el registro de hoy."),
            "",
            l.pick("Commands:", "Órdenes:"),
        ]
        // The widest name plus two spaces, so every summary starts in the same column.
        let width = (commands.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        for command in commands {
            lines.append("  " + command.name.padding(to: width) + command.summary(l))
        }
        lines += [
            "",
            l.pick(
                "Run `formanza COMMAND --help` for a command's options.",
                "Usa `formanza ORDEN --help` para ver las opciones de una orden."),
        ]
        return lines.joined(separator: "\n")
    }
}
