import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// The inotify door on the real file system: what a change queues is read back at once, named,
/// without waiting; a missing path is a typed error.
@Suite struct InotifyTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "inotify-door")
    }

    /// Creates and closes an empty file: one create and one close-write record, nothing else.
    private func create(_ name: String) throws {
        let fd = open(directory.path + "/" + name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        close(fd)
    }

    @Test func aCreatedFileIsReportedWithItsNameAndWatch() throws {
        let inotify = try Inotify()
        #expect(inotify.readQueued().isEmpty)
        let watch = try inotify.addWatch(directory.path, mask: [.create, .closeWrite])
        try create("answer.json")
        let records = inotify.readQueued()
        #expect(records.contains { $0.watch == watch && $0.name == "answer.json" && $0.mask == .create })
        #expect(records.contains { $0.watch == watch && $0.name == "answer.json" && $0.mask == .closeWrite })
        #expect(inotify.readQueued().isEmpty)
    }

    @Test func manyQueuedRecordsComeBackTogetherAndInOrder() throws {
        let inotify = try Inotify()
        _ = try inotify.addWatch(directory.path, mask: .create)
        // Several reads' worth of buffer: 300 records with 200-byte names.
        let names = (0..<300).map { String(format: "%03d", $0) + String(repeating: "n", count: 197) }
        for name in names { try create(name) }
        #expect(inotify.readQueued().compactMap(\.name) == names)
    }

    @Test func aRemovedDirectoryReportsItselfGoneAndAMissingPathFailsTyped() throws {
        let inotify = try Inotify()
        #expect(throws: Errno.noEntry) { try inotify.addWatch(directory.path + "/not-there", mask: .create) }
        let inner = directory.path + "/inner"
        #expect(mkdir(inner, 0o700) == 0)
        let watch = try inotify.addWatch(inner, mask: .directoryContents)
        #expect(rmdir(inner) == 0)
        let records = inotify.readQueued()
        #expect(records.allSatisfy { $0.watch == watch && $0.name == nil })
        #expect(records.contains { $0.mask.contains(.deleteSelf) })
        #expect(records.contains { $0.mask.contains(.ignored) })
    }

    @Test func aRemovedWatchReportsNothingMore() throws {
        let inotify = try Inotify()
        let watch = try inotify.addWatch(directory.path, mask: .create)
        inotify.removeWatch(watch)
        #expect(inotify.readQueued().map(\.mask) == [.ignored])
        try create("after")
        #expect(inotify.readQueued().isEmpty)
        inotify.removeWatch(watch)
    }
}
