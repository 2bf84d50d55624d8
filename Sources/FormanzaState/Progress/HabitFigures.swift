/// The habits card: the form's yes/no screens. A recorded day is shaded by the share of
/// habits answered Yes (an unanswered yes/no on a recorded day counts as not done); a day the
/// form did not record stays empty. Each habit's share is its Yes days over the recorded days
/// of the period, compared with the previous period.
extension CardFigures {
    func habitsCard() -> HabitsCard {
        let habits = habitScreens
        // The previous period's days before those read are counted already; the rest are here.
        let previousRead = DayRange(from: max(previous.from, readFrom), through: previous.through)
        let table = HabitTable(
            visible: visible, habits: habits, from: min(gridStart, previousRead.from, range.from),
            through: max(today, gridStart.adding(days: 34)))
        func day(_ date: CivilDate) -> HabitsCard.Day {
            let future = date > today
            guard !future, table.recorded(date), !habits.isEmpty else {
                return HabitsCard.Day(day: date, share: nil, recorded: false, future: future)
            }
            return HabitsCard.Day(
                day: date, share: Double(table.done(date)) / Double(habits.count),
                recorded: true, future: false)
        }
        let grid = DayRange(from: gridStart, through: gridStart.adding(days: 34)).days.map(day)
        let gridPast = DayRange(from: gridStart, through: today)
        let calendar = range.days.map(day)
        // Yes counts per habit over the recorded days up to today of this period and the previous.
        func tally(_ span: DayRange) -> HabitTally {
            var counted = HabitTally.empty(habits: habits.count)
            for date in DayRange(from: span.from, through: min(span.through, today)).days where table.recorded(date) {
                counted.recorded += 1
                for index in habits.indices where table.yes(index, on: date) { counted.yes[index] += 1 }
            }
            return counted
        }
        let now = tally(range)
        let before = tally(previousRead) + earlierPrevious
        func ratio(_ yes: Int, _ recorded: Int) -> Double? {
            recorded == 0 ? nil : Double(yes) / Double(recorded)
        }
        let rows = habits.indices.map { index -> HabitsCard.Habit in
            let strip = range.days.map { date -> Bool? in table.recorded(date) ? table.yes(index, on: date) : nil }
            return HabitsCard.Habit(
                screen: habits[index], yes: now.yes[index], recorded: now.recorded,
                share: ratio(now.yes[index], now.recorded),
                previousShare: ratio(before.yes[index], before.recorded), strip: strip)
        }
        func overall(_ counts: HabitTally) -> Double? {
            ratio(counts.yes.reduce(0, +), counts.recorded * habits.count)
        }
        var weekdaySums = Array(repeating: (yes: 0.0, days: 0), count: 7)
        for entry in calendar {
            guard let share = entry.share else { continue }
            weekdaySums[entry.day.weekday].yes += share
            weekdaySums[entry.day.weekday].days += 1
        }
        return HabitsCard(
            grid: grid, completeDays: gridPast.days.filter(complete.contains).count,
            gridDays: gridPast.count, habits: rows, calendar: calendar,
            share: overall(now), previousShare: overall(before),
            byWeekday: weekdaySums.map { $0.days == 0 ? nil : $0.yes / Double($0.days) },
            weekStart: weekStart)
    }
}

/// Which days in a span were recorded and which habits each answered Yes, in arrays indexed
/// by day: the habits card asks this for every day of the period, the previous period and the
/// grid, and over ten years a dictionary lookup per day and habit was most of its cost.
struct HabitTable {
    let first: Int
    let habits: Int
    private var recordedDays: [Bool]
    private var yesDays: [Bool]

    init(visible: [CivilDate: [String: Answer]], habits: [Screen], from: CivilDate, through: CivilDate) {
        first = from.daysSinceEpoch
        self.habits = habits.count
        let count = max(0, through.daysSinceEpoch - first + 1)
        recordedDays = Array(repeating: false, count: count)
        yesDays = Array(repeating: false, count: count * habits.count)
        for (date, answers) in visible {
            let offset = date.daysSinceEpoch - first
            guard offset >= 0, offset < count else { continue }
            recordedDays[offset] = true
            for (index, screen) in habits.enumerated() where answers[screen.id]?.value == .yesNo(true) {
                yesDays[offset * habits.count + index] = true
            }
        }
    }

    private func offset(_ date: CivilDate) -> Int? {
        let offset = date.daysSinceEpoch - first
        return offset >= 0 && offset < recordedDays.count ? offset : nil
    }

    func recorded(_ date: CivilDate) -> Bool { offset(date).map { recordedDays[$0] } ?? false }

    func yes(_ habit: Int, on date: CivilDate) -> Bool {
        offset(date).map { yesDays[$0 * habits + habit] } ?? false
    }

    /// How many habits were answered Yes on `date`.
    func done(_ date: CivilDate) -> Int {
        guard let offset = offset(date) else { return 0 }
        return (0..<habits).reduce(0) { $0 + (yesDays[offset * habits + $1] ? 1 : 0) }
    }
}
