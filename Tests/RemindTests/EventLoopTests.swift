import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// Serialized: one test sets the realtime clock (as root), which every clock-change watcher in
/// the process sees, including the one that checks that a normal clock stays quiet.
@Suite("Event loop: timers, io, signals", .serialized)
struct EventLoopTests {
    @Test("a realtime timer fires within 50 ms of its instant, never before")
    func timerFiresOnTime() throws {
        let loop = try EventLoop()
        var firedAt: UInt64?
        let timer = try EventTimer(loop: loop) { _ in firedAt = RealtimeMicroseconds.now() }
        let target = RealtimeMicroseconds.now() + 150_000
        try timer.arm(atMicroseconds: target)
        #expect(timer.armedFor == target)
        try loop.pump("the timer", timeout: .seconds(2)) { firedAt != nil }
        let lateness = Int64(firedAt!) - Int64(target)
        #expect(lateness >= 0)
        #expect(lateness < 50_000, "fired \(lateness) µs late")
        #expect(timer.armedFor == nil)
    }

    @Test("re-arming moves the instant; disarming stops it; a Date instant works")
    func timerRearmAndDisarm() throws {
        let loop = try EventLoop()
        var fired = 0
        let timer = try EventTimer(loop: loop) { _ in fired += 1 }
        try timer.arm(at: Date().addingTimeInterval(30))
        try timer.arm(at: Date().addingTimeInterval(0.05))
        try loop.pump("the re-armed timer", timeout: .seconds(2)) { fired == 1 }
        try timer.arm(at: Date().addingTimeInterval(0.05))
        try timer.disarm()
        try loop.pump(for: .milliseconds(200))
        #expect(fired == 1)
    }

    @Test("a handler can re-arm its own timer (the next reminder)")
    func timerRearmsFromHandler() throws {
        let loop = try EventLoop()
        var fired = 0
        let timer = try EventTimer(loop: loop) { timer in
            fired += 1
            if fired < 3 { try? timer.arm(atMicroseconds: RealtimeMicroseconds.now() + 10_000) }
        }
        try timer.arm(atMicroseconds: RealtimeMicroseconds.now() + 10_000)
        try loop.pump("three firings", timeout: .seconds(2)) { fired == 3 }
        try loop.pump(for: .milliseconds(100))
        #expect(fired == 3)
    }

    @Test("an instant already past fires on the next iteration")
    func pastInstantFiresImmediately() throws {
        let loop = try EventLoop()
        var fired = false
        let timer = try EventTimer(loop: loop) { _ in fired = true }
        try timer.arm(at: Date(timeIntervalSince1970: 1_000_000))
        try loop.pump("the past timer", timeout: .milliseconds(500)) { fired }
    }

    @Test("exit(code:) ends run() with that code")
    func exitCode() throws {
        let loop = try EventLoop()
        let timer = try EventTimer(loop: loop) { _ in try? loop.exit(code: 3) }
        try timer.arm(atMicroseconds: RealtimeMicroseconds.now() + 5_000)
        #expect(try loop.run() == 3)
    }

    @Test("without WATCHDOG_USEC the watchdog stays off")
    func watchdogOff() throws {
        try #require(ProcessInfo.processInfo.environment["WATCHDOG_USEC"] == nil)
        let loop = try EventLoop()
        #expect(try loop.enableWatchdog() == false)
    }

    @Test("an io watch reports a readable pipe")
    func ioWatch() throws {
        let loop = try EventLoop()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        var seen: IOEvents = []
        let watch = try IOWatch(loop: loop, fd: fds[0], events: .readable) { events in
            seen = events
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
        }
        try loop.pump(for: .milliseconds(50))
        #expect(seen.isEmpty)
        var byte: UInt8 = 7
        _ = write(fds[1], &byte, 1)
        try loop.pump("the pipe to be readable") { seen.contains(.readable) }
        _ = watch
    }

    @Test("SIGTERM, SIGINT and SIGHUP arrive as loop events")
    func signals() throws {
        let loop = try EventLoop()
        var received: [Int32] = []
        let watch = try SignalWatch(loop: loop) { received.append($0) }
        defer { drainAndUnblock(SignalWatch.standard) }
        for signal in SignalWatch.standard {
            // Directed at this thread, which has them blocked: pending here, read by the signalfd.
            pthread_kill(pthread_self(), signal)
            try loop.pump("signal \(signal)") { received.last == signal }
        }
        #expect(received == [SIGTERM, SIGINT, SIGHUP])
        _ = watch
    }

    @Test("the clock-change watcher stays quiet while the clock runs normally")
    func clockWatcherQuiet() throws {
        let loop = try EventLoop()
        var changes = 0
        let watcher = try ClockChangeWatcher(loop: loop) { changes += 1 }
        try loop.pump(for: .milliseconds(150))
        #expect(changes == 0)
        _ = watcher
    }

    /// It sets the realtime clock to its own current value, which the kernel still reports as a
    /// change (other processes see a jump of a few microseconds at most). That needs root, as in
    /// CI; an unprivileged run checks instead that the set is refused and changes nothing.
    @Test("setting the wall clock is reported, and reported again after re-arming")
    func clockWatcherReportsSet() throws {
        guard geteuid() == 0 else {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            #expect(clock_settime(CLOCK_REALTIME, &now) == -1 && errno == EPERM)
            return
        }
        let loop = try EventLoop()
        var changes = 0
        let watcher = try ClockChangeWatcher(loop: loop) { changes += 1 }
        for expected in 1...2 {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            try #require(clock_settime(CLOCK_REALTIME, &now) == 0, "clock_settime: \(String(cString: strerror(errno)))")
            try loop.pump("clock change \(expected)") { changes == expected }
        }
        try loop.pump(for: .milliseconds(100))
        #expect(changes == 2)
        _ = watcher
    }
}

/// Consumes any of `signals` still pending for this thread (a test that failed midway), then
/// unblocks them, so a leftover SIGTERM cannot end the whole test process.
func drainAndUnblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    var zero = timespec()
    while sigtimedwait(&set, nil, &zero) > 0 {}
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}
