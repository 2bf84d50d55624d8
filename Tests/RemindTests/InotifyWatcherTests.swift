import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

@Suite("inotify watcher")
struct InotifyWatcherTests {
    private func temporaryDirectory() throws -> String {
        return try TemporaryDirectory.make(prefix: "inotify")
    }

    @Test("an atomic replace (write temp, rename) is reported with the final name")
    func atomicReplace() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = try EventLoop()
        var batches: [[InotifyEvent]] = []
        let watcher = try InotifyWatcher(loop: loop) { batches.append($0) }
        try watcher.add(directory)
        #expect(watcher.watchedPaths == [directory])
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(directory)/store.json.tmp"))
        #expect(rename("\(directory)/store.json.tmp", "\(directory)/store.json") == 0)
        try loop.pump("the rename") {
            batches.joined().contains { $0.name == "store.json" && $0.mask.contains(.movedTo) }
        }
        #expect(batches.joined().allSatisfy { $0.watchedPath == directory })
    }

    @Test("changes queued before the loop wakes come in one batch")
    func batching() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = try EventLoop()
        var batches: [[InotifyEvent]] = []
        let watcher = try InotifyWatcher(loop: loop) { batches.append($0) }
        try watcher.add(directory, mask: [.create])
        for name in ["a", "b", "c"] {
            let fd = open("\(directory)/\(name)", O_CREAT | O_WRONLY, 0o600)
            #expect(fd >= 0)
            close(fd)
        }
        try loop.pump("the batch") { !batches.isEmpty }
        #expect(batches.count == 1)
        #expect(batches[0].compactMap(\.name) == ["a", "b", "c"])
    }

    @Test("a missing path fails with ENOENT; a removed directory reports itself gone")
    func missingAndRemoved() throws {
        let directory = try temporaryDirectory()
        let loop = try EventLoop()
        var events: [InotifyEvent] = []
        let watcher = try InotifyWatcher(loop: loop) { events += $0 }
        #expect(throws: SystemdError.self) { try watcher.add("\(directory)/not-there") }
        do {
            try watcher.add("\(directory)/not-there")
        } catch {
            #expect(error.errno == ENOENT)
            #expect(error.description.contains("inotify_add_watch(\(directory)/not-there)"))
        }
        try watcher.add(directory)
        try FileManager.default.removeItem(atPath: directory)
        try loop.pump("the directory to go") { events.contains { $0.mask.contains(.ignored) } }
        #expect(events.contains { $0.mask.contains(.deleteSelf) })
        #expect(watcher.watchedPaths.isEmpty)
    }
}
