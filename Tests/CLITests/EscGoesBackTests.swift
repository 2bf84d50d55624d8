import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// Esc goes back the way the person came: from the first question of a form opened from the
/// list of forms to that list, and from another day's summary to the day the check-in opened on.
@Suite struct EscGoesBackTests {
    @Test(arguments: [("C.UTF-8", "Check-in"), ("es_ES.UTF-8", "Registro")])
    func escOnTheFirstQuestionReturnsToTheListOfForms(language: String, listTitle: String) throws {
        let fixture = try CheckinFixture(language: language, forms: ["morning": CheckinForms.morning])
        let (device, _) = try fixture.run([.enter, .escape, .character("q")], forms: ["daily-check-in", "morning"])
        #expect(device.seen.count == 3, "list, first question, list again")
        #expect(device.seen[1].contains("1 of ") || device.seen[1].contains("1 de "), "a question: \(device.seen[1])")
        #expect(device.seen[2].hasPrefix(listTitle) && device.seen[2].contains("Morning pages"), "\(device.seen[2])")
        #expect(!device.showed("This is the first question") && !device.showed("Es la primera pregunta"))
    }

    @Test func aSingleFormStillSaysItIsTheFirstQuestion() throws {
        let fixture = try CheckinFixture()
        let (device, _) = try fixture.run([.escape, Key.control("c")])
        #expect(device.showed("This is the first question"), "there is nowhere to go back to")
    }

    @Test func escOnAnotherDaysSummaryReturnsToToday() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72)], on: fixture.today)
        try fixture.record(["weight": .number(71)], on: fixture.today.adding(days: -1))
        let (device, _) = try fixture.run([.character("d"), .enter, .escape, .character("q")])
        let yesterday = try #require(device.seen.last { $0.contains("Tue 1 Dec 2026") })
        #expect(yesterday.contains("71"), "yesterday's summary: \(yesterday)")
        let back = try #require(device.seen.last)
        #expect(!back.contains("Tue 1 Dec 2026") && back.contains("72"), "back on today's summary: \(back)")
        #expect(device.seen.count == 4, "today, the calendar, yesterday, today again")
    }
}
