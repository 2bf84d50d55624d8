import Testing

@testable import FormanzaModel

/// Reading the tallies by place must count what reading them date by date counts, for days
/// inside the span, around it and spans that reach past either end; and the habits card made
/// from places must hold what the per-date lookups give.
@Suite struct DayTalliesWalkingTests {
    let span = DayRange(from: day("2025-12-29"), through: day("2026-03-14"))

    /// Tallies of three habits and five screens over `span`, a random share of days recorded.
    func randomTallies(_ seed: UInt64) -> DayTallies {
        var generator = SeededGenerator(state: seed)
        var tallies = DayTallies(span: span, screens: 5, habits: 3)
        for date in span.days where Int.random(in: 0..<4, using: &generator) > 0 {
            let fitting = Int.random(in: 1...5, using: &generator)
            let yes = (0..<3).map { _ in Bool.random(using: &generator) }
            tallies.set(date, DayTally(fitting: fitting, yes: yes, lastSaved: Int64(date.daysSinceEpoch) * 86_400))
        }
        return tallies
    }

    /// A random span from a little before the tallies' span to a little after it.
    func randomSpan(_ generator: inout SeededGenerator) -> DayRange {
        let from = span.from.adding(days: Int.random(in: -20...span.count + 5, using: &generator))
        return DayRange(from: from, through: from.adding(days: Int.random(in: -2...90, using: &generator)))
    }

