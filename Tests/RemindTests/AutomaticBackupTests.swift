import FormanzaState
import Foundation
import Glibc
import Testing

/// The running daemon backs the store up at start into `$XDG_STATE_HOME/formanza/backups`, a
/// whole store that `formanza store backups` lists; `backups = off` stops it.
extension DesktopIntegration {
    @Test("the daemon backs the store up at start, whole, and store backups lists it")
    func backsUpAtStart() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 600)
            #expect(try fixture.formanza(["answer", "weight=80"]).succeeded)
            let daemon = try fixture.startDaemon(environment: ["XDG_STATE_HOME": session.directory + "/state"])
            let folder = BackupFolder(path: session.directory + "/state/formanza/backups")
            try session.waitUntil("the daemon made a backup", timeout: .seconds(10)) {
                daemon.stderrText.contains("backed up the store")
            }
            let entries = try folder.list()
            #expect(entries.count == 1, "\(daemon.stderrText)")
            let facts = try StoreFileCheck.verify(try #require(entries.first).path)
            #expect(facts.answers == 1 && facts.forms == 1)
            let status = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
            #expect(status == 0o700)
            let listed = try session.runProduct(
                "formanza", ["store", "backups", "--json"],
                extra: fixture.extra.merging(["XDG_STATE_HOME": session.directory + "/state"]) { $1 })
            #expect(listed.succeeded && listed.stdout.contains(#""answers" : 1"#), "\(listed)")
            let doctor = try session.runProduct(
                "formanza-remind", ["doctor"],
                extra: fixture.extra.merging(["XDG_STATE_HOME": session.directory + "/state"]) { $1 })
            #expect(doctor.stdout.contains("newest backup"), "\(doctor)")
            daemon.stop()
        }
    }

    @Test("with backups = off the daemon makes none, and doctor says they are off")
    func backupsOff() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 600)
            try fixture.configure("backups = off\n")
            let state = ["XDG_STATE_HOME": session.directory + "/state"]
            let daemon = try fixture.startDaemon(environment: state)
            try session.waitUntil("the daemon planned", timeout: .seconds(5)) {
                daemon.stderrText.contains("planned (start)")
            }
            usleep(500_000)
            #expect(try BackupFolder(path: session.directory + "/state/formanza/backups").list().isEmpty)
            #expect(!daemon.stderrText.contains("backed up"), "\(daemon.stderrText)")
            let doctor = try session.runProduct(
                "formanza-remind", ["doctor"], extra: fixture.extra.merging(state) { $1 })
            #expect(doctor.stdout.contains("automatic backups are off"), "\(doctor)")
            daemon.stop()
        }
    }

    @Test("a store restored under the running daemon is planned again without SIGHUP")
    func replansAfterARestore() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 600, title: "Backed up")
            let copy = session.directory + "/copy.db"
            #expect(try fixture.formanza(["store", "backup", copy]).succeeded)
            #expect(try fixture.formanza(["form", "rename", "daily-check-in", "Renamed since"]).succeeded)
            let daemon = try fixture.startDaemon(environment: ["XDG_STATE_HOME": session.directory + "/state"])
            func planned() throws -> String {
                try session.busctl([
                    "call", "app.formanza.Remind1", "/app/formanza/Remind1", "app.formanza.Remind1", "Plan",
                ]).stdout
            }
            try session.waitUntil("the daemon planned the renamed form", timeout: .seconds(5)) {
                try planned().contains("Renamed since")
            }
            let restored = try fixture.formanza(["store", "restore", "--yes", copy])
            #expect(restored.succeeded, "\(restored)")
            try session.waitUntil("the daemon planned the restored store", timeout: .seconds(5)) {
                try planned().contains("Backed up")
            }
            #expect(!daemon.stderrText.contains("SIGHUP"))
            daemon.stop()
        }
    }
}
