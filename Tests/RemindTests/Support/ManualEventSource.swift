import FormanzaBase
import FormanzaSchedule
import FormanzaSystem
import FormanzaSystemd

@testable import FormanzaRemind
@testable import FormanzaReminders

/// An event loop whose time the test moves by hand (SwiftNIO's `EmbeddedEventLoop` idea): timers
/// fire only when `advance` passes their instant, at that instant; file events, clock jumps and
/// signals arrive when the test says. It is also the wall clock the daemon reads, so the engine
/// and the timers agree on the time.
final class ManualEventSource: EventSource, WallClock {
    /// Microseconds since 1970.
    private(set) var microseconds: Int64
    var zoneName: String
    private var timers: [WeakTimer] = []
    private var fileHandlers: [([InotifyEvent]) -> Void] = []
    private var clockHandlers: [() -> Void] = []
    private var signalHandlers: [(Int32) -> Void] = []
    /// Every watch of every `watchFiles`, with its mask.
    private(set) var watched: [String: InotifyMask] = [:]

    init(seconds: Int64, zone: String) {
        microseconds = seconds * 1_000_000
        zoneName = zone
    }

    // MARK: WallClock

    func now() -> Int64 { microseconds >= 0 ? microseconds / 1_000_000 : (microseconds - 999_999) / 1_000_000 }

    func zone() throws(ZoneError) -> ZoneRules { try ZoneLoader().load(identifier: zoneName) }

    // MARK: EventSource

    func nowMicroseconds() -> Int64 { microseconds }

    func makeTimer(_ fired: @escaping () -> Void) throws -> any OneShotTimer {
        let timer = ManualTimer(fired: fired)
        timers.append(WeakTimer(timer: timer))
        return timer
    }

    func watchFiles(_ changed: @escaping ([InotifyEvent]) -> Void) throws -> any FileWatch {
        fileHandlers.append(changed)
        return ManualFileWatch(source: self)
    }

    func watchClockChanges(_ changed: @escaping () -> Void) throws -> AnyObject {
        clockHandlers.append(changed)
        return ManualTimer(fired: {})
    }

    func watchSignals(_ received: @escaping (Int32) -> Void) throws -> AnyObject {
        signalHandlers.append(received)
        return ManualTimer(fired: {})
    }

    // MARK: What the test does

    /// The armed instants, earliest first, in microseconds.
    var armedInstants: [Int64] {
        timers.compactMap { $0.timer?.armedFor }.map { Int64($0) }.sorted()
    }

    /// Lets time run to `target` (microseconds), firing each timer whose instant comes on the way,
    /// in order, with the clock at that instant. Returns how many fired.
    @discardableResult
    func advance(toMicroseconds target: Int64) -> Int {
        var fired = 0
        while let timer = nextDue(before: target) {
            fired += 1
            precondition(fired < 10_000, "the timers keep firing: a busy loop")
            microseconds = max(microseconds, Int64(timer.armedFor!))
            timer.armedFor = nil
            timer.fired()
        }
        microseconds = max(microseconds, target)
        return fired
    }

    @discardableResult
    func advance(toSecond second: Int64) -> Int { advance(toMicroseconds: second * 1_000_000) }

    @discardableResult
    func advance(byMilliseconds milliseconds: Int64) -> Int {
        advance(toMicroseconds: microseconds + milliseconds * 1000)
    }

    /// The wall clock jumps to `second` (a suspend and resume, a manual change): the clock-change
    /// watches hear of it, then the timers whose instant was passed fire, as after a resume.
    func jump(toSecond second: Int64) {
        microseconds = second * 1_000_000
        clockHandlers.forEach { $0() }
        advance(toMicroseconds: microseconds)
    }

    /// Hands a batch of file events to the watches.
    func files(_ events: [InotifyEvent]) {
        fileHandlers.forEach { $0(events) }
    }

    /// A signal arrives.
    func signal(_ number: Int32) {
        signalHandlers.forEach { $0(number) }
    }

    private func nextDue(before target: Int64) -> ManualTimer? {
        timers.compactMap(\.timer).filter { $0.armedFor.map { Int64($0) <= target } ?? false }
            .min { $0.armedFor! < $1.armedFor! }
    }

    fileprivate func watch(_ path: String, mask: InotifyMask) { watched[path] = mask }
    fileprivate func unwatch(_ path: String) { watched[path] = nil }
}

final class ManualTimer: OneShotTimer {
    let fired: () -> Void
    fileprivate(set) var armedFor: UInt64?

    init(fired: @escaping () -> Void) { self.fired = fired }

    func arm(atMicroseconds usec: UInt64) throws { armedFor = usec }

    func disarm() throws { armedFor = nil }
}

private struct WeakTimer {
    weak var timer: ManualTimer?
}

private final class ManualFileWatch: FileWatch {
    weak var source: ManualEventSource?

    init(source: ManualEventSource) { self.source = source }

    func add(_ path: String, mask: InotifyMask) throws { source?.watch(path, mask: mask) }

    func remove(_ path: String) { source?.unwatch(path) }
}
