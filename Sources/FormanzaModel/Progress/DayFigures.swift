import FormanzaBase

/// The day-by-day rules Progress counts with, on plain sets and maps of days so each can be
/// checked with a handful of days.

public enum DayFigures {
    /// The streak of the Today card: consecutive complete days ending today, or yesterday while
    /// today is not complete yet (the day is not over, so the streak is not broken).
    public static func currentStreak(complete: (CivilDate) -> Bool, today: CivilDate) -> Int {
        var cursor = complete(today) ? today : today.adding(days: -1)
        var streak = 0
        while complete(cursor) {
            streak += 1
            cursor = cursor.adding(days: -1)
        }
        return streak
    }

    /// The longest run of consecutive days of `days` that lie inside `range`.
    public static func bestStreak(_ days: some Sequence<CivilDate>, in range: DayRange) -> Int {
        // Marked by place in the range: no set of dates over a period of years.
        let first = range.from.daysSinceEpoch
        var marked = [Bool](repeating: false, count: range.count)
        for day in days {
            let place = day.daysSinceEpoch - first
            if place >= 0, place < marked.count { marked[place] = true }
        }
        var best = 0
        var run = 0
        for isMarked in marked {
            run = isMarked ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// Complete days over the days of the period: counted from the form's first recorded day
    /// when that is later than the period's start, and with today counted only once it is
    /// complete (an unfinished today neither helps nor hurts).
    public static func completeShare(
        complete: (CivilDate) -> Bool, range: DayRange, firstRecorded: CivilDate?,
        today: CivilDate
    ) -> (days: Int, of: Int) {
        guard let firstRecorded else { return (0, 0) }
        let start = max(range.from, firstRecorded)
        var end = min(range.through, today)
        if end == today && !complete(today) { end = today.adding(days: -1) }
        let counted = DayRange(from: start, through: end)
        return (counted.days.count(where: complete), counted.count)
    }

    /// For each day of `range`, the mean of the values recorded in the 7 calendar days ending
    /// on it (days without a value are skipped; a day whose window has none gets no mean). At
    /// the start of the period the window reaches into the days before it, so `values` must
    /// hold those too; the mean never starts from a truncated window.
    public static func sevenDayMeans(_ values: some Sequence<DayValue>, over range: DayRange) -> [DayValue] {
        guard range.count > 0 else { return [] }
        // Each window is summed afresh (7 values at most): a running sum that met a huge
        // value would stay infinite, or turn NaN once that value left the window.
        // The values laid out by day from six days before the range (one lookup each, not
        // seven dictionary lookups a day: over ten years those were most of the card's time).
        let first = range.from.daysSinceEpoch - 6
        var byDay = [Double?](repeating: nil, count: range.count + 6)
        for point in values {
            let index = point.day.daysSinceEpoch - first
            if index >= 0, index < byDay.count { byDay[index] = point.value }
        }
        var means: [DayValue] = []
        means.reserveCapacity(range.count)
        var window: [Double] = []
        for index in 0..<range.count {
            window.removeAll(keepingCapacity: true)
            // Oldest first, as before: the same sums to the last bit.
            for v in byDay[index...(index + 6)] { if let v { window.append(v) } }
            if !window.isEmpty {
                means.append(DayValue(day: CivilDate(daysSinceEpoch: first + 6 + index), value: mean(window)))
            }
        }
        return means
    }

    /// Minimum, maximum and mean of `values`; nil when empty.
    public static func summary(_ values: [Double]) -> (min: Double, max: Double, mean: Double)? {
        guard let first = values.first else { return nil }
        var low = first
        var high = first
        for v in values {
            low = Swift.min(low, v)
            high = Swift.max(high, v)
        }
        return (low, high, mean(values))
    }

    /// The mean of finite values, itself finite: when their sum leaves Double (values near
    /// 1e308, possible only in a hand-edited store) each value is divided before adding.
    static func mean(_ values: [Double]) -> Double {
        var sum = 0.0
        for v in values { sum += v }
        let plain = sum / Double(values.count)
        if plain.isFinite { return plain }
        var scaled = 0.0
        for v in values { scaled += v / Double(values.count) }
        return scaled
    }
}
