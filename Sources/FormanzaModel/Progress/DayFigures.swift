import FormanzaBase

/// The Today card's day-by-day rules, on questions about single days so each can be checked
/// with a handful of days. A number card's figures are `NumberFigures`.

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

    /// Complete days over the days of the period: counted from the form's first recorded day
    /// when that is later than the period's start, and with today counted only once it is
    /// complete (an unfinished today neither helps nor hurts). The complete days of a span are
    /// counted by `completeDays` (the day tallies count by place: over ten years, a date per
    /// day would cost more than the count).
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
}
