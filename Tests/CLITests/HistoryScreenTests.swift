import FormanzaBase
import FormanzaModel
import FormanzaState
import Foundation
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The full-screen history in this process on a scripted 80×24 terminal, the clock frozen at
/// Wednesday 2 December 2026.
@Suite struct HistoryScreenTests {
    func browse(
        _ fixture: CheckinFixture, _ keys: [Key], form: String = "daily-check-in",
        start: YearMonth? = nil
    ) throws -> (device: CheckinTestDevice, stayed: Bool) {
        let device = CheckinTestDevice(keys: keys)
        let ui = CheckinTerminal(
            device: device, language: fixture.context.language, clock: CheckinClock(context: fixture.context))
        var screen = try HistoryScreen(ui: ui, form: try fixture.form(form), store: fixture.store, start: start)
        return (device, try screen.browse())
    }

    func day(_ iso: String) throws -> CivilDate { try #require(CivilDate(iso: iso)) }

    @Test func listAndCalendarAcrossAYearBoundary() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(80)], on: try day("2025-12-31"))
        try fixture.record(["weight": .number(79.5)], on: try day("2026-01-01"))
        let keys: [Key] = [.down, .character("c"), .pageDown, .character("c"), .character("q")]
        let (device, stayed) = try browse(fixture, keys)
        #expect(stayed)
        let list = device.seen[0]
        #expect(
            list.hasPrefix("Daily check-in · History\n\nJanuary 2026\n› Thu 1 Jan 2026     79.5 kg  Weight\n"),
            "\(list)")
        #expect(list.contains("December 2025\n  Wed 31 Dec 2025    80.0 kg  Weight"), "\(list)")
        #expect(list.contains("↑↓ Select · Enter Open · c Calendar · q Back"))
        #expect(device.seen[1].contains("› Wed 31 Dec 2025"))
        let december = device.seen[2]
        #expect(december.contains("December 2025") && december.contains("[31]"), "\(december)")
        #expect(december.contains("Wed 31 Dec 2025   80.0 kg  Weight"))
        let january = device.seen[3]
        #expect(january.contains("January 2026") && january.contains("[31]") && january.contains(" 1•"), "\(january)")
        #expect(january.contains("Sat 31 Jan 2026   Not recorded"))
        #expect(device.seen[4].contains("› Thu 1 Jan 2026"), "back in the list on the newest day up to the calendar's")
    }

    @Test func theCalendarNeverGoesPastTodayAndMarksCompleteDays() throws {
        let fixture = try CheckinFixture()
        var all: [String: AnswerValue] = ["weight": .number(72.5), "keto-level": .choice("trace")]
        for id in ["water", "exercise", "electrolytes", "sleep", "carbs", "alcohol"] { all[id] = .yesNo(true) }
        try fixture.record(all, on: try day("2026-11-30"))
        try fixture.record(["weight": .number(72)], on: try day("2026-12-01"))
        let keys: [Key] = [.character("c"), .right, .right, .pageDown, .left, .character("q"), .character("q")]
        let (device, _) = try browse(fixture, keys)
        #expect(device.seen[1].contains("[ 1]"))
        #expect(device.seen[2].contains("[ 2]"))
        #expect(device.seen[3].contains("[ 2]"), "tomorrow cannot be reached")
        #expect(device.seen[4].contains("[ 2]"), "a month ahead lands on today")
        #expect(device.seen[5].contains(" 2 ") && device.seen[5].contains("[ 1]"))
        let fresh = try browse(fixture, [.character("c"), .pageUp, .character("q"), .character("q")]).device
        #expect(fresh.seen[2].contains("November 2026") && fresh.seen[2].contains("30✓"), "\(fresh.seen[2])")
        #expect(fresh.seen[2].contains("✓ complete   • recorded"))
    }

    @Test func opensADayDeletesItAndComesBackToTheSamePlace() throws {
        let fixture = try CheckinFixture(forms: ["health": CheckinForms.health])
        for iso in ["2026-12-01", "2026-11-30", "2026-11-29"] {
            try fixture.record(["weight": .number(70)], on: try day(iso))
        }
        try fixture.record(["pressure": .number(120)], form: "health", on: try day("2026-11-30"))
        let keys: [Key] = [.down, .enter, .character("x"), .character("y"), .character("q")]
        let (device, _) = try browse(fixture, keys)
        let summary = device.seen[2]
        #expect(summary.hasPrefix("Daily check-in · Mon 30 Nov 2026"), "\(summary)")
        #expect(summary.contains("x Delete day") && summary.contains("q Back"), "\(summary)")
        let question = device.seen[3].replacingOccurrences(of: "\n", with: " ")
        #expect(
            question.contains("Delete the answers of \"Daily check-in\" on Mon 30 Nov 2026? Other forms keep theirs."),
            "\(question)")
        let back = device.seen[4]
        #expect(back.contains("Deleted 1 answer of \"Daily check-in\" on Mon 30 Nov 2026 (Weight)."), "\(back)")
        #expect(
            back.contains("  Tue 1 Dec 2026") && back.contains("› Sun 29 Nov 2026")
                && !back.contains("Mon 30 Nov 2026    70"), "\(back)")
        #expect(try fixture.answers(on: try day("2026-11-30")).isEmpty)
        #expect(
            try fixture.answers("health", on: try day("2026-11-30")) == ["pressure": .number(120)],
            "the other form keeps its answers")
    }

    @Test func editsADayAndComesBackWithItsNewValue() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(70)], on: try day("2026-12-01"))
        try fixture.record(["weight": .number(71)], on: try day("2026-11-30"))
        let keys: [Key] = [.down, .enter, .enter, .character("+"), .enter, .escape, .character("q")]
        let (device, _) = try browse(fixture, keys)
        #expect(device.showed("Saved"))
        let back = try #require(device.seen.last)
        #expect(back.contains("› Mon 30 Nov 2026    71.1 kg  Weight"), "\(back)")
        #expect(try fixture.answers(on: try day("2026-11-30")) == ["weight": .number(71.1)])
    }

    @Test func aCalendarDayNotYetRecordedOpensItsQuestions() throws {
        let fixture = try CheckinFixture()
        let keys: [Key] =
            [.character("c"), .left, .left, .enter, .escape, .character("x"), .enter] + Key.typing("68")
            + [.control("s"), .escape, .character("q")]
        let (device, _) = try browse(fixture, keys)
        #expect(device.seen[0].contains("\"Daily check-in\" has no recorded days yet."))
        let question = try #require(device.seen.first { $0.contains("1 of 8") })
        #expect(question.hasPrefix("Daily check-in · Mon 30 Nov 2026"), "\(question)")
        #expect(
            device.showed("\"Daily check-in\" has no answers on Mon 30 Nov 2026; nothing to delete"),
            "Esc leaves the fresh day's questions for its summary, where x has nothing to delete")
        #expect(try fixture.answers(on: try day("2026-11-30")) == ["weight": .number(68)])
        #expect(try #require(device.seen.last).contains("› Mon 30 Nov 2026    68.0 kg  Weight"))
    }

    @Test func recordAnotherDayInTheCheckinPicksFromTheHistoryCalendar() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today)
        let (device, _) = try fixture.run([.character("d"), .escape, .character("q")])
        let picker = device.seen[1]
        #expect(picker.contains("Record another day") && picker.contains("[ 1]") && picker.contains(" 2•"), "\(picker)")
        #expect(picker.contains("Esc Cancel"))
        #expect(device.seen[2].contains("Daily check-in · Wed 2 Dec 2026"), "Esc goes back to the summary")
    }

    @Test func speaksSpanish() throws {
        let fixture = try CheckinFixture(language: "es_ES.UTF-8")
        try fixture.record(["weight": .number(80)], on: try day("2025-12-31"))
        let (device, _) = try browse(fixture, [.character("c"), .character("q"), .character("q")])
        #expect(
            device.seen[0].hasPrefix(
                "Registro diario · Historial\n\nDiciembre de 2025\n› mié. 31 dic. 2025  80,0 kg  Peso"),
            "\(device.seen[0])")
        #expect(device.seen[0].contains("Intro Abrir · c Calendario · Esc Atrás"))
        #expect(!device.seen[1].contains("· c Lista") && device.seen[1].contains("Esc Lista"), "\(device.seen[1])")
        #expect(
            device.seen[1].contains("diciembre 2025") || device.seen[1].contains("Diciembre 2025"), "\(device.seen[1])")
        #expect(device.seen[1].contains("✓ completo   • registrado"))
    }
}
