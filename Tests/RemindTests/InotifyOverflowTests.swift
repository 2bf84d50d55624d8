import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// A real overflow of the kernel's inotify queue: more changes than `max_queued_events` happen
/// in a watched directory before the queue is read. The limit is per inotify instance, so
/// nothing global is changed and tests running alongside are not affected.
enum InotifyFlood {
    /// The kernel's per-instance queue length.
    static func queueLimit() throws -> Int {
        let text = try String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
        return try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Creates (open, close) enough uniquely named files in `directory` to queue more than the
    /// limit of events, then removes them. Each name differs, so the kernel merges none.
    static func flood(_ directory: String) throws {
        let count = try queueLimit() + 64
        let scratch = directory + "/flood"
        for index in 0..<count {
            let fd = open("\(scratch)-\(index)", O_CREAT | O_WRONLY, 0o600)
            #expect(fd >= 0)
            close(fd)
        }
        for index in 0..<count { unlink("\(scratch)-\(index)") }
    }
}

@Suite("inotify queue overflow")
struct InotifyOverflowTests {
    @Test("more changes than the kernel queues before a read are reported as one overflow")
    func overflowIsReported() throws {
        let directory = try TemporaryDirectory.make(prefix: "inotify-overflow")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = try EventLoop()
        var events: [InotifyEvent] = []
        let watcher = try InotifyWatcher(loop: loop) { events += $0 }
        try watcher.add(directory, mask: [.create])
        try InotifyFlood.flood(directory)
        try loop.pump("the overflow") { events.contains { $0.mask.contains(.queueOverflow) } }
        let overflow = try #require(events.first { $0.mask.contains(.queueOverflow) })
        #expect(overflow.watchedPath == nil)
        #expect(events.count == (try InotifyFlood.queueLimit()) + 1, "the queue holds the limit, then the overflow")
        #expect(watcher.watchedPaths == [directory], "the watches stay")
    }
}

extension DesktopIntegration {
    @Test("after an inotify queue overflow the daemon reads the store and remind.conf again")
    func overflowRereadsEverything() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 120, title: "Before")
            let daemon = try fixture.startDaemon()
            try session.waitUntil("the daemon planned at start", timeout: .seconds(5)) {
                daemon.stderrText.contains("planned (start)")
            }
            // Stopped, the daemon reads nothing: the flood fills its queue, so the changes made
            // after it are lost to inotify and only the overflow tells of them.
            #expect(kill(daemon.pid, SIGSTOP) == 0)
            try InotifyFlood.flood(fixture.paths.config)
            let rename = try fixture.formanza(["form", "rename", "daily-check-in", "After"])
            #expect(rename.succeeded, "\(rename)")
            try fixture.configure("catch-up = never-heard-of\n")
            #expect(kill(daemon.pid, SIGCONT) == 0)
            try session.waitUntil("the daemon re-read everything", timeout: .seconds(10)) {
                daemon.stderrText.contains("planned (inotify queue overflow)")
            }
            #expect(daemon.stderrText.contains("the inotify queue overflowed"))
            #expect(daemon.stderrText.contains("remind.conf:1:"), "remind.conf was read again: \(daemon.stderrText)")
            let plan = try session.busctl([
                "call", "app.formanza.Remind1", "/app/formanza/Remind1", "app.formanza.Remind1", "Plan",
            ])
            #expect(plan.succeeded && plan.stdout.contains("After"), "\(plan)")
            daemon.stop()
            #expect(daemon.status == .exited(0))
        }
    }
}
