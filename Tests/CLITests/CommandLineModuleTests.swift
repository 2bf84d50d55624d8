import FormanzaCommandLine
import FormanzaState
import FormanzaSystem
import FormanzaTestSupport
import Testing

/// The shared command-line module on its own: how a command line is read and which exit status
/// each kind of failure carries. The programs' own tests check the same through real processes.
@Suite struct CommandLineModuleTests {
    init() { TestCatalogs.install() }

    static let options = [
        OptionSpec(name: "form", value: "FORM", help: "the form"),
        OptionSpec(name: "date", value: "YYYY-MM-DD", help: "the day"),
        OptionSpec(name: "yes", value: nil, help: "do not ask"),
    ]

    func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, options: Self.options, command: "formanza test", language: .en)
    }

    @Test func valuesFlagsAndPositionalsAreRead() throws {
        let args = try parse(["Weight=80", "--form", "Daily", "--date=2026-12-01", "--yes", "--", "--not-an-option"])
        #expect(args.positionals == ["Weight=80", "--not-an-option"])
        #expect(args.value("form") == "Daily")
        #expect(args.value("date") == "2026-12-01")
        #expect(args.has("yes"))
        #expect(!args.helpRequested)
    }

    @Test func aRepeatedOptionKeepsEveryValueAndTheLastWins() throws {
        let args = try parse(["--date", "2026-11-01", "--date", "2026-12-01"])
        #expect(args.allValues("date") == ["2026-11-01", "2026-12-01"])
        #expect(args.value("date") == "2026-12-01")
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
