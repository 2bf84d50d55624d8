import FormanzaSystem
import Glibc
import Testing

/// The clock-change timer: quiet while nothing happens, expired at its instant, and cancelled by
/// a set of the wall clock.
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

    /// Setting the realtime clock to its own current value is still a set (others see a jump of a
    /// few microseconds at most). That needs root, as in CI; an unprivileged run checks instead
    /// that the set is refused and the timer stays quiet.
    @Test func settingTheWallClockCancelsTheTimer() throws {
        let timer = try ClockChangeTimer()
        try timer.arm(atWallSeconds: 7_258_118_400)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        guard geteuid() == 0 else {
            #expect(clock_settime(CLOCK_REALTIME, &now) == -1 && errno == EPERM)
            #expect(timer.read() == .nothing)
            return
        }
        try #require(clock_settime(CLOCK_REALTIME, &now) == 0)
        try waitReadable(timer)
        #expect(timer.read() == .clockSet)
        // Cancelled stays cancelled until armed again.
        try timer.arm(atWallSeconds: 7_258_118_400)
        #expect(timer.read() == .nothing)
    }
}

/// Waits (at most ten seconds) for the timer's descriptor to be readable, as the daemon's loop does.
private func waitReadable(_ timer: ClockChangeTimer) throws {
    var entry = pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0)
    try #require(poll(&entry, 1, 10_000) == 1)
}
