import FormanzaBase

/// When a form is usually checked in, from the times its check-ins were saved.
///
/// A day's check-in time is the last time that day's answers of the form were saved (local
/// time). Times are rounded to the nearest 15 minutes and the most common one wins; a tie goes
/// to the one seen most recently. With fewer than three check-ins there is no habit to read.

public enum CheckinInsight {
    /// The days looked at: the last 8 weeks, today included.
    public static let days = 56
    public static let minimumCheckins = 3
    /// Check-ins before this minute of the day count as morning ones when suggesting reminders.
    public static let eveningFrom = 14 * 60

    /// `times`: one entry per day, oldest first, minutes since that day's local midnight.
    public static func usualTime(_ times: [Int]) -> TimeOfDay? {
        guard times.count >= minimumCheckins else { return nil }
        var counts: [Int: (count: Int, last: Int)] = [:]
        for (index, minutes) in times.enumerated() {
            let rounded = ((minutes + 7) / 15 * 15) % (24 * 60)
            let known = counts[rounded] ?? (0, index)
            counts[rounded] = (known.count + 1, index)
        }
        let best = counts.max { a, b in
            a.value.count != b.value.count ? a.value.count < b.value.count : a.value.last < b.value.last
        }!
        return TimeOfDay(hour: best.key / 60, minute: best.key % 60)
    }

    /// A morning and an evening reminder time: the usual time of the check-ins before 14:00 and
    /// of those from 14:00 on, each nil when that part of the day has too few check-ins.
    public static func suggestion(_ times: [Int]) -> (morning: TimeOfDay?, evening: TimeOfDay?) {
        (usualTime(times.filter { $0 < eveningFrom }), usualTime(times.filter { $0 >= eveningFrom }))
    }

    /// Each recorded day's check-in instant (the last saved-at of its answers), oldest first: a
    /// day whose only answers no longer show under `form`'s screens is no check-in.
    public static func checkinInstants(_ days: [DayAnswers], of form: Form, in window: DayRange) -> [Int64] {
        days.filter { window.contains($0.day) && !DayStates.shown($0.answers, of: form).isEmpty }.compactMap {
            day in day.answers.values.map(\.savedAt).max()
        }
    }

    /// The same from day tallies, which keep each day's last saved-at.
    public static func checkinInstants(_ tallies: DayTallies, in window: DayRange) -> [Int64] {
        window.days.compactMap(tallies.lastSaved)
    }
}
