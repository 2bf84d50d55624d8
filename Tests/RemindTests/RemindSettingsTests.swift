import Testing
@testable import formanza_remind

@Suite struct RemindSettingsTests {
    @Test func defaultsWhenEmpty() throws {
        let settings = try RemindSettings.parse("# nothing set\n\n").get()
        #expect(settings == RemindSettings())
        #expect(settings.lateGrace == 3600 && settings.snooze == 1800 && settings.terminal == nil)
    }

    @Test func keysAndDurations() throws {
        let text = "terminal = foot --app-id 'formanza check-in' -e\nlate-grace = 1h30m\nsnooze=10min\n"
        let settings = try RemindSettings.parse(text).get()
        #expect(settings.terminal == ["foot", "--app-id", "formanza check-in", "-e"])
        #expect(settings.lateGrace == 5400)
        #expect(settings.snooze == 600)
    }

    @Test(arguments: [
        ("late-grace = soon\n", 1), ("\n\nsnooze 30m\n", 3), ("colour = blue\n", 1),
        ("terminal = xterm -e 'unclosed\n", 1), ("snooze = 10s\n", 1), ("late-grace = 2d\n", 1),
    ])
    func aMalformedLineIsReportedWithItsNumber(text: String, line: Int) {
        guard case .failure(let problem) = RemindSettings.parse(text) else {
            Issue.record("\(text.debugDescription) must be refused")
            return
        }
        #expect(problem.line == line)
    }

    @Test func wordsAreSplitLikeAShellWithoutExpandingAnything() {
        #expect(ShellWords.split(#"a "b c" 'd $(e)' f\ g"#) == ["a", "b c", "d $(e)", "f g"])
        #expect(ShellWords.split("$HOME ; rm") == ["$HOME", ";", "rm"])
        #expect(ShellWords.split("\"open") == nil)
    }

    @Test func theFirstTerminalFoundOnPathIsUsed() throws {
        let settings = RemindSettings()
        #expect(settings.terminalCommand(path: "/nonexistent") == nil)
        var configured = settings
        configured.terminal = ["my-term", "-x"]
        #expect(configured.terminalCommand(path: "/nonexistent") == ["my-term", "-x"])
    }
}
