import FormanzaBase

/// A command of `formanza` or `formanza-remind`, declared as a type: its name, usage, help
/// and typed options are static, the initializer reads a parsed command line once into typed
/// stored properties (refusing, as a usage error, a value of the wrong kind), and `run` does
/// the work. Help, completions and the man page's check read the same static declarations
/// the parser uses, so none of them can drift from what the command accepts.
public protocol ParsableCommand<Context>: Sendable {
    /// What the command needs from the world to run: `formanza`'s `CLIContext`, or
    /// `formanza-remind`'s environment.
    associatedtype Context

    /// The word that names it (`summary`, `plan`; `new` for `form new`).
    static var name: String { get }
    /// The usage line without the program's name: `summary [--form FORM] [--json]`.
    static var usage: String { get }
    /// One sentence on what it does, as `--help` and the overview show it.
    static func summary(_ language: Language) -> String
    /// Paragraphs `--help` adds after the options.
    static func notes(_ language: Language) -> [String]
    /// Its options, in the order `--help` lists them.
    static var options: [any OptionDeclaration] { get }

    /// Reads the command line, already checked against `options`, into the command's typed
    /// properties.
    init(_ arguments: ParsedArguments) throws

    /// Does the work and gives the exit status (0 done; failures are thrown).
    func run(_ context: Context) throws -> Int32
}

extension ParsableCommand {
    public static func notes(_ language: Language) -> [String] { [] }
    public static var options: [any OptionDeclaration] { [] }

    /// The options as `--help` shows them in `language`.
    public static func optionSpecs(_ language: Language) -> [OptionSpec] { options.map { $0.spec(language) } }

    /// The command's `--help`, its usage led by `program`.
    public static func help(program: String, _ language: Language) -> String {
        HelpText.render(
            usage: program + " " + usage, summary: summary(language), options: optionSpecs(language),
            notes: notes(language), language: language)
    }
}

extension ParsedArguments {
    /// Refuses any positional argument: for commands that take none.
    public func requireNoPositionals() throws(CommandError) {
        if let extra = positionals.first {
            throw CommandError(
                usage: language.tr("unexpected argument \"{0}\"", extra))
        }
    }
}
