import Foundation
import Testing

@testable import FormanzaState

/// With sync on, an idle daemon sleeps: the folder is watched with inotify, never polled. And a
/// change another machine writes is in this store a moment after its file appears.
extension DesktopIntegration {
    /// Context switches of every thread of `pid` so far: each wakeup of the process is one.
    static func switches(_ pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total
                + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }.compactMap {
                    Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
                }.reduce(0, +)
        }
    }

    @Test("an idle daemon with sync on never wakes, and merges a new change within moments")
    func idleDaemonWithSyncNeverWakes() throws {
        try withDesktopSession { session in
            // The reminder is an hour away: nothing is due while the daemon is watched.
            let fixture = try DaemonFixture(session: session, lead: 3600)
            let shared = session.directory + "/shared"
            #expect(try fixture.formanza(["sync", "setup", shared, "--name", "here"]).succeeded)
            let other = fixture.extra.merging([
                "XDG_DATA_HOME": session.directory + "/other-data",
                "XDG_CONFIG_HOME": session.directory + "/other-config",
            ]) { $1 }
            #expect(
                try session.runProduct("formanza", ["sync", "setup", shared, "--name", "there"], extra: other).succeeded
            )

            let daemon = try fixture.startDaemon()
            Thread.sleep(forTimeInterval: 1)
            let before = Self.switches(daemon.pid)
            Thread.sleep(forTimeInterval: 10)
            let wakeups = Self.switches(daemon.pid) - before
            print("idle daemon with sync on: \(wakeups) wakeups in 10 s")
            #expect(wakeups <= 2, "no timer polls the folder: \(wakeups) wakeups in 10 s")

            let answered = try session.runProduct("formanza", ["answer", "weight=81"], extra: other)
            #expect(answered.succeeded, "\(answered)")
            let devices = try FileManager.default.contentsOfDirectory(atPath: shared + "/devices")
            let journals = devices.flatMap { id in
                ((try? FileManager.default.contentsOfDirectory(atPath: shared + "/devices/" + id)) ?? [])
                    .filter { $0.hasPrefix("journal-") }.map { shared + "/devices/" + id + "/" + $0 }
            }
            let written =
                journals.compactMap {
                    (try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate]) as? Date
                }.max() ?? Date()
            var merged: Date?
            let deadline = Date().addingTimeInterval(5)
            while merged == nil && Date() < deadline {
                let count = try fixture.store.withConnection {
                    try $0.integer("SELECT count(*) FROM answers WHERE screen = 'weight'") ?? 0
                }
                if count > 0 { merged = Date() } else { Thread.sleep(forTimeInterval: 0.002) }
            }
            let delay = try #require(merged, "the daemon merged the change").timeIntervalSince(written)
            print("a change merged by the daemon \(Int(delay * 1000)) ms after its file was written")
            // The figure is about 25 ms (20 ms of settling); the bound leaves room for a loaded machine.
            #expect(delay < 1.0, "merged \(delay) s after the file appeared")
            daemon.stop()
        }
    }
}
