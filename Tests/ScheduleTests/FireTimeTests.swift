import FormanzaBase
import Testing

@testable import FormanzaSchedule

/// The fire time (docs/reminders.md, «Fire time») on the nights that make it hard: the first
/// instant of the day whose wall clock reads the reminder's time or later. Expected instants are
/// epoch literals, checked against Python's zoneinfo when they were written (and the oracle suite
/// re-checks the rule over many zones).
@Suite("Fire instants")
struct FireTimeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let zone: String
        let day: String
        let time: String
        /// Expected instant, or nil when the day does not exist.
        let epoch: Int64?
        let offset: Int
        let moved: Bool
        let note: String

        var testDescription: String { "\(zone) \(day) \(time): \(note)" }
    }

    static let cases: [Case] = [
        // Europe/Berlin, spring forward 02:00 → 03:00 and fall back 03:00 → 02:00.
        Case(
            zone: "Europe/Berlin", day: "2026-03-29", time: "02:30", epoch: 1_774_746_000, offset: 7200, moved: true,
            note: "2026-03-29T03:00:00+02:00, end of the gap"),
        Case(
            zone: "Europe/Berlin", day: "2026-03-29", time: "08:00", epoch: 1_774_764_000, offset: 7200, moved: false,
            note: "2026-03-29T08:00:00+02:00, the morning after"),
        Case(
            zone: "Europe/Berlin", day: "2026-03-28", time: "21:00", epoch: 1_774_728_000, offset: 3600, moved: false,
            note: "2026-03-28T21:00:00+01:00, the evening before"),
        Case(
            zone: "Europe/Berlin", day: "2026-10-25", time: "02:30", epoch: 1_792_888_200, offset: 7200, moved: false,
            note: "2026-10-25T02:30:00+02:00, first of two 02:30s"),
        Case(
            zone: "Europe/Berlin", day: "2026-10-25", time: "21:00", epoch: 1_792_958_400, offset: 3600, moved: false,
            note: "2026-10-25T21:00:00+01:00"),
        // America/New_York, 02:00 → 03:00 and 02:00 → 01:00.
        Case(
            zone: "America/New_York", day: "2026-03-08", time: "02:30", epoch: 1_772_953_200, offset: -14400,
            moved: true, note: "2026-03-08T03:00:00-04:00, end of the gap"),
        Case(
            zone: "America/New_York", day: "2026-11-01", time: "01:30", epoch: 1_793_511_000, offset: -14400,
            moved: false, note: "2026-11-01T01:30:00-04:00, first of two 01:30s"),
        Case(
            zone: "America/New_York", day: "2026-11-01", time: "08:00", epoch: 1_793_538_000, offset: -18000,
            moved: false, note: "2026-11-01T08:00:00-05:00"),
        // Pacific/Auckland: southern hemisphere, DST starts in September, ends in April.
        Case(
            zone: "Pacific/Auckland", day: "2025-09-28", time: "02:30", epoch: 1_758_981_600, offset: 46800,
            moved: true, note: "2025-09-28T03:00:00+13:00, end of the gap"),
        Case(
            zone: "Pacific/Auckland", day: "2026-04-05", time: "02:30", epoch: 1_775_309_400, offset: 46800,
            moved: false, note: "2026-04-05T02:30:00+13:00, first of two"),
        Case(
            zone: "Pacific/Auckland", day: "2026-04-05", time: "08:00", epoch: 1_775_332_800, offset: 43200,
            moved: false, note: "2026-04-05T08:00:00+12:00"),
        // Australia/Lord_Howe: DST of 30 minutes (02:00 → 02:30, 02:00 → 01:30).
        Case(
            zone: "Australia/Lord_Howe", day: "2025-10-05", time: "02:15", epoch: 1_759_591_800, offset: 39600,
            moved: true, note: "2025-10-05T02:30:00+11:00, end of a 30-minute gap"),
        Case(
            zone: "Australia/Lord_Howe", day: "2025-10-05", time: "02:30", epoch: 1_759_591_800, offset: 39600,
            moved: false, note: "2025-10-05T02:30:00+11:00, the gap's end itself is not moved"),
        Case(
            zone: "Australia/Lord_Howe", day: "2026-04-05", time: "01:45", epoch: 1_775_313_900, offset: 39600,
            moved: false, note: "2026-04-05T01:45:00+11:00, first of two"),
        Case(
            zone: "Australia/Lord_Howe", day: "2026-04-05", time: "08:00", epoch: 1_775_338_200, offset: 37800,
            moved: false, note: "2026-04-05T08:00:00+10:30"),
        // America/Santiago: DST changes at midnight (24:00 Saturday), so Sunday 00:xx is missing.
        Case(
            zone: "America/Santiago", day: "2025-09-07", time: "00:00", epoch: 1_757_217_600, offset: -10800,
            moved: true, note: "2025-09-07T01:00:00-03:00, the day starts at 01:00"),
        Case(
            zone: "America/Santiago", day: "2025-09-07", time: "00:30", epoch: 1_757_217_600, offset: -10800,
            moved: true, note: "2025-09-07T01:00:00-03:00"),
        Case(
            zone: "America/Santiago", day: "2025-09-06", time: "23:30", epoch: 1_757_215_800, offset: -14400,
            moved: false, note: "2025-09-06T23:30:00-04:00, the evening before the gap"),
        Case(
            zone: "America/Santiago", day: "2026-04-04", time: "23:30", epoch: 1_775_356_200, offset: -10800,
            moved: false, note: "2026-04-04T23:30:00-03:00, first of two 23:30s"),
        Case(
            zone: "America/Santiago", day: "2026-04-05", time: "00:00", epoch: 1_775_361_600, offset: -14400,
            moved: false, note: "2026-04-05T00:00:00-04:00"),
        // America/Havana: spring forward at 00:00, fall back at 01:00 → 00:00.
        Case(
            zone: "America/Havana", day: "2026-03-08", time: "00:00", epoch: 1_772_946_000, offset: -14400,
            moved: true, note: "2026-03-08T01:00:00-04:00, no midnight that day"),
        Case(
            zone: "America/Havana", day: "2026-03-08", time: "00:30", epoch: 1_772_946_000, offset: -14400,
            moved: true, note: "2026-03-08T01:00:00-04:00"),
        Case(
            zone: "America/Havana", day: "2026-11-01", time: "00:30", epoch: 1_793_507_400, offset: -14400,
            moved: false, note: "2026-11-01T00:30:00-04:00, first of two"),
        Case(
            zone: "America/Havana", day: "2026-11-01", time: "08:00", epoch: 1_793_538_000, offset: -18000,
            moved: false, note: "2026-11-01T08:00:00-05:00"),
        // Pacific/Easter: 22:00 → 21:00 on Saturday 2025-04-05, so 21:00 happens twice.
        Case(
            zone: "Pacific/Easter", day: "2025-04-05", time: "21:00", epoch: 1_743_904_800, offset: -18000,
            moved: false, note: "2025-04-05T21:00:00-05:00, the first 21:00"),
        Case(
            zone: "Pacific/Easter", day: "2025-04-05", time: "21:30", epoch: 1_743_906_600, offset: -18000,
            moved: false, note: "2025-04-05T21:30:00-05:00"),
        Case(
            zone: "Pacific/Easter", day: "2025-04-05", time: "22:00", epoch: 1_743_912_000, offset: -21600,
            moved: false, note: "2025-04-05T22:00:00-06:00, read once only"),
        // Pacific/Apia skipped 2011-12-30 (UTC-10 → UTC+14).
        Case(
            zone: "Pacific/Apia", day: "2011-12-29", time: "21:00", epoch: 1_325_228_400, offset: -36000,
            moved: false, note: "2011-12-29T21:00:00-10:00, the last day before"),
        Case(
            zone: "Pacific/Apia", day: "2011-12-30", time: "08:00", epoch: nil, offset: 0, moved: false,
            note: "the day does not exist"),
        Case(
            zone: "Pacific/Apia", day: "2011-12-30", time: "00:00", epoch: nil, offset: 0, moved: false,
            note: "not even its midnight"),
        Case(
            zone: "Pacific/Apia", day: "2011-12-31", time: "00:00", epoch: 1_325_239_200, offset: 50400,
            moved: false, note: "2011-12-31T00:00:00+14:00, the first day after"),
        // Asia/Kathmandu: +05:45, and its 1986 switch from +05:30 (a 15-minute gap at midnight).
        Case(
            zone: "Asia/Kathmandu", day: "2026-01-15", time: "08:00", epoch: 1_768_443_300, offset: 20700,
            moved: false, note: "2026-01-15T08:00:00+05:45"),
        Case(
            zone: "Asia/Kathmandu", day: "1986-01-01", time: "00:10", epoch: 504_901_800, offset: 20700,
            moved: true, note: "1986-01-01T00:15:00+05:45"),
        // America/Nuuk: the gap runs from Saturday 23:00 to Sunday 00:00 (M3.5.0/-1).
        Case(
            zone: "America/Nuuk", day: "2026-03-28", time: "23:30", epoch: 1_774_746_000, offset: -3600,
            moved: true, note: "2026-03-29T00:00:00-01:00, Saturday's reminder at the end of the gap"),
        Case(
            zone: "America/Nuuk", day: "2026-10-24", time: "23:30", epoch: 1_792_888_200, offset: -3600,
            moved: false, note: "2026-10-24T23:30:00-01:00, first of two"),
        // Far future: only the footer rule knows these.
        Case(
            zone: "Europe/Berlin", day: "2090-03-26", time: "02:30", epoch: 3_794_173_200, offset: 7200,
            moved: true, note: "2090-03-26T03:00:00+02:00"),
        Case(
            zone: "Europe/Berlin", day: "2090-10-29", time: "02:30", epoch: 3_812_920_200, offset: 7200,
            moved: false, note: "2090-10-29T02:30:00+02:00"),
        Case(
            zone: "Pacific/Auckland", day: "2090-09-24", time: "02:30", epoch: 3_809_858_400, offset: 46800,
            moved: true, note: "2090-09-24T03:00:00+13:00"),
        // Pacific/Kiritimati skipped 1994-12-31 (UTC-10 → UTC+14).
        Case(
            zone: "Pacific/Kiritimati", day: "1994-12-31", time: "08:00", epoch: nil, offset: 0, moved: false,
            note: "the day does not exist"),
    ]

    @Test(arguments: cases)
    func fireInstant(_ item: Case) throws {
        let rules = try zone(item.zone)
        let fire = rules.fireTime(on: day(item.day), at: hm(item.time))
        guard let epoch = item.epoch else {
            #expect(fire == nil)
            #expect(!rules.dayExists(day(item.day)))
            return
        }
        let actual = try #require(fire)
        #expect(actual.epochSecond == epoch)
        #expect(actual.offset == item.offset)
        #expect(actual.movedByGap == item.moved)
        #expect(rules.offset(atEpochSecond: epoch) == item.offset)
        // What the wall clock reads then is the day asked for (or its successor for Nuuk).
        #expect(actual.rfc3339 == RFC3339.format(epochSecond: epoch, in: rules))
    }

    /// The first-occurrence rule holds even when asked from just after the first occurrence:
    /// the answer depends on the day and time only, never on a reference instant (the trap of
    /// Foundation's `repeatedTimePolicy`).
    @Test func repeatedHourAnswerIsStable() throws {
        let easter = try zone("Pacific/Easter")
        let first = try #require(easter.fireTime(on: day("2025-04-05"), at: hm("21:00")))
        #expect(first.epochSecond == 1_743_904_800)  // 2025-04-05T21:00:00-05:00
        // The wall clock reads 21:00 again an hour later, at 2025-04-05T21:00:00-06:00.
        #expect(easter.localTime(atEpochSecond: 1_743_908_400).timeOfDay == hm("21:00"))
        #expect(easter.localTime(atEpochSecond: 1_743_908_400).date == day("2025-04-05"))
        #expect(easter.fireTime(on: day("2025-04-05"), at: hm("21:00")) == first)
    }

    /// Offsets beyond ±12 h: the day still starts where the wall clock says.
    @Test(arguments: [("Pacific/Kiritimati", 50400), ("Etc/GMT+12", -43200), ("Pacific/Chatham", 49500)])
    func largeOffsets(name: String, januaryOffset: Int) throws {
        let rules = try zone(name)
        let fire = try #require(rules.fireTime(on: day("2026-01-10"), at: hm("00:00")))
        #expect(fire.offset == januaryOffset)
        #expect(fire.epochSecond == Int64(day("2026-01-10").daysSinceEpoch) * 86_400 - Int64(januaryOffset))
        #expect(rules.localTime(atEpochSecond: fire.epochSecond).date == day("2026-01-10"))
        #expect(rules.localTime(atEpochSecond: fire.epochSecond - 1).date == day("2026-01-09"))
    }

    @Test(arguments: [
        ("Europe/Berlin", "2026-03-28", Int64(1_774_738_800)),  // 2026-03-29T00:00:00+01:00
        ("Pacific/Apia", "2011-12-29", 1_325_239_200),  // 2011-12-31T00:00:00+14:00
        ("America/Santiago", "2025-09-06", 1_757_217_600),  // 2025-09-07T01:00:00-03:00, no midnight
        ("America/Nuuk", "2026-03-28", 1_774_746_000),  // 2026-03-29T00:00:00-01:00, the gap ate 23:xx
    ])
    func endOfDay(name: String, date: String, end: Int64) throws {
        let rules = try zone(name)
        #expect(rules.endOfDay(day(date)) == end)
        #expect(rules.localDate(atEpochSecond: end - 1) == day(date))
        #expect(rules.localDate(atEpochSecond: end) > day(date))
    }
}
