import Foundation
import Testing

/// A full-screen view of today follows midnight: the day's summary left open over midnight
/// redraws as the new day (an empty one), in both languages and across a DST night whose
/// midnight does not exist. The clock starts just before midnight (`FORMANZA_NOW`) and runs
/// (`FORMANZA_NOW_RUNS=1`), so the pane sees the day change in a few seconds.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct MidnightTmuxTests {
    @Test(arguments: [
        ("C.UTF-8", "Wed 2 Dec 2026", "Thu 3 Dec 2026", "c Continue"),
        ("es_ES.UTF-8", "mié. 2 dic. 2026", "jue. 3 dic. 2026", "c Continuar"),
    ])
    func todaysSummaryBecomesTheNewDay(language: String, before: String, after: String, continueKey: String) throws {
        let sandbox = try CheckinSandbox(language: language, now: "2026-12-02T23:59:56Z")
        let saved = try sandbox.run("answer", "weight=70")
        try #require(saved.status == 0, "\(saved)")
        let pane = try TmuxPane(sandbox, arguments: ["checkin"], env: ["FORMANZA_NOW_RUNS": "1", "NO_COLOR": "1"])
        guard pane.waitFor(before) else { return }
        #expect(pane.screen().contains(" kg "), "\(pane.screen())")
        guard pane.waitFor(after, seconds: 20) else { return }
        let next = pane.screen()
        #expect(!next.contains(" kg ") && next.contains(continueKey), "the new day has no answer yet: \(next)")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(try sandbox.summary(date: "2026-12-02").value("weight") != nil, "the old day keeps its answer")
    }

    @Test func followsADSTNightWhoseMidnightIsSkipped() throws {
        // America/Santiago moves from -04 to -03 at the end of Saturday 5 September 2026: the
        // clock reads 23:59:59 and then 01:00 on Sunday.
        let sandbox = try CheckinSandbox(now: "2026-09-06T03:59:57Z")
        sandbox.environment["TZ"] = "America/Santiago"
        let saved = try sandbox.run("answer", "weight=70")
        try #require(saved.status == 0, "\(saved)")
        let pane = try TmuxPane(sandbox, arguments: ["checkin"], env: ["FORMANZA_NOW_RUNS": "1", "NO_COLOR": "1"])
        guard pane.waitFor("Sat 5 Sep 2026") else { return }
        guard pane.waitFor("Sun 6 Sep 2026", seconds: 20) else { return }
        #expect(!pane.screen().contains(" kg "), "\(pane.screen())")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func aFrozenClockNeverMovesTheDay() throws {
        let sandbox = try CheckinSandbox(now: "2026-12-02T23:59:58Z")
        let saved = try sandbox.run("answer", "weight=70")
        try #require(saved.status == 0, "\(saved)")
        let pane = try TmuxPane(sandbox, arguments: ["checkin"], env: ["NO_COLOR": "1"])
        guard pane.waitFor("Wed 2 Dec 2026") else { return }
        usleep(3_000_000)
        #expect(pane.screen().contains("Wed 2 Dec 2026") && pane.screen().contains(" kg "), "\(pane.screen())")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}
