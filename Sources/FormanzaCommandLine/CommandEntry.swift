import FormanzaBase

/// One row of a program's command table: a command type with its type erased, so one table
/// holds them all. What `--help`, the completions and the man page's check read, and how the
/// dispatch runs it; a group (`form`, `screen`) lists its subcommands as rows too.
public struct CommandEntry<Context>: Sendable {
    public let name: String
    /// The usage line without the program's name (`summary [--form FORM] …`, `form new TITLE`).
    public let usage: String
    public let summary: @Sendable (Language) -> String
    public let options: @Sendable (Language) -> [OptionSpec]
    public let notes: @Sendable (Language) -> [String]
    /// A group's subcommands, for its help, completions and the man page's check.
    public let subcommands: [CommandEntry<Context>]
    /// Reads the parsed command line into the command, before the context is made (a bad value
    /// is a usage error whatever the world holds); what it gives runs the command in the
    /// context and gives the exit status.
    public let prepare: @Sendable (ParsedArguments) throws -> (Context) throws -> Int32

    public init(
        name: String, usage: String, summary: @escaping @Sendable (Language) -> String,
        options: @escaping @Sendable (Language) -> [OptionSpec],
        notes: @escaping @Sendable (Language) -> [String] = { _ in [] },
        subcommands: [CommandEntry<Context>] = [],
        prepare: @escaping @Sendable (ParsedArguments) throws -> (Context) throws -> Int32
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.options = options
        self.notes = notes
        self.subcommands = subcommands
        self.prepare = prepare
    }

    /// The row of a command type: its declarations, and the command made from the command line
    /// (its initializer reads every option once), to run when the context is there.
    public init<Command: ParsableCommand>(_ command: Command.Type) where Command.Context == Context {
        self.init(
            name: command.name, usage: command.usage, summary: { command.summary($0) },
            options: { command.optionSpecs($0) }, notes: { command.notes($0) },
            prepare: { arguments in
                let made = try command.init(arguments)
                return { context in try made.run(context) }
            })
    }

    /// The text `PROGRAM NAME --help` prints.
    public func help(program: String, _ language: Language) -> String {
        HelpText.render(
            usage: program + " " + usage, summary: summary(language), options: options(language),
            notes: notes(language), language: language)
    }
}

/// The one path from a command line to a command's run, for both programs: the options are
/// checked against the command's declarations, `--help` prints its help, else the command
/// reads its arguments, then the context is made and the command runs. A group's
/// `SUBCOMMAND --help` runs the group as `GROUP help SUBCOMMAND`, which prints that
/// subcommand's help.
public enum CommandDispatch {
    public static func run<Context>(
        _ entry: CommandEntry<Context>, program: String, arguments: [String], language: Language,
        context: () throws -> Context, finally: (Context) -> Void = { _ in }
    ) throws -> Int32 {
        var parsed = try ArgumentParser.parse(
            arguments, options: entry.options(language), command: program + " " + entry.name, language: language)
        if parsed.helpRequested {
            guard let word = parsed.positionals.first, entry.subcommands.contains(where: { $0.name == word }) else {
                Console.out(entry.help(program: program, language))
                return 0
            }
            parsed.positionals = ["help", word]
            return try entry.prepare(parsed)(try context())
        }
        let command = try entry.prepare(parsed)
        let made = try context()
        defer { finally(made) }
        return try command(made)
    }
}
