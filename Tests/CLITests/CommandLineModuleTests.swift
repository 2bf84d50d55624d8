import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTestSupport
import Testing

/// The shared command-line module on its own: how a command line is read and which exit status
/// each kind of failure carries. The programs' own tests check the same through real processes.
@Suite struct CommandLineModuleTests {
    init() { TestCatalogs.install() }

    static let form = Option<String>("form", placeholder: "FORM", help: { _ in "the form" })
    static let date = Option<String>("date", placeholder: "YYYY-MM-DD", help: { _ in "the day" })
    static let yes = Flag("yes") { _ in "do not ask" }
    static let count = Option<Int>.wholeNumber("count", placeholder: "N", help: { _ in "how many" })
    static let step = Option<Double>.number("step", placeholder: "N", help: { _ in "the step" })
    static let declarations: [any OptionDeclaration] = [form, date, yes, count, step]
    static let options = declarations.map { $0.spec(.en) }

    func parse(_ arguments: [String], language: Language = .en) throws(CommandError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, options: Self.options, command: "formanza test", language: language)
    }

    @Test func valuesFlagsAndPositionalsAreRead() throws {
        let args = try parse(["Weight=80", "--form", "Daily", "--date=2026-12-01", "--yes", "--", "--not-an-option"])
        #expect(args.positionals == ["Weight=80", "--not-an-option"])
        #expect(args[Self.form] == "Daily")
        #expect(args[Self.date] == "2026-12-01")
        #expect(args[Self.yes])
        #expect(try args[Self.count] == nil)
        #expect(!args.helpRequested)
    }

    @Test func aRepeatedOptionKeepsEveryValueAndTheLastWins() throws {
        let args = try parse(["--date", "2026-11-01", "--date", "2026-12-01"])
        #expect(try args.all(Self.date) == ["2026-11-01", "2026-12-01"])
        #expect(args.timesGiven(Self.date) == 2)
        #expect(args[Self.date] == "2026-12-01")
    }

    @Test func typedValuesAreConvertedWhereTheyAreDeclared() throws {
        let args = try parse(["--count", " 12 ", "--step=0,5"])
        #expect(try args[Self.count] == 12)
        #expect(try args[Self.step] == 0.5)
        #expect(args.gave(Self.step) && args.typed(Self.step) == "0,5")
        #expect(!args.gave(Self.form))
    }

    @Test(arguments: [
        (["--count", "x"], Language.en, "--count wants a whole number, not \"x\""),
        (
            ["--count", "9999999999999999999999"], Language.en,
            "--count wants a whole number, not \"9999999999999999999999\""
        ),
        (["--step", "abc"], Language.es, "--step espera un número, no «abc»"),
    ])
    func aValueOfTheWrongKindIsAUsageErrorNamingTheOption(arguments: [String], language: Language, message: String)
        throws
    {
        let args = try parse(arguments, language: language)
        do {
            _ = try args[Self.count]
            _ = try args[Self.step]
            Issue.record("\(arguments) was accepted")
        } catch let error as CommandError {
            #expect(error.status == 2)
            #expect(error.message == message)
        }
    }

    @Test func theOptionsAreListedFromTheirDeclarations() {
        #expect(Self.options.map(\.name) == ["form", "date", "yes", "count", "step"])
        #expect(Self.options.map(\.value) == ["FORM", "YYYY-MM-DD", nil, "N", "N"])
        #expect(Self.options.map(\.help) == ["the form", "the day", "do not ask", "how many", "the step"])
    }

    @Test(arguments: [
        (["--colour", "red"], "unknown option --colour; see `formanza test --help`"),
        (["-x"], "unknown option -x; see `formanza test --help`"),
        (["--yes=no"], "--yes takes no value"),
        (["--form"], "--form needs a value (FORM)"),
    ])
    func mistakesAreUsageErrorsWithStatusTwo(arguments: [String], message: String) {
        #expect(throws: CommandError.self) { try parse(arguments) }
        do {
            _ = try parse(arguments)
        } catch {
            #expect(error.status == 2)
            #expect(error.message == message)
        }
    }

    @Test func eachFailureCarriesItsExitStatus() {
        #expect(CommandError(usage: "u").status == 2)
        #expect(CommandError(refused: "r").status == 1)
        #expect(CommandError.interrupted.status == 130)
        #expect(CommandError.interrupted.message == nil)
    }

    @Test func anyOtherErrorIsARefusalWithItsMessageInTheLanguage() {
        let refusal = FileRefusal(path: "/tmp/x", problem: .notRegular)
        #expect(CommandError.message(of: refusal, language: .es) == refusal.message(in: .es))
        #expect(CommandError.report(CommandError.interrupted, language: .en) == 130)
    }

    @Test func helpListsEveryOptionAndHelpItself() {
        let text = HelpText.render(
            usage: "formanza test [--form FORM]", summary: "Tests.", options: Self.options,
            language: .en)
        #expect(text.hasPrefix("Usage: formanza test [--form FORM]\n\nTests.\n\nOptions:\n"))
        #expect(text.contains("--date YYYY-MM-DD"))
        #expect(text.contains("-h, --help"))
    }
}