    @Test(arguments: [1, 2, 3, 42, 1234] as [UInt64])
    func placesReadWhatDatesRead(seed: UInt64) {
        let tallies = randomTallies(seed)
        for date in DayRange(from: span.from.adding(days: -10), through: span.through.adding(days: 10)).days {
            let place = tallies.place(of: date)
            #expect(tallies.recorded(at: place) == tallies.recorded(date), "\(date)")
            #expect(tallies.done(at: place) == tallies.done(on: date), "\(date)")
            for habit in -1...3 {
                #expect(tallies.yes(habit, at: place) == tallies.yes(habit, on: date), "\(date) \(habit)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 42, 1234] as [UInt64])
    func walkingCountsWhatLookingUpEachDateCounts(seed: UInt64) {
        let tallies = randomTallies(seed)
        var generator = SeededGenerator(state: seed &+ 99)
        for _ in 0..<40 {
            let counted = randomSpan(&generator)
            var recorded = 0
            var yes = [0, 0, 0]
            for date in counted.days where tallies.recorded(date) {
                recorded += 1
                for habit in 0..<3 where tallies.yes(habit, on: date) { yes[habit] += 1 }
            }
            let walked = tallies.yesCounts(over: counted, habits: 3)
            #expect(walked.recorded == recorded && walked.yes == yes, "\(counted)")
            let wider = tallies.yesCounts(over: counted, habits: 5)
            #expect(wider.recorded == recorded && wider.yes == yes + [0, 0], "habits the tallies lack count 0")
            let narrower = tallies.yesCounts(over: counted, habits: 2)
            #expect(narrower.recorded == recorded && narrower.yes == Array(yes.prefix(2)))
        }
    }

    /// The one walk of the habits card against the same figures counted date by date, for
    /// random periods around the span and a today inside, before or after them.
    @Test(arguments: [1, 2, 3, 42, 1234] as [UInt64])
    func theOneWalkCountsWhatEachDateCounts(seed: UInt64) {
        let tallies = randomTallies(seed)
        var generator = SeededGenerator(state: seed &+ 7)
        for _ in 0..<60 {
            let range = randomSpan(&generator)
            let today = range.from.adding(days: Int.random(in: -5...range.count + 5, using: &generator))
            let habitCount = Int.random(in: 1...4, using: &generator)
            let walked = tallies.habitCounts(over: range, through: today, habitCount: habitCount)
            var recorded = 0
            var yes = [0, 0, 0]
            var recordedByWeekday = Array(repeating: 0, count: 7)
            var yesByWeekday = Array(repeating: Array(repeating: 0, count: 7), count: 3)
            var shareDays = Array(repeating: 0, count: 7)
            var shareSums = Array(repeating: 0.0, count: 7)
            for date in range.days where tallies.recorded(date) {
                recordedByWeekday[date.weekday] += 1
                for habit in 0..<3 where tallies.yes(habit, on: date) { yesByWeekday[habit][date.weekday] += 1 }
                guard date <= today else { continue }
                recorded += 1
                for habit in 0..<3 where tallies.yes(habit, on: date) { yes[habit] += 1 }
                shareDays[date.weekday] += 1
                shareSums[date.weekday] += Double(tallies.done(on: date)) / Double(habitCount)
            }
            let context = "\(range) \(today)"
            #expect(walked.recorded == recorded && (0..<3).map(walked.yes) == yes, "\(context)")
            #expect(walked.yes(3) == 0 && walked.yes(-1) == 0, "a habit the tallies lack")
            #expect(walked.recordedByWeekday == recordedByWeekday, "\(context)")
            for habit in 0..<3 {
                #expect((0..<7).map { walked.yes(habit, on: $0) } == yesByWeekday[habit], "\(context) \(habit)")
            }
            #expect((0..<7).map { walked.yes(3, on: $0) } == Array(repeating: 0, count: 7))
            #expect(walked.shareDays == shareDays, "\(context)")
            // The same additions in the same order: equal to the last bit.
            #expect(walked.shareSums.map(\.bitPattern) == shareSums.map(\.bitPattern), "\(context)")
        }
    }

    /// The card's strips, calendar and weekday figures against the same figures made date by
    /// date, for a period that starts before the tallies and ends after today.
    @Test(arguments: [7, 8, 9] as [UInt64])
    func theHabitsCardMadeFromPlacesHoldsWhatTheDatesGive(seed: UInt64) {
        let tallies = randomTallies(seed)
        let form = Form(
            id: "f-walk", title: "Walk",
            screens: [yesNoScreen(id: "a"), yesNoScreen(id: "b"), yesNoScreen(id: "c")])
        let today = day("2026-03-10")
        let range = DayRange(from: span.from.adding(days: -3), through: today.adding(days: 2))
        let figures = CardFigures(
            form: form, dataValues: [], days: [], visible: [:], range: range,
            previous: DayRange(from: span.from.adding(days: -40), through: span.from.adding(days: -4)),
            today: today, gridStart: today.adding(days: -30), weekStart: .monday, tallies: tallies, goals: [])
        let card = figures.habitsCard()
        var sums = Array(repeating: (yes: 0.0, days: 0), count: 7)
        for (offset, entry) in card.calendar.enumerated() {
            let date = range.from.adding(days: offset)
            let shown = date <= today && tallies.recorded(date)
            #expect(entry.day == date && entry.future == (date > today) && entry.recorded == shown)
            #expect(entry.share == (shown ? Double(tallies.done(on: date)) / 3 : nil))
            if let share = entry.share {
                sums[date.weekday].yes += share
                sums[date.weekday].days += 1
            }
        }
        #expect(card.calendar.count == range.count)
        #expect(card.byWeekday == sums.map { $0.days == 0 ? nil : $0.yes / Double($0.days) })
        for (index, habit) in card.habits.enumerated() {
            let strip = range.days.map { tallies.recorded($0) ? tallies.yes(index, on: $0) : nil }
            #expect(habit.strip == strip && habit.lastMark == strip.last!)
            for weekday in 0..<7 {
                let days = range.days.filter { $0.weekday == weekday && strip[range.from.days(until: $0)] != nil }
                #expect(habit.weekdays[weekday].recorded == days.count)
                #expect(habit.weekdays[weekday].done == days.filter { tallies.yes(index, on: $0) }.count)
            }
        }
    }

    /// The card's Yes counts and shares, this period and the previous one, against the same
    /// figures counted date by date, for random periods and a today that may cut either.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func theHabitsCardsSharesAreWhatTheDatesGive(seed: UInt64) {
        let tallies = randomTallies(seed)
        var generator = SeededGenerator(state: seed)
        let form = Form(
            id: "f-walk", title: "Walk",
            screens: [yesNoScreen(id: "a"), yesNoScreen(id: "b"), yesNoScreen(id: "c")])
        func ratio(_ yes: Int, _ days: Int) -> Double? { days == 0 ? nil : Double(yes) / Double(days) }
        for _ in 0..<20 {
            let range = randomSpan(&generator)
            let previous = randomSpan(&generator)
            let today = range.from.adding(days: Int.random(in: -3...range.count + 3, using: &generator))
            let card = CardFigures(
                form: form, dataValues: [], days: [], visible: [:], range: range, previous: previous,
                today: today, gridStart: today.adding(days: -30), weekStart: .sunday, tallies: tallies, goals: []
            ).habitsCard()
            func counts(_ span: DayRange) -> (recorded: Int, yes: [Int]) {
                let days = span.days.filter { $0 <= today && tallies.recorded($0) }
                return (days.count, (0..<3).map { habit in days.filter { tallies.yes(habit, on: $0) }.count })
            }
            let now = counts(range)
            let before = counts(previous)
            let context = "\(range) \(previous) \(today)"
            for (index, habit) in card.habits.enumerated() {
                #expect(habit.yes == now.yes[index] && habit.recorded == now.recorded, "\(context)")
                #expect(habit.share == ratio(now.yes[index], now.recorded), "\(context)")
                #expect(habit.previousShare == ratio(before.yes[index], before.recorded), "\(context)")
            }
            #expect(card.share == ratio(now.yes.reduce(0, +), now.recorded * 3), "\(context)")
            #expect(card.previousShare == ratio(before.yes.reduce(0, +), before.recorded * 3), "\(context)")
        }
    }
}
