import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// With `NO_COLOR` dim is gone with the colours, so a calendar day that cannot be chosen (a
/// future day, or one outside a date screen's limits) carries a mark after its digits instead.
@Suite struct CalendarNoColorTests {
    static let today = CivilDate(year: 2026, month: 12, day: 2)!

    @Test func daysThatCannotBeChosenAreMarkedOnlyWithoutColours() {
        let plain = DateInput(today: Self.today, allowed: .upToToday, labels: Fixtures.englishCalendar, colors: false)
            .render(width: 40, height: 12).text
        #expect(plain.contains(" 3-  4-  5-") && plain.contains("31-"), "\(plain)")
        #expect(plain.contains(" 1 ") && !plain.contains(" 1-"), "days that can be chosen stay unmarked")
        let coloured = DateInput(today: Self.today, allowed: .upToToday, labels: Fixtures.englishCalendar)
            .render(width: 40, height: 12).text
        #expect(!coloured.contains("-"), "with colours dim says it: \(coloured)")
        let later = DateInput(today: Self.today, allowed: .fromToday, labels: Fixtures.englishCalendar, colors: false)
            .render(width: 40, height: 12).text
        #expect(later.contains(" 1-") && !later.contains(" 3-"), "past days when only today on can be chosen")
    }

    @Test func theCheckinsDateScreenMarksThemWithoutColours() throws {
        let form = """
            {"id": "visits", "title": "Visits", "screens": [
              {"id": "last", "title": "Last visit", "kind": {"type": "date", "limit": "up-to-today"}}
            ]}
            """
        let fixture = try CheckinFixture(language: "es_ES.UTF-8", forms: ["visits": form])
        let (device, _) = try fixture.run([.character("q"), Key.control("c")], forms: ["visits"])
        #expect(device.showed(" 3-  4-  5-"), "\(device.seen.first ?? "")")
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
    func historysCalendarMarksFutureDaysUnderNoColor() throws {
        let sandbox = try CheckinSandbox()
        let saved = try sandbox.run("answer", "--date", "2026-12-01", "weight=70")
        try #require(saved.status == 0, "\(saved)")
        let pane = try TmuxPane(sandbox, arguments: ["history"], env: ["NO_COLOR": "1"])
        guard pane.waitFor("q Back") else { return }
        try pane.type("c")
        // The list already says "December 2026": wait for the calendar's own bracketed today.
        guard pane.waitFor("[ 1]") else { return }
        let calendar = pane.screen()
        #expect(calendar.contains(" 3-  4-  5-") && calendar.contains("31-"), "\(calendar)")
        #expect(calendar.contains("[ 1]") && !calendar.contains(" 2-"), "today can be chosen: \(calendar)")
        #expect(!pane.screen(escapes: true).contains("\u{1B}[2m"), "no dim at all")
        try pane.type("q")
        pane.waitFor("q Back")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}
