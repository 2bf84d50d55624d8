import FormanzaBase
import FormanzaState
import Foundation
import Testing

@testable import FormanzaCLI

/// The parts of Progress a number chart and a habit add, through the real program: a value
/// goal's target drawn as a dashed line (printed, in plain characters too), the day cursor of a
/// number's detail (←/→, Home/End, `[`/`]`) reading each day's value and seven-day mean, and a
/// habit's own detail (Tab chooses it, Enter opens it) with its timeline and weekday breakdown,
/// in English and Spanish, at 80 and 20 columns.
@Suite struct ProgressTargetLineTests {
    @Test func aValueGoalsTargetIsADashedLineAcrossThePrintedChart() throws {
        for (language, word) in [("C.UTF-8", "target"), ("es_ES.UTF-8", "meta")] {
            let sandbox = try ProgressFixture.sandbox(language: language)
            // Far below every value: the axis stretches to reach it instead of leaving it out.
            try #require(try sandbox.run("goal", "add", "habits", "--screen", "weight", "--target", "70").status == 0)
            let unicode = try sandbox.run(["progress", "--period", "7d"], env: ["COLUMNS": "80"])
            try #require(unicode.status == 0, "\(unicode)")
            let row = unicode.stdout.split(separator: "\n").first { $0.contains("╌╌╌╌") }
            #expect(row?.contains("   70 kg┤╌╌╌╌") == true, "\(unicode.stdout)")
            #expect(unicode.stdout.contains("  \(word) 70"), "the target is still said in words")
            let plain = try sandbox.run(["progress", "--period", "7d"], env: ["COLUMNS": "60", "NO_COLOR": "1"])
            let dashed = plain.stdout.split(separator: "\n").first { $0.contains("- - - -") }
            #expect(dashed?.contains("kg|") == true, "the plain-character dash: \(plain.stdout)")
        }
    }

    @Test func withoutAGoalNoLineIsDrawn() throws {
        let sandbox = try ProgressFixture.sandbox()
        let result = try sandbox.run(["progress", "--period", "7d"], env: ["COLUMNS": "80"])
        #expect(result.status == 0 && !result.stdout.contains("╌╌╌╌╌╌"), "\(result.stdout)")
    }
}

@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct ProgressCursorTests {
    func openWeight(_ sandbox: CheckinSandbox, columns: Int = 80, rows: Int = 24) throws -> TmuxPane? {
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d"], columns: columns, rows: rows)
        guard pane.waitFor("[7D]") else { return nil }
        try pane.type("j")
        guard pane.waitFor("› Weight") || pane.waitFor("› Peso") else { return nil }
        try pane.press("Enter")
        return pane
    }

    @Test func arrowsReadOneDayAndHomeEndJump() throws {
        let sandbox = try ProgressFixture.sandbox()
        try #require(try sandbox.run("answer", "--form", "habits", "--date", "2026-11-20", "weight=83").status == 0)
        guard let pane = try openWeight(sandbox) else { return }
        guard pane.waitFor("Wed 2 Dec 2026 · 80.2 kg · 7-day mean") else { return }
        let first = pane.screen()
        #expect(first.contains("←→ day") && first.contains("[ ] earlier/later"), "\(first)")
        #expect(first.contains("▲"), "the cursor is marked under the chart: \(first)")
        try pane.press("Left")
        guard pane.waitFor("Tue 1 Dec 2026 · 80.5 kg") else { return }
        try pane.press("Home")
        // 26 Nov is the window's first day and has no weight; its 7-day mean reads 20 Nov.
        guard pane.waitFor("Thu 26 Nov 2026 · no value · 7-day mean 83 kg") else { return }
        try pane.press("End")
        guard pane.waitFor("Wed 2 Dec 2026 · 80.2 kg") else { return }
        try pane.type("[")
        guard pane.waitFor("19 Nov 2026 – 25 Nov 2026") else { return }
        #expect(pane.screen().contains("Wed 25 Nov 2026 · no value"), "\(pane.screen())")
        try pane.press("Right")
        guard pane.waitFor("Thu 26 Nov 2026 · no value") else { return }
        #expect(pane.screen().contains("26 Nov 2026 – 2 Dec 2026"), "→ past the window's end moves it")
        try pane.press("Escape")
        guard pane.waitFor("› Weight") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func spanishAndTwentyColumnsKeepTheReading() throws {
        let sandbox = try ProgressFixture.sandbox(language: "es_ES.UTF-8")
        guard let pane = try openWeight(sandbox, columns: 20, rows: 30) else { return }
        // The reading line is drawn with the detail; "80,2 kg" alone may still be the card list.
        guard pane.waitFor("media de 7") else { return }
        let screen = pane.screen()
        #expect(screen.contains("sin valor") == false && screen.contains("80,2 kg"), "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 20 }, "\(screen)")
        try pane.press("Home")
        guard pane.waitFor("sin valor") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}

@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct HabitDetailTests {
    func openHabits(_ pane: TmuxPane, title: String, period: String = "[7D]") throws -> Bool {
        guard pane.waitFor(period) else { return false }
        try pane.type("jj")
        guard pane.waitFor("› " + title) else { return false }
        try pane.press("Enter")
        return true
    }

    @Test func tabChoosesAHabitAndEnterOpensItsTimelineAndWeekdays() throws {
        let sandbox = try ProgressFixture.sandbox()
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d"])
        guard try openHabits(pane, title: "Habits") else { return }
        guard pane.waitFor("Tab habit") else { return }
        #expect(pane.screen().contains("› Water"), "the first habit is chosen: \(pane.screen())")
        try pane.press("Tab")
        guard pane.waitFor("› Walk") else { return }
        try pane.press("Enter")
        // Walk: yes on 27, 28 Nov and 1 Dec, not done on 29, 30 Nov and today; 26 Nov unrecorded.
        guard pane.waitFor("Done 3 of 6 recorded days · 50 %") else { return }
        let screen = pane.screen()
        #expect(screen.contains("·██░░█░"), "a mark a day, oldest first: \(screen)")
        #expect(screen.contains("█ done  ░ not done  · no record"), "\(screen)")
        #expect(screen.contains("Fri ") && screen.contains("1 of 1") && screen.contains("0 of 1"), "\(screen)")
        try pane.press("Escape")
        guard pane.waitFor("Tab habit") else { return }
        try pane.press("Escape")
        guard pane.waitFor("› Habits") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func aLongPeriodIsCompressedAndSpanishAtTwentyColumns() throws {
        let sandbox = try ProgressFixture.sandbox(language: "es_ES.UTF-8")
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "1m"], columns: 20, rows: 40)
        guard try openHabits(pane, title: "Hábitos", period: "[1M]") else { return }
        try pane.press("Enter")
        guard pane.waitFor("Cumplido 5 de 6") else { return }
        let screen = pane.screen()
        #expect(screen.contains("cada marca = 2"), "30 days in 16 cells: \(screen)")
        try pane.press("End")
        guard pane.waitFor("dom. ███  1 de 1") else { return }
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 20 }, "\(screen)")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func aHabitNeverAnsweredAndAnEmptyPeriodSaySo() throws {
        let sandbox = try ProgressFixture.sandbox()
        // Before the first check-in: nothing recorded in the period.
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d", "--date", "2026-11-20"])
        guard try openHabits(pane, title: "Habits") else { return }
        try pane.press("Enter")
        guard pane.waitFor("No day of this period was recorded.") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}
