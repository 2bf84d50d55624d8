import Glibc

/// The two clocks the programs read.
///
/// Wall time comes from `clock_gettime(CLOCK_REALTIME)`, not `time(2)`: the latter reads a
/// coarse clock that can lag a few milliseconds, so a timer firing right on a reminder's second
/// would still see the second before. Elapsed time comes from `CLOCK_MONOTONIC`, which a clock
/// change never moves.
public enum SystemTime {
    /// Seconds since the Unix epoch, now.
    public static func wallSeconds() -> Int64 {
        wall().seconds
    }

    /// Microseconds since the Unix epoch, now.
    public static func wallMicroseconds() -> Int64 {
        let now = wall()
        return now.seconds * 1_000_000 + now.nanoseconds / 1_000
    }

    /// Seconds on the monotonic clock, with a fraction: for measuring how long something took.
    public static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func wall() -> (seconds: Int64, nanoseconds: Int64) {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return (Int64(spec.tv_sec), Int64(spec.tv_nsec))
    }
}
