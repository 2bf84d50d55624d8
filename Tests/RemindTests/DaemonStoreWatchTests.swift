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
            try session.waitUntil("the daemon planned at start", timeout: .seconds(5)) {
                daemon.stderrText.contains("planned (start)")
            }

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

/// A store deleted and created again under the running daemon (a reset, a restored backup) is
/// followed without SIGHUP: the database file replaced in its directory, and the whole
/// directory removed and made again (watched through its parent).
extension DesktopIntegration {
    @Test("the daemon follows a store deleted and created again, file or whole directory, without SIGHUP")
    func followsAStoreDeletedAndCreatedAgain() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 120, title: "Old store")
            let daemon = try fixture.startDaemon()
            try session.waitUntil("the daemon planned at start", timeout: .seconds(5)) {
                daemon.stderrText.contains("planned (start)")
            }
            func planned() throws -> String {
                let plan = try session.busctl([
                    "call", "app.formanza.Remind1", "/app/formanza/Remind1", "app.formanza.Remind1", "Plan",
                ])
                #expect(plan.succeeded, "\(plan)")
                return plan.stdout
            }
            #expect(try planned().contains("Old store"))

            // Only the database: removed with its log, then a command creates a new store.
            for name in ["store.db", "store.db-wal", "store.db-shm"] { unlink(fixture.paths.root + "/" + name) }
            #expect(try fixture.formanza(["form", "rename", "daily-check-in", "New file"]).succeeded)
            try session.waitUntil("the daemon planned the new database", timeout: .seconds(5)) {
                try planned().contains("New file")
            }
            #expect(daemon.stderrText.contains("store.db was created again"))

            // The whole directory.
            try FileManager.default.removeItem(atPath: fixture.paths.root)
            #expect(try fixture.formanza(["form", "rename", "daily-check-in", "New directory"]).succeeded)
            try session.waitUntil("the daemon planned the new directory's store", timeout: .seconds(5)) {
                try planned().contains("New directory")
            }
            #expect(daemon.stderrText.contains("appeared again; watching it"))
            // And it keeps following it: a later change is read too.
            #expect(try fixture.formanza(["form", "rename", "daily-check-in", "Renamed later"]).succeeded)
            try session.waitUntil("the daemon read a later change", timeout: .seconds(5)) {
                try planned().contains("Renamed later")
            }
            #expect(!daemon.stderrText.contains("SIGHUP"))
            daemon.stop()
            #expect(daemon.status == .exited(0))
        }
    }
}
