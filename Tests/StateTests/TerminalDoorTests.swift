import FormanzaTestSupport
import Glibc
import Testing

@testable import FormanzaSystem

/// The terminal door on a real pseudo-terminal and real pipes: settings that go raw and back,
/// the window size, reads, writes and waits that never block where they must not.
@Suite struct TerminalDoorTests {
    @Test func settingsOfSomethingThatIsNotATerminalAreRefusedWithENOTTY() throws {
        let pipe = try TestPipe()
        #expect(throws: Errno(ENOTTY)) { try TerminalSettings.of(pipe.read) }
        #expect(TerminalWindow.size(of: pipe.read) == nil)
    }

    @Test func rawModeGoesOnAndTheSavedSettingsComeBackEqual() throws {
        let pty = try Pseudoterminal()
        let cooked = try TerminalSettings.of(pty.slave)
        let raw = cooked.raw
        #expect(raw != cooked)
        try raw.apply(to: pty.slave, flushingInput: true)
        let during = try TerminalSettings.of(pty.slave)
        #expect(during == raw)
        #expect(during.storage.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(during.storage.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(during.storage.c_oflag & tcflag_t(OPOST) == 0)
        try cooked.apply(to: pty.slave, flushingInput: false)
        #expect(try TerminalSettings.of(pty.slave) == cooked)
    }

    @Test func theWindowSizeSetOnOneSideIsReadOnTheOther() throws {
        let pty = try Pseudoterminal()
        #expect(TerminalWindow.setSize(columns: 100, rows: 30, of: pty.master))
        let size = try #require(TerminalWindow.size(of: pty.slave))
        #expect(size.columns == 100 && size.rows == 30)
        #expect(!TerminalWindow.setSize(columns: 70_000, rows: 30, of: pty.master), "wider than the kernel's field")
        #expect(TerminalWindow.size(of: pty.slave)?.columns == 100)
    }

    @Test func readsWritesAndWaitsOnAPipe() throws {
        let pipe = try TestPipe()
        #expect(DescriptorIO.waitForInput([pipe.read], timeoutMilliseconds: 10).isEmpty, "nothing there yet")
        #expect(DescriptorIO.write(Array("hello".utf8), to: pipe.write))
        #expect(DescriptorIO.waitForInput([-1, pipe.read], timeoutMilliseconds: 1000) == [pipe.read])
        #expect(DescriptorIO.read(pipe.read, maximum: 3) == .bytes(Array("hel".utf8)))
        #expect(DescriptorIO.read(pipe.read) == .bytes(Array("lo".utf8)))
        _ = fcntl(pipe.read, F_SETFL, fcntl(pipe.read, F_GETFL) | O_NONBLOCK)
        #expect(DescriptorIO.read(pipe.read) == .nothing, "empty and non-blocking: try again later")
        pipe.closeWriteEnd()
        #expect(DescriptorIO.waitForInput([pipe.read], timeoutMilliseconds: 1000) == [pipe.read], "a hang-up wakes")
        #expect(DescriptorIO.read(pipe.read) == .endOfFile)
    }

    @Test func aWriteToAPipeNobodyReadsGivesUpInsteadOfBlocking() throws {
        let pipe = try TestPipe()
        pipe.closeReadEnd()
        let written = ChildInput.withBrokenPipeAsError { DescriptorIO.write(Array("lost".utf8), to: pipe.write) }
        #expect(!written)
    }

    @Test func theWakePipeNeverBlocksAndIsDrainedAtOnce() throws {
        let wake = try WakePipe()
        for end in [wake.readEnd, wake.writeEnd] {
            #expect(fcntl(end, F_GETFL) & O_NONBLOCK != 0)
            #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
        }
        for _ in 0..<10 { #expect(DescriptorIO.write([UInt8](repeating: 1, count: 1024), to: wake.writeEnd)) }
        #expect(DescriptorIO.waitForInput([wake.readEnd], timeoutMilliseconds: 0) == [wake.readEnd])
        wake.drain()
        #expect(DescriptorIO.waitForInput([wake.readEnd], timeoutMilliseconds: 0).isEmpty)
    }
}

/// Both ends of a pipe, closed when the test ends.
final class TestPipe {
    let read: Int32
    let write: Int32
    private var open = [true, true]

    init() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        read = ends[0]
        write = ends[1]
    }

    func closeReadEnd() {
        if open[0] { close(read) }
        open[0] = false
    }

    func closeWriteEnd() {
        if open[1] { close(write) }
        open[1] = false
    }

    deinit {
        closeReadEnd()
        closeWriteEnd()
    }
}

/// A pseudo-terminal pair: the master side a terminal emulator holds, the slave side a program
/// runs on.
final class Pseudoterminal {
    let master: Int32
    let slave: Int32

    init() throws {
        master = Self.openMaster(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "posix_openpt: errno \(errno)")
        try #require(Self.grant(master) == 0 && Self.unlock(master) == 0, "grantpt/unlockpt: errno \(errno)")
        var buffer = [CChar](repeating: 0, count: 256)
        try #require(Self.slaveName(master, &buffer, buffer.count) == 0, "ptsname_r: errno \(errno)")
        slave = open(
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        try #require(slave >= 0, "open the slave side: errno \(errno)")
    }

    deinit {
        close(slave)
        close(master)
    }

    // Glibc declares these only with _XOPEN_SOURCE, which Swift's Glibc module does not set, so
    // they are looked up at run time.
    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private static let openMaster = symbol("posix_openpt", as: DescriptorCall.self)
    private static let grant = symbol("grantpt", as: DescriptorCall.self)
    private static let unlock = symbol("unlockpt", as: DescriptorCall.self)
    private static let slaveName = symbol(
        "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            fatalError("\(name) not found in the C library")
        }
        return unsafeBitCast(address, to: type)
    }
}
