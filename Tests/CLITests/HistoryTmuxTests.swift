import Foundation
import Testing

/// `formanza history` on a real 80×24 terminal (a tmux pane): open a day, edit it, delete it,
/// and come back to the list at the same place.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct HistoryTmuxTests {
    @Test func opensEditsAndDeletesADayAndComesBackToTheSamePlace() throws {
        let sandbox = try CheckinSandbox()
        for (date, weight) in [("2026-12-01", "70"), ("2026-11-30", "71"), ("2026-11-29", "72"), ("2025-12-31", "80")] {
            let saved = try sandbox.run("answer", "--date", date, "weight=\(weight)")
            try #require(saved.status == 0, "\(saved)")
        }
        let pane = try TmuxPane(sandbox, arguments: ["history"])
        guard pane.waitFor("q Back") else { return }
        let list = pane.screen()
        #expect(
            list.contains("Daily check-in · History") && list.contains("› Tue 1 Dec 2026     70.0 kg  Weight"),
            "\(list)")
        #expect(list.contains("December 2025\n  Wed 31 Dec 2025    80.0 kg  Weight"), "\(list)")
        #expect(sandbox.checkinMarkers.count == 1, "history marks a check-in open while it can edit")
        try pane.press("Down")
        guard pane.waitFor("› Mon 30 Nov 2026") else { return }
        try pane.press("Enter")
        guard pane.waitFor("x Delete day") else { return }
        #expect(pane.screen().contains("Daily check-in · Mon 30 Nov 2026"))
        try pane.press("Enter")  // answer the selected row (Weight) alone
        guard pane.waitFor("Enter Save") else { return }
        try pane.type("+")
        pane.waitFor("71.1 kg")
        try pane.press("Enter")
        guard pane.waitFor("Saved") else { return }
        try pane.type("x")
        guard pane.waitFor("Delete the answers of") else { return }
        try pane.type("y")
        guard pane.waitFor("Deleted 1 answer") else { return }
        let back = pane.screen()
        #expect(back.contains("  Tue 1 Dec 2026") && back.contains("› Sun 29 Nov 2026    72.0 kg  Weight"), "\(back)")
        #expect(!back.contains("Mon 30 Nov 2026    71"), "\(back)")
        try pane.type("c")
        guard pane.waitFor("✓ complete") else { return }
        #expect(pane.screen().contains("November 2026") && pane.screen().contains("[29]"))
        try pane.type("q")
        pane.waitFor("q Back")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter, "the terminal is as it was")
        #expect(sandbox.checkinMarkers.isEmpty)
        let report = try sandbox.run("history", "--json")
        #expect(!report.stdout.contains("2026-11-30") && report.stdout.contains("2026-11-29"), "\(report.stdout)")
    }

    @Test func progressNumberDetailLeadsToHistoryAndBack() throws {
        let sandbox = try CheckinSandbox()
        for (date, weight) in [("2026-11-20", "72"), ("2026-11-21", "73")] {
            let saved = try sandbox.run("answer", "--date", date, "weight=\(weight)")
            try #require(saved.status == 0, "\(saved)")
        }
        let pane = try TmuxPane(sandbox, arguments: ["progress"])
        guard pane.waitFor("Enter detail") else { return }
        try pane.press("Down")
        try pane.press("Enter")
        guard pane.waitFor("h history") else { return }
        try pane.type("h")
        guard pane.waitFor("Daily check-in · History") else { return }
        #expect(pane.screen().contains("› Sat 21 Nov 2026    73.0 kg  Weight"), "\(pane.screen())")
        try pane.type("q")
        guard pane.waitFor("h history") else { return }
        #expect(!pane.screen().contains("· History"), "back on Progress's detail")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter)
    }
}
