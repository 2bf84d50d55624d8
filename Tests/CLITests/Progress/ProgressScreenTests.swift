import FormanzaBase
import FormanzaState
import Foundation
import Testing

@testable import FormanzaCLI

/// The full-screen Progress view in a real terminal (tmux) at 80×24 and 60×20: the period
/// changed with p/P and remembered for the next run, the form switched with f, a card's detail
/// opened with Enter and closed with Esc (the Goals, Today and Insight cards open their own), and
/// the terminal restored.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct ProgressScreenTests {
    func rows(_ screen: String) -> [Substring] { screen.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func periodChangesAreRememberedAndADetailOpensAndCloses() throws {
        let sandbox = try ProgressFixture.sandbox()
        // An older weight, so the detail's window can move back a week.
        try #require(try sandbox.run("answer", "--form", "habits", "--date", "2026-11-20", "weight=83").status == 0)
        try firstVisit(sandbox)
        let settings = try StoreReading.settingsJSON(root: sandbox.base + "/data/formanza")
        #expect(settings.contains("\"progressPeriod\"") && settings.contains("\"7d\""), "\(settings)")
        try FileManager.default.removeItem(atPath: sandbox.base + "/exit-status")
        let again = try TmuxPane(sandbox, arguments: ["progress"])
        guard again.waitFor("[7D]") else { return }
        try again.type("q")
        #expect(again.exitStatus() == 0)
    }

    /// Changes the period three times, opens the weight's detail, moves its window, closes it.
    func firstVisit(_ sandbox: CheckinSandbox) throws {
        let pane = try TmuxPane(sandbox, arguments: ["progress"])
        guard pane.waitFor("[1M]") else { return }
        let first = pane.screen()
        #expect(
            first.hasPrefix("Progress") && first.contains("› Today") && first.contains("Habits today 1 of 2"),
            "\(first)")
        #expect(
            first.contains("p/P period") && first.contains("q quit") && !first.contains("f form"), "one form: no switch"
        )
        try pane.type("p")
        guard pane.waitFor("[3M]") else { return }
        try pane.type("P")
        try pane.type("P")
        guard pane.waitFor("[7D]") else { return }
        try pane.type("j")
        guard pane.waitFor("› Weight") else { return }
        try pane.press("Enter")
        guard pane.waitFor("Recent entries") else { return }
        let detail = pane.screen()
        #expect(detail.contains("Wed 2 Dec 2026   80.2 kg   (−0.3 kg)") && detail.contains("Esc back"), "\(detail)")
        // `[` moves the window a period back (Left and Right move the day cursor).
        try pane.type("[")
        guard pane.waitFor("19 Nov 2026 – 25 Nov 2026") else { return }
        try pane.press("Escape")
        guard pane.waitFor("› Weight") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter, "the terminal is as it was")
    }

    @Test func todayAndInsightOpenTheirOwnDetails() throws {
        let sandbox = try ProgressFixture.sandbox()
        let pane = try TmuxPane(sandbox, arguments: ["progress"])
        guard pane.waitFor("› Today") else { return }
        try pane.press("Enter")
        guard pane.waitFor("Today · 2 Dec 2026") else { return }
        let today = pane.screen()
        #expect(
            today.contains("Habits today 1 of 2") && today.contains("Water  Yes") && today.contains("Walk   not done"),
            "\(today)")
        try pane.press("Escape")
        guard pane.waitFor("› Today") else { return }
        try pane.press("End")
        guard pane.waitFor("› Insight") else { return }
        try pane.press("Enter")
        guard pane.waitFor("formanza reminders habits --suggest") else { return }
        #expect(pane.screen().contains("You usually check in around 21:45"), "\(pane.screen())")
        try pane.press("Escape")
        guard pane.waitFor("› Insight") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func goalsOpenTheirOwnDetailWithWiderBars() throws {
        let sandbox = try ProgressFixture.sandbox()
        try #require(try sandbox.run("goal", "add", "habits", "--screen", "weight", "--target", "78").status == 0)
        let pane = try TmuxPane(sandbox, arguments: ["progress"])
        guard pane.waitFor("› Goals") else { return }
        let cardBar = rows(pane.screen()).first { $0.contains("░") }.map { DisplayWidth.of($0) } ?? 0
        try pane.press("Enter")
        guard pane.waitFor("formanza goal add") else { return }
        let detail = pane.screen()
        #expect(
            detail.contains("Weight: reach 78 kg") && detail.contains("Esc back") && !detail.contains("› Today"),
            "\(detail)")
        let detailBar = rows(detail).first { $0.contains("░") }.map { DisplayWidth.of($0) } ?? 0
        #expect(detailBar > cardBar, "the detail's bar is wider: \(detailBar) against \(cardBar)")
        try pane.press("Escape")
        guard pane.waitFor("› Goals") else { return }
        #expect(pane.screen().contains("› Goals") && pane.screen().contains("Today"))
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func formsSwitchWithFAndTheChoiceIsRemembered() throws {
        let sandbox = try ProgressFixture.sandbox(onlyHabits: false)
        let pane = try TmuxPane(sandbox, arguments: ["progress"])
        guard pane.waitFor("Daily check-in") else { return }
        #expect(pane.screen().contains("f form"), "several forms offer the switch")
        try pane.type("f")
        guard pane.waitFor("Habits today 1 of 2") else { return }
        #expect(pane.screen().hasPrefix("Habits"), "the title is the form's name")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        let remembered = try sandbox.run("progress", "--json")
        #expect(remembered.stdout.contains("\"formId\" : \"habits\""), "\(remembered)")
    }

    @Test func sixtyByTwentyFitsWithoutBrokenRows() throws {
        let sandbox = try ProgressFixture.sandbox(language: "es_ES.UTF-8")
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "1y"], columns: 60, rows: 20)
        guard pane.waitFor("[1A]") else { return }
        let screen = pane.screen()
        #expect(rows(screen).allSatisfy { DisplayWidth.of($0) <= 60 }, "\(screen)")
        #expect(screen.contains("q salir") && screen.contains("Hábitos hoy 1 de 2"), "\(screen)")
        try pane.press("End")
        guard pane.waitFor("› Observación") else { return }
        #expect(pane.screen().contains("Sueles hacer el registro hacia las 21:45"))
        try pane.press("Home")
        try pane.press("Down")
        try pane.press("Down")
        guard pane.waitFor("› Hábitos") else { return }
        try pane.press("Enter")
        guard pane.waitFor("Sí 67 %   (anterior —)") else { return }
        try pane.press("End")
        guard pane.waitFor("Por día de la semana") else { return }
        #expect(rows(pane.screen()).allSatisfy { DisplayWidth.of($0) <= 60 }, "\(pane.screen())")
        try pane.press("Escape")
        guard pane.waitFor("› Hábitos") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter)
    }
}
