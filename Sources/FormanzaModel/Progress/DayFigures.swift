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
        completeShare(
            complete: complete, completeDays: { $0.days.count(where: complete) }, range: range,
            firstRecorded: firstRecorded, today: today)
    }

    /// The same with the complete days of a span counted by `completeDays` (the day tallies
    /// count by place: over ten years, a date per day would cost more than the count).
    public static func completeShare(
        complete: (CivilDate) -> Bool, completeDays: (DayRange) -> Int, range: DayRange,
        firstRecorded: CivilDate?, today: CivilDate
    ) -> (days: Int, of: Int) {
        guard let firstRecorded else { return (0, 0) }
        let start = max(range.from, firstRecorded)
        var end = min(range.through, today)
        if end == today && !complete(today) { end = today.adding(days: -1) }
        let counted = DayRange(from: start, through: end)
        return (counted.count > 0 ? completeDays(counted) : 0, counted.count)
    }

    /// For each day of `range`, the mean of the values recorded in the 7 calendar days ending
    /// on it (days without a value are skipped; a day whose window has none gets no mean). At
    /// the start of the period the window reaches into the days before it, so `values` must
    /// hold those too; the mean never starts from a truncated window.
    public static func sevenDayMeans(_ values: some Sequence<DayValue>, over range: DayRange) -> [DayValue] {
        guard range.count > 0 else { return [] }
        let wider = DayRange(from: range.from.adding(days: -6), through: range.through)
        return NumberFigures(byDay: DaySeries(values, over: wider).values, over: range).mean7
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
