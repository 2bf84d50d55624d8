import Foundation
import Testing

/// The daemon watches the sync folder with inotify and merges what another machine wrote
/// there; the merged answer withdraws the day's reminder as a local answer does.
extension DesktopIntegration {
    @Test("an answer written to the sync folder by another machine withdraws the reminder")
    func answerFromAnotherMachineWithdrawsTheReminder() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let other = try fixture.joinAnotherMachine()

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
