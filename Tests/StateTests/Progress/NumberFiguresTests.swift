import FormanzaBase
import Testing

@testable import FormanzaModel

/// The number card's one walk over the days (points, seven-day means, best streak) and the
/// tallies' by-day readers must give what the plain definitions give: every window gathered
/// into a list and averaged, every day looked up by its date.
@Suite struct NumberFiguresTests {
    let span = DayRange(from: day("2027-12-20"), through: day("2028-03-10"))

    /// Tallies of two value screens over `span`, values on a random share of days, some huge
    /// (their sums leave Double) and some negative or zero.
    func randomTallies(_ seed: UInt64) -> DayTallies {
        var generator = SeededGenerator(state: seed)
        var tallies = DayTallies(span: span, screens: 3, habits: 0, valueScreens: 2)
        for date in span.days where Int.random(in: 0..<3, using: &generator) > 0 {
            let values: [Double?] = (0..<2).map { _ in
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: nil
                case 1: 1.7e308
                case 2: -0.0
                default: Double(Int.random(in: -500...500, using: &generator)) / 7
                }
            }
            tallies.set(
                date,
                DayTally(
                    fitting: Int.random(in: 1...3, using: &generator), yes: [], lastSaved: 1, values: values))
        }
        return tallies
    }

    @Test(arguments: [1, 2, 7, 99] as [UInt64])
    func oneWalkGivesThePlainFigures(seed: UInt64) {
        let tallies = randomTallies(seed)
        var generator = SeededGenerator(state: seed &+ 5)
        for _ in 0..<25 {
            let from = span.from.adding(days: Int.random(in: -10...span.count, using: &generator))
            let range = DayRange(from: from, through: from.adding(days: Int.random(in: 0...60, using: &generator)))
            for screen in 0..<2 {
                var values: [CivilDate: Double] = [:]
                for date in DayRange(from: range.from.adding(days: -6), through: range.through).days {
                    if tallies.span.contains(date), let value = tallies[date].values[screen] { values[date] = value }
                }
                let wider = DayRange(from: range.from.adding(days: -6), through: range.through)
                let figures = NumberFigures(byDay: tallies.valuesByDay(screen, over: wider), over: range)
                let points = range.days.compactMap { date in values[date].map { DayValue(day: date, value: $0) } }
                // Bit for bit: the same sums in the same order.
                #expect(figures.points.map(\.day) == points.map(\.day))
                #expect(figures.points.map(\.value.bitPattern) == points.map(\.value.bitPattern))
                let means = PlainFigures.sevenDayMeans(
                    values.map { DayValue(day: $0.key, value: $0.value) }, over: range)
                #expect(figures.mean7.map(\.day) == means.map(\.day), "\(range) \(screen)")
                #expect(figures.mean7.map(\.value.bitPattern) == means.map(\.value.bitPattern), "\(range) \(screen)")
                #expect(figures.bestStreak == PlainFigures.bestStreak(Set(points.map(\.day)), in: range))
                let summary = PlainFigures.summary(points.map(\.value))
                #expect(
                    figures.summary.map { [$0.min, $0.max, $0.mean].map(\.bitPattern) }
                        == summary.map { [$0.min, $0.max, $0.mean].map(\.bitPattern) }, "\(range) \(screen)")
                #expect(tallies.values(screen, in: range) == points)
                let edges = tallies.edgeValues(screen, in: range)
                #expect(edges?.first == points.first && edges?.last == points.last)
            }
        }
    }

    @Test(arguments: [3, 4] as [UInt64])
    func completeDaysCountWhatEachDateSays(seed: UInt64) {
        let tallies = randomTallies(seed)
        var generator = SeededGenerator(state: seed)
        for _ in 0..<40 {
            let from = span.from.adding(days: Int.random(in: -20...span.count + 5, using: &generator))
            let range = DayRange(from: from, through: from.adding(days: Int.random(in: -2...90, using: &generator)))
            #expect(tallies.completeDays(in: range) == range.days.count(where: tallies.complete), "\(range)")
        }
    }

    @Test func readersOutsideTheTalliesHoldNothing() {
        let tallies = randomTallies(1)
        let before = DayRange(from: span.from.adding(days: -30), through: span.from.adding(days: -1))
        #expect(tallies.valuesByDay(0, over: before) == Array(repeating: nil, count: 30))
        #expect(tallies.valuesByDay(2, over: span).allSatisfy { $0 == nil }, "no third value screen")
        #expect(tallies.edgeValues(0, in: before) == nil)
        #expect(tallies.edgeValues(-1, in: span) == nil)
        #expect(tallies.completeDays(in: before) == 0)
    }

    @Test func anEmptyOrBackwardPeriodGivesAnEmptyCard() {
        let backward = DayRange(from: day("2028-01-10"), through: day("2028-01-01"))
        let figures = NumberFigures(byDay: [1, 2, nil], over: backward)
        #expect(figures.points.isEmpty && figures.mean7.isEmpty && figures.summary == nil && figures.bestStreak == 0)
        let history = [DayValue(day: day("2028-01-05"), value: 3)]
        #expect(NumberFigures(history, over: backward).mean7.isEmpty)
        // Lists shorter than the period: the missing days hold no value.
        let week = DayRange(from: day("2028-01-01"), through: day("2028-01-07"))
        let short = NumberFigures(weekBefore: [5], daily: [1], over: week)
        #expect(short.points == [DayValue(day: day("2028-01-01"), value: 1)])
        #expect(
            short.mean7.map(\.value) == [3, 3, 3, 3, 3, 3, 1], "5 and 1 while the 5 is in the window, then 1 alone")
    }

    @Test func daysStepAcrossMonthsLeapDaysAndYears() {
        #expect(
            DayRange(from: day("2028-02-27"), through: day("2028-03-01")).days.map(\.iso) == [
                "2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01",
            ])
        #expect(day("2027-12-31").nextDay == day("2028-01-01"))
        #expect(day("2100-02-28").nextDay == day("2100-03-01"), "2100 is not a leap year")
        #expect(day("2000-02-28").nextDay == day("2000-02-29"), "2000 is")
    }
}
