import Foundation
import Glibc
import Testing

/// After an inotify queue overflow nothing says which files changed, so the daemon reads
/// everything again; with sync on, "everything" includes the sync folder: what another machine
/// wrote there while the events were lost is merged, and its answer withdraws the reminder.
extension DesktopIntegration {
    @Test("after an inotify queue overflow the daemon merges the sync folder too")
    func overflowMergesTheSyncFolder() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let other = try fixture.joinAnotherMachine()

            let daemon = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            // Stopped, the daemon reads nothing: the flood fills its queue, so the other
            // machine's answer lands in the folder unseen and only the overflow tells of it.
            #expect(kill(daemon.pid, SIGSTOP) == 0)
            try InotifyFlood.flood(fixture.paths.config)
            let answer = try session.runProduct("formanza", ["answer", "weight=80,5"], extra: other)
            #expect(answer.succeeded, "\(answer)")
            #expect(kill(daemon.pid, SIGCONT) == 0)
            try session.waitUntil("the daemon re-read everything", timeout: .seconds(10)) {
                daemon.stderrText.contains("planned (inotify queue overflow)")
            }
            try session.waitForDisplayed(0, timeout: .seconds(5))
            #expect(daemon.stderrText.contains("withdrew notification"), "\(daemon.stderrText)")
            let export = try fixture.formanza(["export"])
            #expect(export.stdout.contains("\"screen\":\"weight\""), "the answer was merged: \(export)")
            daemon.stop()
            #expect(daemon.status == .exited(0))
        }
    }
}
