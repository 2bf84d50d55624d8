import Glibc

/// Waiting on something another process does (a file a sync tool delivers, a server that comes
/// up): the condition is asked again every `interval` until it holds or `timeout` runs out.
public enum Polling {
    /// Returns once `condition` holds; throws after `timeout`, naming `what` it waited for.
    public static func waitUntil(
        _ what: String, timeout: Duration, interval: Duration = .milliseconds(50), _ condition: () throws -> Bool
    ) throws {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            if ContinuousClock.now >= deadline {
                throw TestSupportError("timed out after \(timeout) waiting for \(what)")
            }
            usleep(UInt32(interval / .microseconds(1)))
        }
    }

    /// How long `condition` took to hold (for the figures a test reports), or an error after `timeout`.
    public static func measure(
        _ what: String, timeout: Duration, interval: Duration = .milliseconds(50), _ condition: () throws -> Bool
    ) throws -> Duration {
        let start = ContinuousClock.now
        try waitUntil(what, timeout: timeout, interval: interval, condition)
        return ContinuousClock.now - start
    }
}
