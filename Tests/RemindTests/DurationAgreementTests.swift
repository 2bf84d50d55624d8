import FormanzaBase
import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaRemind

/// `remind.conf` and a duration answer read the same text the same way: one grammar, each place
/// with its own bounds.
@Suite struct DurationAgreementTests {
    let parser = AnswerParser(today: CivilDate(iso: "2026-12-02")!)
    let screen = Screen(id: "d", title: "Slept", kind: .duration(DurationSettings(minuteInterval: 1, maxHours: 23)))

    @Test(arguments: [
        "90", "90m", "90 min", "1h30", "1H30", "1 h 30 min", "1h30m", "1:30", "2h", "45min", "0", "23:59",
    ])
    func bothAcceptTheSameFormsAsTheSameLength(text: String) throws {
        guard case .duration(let minutes) = try parser.parse(text, for: screen) else {
            Issue.record("\(text) is not a duration answer")
            return
        }
        #expect(RemindSettings.parseDuration(text) == Int64(minutes) * 60)
    }

    @Test(arguments: ["soon", "1:75", "1h75", "1:5", "h", "1h1h", "30m1h", "１h", "1.5h", "-5", "90x"])
    func bothRefuseTheSameMistakes(text: String) {
        #expect(RemindSettings.parseDuration(text) == nil)
        #expect(throws: AnswerError.notADuration(text)) { try parser.parse(text, for: screen) }
    }

    @Test func secondsAndTheDayLimitAreTheSettingsOwnBounds() {
        #expect(RemindSettings.parseDuration("90s") == 90)
        #expect(RemindSettings.parseDuration("1m30s") == 90)
        #expect(throws: AnswerError.notADuration("90s")) { try parser.parse("90s", for: screen) }
        #expect(RemindSettings.parseDuration("24h") == 86_400)
        #expect(RemindSettings.parseDuration("24:01") == nil)
        #expect(throws: AnswerError.durationTooLong(maxHours: 23)) { try parser.parse("24:00", for: screen) }
    }
}
