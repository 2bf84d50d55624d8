import FormanzaBase

/// A number card's figures over a period, from its values laid out by day: the period's
/// values, the seven-day mean of each day and the best streak, in one walk over the days.
///
/// Over All with ten years of records this walk is most of the card, so it keeps everything
/// by place (`DaySeries`): no date per day, and each mean summed from the last seven days
/// carried along in variables (`SevenDays`).
public struct NumberFigures {
    /// The values of the days of the period.
    public let daily: DaySeries
    /// Each day's seven-day mean (nil: no value in its window).
    public let means: DaySeries
    /// The longest run of consecutive days of the period with a value.
    public let bestStreak: Int
    /// Minimum, maximum and mean of the period's values; nil when it has none.
    public let summary: (min: Double, max: Double, mean: Double)?

    /// `weekBefore` holds the values of the six days before `range` (so the first days'
    /// windows are whole), `daily` those of each of its days (nil: none).
    /// Lists of other lengths are fitted (the six days nearest the period, the period's first
    /// days), so no caller's arithmetic on a range can stop the program.
    public init(weekBefore: [Double?], daily: [Double?], over range: DayRange) {
        let weekBefore = Self.fitted(weekBefore, to: 6, keepingEnd: true)
        let daily = Self.fitted(daily, to: range.count, keepingEnd: false)
        var means = [Double?](repeating: nil, count: range.count)
        // Minimum (the first of equal ones), maximum (the last) and mean, gathered on the way.
        var low = Double.nan
        var high = Double.nan
        var sum = 0.0
        var count = 0
        var run = 0
        var best = 0
        var window = SevenDays()
        for value in weekBefore { window.push(value) }
        for index in 0..<range.count {
            let value = daily[index]
            window.push(value)
            if let value {
                (low, high) = count == 0 ? (value, value) : (Swift.min(low, value), Swift.max(high, value))
                sum += value
                count += 1
                run += 1
                best = max(best, run)
            } else {
                run = 0
            }
            means[index] = window.mean
        }
        self.daily = DaySeries(from: range.from, values: daily)
        self.means = DaySeries(from: range.from, values: means)
        bestStreak = best
        summary = count == 0 ? nil : (low, high, Self.mean(sum: sum, count: count, of: daily))
    }

    /// The days figures over `range` read: the six before it (its first windows), then its own.
    public static func daysRead(for range: DayRange) -> DayRange {
        DayRange(from: range.from.adding(days: -6), through: range.through)
    }

    /// The same from values of days in any order (those outside `daysRead(for:)` left out).
    public init(_ points: some Sequence<DayValue>, over range: DayRange) {
        self.init(byDay: DaySeries(points, over: Self.daysRead(for: range)).values, over: range)
    }

    /// The same from the values of the six days before `range` and then of each of its days.
    public init(byDay: [Double?], over range: DayRange) {
        self.init(weekBefore: Array(byDay.prefix(6)), daily: Array(byDay.dropFirst(6)), over: range)
    }

    /// `values` made `count` long: cut, or filled with days without a value, at the start when
    /// `keepingEnd` (the days nearest what follows are kept), else at the end.
    private static func fitted(_ values: [Double?], to count: Int, keepingEnd: Bool) -> [Double?] {
        guard values.count != count else { return values }
        let kept = keepingEnd ? Array(values.suffix(count)) : Array(values.prefix(count))
        let padding = [Double?](repeating: nil, count: count - kept.count)
        return keepingEnd ? padding + kept : kept + padding
    }

    /// The days with a value, oldest first.
    public var points: [DayValue] { daily.points }
    /// The days with a seven-day mean, oldest first.
    public var mean7: [DayValue] { means.points }

    /// `sum / count`, or when the sum left Double (values near 1e308, possible only in a
    /// hand-edited store), the values of `daily` each divided before adding.
    private static func mean(sum: Double, count: Int, of daily: [Double?]) -> Double {
        let plain = sum / Double(count)
        if plain.isFinite { return plain }
        var scaled = 0.0
        for case let value? in daily { scaled += value / Double(count) }
        return scaled
    }
}

/// The last seven days' values, oldest first, in seven variables shifted along as each day
/// comes (no list to index and check), and which of them hold a value, as seven bits.
struct SevenDays {
    /// A day without a value holds +0.0, which adds nothing to a sum: a sum started at +0.0 is
    /// never -0.0, the one number adding +0.0 would change.
    private var days = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    private var present: UInt8 = 0

    /// The next day's value; the oldest day leaves.
    @inline(__always) mutating func push(_ value: Double?) {
        days = (days.1, days.2, days.3, days.4, days.5, days.6, value ?? 0)
        present = (present << 1 | (value == nil ? 0 : 1)) & 0x7F
    }

    /// The mean of the values among the seven days, nil when none holds one. Summed afresh,
    /// oldest first: a running sum that met a huge value would stay infinite, or turn NaN once
    /// that value left the window.
    var mean: Double? {
        guard present != 0 else { return nil }
        let count = Double(present.nonzeroBitCount)
        let sum = 0.0 + days.0 + days.1 + days.2 + days.3 + days.4 + days.5 + days.6
        let plain = sum / count
        if plain.isFinite { return plain }
        // Values near the largest Double: each divided before adding, so the mean stays finite.
        return 0.0 + days.0 / count + days.1 / count + days.2 / count + days.3 / count + days.4 / count
            + days.5 / count + days.6 / count
    }
}
