import FormanzaSchedule
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// Catching up on the private bus with the real dunst: a session that starts after its
/// reminder's minute still gets it, once.
extension DesktopIntegration {
    @Test("a reminder due two minutes before the daemon starts is posted at start, and a restart posts nothing more")
    func missedReminderCaughtUpAtStartOnce() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: -120)
            let startedAt = Date().timeIntervalSince1970
            let first = try fixture.startDaemon()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(10))
            #expect(shown[0].summary == "Daily check-in")
            // The daemon logs once Notify has returned, which can be just after dunst shows it.
            try session.waitUntil("the daemon's log line of the post") {
                first.stderrText.contains("posted morning reminder")
            }
            let line = try #require(
                first.stderrText.split(separator: "\n").first { $0.contains("posted morning reminder") })
            #expect(line.contains("(caught up, 2 min late)"), "\(line)")
            // The daemon's own lateness, less how late it already was when it started: the time
            // from its start to the Notify call.
            let before = try #require(line.firstRange(of: " ms after its time"))
            let lateMilliseconds = try #require(Double(line[..<before.lowerBound].split(separator: "(").last!))
            let startToNotify = lateMilliseconds - (startedAt - Double(fixture.instant)) * 1000
            #expect(startToNotify < 1000, "posted \(Int(startToNotify)) ms after the daemon started")

            let status = try session.runProduct("formanza-remind", ["status", "--json"], extra: fixture.extra)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
            let today = try #require(object["today"] as? [[String: Any]])
            #expect(today.map { $0["status"] as? String } == ["caught-up"])
            let human = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            #expect(human.stdout.contains("Today \(fixture.time) Daily check-in morning: caught up"), "\(human.stdout)")
            let plan = try session.busctl([
                "call", "app.formanza.Remind1", "/app/formanza/Remind1", "app.formanza.Remind1", "Plan",
            ])
            #expect(plan.succeeded && plan.stdout.contains(#"\"status\":\"caught-up\""#), "\(plan)")

            first.stop()
            #expect(first.status == .exited(0))
            let second = try fixture.startDaemon()
            try session.waitUntil("the second daemon has planned", timeout: .seconds(5)) {
                second.stderrText.contains("started;")
            }
            Thread.sleep(forTimeInterval: 1)
            // The restarted daemon shows it again in place (same id) so clicks reach it: one notification.
            #expect(Set(session.shownNotifications().compactMap(\.id)).count == 1, "a restart never posts it again")
            #expect(try session.displayedCount() == 1)
            #expect(!second.stderrText.contains("posted morning reminder"))
            let dryRun = try session.runProduct("formanza-remind", ["plan"], extra: fixture.extra)
            #expect(dryRun.stdout.contains("caught up, 2 min late"), "\(dryRun.stdout)")
            second.stop()
        }
    }
}
