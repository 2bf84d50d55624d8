import FormanzaBase
import FormanzaModel

/// One habit of the habits card in `progress --json`: its share against the previous period,
/// `byWeekday` (Monday to Sunday: the days it was done of the days recorded on that weekday)
/// and `timeline` (every day of the period: `done` true, false when recorded but not done,
/// null when the form recorded nothing that day), keys in sorted order.
struct HabitJSON {
    let habit: HabitsCard.Habit

    /// Weekday numbers (0 = Sunday) from Monday, and their English names for scripts.
    static let mondayFirst = [1, 2, 3, 4, 5, 6, 0]
    static let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    private enum Keys {
        static let day = JSONKey("day")
        static let done = JSONKey("done")
    }

    func write(_ w: inout JSONText) throws {
        try w.object { w in
            try w.array(key: "byWeekday") { w in
                for weekday in Self.mondayFirst {
                    let tally = habit.weekdays[weekday]
                    try w.object { w in
                        w.key("done")
                        w.value(tally.done)
                        w.key("recorded")
                        w.value(tally.recorded)
                        w.key("weekday")
                        try w.value(Self.names[weekday])
                    }
                }
            }
            w.key("previousShare")
            try w.value(habit.previousShare.map(ProgressJSON.rounded))
            w.key("recorded")
            w.value(habit.recorded)
            w.key("screen")
            try w.value(habit.screen.id)
            w.key("share")
            try w.value(habit.share.map(ProgressJSON.rounded))
            w.array(key: "timeline") { w in
                for (offset, mark) in habit.strip.enumerated() {
                    w.object { w in
                        w.key(Keys.day)
                        w.value(day: habit.days.from.adding(days: offset))
                        w.key(Keys.done)
                        if let mark { w.value(mark) } else { w.null() }
                    }
                }
            }
            w.key("title")
            try w.value(habit.screen.title)
            w.key("yes")
            w.value(habit.yes)
        }
    }
}
