import Foundation
import Glibc
import Testing

/// The daemon learns of store changes from inotify on the database and its log, and re-plans
/// only after a commit that can change the plan.
extension DesktopIntegration {
    @Test("the daemon re-plans once per answer and never after a read-only command")
    func replansOncePerRelevantChange() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 60)
            let daemon = try fixture.startDaemon()
            func replans() -> Int { daemon.stderrText.components(separatedBy: "planned (store changed)").count - 1 }
            try session.waitUntil("the daemon planned at start", timeout: .seconds(5)) { daemon.stderrText.contains("planned (start)") }

            // The first command of the day records the opening, which leaves the plan as it is.
            #expect(try fixture.formanza(["forms"]).succeeded)
            try session.waitUntil("the daemon read the opening", timeout: .seconds(5)) {
                daemon.stderrText.contains("the store changed; the plan stays")
            }
            for command in [["forms"], ["summary"], ["export"], ["goals"]] {
                #expect(try fixture.formanza(command).succeeded, "\(command)")
            }
            usleep(400_000)
            #expect(replans() == 0, "read-only commands re-plan nothing: \(daemon.stderrText)")

            #expect(try fixture.formanza(["answer", "weight=80"]).succeeded)
            try session.waitUntil("the daemon re-planned after the answer", timeout: .seconds(5)) { replans() >= 1 }
            usleep(400_000)
            #expect(replans() == 1, "one answer, one re-plan: \(daemon.stderrText)")
            daemon.stop()
        }
    }
}
