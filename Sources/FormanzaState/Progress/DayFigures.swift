/// The day-by-day rules Progress counts with, on plain sets and maps of days so each can be
/// checked with a handful of days.
public enum DayFigures {
    /// The streak of the Today card: consecutive complete days ending today, or yesterday while
    /// today is not complete yet (the day is not over, so the streak is not broken).
    public static func currentStreak(complete: Set<CivilDate>, today: CivilDate) -> Int {
        var cursor = complete.contains(today) ? today : today.adding(days: -1)
        var streak = 0
        while complete.contains(cursor) {
            streak += 1
            cursor = cursor.adding(days: -1)
        }
        return streak
    }

    /// The longest run of consecutive days of `days` that lie inside `range`.
    public static func bestStreak(_ days: Set<CivilDate>, in range: DayRange) -> Int {
        var best = 0
        var run = 0
        for day in range.days {
            run = days.contains(day) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// Complete days over the days of the period: counted from the form's first recorded day
    /// when that is later than the period's start, and with today counted only once it is
    /// complete (an unfinished today neither helps nor hurts).
    public static func completeShare(
        complete: Set<CivilDate>, range: DayRange, firstRecorded: CivilDate?,
        today: CivilDate
    ) -> (days: Int, of: Int) {
        guard let firstRecorded else { return (0, 0) }
        let start = max(range.from, firstRecorded)
        var end = min(range.through, today)
        if end == today && !complete.contains(today) { end = today.adding(days: -1) }
        let counted = DayRange(from: start, through: end)
        return (counted.days.filter(complete.contains).count, counted.count)
    }

    /// For each day of `range`, the mean of the values recorded in the 7 calendar days ending
    /// on it (days without a value are skipped; a day whose window has none gets no mean). At
    /// the start of the period the window reaches into the days before it, so `values` must
    /// hold those too; the mean never starts from a truncated window.
    public static func sevenDayMeans(_ values: [CivilDate: Double], over range: DayRange) -> [DayValue] {
        guard range.count > 0 else { return [] }
        var sum = 0.0
        var count = 0
        // The window ending the day before the range starts, then slid one day at a time.
        for offset in 1...6 {
            if let v = values[range.from.adding(days: -offset)] {
                sum += v
                count += 1
            }
        }
        var means: [DayValue] = []
        for day in range.days {
            if let v = values[day] {
                sum += v
                count += 1
            }
            if count > 0 { means.append(DayValue(day: day, value: sum / Double(count))) }
            if let leaving = values[day.adding(days: -6)] {
                sum -= leaving
                count -= 1
            }
        }
        return means
    }

    /// Minimum, maximum and mean of `values`; nil when empty.
    public static func summary(_ values: [Double]) -> (min: Double, max: Double, mean: Double)? {
        guard let first = values.first else { return nil }
        var low = first
        var high = first
        var sum = 0.0
        for v in values {
            low = Swift.min(low, v)
            high = Swift.max(high, v)
            sum += v
        }
        return (low, high, sum / Double(values.count))
    }
}
