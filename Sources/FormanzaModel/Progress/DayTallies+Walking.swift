import FormanzaBase

/// Reading the tallies by place rather than by date: figures that walk every day of a long
/// period (the habits card over ten years) count with integers, because making a `CivilDate`
/// for each day and finding its place again would cost more than the figure itself. A place
/// outside the span reads as a day the form did not record, as a date outside it does.

extension DayTallies {
    /// The place of `date` in the span (day `span.from` is place 0), also when it lies outside.
    func place(of date: CivilDate) -> Int { date.daysSinceEpoch - firstDay }

    /// The places of the days of `range` that lie in the span (empty when none do).
    func places(of range: DayRange) -> Range<Int> {
        guard range.count > 0 else { return 0..<0 }
        let lower = max(0, place(of: range.from))
        let upper = min(fittingByDay.count, place(of: range.through) + 1)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Whether the form recorded the day at `place`.
    func recorded(at place: Int) -> Bool {
        place >= 0 && place < fittingByDay.count && fittingByDay[place] > 0
    }

    /// Whether yes/no screen `habit` was answered Yes on the day at `place`.
    func yes(_ habit: Int, at place: Int) -> Bool {
        guard habit >= 0, habit < habits, place >= 0, place < fittingByDay.count else { return false }
        return yesByDay[place * habits + habit]
    }

    /// How many habits were answered Yes on the day at `place`.
    func done(at place: Int) -> Int {
        guard place >= 0, place < fittingByDay.count else { return 0 }
        var done = 0
        for index in place * habits..<(place + 1) * habits where yesByDay[index] { done += 1 }
        return done
    }

    /// The recorded days of `span` and the Yes answers of each of the first `habitCount`
    /// habits on them, walking places once.
    func yesCounts(over span: DayRange, habits habitCount: Int) -> (recorded: Int, yes: [Int]) {
        var counts = (recorded: 0, yes: Array(repeating: 0, count: habitCount))
        for place in places(of: span) where fittingByDay[place] > 0 {
            counts.recorded += 1
            for habit in 0..<min(habitCount, habits) where yesByDay[place * habits + habit] { counts.yes[habit] += 1 }
        }
        return counts
    }

    /// Yes days and recorded days of `habit` over `span` by weekday (0 = Sunday), walking places.
    func weekdayCounts(of habit: Int, over span: DayRange) -> (done: [Int], recorded: [Int]) {
        var counts = (done: Array(repeating: 0, count: 7), recorded: Array(repeating: 0, count: 7))
        let places = places(of: span)
        guard let lower = places.first else { return counts }
        var weekday = (span.from.weekday + (lower - place(of: span.from))) % 7
        let counted = habit >= 0 && habit < habits
        for place in places {
            if fittingByDay[place] > 0 {
                counts.recorded[weekday] += 1
                if counted, yesByDay[place * habits + habit] { counts.done[weekday] += 1 }
            }
            weekday = weekday == 6 ? 0 : weekday + 1
        }
        return counts
    }
}
