import FormanzaBase

/// A number card's figures over a period, from its values laid out by day: its points, the
/// seven-day mean of each day, and its best streak, in one walk over the days.
///
/// Over All with ten years of records this walk is most of the card: each day's date is
/// stepped from the day before (not counted from the epoch), and each mean is summed from the
/// seven entries before it in a flat array, with a running count of the values among them.
public struct NumberFigures {
    /// The values recorded on days of the period, oldest first.
    public let points: [DayValue]
    /// Each day of the period whose seven-day window holds a value, with the mean of the window.
    public let mean7: [DayValue]
    /// The longest run of consecutive days of the period with a value.
    public let bestStreak: Int

    /// `byDay` holds the values of the six days before `range` and then of each of its days
    /// (nil: none); the six come first so the first days' windows are whole.
    public init(byDay: [Double?], over range: DayRange) {
        precondition(byDay.count == range.count + 6, "the six days before the period, then each of its days")
        // A day without a value adds +0.0 to the window's sum, which leaves every sum as it was:
        // a sum started at +0.0 is never -0.0, the one number adding +0.0 would change.
        let filled = byDay.map { $0 ?? 0 }
        var points: [DayValue] = []
        points.reserveCapacity(range.count)
        var means: [DayValue] = []
        means.reserveCapacity(range.count)
        var run = 0
        var best = 0
        var inWindow = byDay[0..<6].count { $0 != nil }
        var day = range.from
        for index in 0..<range.count {
            let last = index + 6
            if let value = byDay[last] {
                points.append(DayValue(day: day, value: value))
                inWindow += 1
                run += 1
                best = max(best, run)
            } else {
                run = 0
            }
            if inWindow > 0 {
                means.append(DayValue(day: day, value: Self.windowMean(filled, endingAt: last, count: inWindow)))
            }
            if byDay[index] != nil { inWindow -= 1 }
            day = day.nextDay
        }
        self.points = points
        mean7 = means
        bestStreak = best
    }

    /// The mean of the `count` values among the seven entries of `filled` ending at `last`.
    /// Each window is summed afresh, oldest first: a running sum that met a huge value would
    /// stay infinite, or turn NaN once that value left the window.
    static func windowMean(_ filled: [Double], endingAt last: Int, count: Int) -> Double {
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
