import FormanzaBase

/// The habits card: the form's yes/no screens. A recorded day is shaded by the share of
/// habits answered Yes (an unanswered yes/no on a recorded day counts as not done); a day the
/// form did not record stays empty. Each habit's share is its Yes days over the recorded days
/// of the period, compared with the previous period. Everything is read from the day tallies.

extension CardFigures {
    func habitsCard() -> HabitsCard {
        let habits = habitScreens
        func day(_ date: CivilDate) -> HabitsCard.Day {
            let future = date > today
            guard !future, tallies.recorded(date), !habits.isEmpty else {
                return HabitsCard.Day(day: date, share: nil, recorded: false, future: future)
            }
            return HabitsCard.Day(
                day: date, share: Double(tallies.done(on: date)) / Double(habits.count),
                recorded: true, future: false)
        }
        let grid = DayRange(from: gridStart, through: gridStart.adding(days: 34)).days.map(day)
        let gridPast = DayRange(from: gridStart, through: today)
        let calendar = range.days.map(day)
        let now = yesCounts(over: range, habits: habits.count)
        let before = yesCounts(over: previous, habits: habits.count)
        func ratio(_ yes: Int, _ recorded: Int) -> Double? {
            recorded == 0 ? nil : Double(yes) / Double(recorded)
        }
        let rows = habits.indices.map { index -> HabitsCard.Habit in
            let strip = range.days.map { date -> Bool? in
                tallies.recorded(date) ? tallies.yes(index, on: date) : nil
            }
            return HabitsCard.Habit(
                screen: habits[index], yes: now.yes[index], recorded: now.recorded,
                share: ratio(now.yes[index], now.recorded),
                previousShare: ratio(before.yes[index], before.recorded), strip: strip, days: range,
                weekdays: Self.weekdays(strip, from: range.from))
        }
        func overall(_ counts: (recorded: Int, yes: [Int])) -> Double? {
            ratio(counts.yes.reduce(0, +), counts.recorded * habits.count)
        }
        var weekdaySums = Array(repeating: (yes: 0.0, days: 0), count: 7)
        for entry in calendar {
            guard let share = entry.share else { continue }
            weekdaySums[entry.day.weekday].yes += share
            weekdaySums[entry.day.weekday].days += 1
        }
        return HabitsCard(
            grid: grid, completeDays: gridPast.days.filter(tallies.complete).count,
            gridDays: gridPast.count, habits: rows, calendar: calendar,
            share: overall(now), previousShare: overall(before),
            byWeekday: weekdaySums.map { $0.days == 0 ? nil : $0.yes / Double($0.days) },
            weekStart: weekStart)
    }

    /// A habit's strip counted by weekday: Yes days and recorded days, Sunday first.
    static func weekdays(_ strip: [Bool?], from first: CivilDate) -> [HabitsCard.WeekdayTally] {
        var done = Array(repeating: 0, count: 7)
        var recorded = Array(repeating: 0, count: 7)
        let firstWeekday = first.weekday
        for (offset, mark) in strip.enumerated() {
            guard let mark else { continue }
            let weekday = (firstWeekday + offset % 7) % 7
            recorded[weekday] += 1
            if mark { done[weekday] += 1 }
        }
        return (0..<7).map { HabitsCard.WeekdayTally(weekday: $0, done: done[$0], recorded: recorded[$0]) }
    }

    /// The recorded days of `span` up to today and the Yes answers per habit on them.
    private func yesCounts(over span: DayRange, habits: Int) -> (recorded: Int, yes: [Int]) {
        var counts = (recorded: 0, yes: Array(repeating: 0, count: habits))
        guard span.from <= today else { return counts }
        for date in DayRange(from: span.from, through: min(span.through, today)).days where tallies.recorded(date) {
            counts.recorded += 1
            for habit in 0..<habits where tallies.yes(habit, on: date) { counts.yes[habit] += 1 }
        }
        return counts
    }
}
