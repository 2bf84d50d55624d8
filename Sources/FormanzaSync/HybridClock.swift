/// A hybrid logical clock reading: wall milliseconds, a counter for changes within one
/// millisecond (or while the wall clock is behind a time already seen), and the device that
/// made the change. Readings are totally ordered, device id last, so every device picks the
/// same winner between two changes of one item without asking anyone.
public struct HybridClock: Comparable, Hashable, Sendable {
    public let milliseconds: Int64
    public let counter: Int64
    public let device: String

    /// Clock readings past this are refused in a folder: far beyond any real date, and far
    /// enough below `Int64.max` that the next reading never overflows.
    public static let latestMilliseconds: Int64 = 1 << 50
    public static let largestCounter: Int64 = 1 << 40

    public init(milliseconds: Int64, counter: Int64, device: String) {
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    public static func < (a: HybridClock, b: HybridClock) -> Bool {
        (a.milliseconds, a.counter, a.device) < (b.milliseconds, b.counter, b.device)
    }

    /// The reading for a change made now on `device`, after `last` (the latest reading this
    /// device made or merged): later than every change it has seen, even when the wall clock
    /// went back.
    public static func next(after last: HybridClock?, wall: Int64, device: String) -> HybridClock {
        let wall = min(max(wall, 0), latestMilliseconds)
        guard let last, last.milliseconds >= wall else {
            return HybridClock(milliseconds: wall, counter: 0, device: device)
        }
        if last.counter >= largestCounter {
            return HybridClock(milliseconds: min(last.milliseconds + 1, latestMilliseconds), counter: 0, device: device)
        }
        return HybridClock(milliseconds: last.milliseconds, counter: last.counter + 1, device: device)
    }

    /// Whether a reading from a folder is in range (the device id is checked by the reader).
    public var isInRange: Bool {
        (0...HybridClock.latestMilliseconds).contains(milliseconds)
            && (0...HybridClock.largestCounter).contains(counter)
    }
}
