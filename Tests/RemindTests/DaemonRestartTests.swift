import FormanzaSchedule
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// `formanza-remind run` restarted under a running dunst: what it posted before stays its own.
extension DesktopIntegration {
    @Test("after a daemon restart, recording the day withdraws the notification posted before it")
    func restartKeepsTheNotificationOnScreenOurs() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let first = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            first.stop()
            #expect(first.status == .exited(0))
            let second = try fixture.startDaemon()
            try session.waitUntil("the restarted daemon took its notification back", timeout: .seconds(5)) {
                second.stderrText.contains("1 notification(s) posted before the restart are still ours")
            }
            try session.waitForDisplayed(1)
            let answer = try fixture.formanza(["answer", "weight=80,5"])
            #expect(answer.succeeded, "\(answer)")
            try session.waitForDisplayed(0, timeout: .seconds(5))
            #expect(second.stderrText.contains("withdrew notification"))
            second.stop()
        }
    }

    @Test("after a daemon restart, a click on the earlier notification opens the check-in")
    func restartKeepsTheClick() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let terminal = try fixture.recordingTerminal()
            try fixture.configure("terminal = \(terminal.script)\n")
            let first = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            first.stop()
            let second = try fixture.startDaemon()
            // The name is taken before the daemon listens for clicks and reads back what it
            // posted: a click in between is lost, as a click on a notification whose daemon is
            // restarting is. Click once it says it has started.
            try session.waitUntil("the restarted daemon started", timeout: .seconds(10)) {
                second.stderrText.contains("started;")
            }
            try session.clickDefault()
            try session.waitUntil("the click after the restart ran the terminal", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: terminal.record)
            }
            #expect(!second.stderrText.contains("unknown notification"))
            // No systemd user manager on the test bus: the terminal stays in its own session.
            try session.waitUntil("the daemon said where the terminal runs", timeout: .seconds(5)) {
                second.stderrText.contains("stays in its own session, outside any scope")
            }
            second.stop()
        }
    }

    @Test("a new notification server after a restart is not sent the old server's ids")
    func newServerGetsNoStaleIds() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let first = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            first.stop()
            try session.restartNotificationServer()
            let second = try fixture.startDaemon()
            usleep(300_000)
            #expect(!second.stderrText.contains("still ours"), "\(second.stderrText)")
            let answer = try fixture.formanza(["answer", "weight=80,5"])
            #expect(answer.succeeded, "\(answer)")
            usleep(500_000)
            #expect(!second.stderrText.contains("withdrew notification"), "\(second.stderrText)")
            second.stop()
        }
    }

    @Test("snoozing from the menu takes the notification off the screen")
    func snoozeClearsTheScreen() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let daemon = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            _ = try session.contextMenu(choosing: ",snooze]")
            try session.waitUntil("the daemon snoozed the reminder", timeout: .seconds(5)) {
                daemon.stderrText.contains("snoozed until")
            }
            try session.waitForDisplayed(0, timeout: .seconds(5))
            // The daemon asked for it to go (dunst may already have closed it on the action).
            try session.waitUntil("the daemon withdrew the snoozed notification", timeout: .seconds(5)) {
                daemon.stderrText.contains(": snoozed") || daemon.stderrText.contains("(snoozed): ")
            }
            daemon.stop()
        }
    }
}
