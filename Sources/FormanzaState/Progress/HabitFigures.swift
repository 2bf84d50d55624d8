/// The habits card: the form's yes/no screens. A recorded day is shaded by the share of
/// habits answered Yes (an unanswered yes/no on a recorded day counts as not done); a day the
/// form did not record stays empty. Each habit's share is its Yes days over the recorded days
/// of the period, compared with the previous period.
extension CardFigures {
    func habitsCard() -> HabitsCard {
        let habits = habitScreens
        func day(_ date: CivilDate) -> HabitsCard.Day {
            let future = date > today
            guard !future, visible[date] != nil, !habits.isEmpty else {
                return HabitsCard.Day(day: date, share: nil, recorded: false, future: future)
            }
            return HabitsCard.Day(day: date, share: Double(habitsDone(on: date)) / Double(habits.count),
                                  recorded: true, future: false)
        }
        let grid = DayRange(from: gridStart, through: gridStart.adding(days: 34)).days.map(day)
        let gridPast = DayRange(from: gridStart, through: today)
        let calendar = range.days.map(day)
        // One pass over the recorded days: Yes counts per habit in this period and the previous.
        var counts: [DayRange: (recorded: Int, yes: [String: Int])] = [range: (0, [:]), previous: (0, [:])]
        for (date, answers) in visible where date <= today {
            for span in [range, previous] where span.contains(date) {
                counts[span]!.recorded += 1
                for screen in habits where answers[screen.id]?.value == .yesNo(true) { counts[span]!.yes[screen.id, default: 0] += 1 }
            }
        }
        func share(_ screen: Screen, in span: DayRange) -> (yes: Int, recorded: Int) {
            (counts[span]?.yes[screen.id] ?? 0, counts[span]?.recorded ?? 0)
        }
        func ratio(_ pair: (yes: Int, recorded: Int)) -> Double? {
            pair.recorded == 0 ? nil : Double(pair.yes) / Double(pair.recorded)
        }
        let rows = habits.map { screen -> HabitsCard.Habit in
            let now = share(screen, in: range)
            let strip = range.days.map { date -> Bool? in
                visible[date] == nil ? nil : visible[date]?[screen.id]?.value == .yesNo(true)
            }
            return HabitsCard.Habit(screen: screen, yes: now.yes, recorded: now.recorded, share: ratio(now),
                                    previousShare: ratio(share(screen, in: previous)), strip: strip)
        }
        func overall(_ span: DayRange) -> Double? {
            let pairs = habits.map { share($0, in: span) }
            return ratio((pairs.reduce(0) { $0 + $1.yes }, pairs.reduce(0) { $0 + $1.recorded }))
        }
        var weekdaySums = Array(repeating: (yes: 0.0, days: 0), count: 7)
        for entry in calendar {
            guard let share = entry.share else { continue }
            weekdaySums[entry.day.weekday].yes += share
            weekdaySums[entry.day.weekday].days += 1
        }
        return HabitsCard(grid: grid, completeDays: gridPast.days.filter(complete.contains).count,
                          gridDays: gridPast.count, habits: rows, calendar: calendar,
                          share: overall(range), previousShare: overall(previous),
                          byWeekday: weekdaySums.map { $0.days == 0 ? nil : $0.yes / Double($0.days) },
                          weekStart: weekStart)
    }
}
