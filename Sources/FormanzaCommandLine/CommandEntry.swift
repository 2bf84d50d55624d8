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
    /// Reads the parsed command line into the command and runs it; gives the exit status.
    public let run: @Sendable (ParsedArguments, Context) throws -> Int32

    public init(
        name: String, usage: String, summary: @escaping @Sendable (Language) -> String,
        options: @escaping @Sendable (Language) -> [OptionSpec],
        notes: @escaping @Sendable (Language) -> [String] = { _ in [] },
        subcommands: [CommandEntry<Context>] = [],
        run: @escaping @Sendable (ParsedArguments, Context) throws -> Int32
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.options = options
        self.notes = notes
        self.subcommands = subcommands
        self.run = run
    }

    /// The row of a command type: its declarations, and a run that reads the command line into
    /// it first.
    public init<Command: ParsableCommand>(_ command: Command.Type) where Command.Context == Context {
        self.init(
            name: command.name, usage: command.usage, summary: { command.summary($0) },
            options: { command.optionSpecs($0) }, notes: { command.notes($0) },
            run: { arguments, context in try command.init(arguments).run(context) })
    }

    /// The text `PROGRAM NAME --help` prints.
    public func help(program: String, _ language: Language) -> String {
        HelpText.render(
            usage: program + " " + usage, summary: summary(language), options: options(language),
            notes: notes(language), language: language)
    }
}

/// The one path from a command line to a command's run, for both programs: the options are
/// checked against the command's declarations, `--help` prints its help, else the context is
/// made and the command reads its arguments and runs. A group's `SUBCOMMAND --help` runs the
/// group as `GROUP help SUBCOMMAND`, which prints that subcommand's help.
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
            return try entry.run(parsed, try context())
        }
        let made = try context()
        defer { finally(made) }
        return try entry.run(parsed, made)
    }
}
