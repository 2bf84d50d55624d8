import Foundation
import Testing

/// Changes coloured by the value goal of their screen on a real terminal (a tmux pane read
/// with its styles): green toward the target, orange away, and the same said in words with
/// `NO_COLOR`.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct GoalScreenTests {
    static let green = "\u{1B}[32m"
    static let orange = "\u{1B}[38;5;208m"

    /// Weight 119.5 on 1 December and 118 today, a goal of 110 kg from 1 December.
    func sandbox() throws -> CheckinSandbox {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        #expect(try sandbox.run("answer", "--date", "2026-12-01", "weight=119.5").status == 0)
        #expect(try sandbox.run("answer", "weight=118").status == 0)
        #expect(
            try sandbox.run(
                "goal", "add", "daily-check-in", "--screen", "weight", "--target", "110", "--start", "2026-12-01"
            ).status == 0)
        return sandbox
    }

    @Test func theSummaryShowsAChangeTowardTheTargetInGreenAndAwayInOrange() throws {
        let sandbox = try sandbox()
        do {
            let pane = try TmuxPane(sandbox, arguments: ["summary"])
            guard pane.waitFor("EXIT=0") else { return }
            let styled = pane.screen(escapes: true)
            #expect(styled.contains(Self.green + "−1.5 kg since 1 Dec 2026"), "\(styled)")
            #expect(styled.contains(Self.green + "(−1.5 kg)"), "\(styled)")
            #expect(!pane.screen().contains("toward"), "colours say it; no words needed")
            #expect(pane.screen().contains("Weight: reach 110 kg · In progress · 16%"))
        }
        #expect(try sandbox.run("answer", "--date", "2026-12-01", "weight=117").status == 0)
        let away = try TmuxPane(sandbox, arguments: ["summary"])
        guard away.waitFor("EXIT=0") else { return }
        #expect(away.screen(escapes: true).contains(Self.orange + "(+1.0 kg)"), "\(away.screen(escapes: true))")
    }

    @Test func withNoColorAnArrowAndWordsSayIt() throws {
        let sandbox = try sandbox()
        let pane = try TmuxPane(sandbox, arguments: ["summary"], env: ["NO_COLOR": "1"])
        guard pane.waitFor("EXIT=0") else { return }
        #expect(pane.screen().contains("−1.5 kg since 1 Dec 2026 ↘ toward 110 kg"), "\(pane.screen())")
        #expect(!pane.screen(escapes: true).contains(Self.green), "no colour at all")
    }

    @Test func theCheckinsSummaryAndNumberScreenColourTheChange() throws {
        let sandbox = try sandbox()
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("e Edit") else { return }
        let summary = pane.screen(escapes: true)
        #expect(summary.contains(Self.green + "−1.5 kg since 1 Dec 2026"), "\(summary)")
        #expect(
            pane.screen().contains("Goals") && pane.screen().contains("Weight: reach 110 kg · In progress"),
            "\(pane.screen())")
        try pane.press("Enter")  // the selected row, Weight, alone
        guard pane.waitFor("Esc Cancel") else { return }
        try pane.type("121")
        guard pane.waitFor("+1.5 kg since 1 Dec 2026") else { return }
        #expect(
            pane.screen(escapes: true).contains(Self.orange + "+1.5 kg since 1 Dec 2026"),
            "\(pane.screen(escapes: true))")
        try pane.press("BSpace", "BSpace", "BSpace")
        try pane.type("116")
        guard pane.waitFor("−3.5 kg since 1 Dec 2026") else { return }
        #expect(
            pane.screen(escapes: true).contains(Self.green + "−3.5 kg since 1 Dec 2026"),
            "\(pane.screen(escapes: true))")
        try pane.press("Escape")
        pane.waitFor("Discard 1 answer? y/N")
        try pane.type("y")
        pane.waitFor("e Edit")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(try sandbox.summary().value("weight") == "118", "Esc cancelled the edit")
    }
}
