import FormanzaSystem
import FormanzaSystemd

/// What the reminder daemon uses of an event loop: one-shot timers on the wall clock, file
/// watches, wall-clock jumps and signals.
///
/// The daemon runs on sd-event (`EventLoop`); the tests drive the same daemon logic through a
/// loop whose time they move by hand (the idea of SwiftNIO's `EmbeddedEventLoop`), so settling a
/// store change, re-arming, catching up after a suspend and re-planning at a zone change are
/// checked without a bus and without waiting.
protocol EventSource: AnyObject {
    /// The wall clock as this loop sees it, in microseconds since 1970.
    func nowMicroseconds() -> Int64
    /// A disarmed one-shot timer; `fired` runs on the loop when an armed instant is reached.
    func makeTimer(_ fired: @escaping () -> Void) throws -> any OneShotTimer
    /// A set of watched paths; `changed` gets each batch of events.
    func watchFiles(_ changed: @escaping ([InotifyEvent]) -> Void) throws -> any FileWatch
    /// `changed` runs when the wall clock jumps (a suspend and resume, a manual change).
    func watchClockChanges(_ changed: @escaping () -> Void) throws -> AnyObject
    /// `received` gets each SIGTERM, SIGINT and SIGHUP.
    func watchSignals(_ received: @escaping (Int32) -> Void) throws -> AnyObject
}

/// A timer for one wall-clock instant at a time; dropping it removes it.
protocol OneShotTimer: AnyObject {
    /// Arms (or re-arms) for an instant in microseconds since 1970; one already past fires on the
    /// loop's next turn.
    func arm(atMicroseconds usec: UInt64) throws
    func disarm() throws
}

/// Paths watched for changes.
protocol FileWatch: AnyObject {
    /// Fails when the path does not exist (the caller may watch its parent instead).
    func add(_ path: String, mask: InotifyMask) throws
    /// No error when it was not watched.
    func remove(_ path: String)
}

extension EventLoop: EventSource {
    func nowMicroseconds() -> Int64 { SystemTime.wallMicroseconds() }

    func makeTimer(_ fired: @escaping () -> Void) throws -> any OneShotTimer {
        try EventTimer(loop: self) { _ in fired() }
    }

    func watchFiles(_ changed: @escaping ([InotifyEvent]) -> Void) throws -> any FileWatch {
        try InotifyWatcher(loop: self, handler: changed)
    }

    func watchClockChanges(_ changed: @escaping () -> Void) throws -> AnyObject {
        try ClockChangeWatcher(loop: self, handler: changed)
    }

    func watchSignals(_ received: @escaping (Int32) -> Void) throws -> AnyObject {
        try SignalWatch(loop: self, handler: received)
    }
}

extension EventTimer: OneShotTimer {}

extension InotifyWatcher: FileWatch {}
