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
        let now = yesCounts(over: range, habits: habits.count)
        let before = yesCounts(over: previous, habits: habits.count)
        func ratio(_ yes: Int, _ recorded: Int) -> Double? {
            recorded == 0 ? nil : Double(yes) / Double(recorded)
        }
        let rows = habits.indices.map { index -> HabitsCard.Habit in
            let weekdays = tallies.weekdayCounts(of: index, over: range)
            return HabitsCard.Habit(
                screen: habits[index], yes: now.yes[index], recorded: now.recorded,
                share: ratio(now.yes[index], now.recorded),
                previousShare: ratio(before.yes[index], before.recorded), days: range,
                weekdays: (0..<7).map {
                    HabitsCard.WeekdayTally(weekday: $0, done: weekdays.done[$0], recorded: weekdays.recorded[$0])
                }, index: index, tallies: tallies)
        }
        func overall(_ counts: (recorded: Int, yes: [Int])) -> Double? {
            ratio(counts.yes.reduce(0, +), counts.recorded * habits.count)
        }
        return HabitsCard(
            grid: grid, completeDays: gridPast.days.filter(tallies.complete).count,
            gridDays: gridPast.count, habits: rows, share: overall(now), previousShare: overall(before),
            byWeekday: byWeekday(habits: habits.count), weekStart: weekStart, days: range, today: today,
            habitCount: habits.count, tallies: tallies)
    }

    /// The mean share of habits done on the recorded days of the period up to today, by
    /// weekday (nil for a weekday never recorded), the shares added in day order.
    private func byWeekday(habits: Int) -> [Double?] {
        var sums = Array(repeating: (yes: 0.0, days: 0), count: 7)
        let through = min(range.through, today)
        guard habits > 0, range.from <= through else { return sums.map { _ in nil } }
        let first = tallies.place(of: range.from)
        var weekday = range.from.weekday
        for place in first...tallies.place(of: through) {
            if tallies.recorded(at: place) {
                sums[weekday].yes += Double(tallies.done(at: place)) / Double(habits)
                sums[weekday].days += 1
            }
            weekday = weekday == 6 ? 0 : weekday + 1
        }
        return sums.map { $0.days == 0 ? nil : $0.yes / Double($0.days) }
    }

    /// The recorded days of `span` up to today and the Yes answers per habit on them.
    private func yesCounts(over span: DayRange, habits: Int) -> (recorded: Int, yes: [Int]) {
        guard span.from <= today else { return (0, Array(repeating: 0, count: habits)) }
        return tallies.yesCounts(over: DayRange(from: span.from, through: min(span.through, today)), habits: habits)
    }
}
