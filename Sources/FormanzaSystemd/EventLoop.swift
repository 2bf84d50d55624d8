import CSystemd
import FormanzaSystem
import FoundationEssentials
import Glibc

/// The daemon's one event loop: an sd-event object that sleeps in `epoll_wait` until a timer, a
/// file descriptor, a signal or the bus needs attention.
///
/// Why sd-event rather than a Swift runtime loop: it is what sd-bus attaches to, it drives
/// `WATCHDOG=1` pings for us, and between events it makes no system calls at all (timers are
/// `timerfd`s inside the same epoll set), which is what an idle reminder daemon should cost.
///
/// The loop is single-threaded: create it, its sources and the bus on one thread and run it there.
/// Every source is owned by the Swift handle its `add…` method returns; dropping the handle
/// removes the source, so the daemon's lifetime rules are ordinary Swift ownership.
public final class EventLoop {
    /// The `sd_event *`. Internal so the other wrappers of this folder can attach to it.
    let handle: OpaquePointer

    /// Takes over one reference to `handle`.
    private init(consuming handle: OpaquePointer) {
        self.handle = handle
    }

    /// A new, private loop (`sd_event_new`); what tests use, since several may run per process.
    convenience init() throws(SystemdError) {
        var event: OpaquePointer?
        try checkSystemd("sd_event_new", sd_event_new(&event))
        self.init(consuming: event!)
    }

    /// The calling thread's default loop (`sd_event_default`); what the daemon's `run` uses, so
    /// anything else in the process asking for the default loop shares it.
    public static func makeDefault() throws(SystemdError) -> EventLoop {
        var event: OpaquePointer?
        try checkSystemd("sd_event_default", sd_event_default(&event))
        return EventLoop(consuming: event!)
    }

    deinit {
        sd_event_unref(handle)
    }

    /// Runs until `exit(code:)` is called and returns that code (`sd_event_loop`).
    public func run() throws(SystemdError) -> Int32 {
        try checkSystemd("sd_event_loop", sd_event_loop(handle))
    }

    /// Runs at most one iteration, waiting up to `timeout` (nil: forever) for something to happen.
    /// Returns true when an event source was dispatched, false on timeout or once finished.
    /// Tests use this to pump the loop while an external process acts.
    @discardableResult
    func runOnce(timeout: Duration?) throws(SystemdError) -> Bool {
        let usec = timeout.map(Self.microseconds) ?? UInt64.max
        return try checkSystemd("sd_event_run", sd_event_run(handle, usec)) > 0
    }

    /// Asks the loop to finish: `run()` returns `code` after the current dispatch (`sd_event_exit`).
    public func exit(code: Int32) throws(SystemdError) {
        try checkSystemd("sd_event_exit", sd_event_exit(handle, code))
    }

    /// Lets sd-event send `WATCHDOG=1` on its own at half of `WATCHDOG_USEC` (`sd_event_set_watchdog`).
    ///
    /// Returns false when the service manager asked for no watchdog, so the loop keeps making no
    /// system calls while idle. The pings come from the loop itself, so a blocked loop stops them
    /// and systemd restarts the daemon, which is the point.
    @discardableResult
    public func enableWatchdog() throws(SystemdError) -> Bool {
        try checkSystemd("sd_event_set_watchdog", sd_event_set_watchdog(handle, 1)) > 0
    }

    /// The loop's cached idea of "now" on `CLOCK_REALTIME` (the start of the current iteration), in
    /// microseconds since the epoch; cheap, and consistent within one dispatch.
    func now() throws(SystemdError) -> UInt64 {
        var usec: UInt64 = 0
        try checkSystemd("sd_event_now", sd_event_now(handle, CLOCK_REALTIME, &usec))
        return usec
    }

    static func microseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 { return 0 }
        return UInt64(seconds) * 1_000_000 + UInt64(attoseconds / 1_000_000_000_000)
    }
}

/// Conversions between `Date` and the microseconds-since-epoch libsystemd counts in.
enum RealtimeMicroseconds {
    /// Rounded up, so a timer armed for `date` never fires before it.
    static func from(_ date: Date) -> UInt64 {
        let usec = (date.timeIntervalSince1970 * 1_000_000).rounded(.up)
        return usec <= 0 ? 0 : UInt64(usec)
    }

    /// `CLOCK_REALTIME` now, read directly (not the loop's cached time).
    static func now() -> UInt64 {
        UInt64(SystemTime.wallMicroseconds())
    }
}
