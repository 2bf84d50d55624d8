import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// The door's locks, standard streams and process probe, on real descriptors and
/// real child processes.
@Suite struct ProcessDoorTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "door-process")
    }

    @Test func anExclusiveLockIsHeldUntilTheProcessEnds() throws {
        let path = directory.path + "/daemon.lock"
        #expect(!FileLock.isHeldExclusively(path))
        let held = try FileLock.holdExclusiveForProcessLifetime(path)
        #expect(held != nil)
        #expect(FileLock.isHeldExclusively(path))
        // A second open of the same file is another holder: it must not get the lock.
        #expect(try FileLock.holdExclusiveForProcessLifetime(path) == nil)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aLockIsNeverTakenOrTestedThroughALinkOrAFIFO() throws {
        let target = directory.path + "/target"
        let link = directory.path + "/link.lock"
        #expect(symlink(target, link) == 0)
        #expect(throws: FileOperationFailure(path: link, operation: "open", errno: .tooManyLinks)) {
            try FileLock.holdExclusiveForProcessLifetime(link)
        }
        #expect(!PathOperations.exists(target))
        let fifo = directory.path + "/fifo.lock"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(!FileLock.isHeldExclusively(fifo))
    }

    @Test func standardStreamWritesArriveWholeAndFailuresAreReported() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let text = Array("résumé\u{1B}[2J line\n".utf8)
        #expect(StandardStreams.write(text, to: ends[1]))
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(ends[0], $0.baseAddress, $0.count) }
        #expect(Array(buffer[0..<max(count, 0)]) == text)
        let readOnly = open("/dev/null", O_RDONLY)
        defer { close(readOnly) }
        #expect(!StandardStreams.write(Array("x".utf8), to: readOnly))
        #expect(StandardStreams.write([], to: readOnly))
        #expect(StandardStreams.input == 0 && StandardStreams.output == 1 && StandardStreams.error == 2)
    }

    /// A real terminal answering yes is covered by the pseudo-terminal tests of the check-in,
    /// which only go full screen when both streams are terminals.
    @Test func aPipeAFileOrAClosedDescriptorIsNoTerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(!StandardStreams.isTerminal(ends[0]) && !StandardStreams.isTerminal(ends[1]))
        let file = open("/dev/null", O_RDONLY)
        defer { close(file) }
        #expect(!StandardStreams.isTerminal(file))
        #expect(!StandardStreams.isTerminal(-1))
    }

    @Test func aProcessExistsUntilItIsReaped() throws {
        #expect(OtherProcess.exists(getpid()))
        #expect(!OtherProcess.exists(0) && !OtherProcess.exists(-1))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        let pid = child.processIdentifier
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        #expect(!OtherProcess.exists(pid))
    }
}
