import FormanzaBase

/// The habits card: the form's yes/no screens. A recorded day is shaded by the share of
/// habits answered Yes (an unanswered yes/no on a recorded day counts as not done); a day the
/// form did not record stays empty. Each habit's share is its Yes days over the recorded days
/// of the period, compared with the previous period. Everything is read from the day tallies,
/// by place: over ten years a date per day would cost more than the counting, and the per-day
/// parts (the calendar, each habit's strip) are left to the card to make when a view asks.

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
        let now = tallies.habitCounts(over: range, through: today, habitCount: habits.count)
        let before = yesCounts(over: previous, habits: habits.count)
        func ratio(_ yes: Int, _ recorded: Int) -> Double? {
            recorded == 0 ? nil : Double(yes) / Double(recorded)
        }
        let rows = habits.indices.map { index -> HabitsCard.Habit in
            HabitsCard.Habit(
                screen: habits[index], yes: now.yes(index), recorded: now.recorded,
                share: ratio(now.yes(index), now.recorded),
                previousShare: ratio(before.yes[index], before.recorded), days: range,
                weekdays: (0..<7).map {
                    HabitsCard.WeekdayTally(
                        weekday: $0, done: now.yes(index, on: $0), recorded: now.recordedByWeekday[$0])
                }, index: index, tallies: tallies)
        }
        let yesNow = habits.indices.reduce(0) { $0 + now.yes($1) }
        return HabitsCard(
            grid: grid, completeDays: gridPast.days.filter(tallies.complete).count,
            gridDays: gridPast.count, habits: rows, share: ratio(yesNow, now.recorded * habits.count),
            previousShare: ratio(before.yes.reduce(0, +), before.recorded * habits.count),
            byWeekday: byWeekday(now, habits: habits.count), weekStart: weekStart, days: range, today: today,
            habitCount: habits.count, tallies: tallies)
    }

    /// The mean share of habits done on the recorded days of the period up to today, by
    /// weekday (nil for a weekday never recorded, and for every weekday of a form without
    /// habits), from the shares `counts` added in day order.
    private func byWeekday(_ counts: HabitCounts, habits: Int) -> [Double?] {
        (0..<7).map { weekday in
            habits == 0 || counts.shareDays[weekday] == 0
                ? nil : counts.shareSums[weekday] / Double(counts.shareDays[weekday])
        }
    }

    /// The recorded days of `span` up to today and the Yes answers per habit on them.
    private func yesCounts(over span: DayRange, habits: Int) -> (recorded: Int, yes: [Int]) {
        guard span.from <= today else { return (0, Array(repeating: 0, count: habits)) }
        return tallies.yesCounts(over: DayRange(from: span.from, through: min(span.through, today)), habits: habits)
    }
}
