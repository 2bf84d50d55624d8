import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaRemind

@Suite struct RemindSettingsTests {
    init() { TestCatalogs.install() }

    /// A refused line names what its key takes, in the reader's language (English unchanged).
    @Test func aRefusedLineIsSaidInEitherLanguage() {
        guard case .failure(let unknown) = RemindSettings.parse("# settings\ncolour = blue\n"),
            case .failure(let short) = RemindSettings.parse("snooze = 30s\n")
        else {
            Issue.record("both lines must be refused")
            return
        }
        #expect(unknown.fault == .unknownKey("colour") && short.fault == .snoozeTooShort)
        #expect(
            unknown.located("remind.conf", .en)
                == "remind.conf:2: unknown key \"colour\" (known: terminal, catch-up, late-grace, snooze, backups)")
        #expect(
            unknown.located("remind.conf", .es)
                == "remind.conf:2: clave desconocida «colour» (las que hay: terminal, catch-up, late-grace, snooze, backups)"
        )
        #expect(short.message(.en) == "snooze: at least 1m")
        #expect(short.message(.es) == "snooze: como mínimo 1m")
    }

    @Test func defaultsWhenEmpty() throws {
        let settings = try RemindSettings.parse("# nothing set\n\n").get()
        #expect(settings == RemindSettings())
        #expect(settings.catchUp == .today && settings.snooze == 1800 && settings.terminal == nil)
    }

    @Test func keysAndDurations() throws {
        let text = "terminal = foot --app-id 'formanza check-in' -e\nlate-grace = 1h30m\nsnooze=10min\n"
        let settings = try RemindSettings.parse(text).get()
        #expect(settings.terminal == ["foot", "--app-id", "formanza check-in", "-e"])
        #expect(settings.catchUp == .within(seconds: 5400))
        #expect(settings.snooze == 600)
    }

    @Test(arguments: [
        ("late-grace = soon\n", 1), ("\n\nsnooze 30m\n", 3), ("colour = blue\n", 1),
        ("terminal = xterm -e 'unclosed\n", 1), ("snooze = 10s\n", 1), ("late-grace = 2d\n", 1),
        ("late-grace = 9223372036854775807\n", 1), ("catch-up = 9223372036854775807m\n", 1), ("snooze = 25h\n", 1),
        ("catch-up = 24h1s\n", 1), ("catch-up = soon\n", 1), ("late-grace = off\n", 1),
        ("snooze = 30m # half an hour\n", 1),
        ("catch-up = 30s1h\n", 1), ("catch-up = -5m\n", 1), ("catch-up = 1h30m15\n", 1),
    ])
    func aMalformedLineIsReportedWithItsNumber(text: String, line: Int) {
        guard case .failure(let problem) = RemindSettings.parse(text) else {
            Issue.record("\(text.debugDescription) must be refused")
            return
        }
        #expect(problem.line == line)
    }

    @Test func catchUpTakesTodayOffOrADurationAndLateGraceIsItsOldName() throws {
        #expect(try RemindSettings.parse("catch-up = today\n").get().catchUp == .today)
        #expect(try RemindSettings.parse("catch-up = OFF\n").get().catchUp == .off)
        #expect(try RemindSettings.parse("catch-up = 60m\n").get().catchUp == .within(seconds: 3600))
        #expect(try RemindSettings.parse("late-grace = 45\n").get().catchUp == .within(seconds: 2700))
    }

    @Test func oneDurationGrammarWithCheckedBounds() {
        #expect(RemindSettings.parseDuration("1h30") == 5400, "minutes after hours, as answers take them")
        #expect(RemindSettings.parseDuration("1h 30m") == 5400)
        #expect(RemindSettings.parseDuration("90s") == 90)
        #expect(RemindSettings.parseDuration("30min") == 1800)
        #expect(RemindSettings.parseDuration("24h") == 86_400)
        #expect(RemindSettings.parseDuration("1441") == nil, "more than a day")
        #expect(RemindSettings.parseDuration("9223372036854775807") == nil)
        #expect(RemindSettings.parseDuration("99999999999999999999999h") == nil)
        #expect(RemindSettings.parseDuration("") == nil)
        #expect(RemindSettings.parseDuration("１h") == nil, "ASCII digits only")
    }

    @Test func wordsAreSplitLikeAShellWithoutExpandingAnything() {
        #expect(CommandWords.split(#"a "b c" 'd $(e)' f\ g"#) == ["a", "b c", "d $(e)", "f g"])
        #expect(CommandWords.split("$HOME ; rm") == ["$HOME", ";", "rm"])
        #expect(CommandWords.split("\"open") == nil)
    }

    @Test func theFirstTerminalFoundOnPathIsUsed() throws {
        let settings = RemindSettings()
        #expect(settings.terminalCommand(path: "/nonexistent") == nil)
        var configured = settings
        configured.terminal = ["my-term", "-x"]
        #expect(configured.terminalCommand(path: "/nonexistent") == ["my-term", "-x"])
    }
}
