import FormanzaBase
import Testing

@testable import FormanzaSchedule

@Suite("Local time and RFC 3339")
struct LocalTimeTests {
    @Test(arguments: [
        ("Europe/Berlin", Int64(1_774_764_000), "2026-03-29", 28800, 7200),  // 2026-03-29T06:00:00Z
        ("America/New_York", 1_793_511_000, "2026-11-01", 5400, -14400),  // 2026-11-01T05:30:00Z
        ("America/New_York", 1_793_514_600, "2026-11-01", 5400, -18000),  // 2026-11-01T06:30:00Z, 01:30 again
        ("Asia/Kathmandu", 1_768_443_300, "2026-01-15", 28800, 20700),  // 2026-01-15T02:15:00Z
        ("Pacific/Apia", 1_325_239_199, "2011-12-29", 86399, -36000),  // 2011-12-30T09:59:59Z
        ("Pacific/Apia", 1_325_239_200, "2011-12-31", 0, 50400),  // 2011-12-30T10:00:00Z
        ("UTC", -1, "1969-12-31", 86399, 0),  // before the epoch
    ])
    func localReading(name: String, at instant: Int64, date: String, seconds: Int, offset: Int) throws {
        let local = try zone(name).localTime(atEpochSecond: instant)
        #expect(local.date == day(date))
        #expect(local.secondsOfDay == seconds)
        #expect(local.offset == offset)
        #expect(try zone(name).localDate(atEpochSecond: instant) == day(date))
    }

    @Test(arguments: [
        (Int64(1_774_764_000), "Europe/Berlin", "2026-03-29T08:00:00+02:00"),
        (1_774_728_000, "Europe/Berlin", "2026-03-28T21:00:00+01:00"),
        (1_768_443_300, "Asia/Kathmandu", "2026-01-15T08:00:00+05:45"),
        (1_772_953_200, "America/New_York", "2026-03-08T03:00:00-04:00"),
        (1_784_116_800, "UTC", "2026-07-15T12:00:00+00:00"),
        (1_775_338_200, "Australia/Lord_Howe", "2026-04-05T08:00:00+10:30"),
        (-1, "UTC", "1969-12-31T23:59:59+00:00"),
        (1_325_239_200, "Pacific/Apia", "2011-12-31T00:00:00+14:00"),
        (1_768_478_400, "America/St_Johns", "2026-01-15T08:30:00-03:30"),
    ])
    func formatsWithLocalOffset(instant: Int64, name: String, text: String) throws {
        #expect(RFC3339.format(epochSecond: instant, in: try zone(name)) == text)
        #expect(RFC3339.parse(text) == instant)
    }

    /// Local mean time has offsets with seconds, which RFC 3339 cannot write: the text is cut
    /// to whole minutes but still names the same instant.
    @Test func offsetWithSecondsStillNamesTheInstant() throws {
        let instant: Int64 = -2_422_054_409  // 1893-03-31T23:06:31Z, Berlin LMT (+00:53:28)
        let text = RFC3339.format(epochSecond: instant, in: try zone("Europe/Berlin"))
        #expect(text == "1893-03-31T23:59:31+00:53")  // the wall clock read 23:59:59 at +00:53:28
        #expect(RFC3339.parse(text) == instant)
    }

    @Test(arguments: [
        ("2026-03-28T07:00:00+01:00", Int64(1_774_677_600)),  // the contract's example
        ("2026-03-28T06:00:00Z", 1_774_677_600),
        ("2026-03-28t06:00:00z", 1_774_677_600),
        ("2026-03-28 06:00:00Z", 1_774_677_600),
        ("2026-03-28T06:00:00.999Z", 1_774_677_600),
        ("2026-03-28T06:00:00-00:00", 1_774_677_600),
        ("2026-03-28T01:00:00-05:00", 1_774_677_600),
        ("2016-12-31T23:59:60Z", 1_483_228_800),  // a leap second folds onto 2017-01-01T00:00:00Z
        ("2024-02-29T12:00:00+14:00", 1_709_157_600),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func parsesValidTimestamps(text: String, instant: Int64) {
        #expect(RFC3339.parse(text) == instant)
    }

    @Test(arguments: [
        "2026-03-28T07:00:00", "2026-03-28", "2026-03-28T07:00Z", "2026-3-28T07:00:00Z", "2026-02-30T07:00:00Z",
        "2026-03-28T24:00:00Z", "2026-03-28T07:60:00Z", "2026-03-28T07:00:61Z", "2026-03-28T07:00:00+24:00",
        "2026-03-28T07:00:00+01", "2026-03-28T07:00:00+0100", "2026-03-28T07:00:00.Z", "2026-03-28T07:00:00Z ",
        " 2026-03-28T07:00:00Z", "2026-03-28X07:00:00Z", "tomorrow", "", "2026-03-28T07:00:00+01:00junk",
    ])
    func rejectsMalformed(text: String) {
        #expect(RFC3339.parse(text) == nil)
    }
}

/// An instant at either end of 64 bits (a saved-at edited by hand) read as local time in UTC
/// and in zones east and west: a day and a second of the day, never a trap.
@Suite struct LocalTimeExtremeInstantTests {
    @Test(arguments: [Int64.min, .min + 1, .max, .max - 1], [0, 3600, -18000])
    func anInstantAtTheEndsOfSixtyFourBitsIsSomeTimeOfDay(_ instant: Int64, _ offset: Int) {
        let local = LocalTime(epochSecond: instant, offset: offset)
        #expect((0..<86_400).contains(local.secondsOfDay))
        #expect(EpochMath.floorMod(instant, 86_400) == Int64(LocalTime(epochSecond: instant, offset: 0).secondsOfDay))
    }
}
