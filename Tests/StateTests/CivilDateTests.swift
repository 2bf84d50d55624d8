import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

@Suite struct CivilDateTests {
    @Test(arguments: [
        ("1970-01-01", 0), ("2000-02-29", 11_016), ("1969-12-31", -1), ("2026-12-02", 20_789),
        ("1900-03-01", -25_508), ("2400-02-29", 157_113),
    ])
    func daysSinceEpochRoundTrip(iso: String, days: Int) throws {
        let date = try #require(CivilDate(iso: iso))
        #expect(date.daysSinceEpoch == days)
        #expect(CivilDate(daysSinceEpoch: days) == date)
    }

    @Test func everyDayOfFourCenturiesRoundTrips() {
        var previous = CivilDate(daysSinceEpoch: -146_097 - 1)
        for n in -146_097...146_097 {
            let date = CivilDate(daysSinceEpoch: n)
            #expect(date.daysSinceEpoch == n)
            #expect(previous < date)
            #expect(previous.nextDay == date, "the day after \(previous) stepped by components")
            previous = date
        }
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-32", "2026/01/01", ""])
    func rejectsNonDays(text: String) {
        #expect(CivilDate(iso: text) == nil)
    }

    @Test func monthKeysReadAsTheirFirstDay() {
        #expect(CivilDate(isoMonth: "2026-02") == CivilDate(year: 2026, month: 2, day: 1))
        #expect(CivilDate(isoMonth: "0001-12") == CivilDate(year: 1, month: 12, day: 1))
        for text in ["2026-13", "2026-00", "2026-2", "2026-02-01", "2026-02-", "2026/02", "20260-2", "", "２０２６-02"] {
            #expect(CivilDate(isoMonth: text) == nil, "\(text)")
        }
    }

    @Test func weekdaysAndArithmetic() {
        #expect(day("2026-12-02").weekday == 3)  // Wednesday
        #expect(day("1970-01-01").weekday == 4)
        #expect(day("2026-12-31").adding(days: 1) == day("2027-01-01"))
        #expect(day("2011-12-29").days(until: day("2011-12-31")) == 2)
    }

    @Test func timeOfDayParsing() {
        #expect(TimeOfDay(text: "8:05")?.description == "08:05")
        #expect(TimeOfDay(text: "21:00")?.minutesOfDay == 1260)
        #expect(TimeOfDay(text: "24:00") == nil)
        #expect(TimeOfDay(text: "12:5") == nil)
        #expect(TimeOfDay(text: "ab:cd") == nil)
    }

    @Test func utcInstantsRoundTrip() {
        for seconds: Int64 in [0, 1_790_000_000, -1, 4_102_444_800] {
            #expect(UTCInstant.parse(UTCInstant.format(seconds)) == seconds)
        }
        #expect(UTCInstant.format(1_790_000_000) == "2026-09-21T14:13:20Z")
        #expect(UTCInstant.parse("2026-09-21T14:13:20+01:00") == nil)
    }
}
