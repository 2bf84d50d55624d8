import FormanzaSystem
import Glibc
import Testing

/// The clock-change timer: quiet while nothing happens, expired at its instant, a bad instant a
/// typed error. A set of the wall clock is not made here: it is machine-wide and would cancel the
/// daemon's watcher under test in the same run; the event-loop tests set it, in their serialized
/// suite, and see the watcher built on this timer report it.
@Suite struct ClockChangeTimerTests {
    @Test func aTimerArmedForTheFarFutureReadsNothing() throws {
        let timer = try ClockChangeTimer()
        try timer.arm(atWallSeconds: 7_258_118_400)
        #expect(timer.read() == .nothing)
    }

    @Test func aTimerArmedForThePastExpiresAtOnce() throws {
        let timer = try ClockChangeTimer()
        try timer.arm(atWallSeconds: Int(SystemTime.wallSeconds()) - 1)
        try waitReadable(timer)
        #expect(timer.read() == .expired)
        #expect(timer.read() == .nothing)
    }

    @Test func aNegativeInstantIsATypedError() throws {
        let timer = try ClockChangeTimer()
        #expect(throws: Errno(EINVAL)) { try timer.arm(atWallSeconds: -1) }
    }
}

/// Waits (at most ten seconds) for the timer's descriptor to be readable, as the daemon's loop does.
private func waitReadable(_ timer: ClockChangeTimer) throws {
    var entry = pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0)
    try #require(poll(&entry, 1, 10_000) == 1)
}
