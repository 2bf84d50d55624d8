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
    /// habits on them, walking places once with plain integer counters.
    func yesCounts(over span: DayRange, habits habitCount: Int) -> (recorded: Int, yes: [Int]) {
        var recorded = 0
        var yes = Array(repeating: 0, count: habitCount)
        let counted = min(habitCount, habits)
        for place in places(of: span) where fittingByDay[place] > 0 {
            recorded += 1
            let first = place * habits
            for habit in 0..<counted where yesByDay[first + habit] { yes[habit] += 1 }
        }
        return (recorded, yes)
    }

    /// Everything the habits card counts over `range`, in one walk over its places (see
    /// `HabitCounts`): the days up to `today` count fully, the days after it only by weekday.
    /// A day's share of habits done is its Yes answers over `habitCount`.
    func habitCounts(over range: DayRange, through today: CivilDate, habitCount: Int) -> HabitCounts {
        let places = places(of: range)
        var recordedByWeekday = Array(repeating: 0, count: 7)
        var yesByWeekday = Array(repeating: 0, count: 7 * habits)
        var shareSums = Array(repeating: 0.0, count: 7)
        // The first place's weekday (places before the span are never walked).
        let weekday = places.isEmpty ? 0 : (range.from.weekday + (places.lowerBound - place(of: range.from))) % 7
        // Up to today every figure counts; after it (no day when the tallies end today) the
        // weekdays only, their shares added apart and dropped.
        let split = min(max(places.lowerBound, place(of: today) + 1), places.upperBound)
        let over = Double(habitCount)
        let next = addByWeekday(
            places.lowerBound..<split, from: weekday, &recordedByWeekday, &yesByWeekday, &shareSums, over: over)
        let shareDays = recordedByWeekday
        let yes = (0..<habits).map { habit in (0..<7).reduce(0) { $0 + yesByWeekday[$1 * habits + habit] } }
        var laterShares = Array(repeating: 0.0, count: 7)
        addByWeekday(split..<places.upperBound, from: next, &recordedByWeekday, &yesByWeekday, &laterShares, over: over)
        return HabitCounts(
            habits: habits, recorded: shareDays.reduce(0, +), yes: yes, recordedByWeekday: recordedByWeekday,
            yesByWeekday: yesByWeekday, shareDays: shareDays, shareSums: shareSums)
    }

    /// Adds the days at `places`, the first a `weekday`, to the counts by weekday: recorded
    /// days, Yes answers per habit (`yes[weekday * habits + habit]`) and each day's share of
    /// habits done (its Yes answers over `over`), added in day order. Returns the weekday after
    /// the last place. Flat integer arrays, one pass: a day costs a few instructions a habit.
    /// A mark adds 1 or 0 rather than branching, and the counts (below the number of places)
    /// add by wrapping additions, which spares an overflow check per habit.
    @discardableResult
    private func addByWeekday(
        _ places: Range<Int>, from weekday: Int, _ recorded: inout [Int], _ yes: inout [Int],
        _ shares: inout [Double], over: Double
    ) -> Int {
        let habits = habits
        var weekday = weekday
        for place in places {
            if fittingByDay[place] > 0 {
                let first = place &* habits
                let row = weekday &* habits
                var done = 0
                for habit in 0..<habits {
                    let mark = yesByDay[first &+ habit] ? 1 : 0
                    done &+= mark
                    yes[row &+ habit] &+= mark
                }
                recorded[weekday] &+= 1
                shares[weekday] += Double(done) / over
            }
            weekday = weekday == 6 ? 0 : weekday &+ 1
        }
        return weekday
    }
}

/// The habits card's counts over its period, in flat arrays of integers (no array per habit):
/// `yes[habit]`, and per weekday (0 = Sunday) `recordedByWeekday[weekday]` and
/// `yesByWeekday[weekday * habits + habit]`, for the tallies' `habits`.
struct HabitCounts {
    let habits: Int
    /// Recorded days up to today, and the Yes answers of each habit on them.
    let recorded: Int
    let yes: [Int]
    /// Recorded days and Yes answers per weekday over the whole period, days after today too.
    let recordedByWeekday: [Int]
    let yesByWeekday: [Int]
    /// Per weekday, up to today: the recorded days and their shares of habits done, added in
    /// day order (so the sum is the same to the last bit as adding them date by date).
    let shareDays: [Int]
    let shareSums: [Double]

    /// Yes answers of `habit` on recorded days of `weekday` (0 for a habit the tallies lack).
    func yes(_ habit: Int, on weekday: Int) -> Int {
        habit >= 0 && habit < habits ? yesByWeekday[weekday * habits + habit] : 0
    }

    /// Yes answers of `habit` on recorded days up to today (0 for a habit the tallies lack).
    func yes(_ habit: Int) -> Int { habit >= 0 && habit < habits ? yes[habit] : 0 }
}
