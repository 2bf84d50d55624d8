import FormanzaBase

/// A number card's figures over a period, from its values laid out by day: the period's
/// values, the seven-day mean of each day and the best streak, in one walk over the days.
///
/// Over All with ten years of records this walk is most of the card, so it keeps everything
/// by place (`DaySeries`): no date per day, and each mean summed from the seven entries
/// before it in a flat array, with a running count of the values among them.
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
    public init(weekBefore: [Double?], daily: [Double?], over range: DayRange) {
        precondition(weekBefore.count == 6 && daily.count == range.count, "six days before, then each day")
        // A day without a value adds +0.0 to the window's sum, which leaves every sum as it was:
        // a sum started at +0.0 is never -0.0, the one number adding +0.0 would change.
        var filled: [Double] = []
        filled.reserveCapacity(6 + daily.count)
        for value in weekBefore { filled.append(value ?? 0) }
        for value in daily { filled.append(value ?? 0) }
        var means = [Double?](repeating: nil, count: range.count)
        // The summary as `DayFigures.summary` makes it, gathered on the way.
        var low = Double.nan
        var high = Double.nan
        var sum = 0.0
        var count = 0
        var run = 0
        var best = 0
        var inWindow = weekBefore.count { $0 != nil }
        for index in 0..<range.count {
            let last = index + 6
            if let value = daily[index] {
                (low, high) = count == 0 ? (value, value) : (Swift.min(low, value), Swift.max(high, value))
                sum += value
                count += 1
                inWindow += 1
                run += 1
                best = max(best, run)
            } else {
                run = 0
            }
            if inWindow > 0 { means[index] = Self.windowMean(filled, endingAt: last, count: inWindow) }
            // The oldest day leaves the window.
            if (index < 6 ? weekBefore[index] : daily[index - 6]) != nil { inWindow -= 1 }
        }
        self.daily = DaySeries(from: range.from, values: daily)
        self.means = DaySeries(from: range.from, values: means)
        bestStreak = best
        summary = count == 0 ? nil : (low, high, Self.mean(sum: sum, count: count, of: daily))
    }

    /// `sum / count`, or when the sum left Double, the values of `daily` each divided before
    /// adding (as `DayFigures.mean` does).
    private static func mean(sum: Double, count: Int, of daily: [Double?]) -> Double {
        let plain = sum / Double(count)
        if plain.isFinite { return plain }
        var scaled = 0.0
        for case let value? in daily { scaled += value / Double(count) }
        return scaled
    }

    /// The same from the values of the six days before `range` and then of each of its days.
    public init(byDay: [Double?], over range: DayRange) {
        precondition(byDay.count == range.count + 6, "the six days before the period, then each of its days")
        self.init(weekBefore: Array(byDay.prefix(6)), daily: Array(byDay.dropFirst(6)), over: range)
    }

    /// The days with a value, oldest first.
    public var points: [DayValue] { daily.points }
    /// The days with a seven-day mean, oldest first.
    public var mean7: [DayValue] { means.points }

    /// The mean of the `count` values among the seven entries of `filled` ending at `last`.
    /// Each window is summed afresh, oldest first: a running sum that met a huge value would
    /// stay infinite, or turn NaN once that value left the window.
    @inline(__always) static func windowMean(_ filled: [Double], endingAt last: Int, count: Int) -> Double {
        // Written out oldest first: the same additions as a loop, without its bookkeeping.
        let window = filled[(last - 6)...last]
        let first = window.startIndex
        var sum = 0.0 + window[first]
        sum += window[first + 1]
        sum += window[first + 2]
        sum += window[first + 3]
        sum += window[first + 4]
        sum += window[first + 5]
        sum += window[first + 6]
        let plain = sum / Double(count)
        if plain.isFinite { return plain }
        // Values near the largest Double: each divided before adding, as `DayFigures.mean` does.
        var scaled = 0.0
        for index in (last - 6)...last { scaled += filled[index] / Double(count) }
        return scaled
    }
}
