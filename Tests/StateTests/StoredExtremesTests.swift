import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Values only a hand-edited store holds, at the code that turns them into text or figures:
/// instants at the ends of 64 bits, numbers near the ends of Double.
@Suite struct StoredExtremesTests {
    @Test func anInstantAtEitherEndOfSixtyFourBitsFormatsWithoutTrapping() {
        #expect(UTCInstant.format(0) == "1970-01-01T00:00:00Z")
        #expect(UTCInstant.format(-1) == "1969-12-31T23:59:59Z")
        let lowest = UTCInstant.format(.min)
        let highest = UTCInstant.format(.max)
        #expect(lowest.hasPrefix("-") && lowest.hasSuffix("Z") && UTCInstant.parse(lowest) == nil, "\(lowest)")
        #expect(highest.hasSuffix("Z") && UTCInstant.parse(highest) == nil, "\(highest)")
    }

    @Test func theYearsShownAreTheInstantsOfTheirDays() {
        #expect(UTCInstant.format(ShownYears.instants.lowerBound) == "1900-01-01T00:00:00Z")
        #expect(UTCInstant.format(ShownYears.instants.upperBound) == "9999-12-31T23:59:59Z")
        #expect(!ShownYears.contains(instant: ShownYears.instants.lowerBound - 1))
        #expect(
            !ShownYears.contains(CivilDate(iso: "1899-12-31")!) && ShownYears.contains(CivilDate(iso: "1900-01-01")!))
    }

    @Test func meansOfNumbersNearTheEndsOfDoubleStayFinite() {
        let today = CivilDate(iso: "2026-12-02")!
        /// The period's mean of `values` on today and the day before.
        func mean(_ values: [Double]) -> Double? {
            NumberFigures(
                zip([today.adding(days: -1), today], values).map { DayValue(day: $0, value: $1) },
                over: DayRange(from: today.adding(days: -1), through: today)
            ).summary?.mean
        }
        #expect(mean([1.7e308, 1.7e308]) == 1.7e308)
        #expect(mean([80, 81]) == 80.5, "ordinary values keep the plain mean")
        let values = [
            today.adding(days: -2): 1.7e308, today.adding(days: -1): -1.7e308, today: 1.7e308,
        ]
        let means = NumberFigures(
            values.map { DayValue(day: $0.key, value: $0.value) },
            over: DayRange(from: today.adding(days: -2), through: today)
        ).mean7
        #expect(means.count == 3 && means.allSatisfy { $0.value.isFinite }, "\(means)")
        #expect(means.last?.value == 1.7e308 / 3, "\(means)")
    }
}
