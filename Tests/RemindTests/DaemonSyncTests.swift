import Foundation
import Testing

/// The daemon watches the sync folder with inotify and merges what another machine wrote
/// there; the merged answer withdraws the day's reminder as a local answer does.
extension DesktopIntegration {
    @Test("an answer written to the sync folder by another machine withdraws the reminder")
    func answerFromAnotherMachineWithdrawsTheReminder() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let shared = session.directory + "/shared"
            let joined = try fixture.formanza(["sync", "setup", shared, "--name", "here"])
            #expect(joined.succeeded, "\(joined)")
            // The other machine: its own store and settings, the same folder.
            let other = fixture.extra.merging([
                "XDG_DATA_HOME": session.directory + "/other-data",
                "XDG_CONFIG_HOME": session.directory + "/other-config",
            ]) { $1 }
            let otherJoined = try session.runProduct(
                "formanza", ["sync", "setup", shared, "--name", "there"], extra: other)
            #expect(otherJoined.succeeded, "\(otherJoined)")

            let daemon = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            let answer = try session.runProduct("formanza", ["answer", "weight=80,5"], extra: other)
            #expect(answer.succeeded, "\(answer)")
            try session.waitForDisplayed(0, timeout: .seconds(5))
            #expect(daemon.stderrText.contains("withdrew notification"))
            // The answer is in this machine's store, merged by the daemon.
            let export = try fixture.formanza(["export"])
            #expect(export.stdout.contains("\"screen\":\"weight\""), "\(export)")
            daemon.stop()
        }
    }
}
