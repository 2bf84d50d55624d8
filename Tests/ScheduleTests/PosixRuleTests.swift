import FormanzaBase
import FormanzaCommandLine
import Testing

@testable import FormanzaSchedule

/// POSIX TZ strings: the TZif footer that decides every instant after the explicit table (all
/// of them in slim tzdata), and what `TZ` may hold directly.
@Suite("POSIX TZ rules")
struct PosixRuleTests {
    struct Switch: CustomTestStringConvertible, Sendable {
        let rule: String
        /// The instant the offset changes.
        let at: Int64
        let before: Int
        let after: Int
        let note: String

        var testDescription: String { "\(rule) @ \(note)" }
    }

    static let switches: [Switch] = [
        Switch(
            rule: "CET-1CEST,M3.5.0,M10.5.0/3", at: 1_774_746_000, before: 3600, after: 7200,
            note: "2026-03-29T01:00:00Z, EU spring forward"),
        Switch(
            rule: "CET-1CEST,M3.5.0,M10.5.0/3", at: 1_792_890_000, before: 7200, after: 3600,
            note: "2026-10-25T01:00:00Z, EU fall back"),
        Switch(
            rule: "CET-1CEST,M3.5.0,M10.5.0/3", at: 3_794_173_200, before: 3600, after: 7200,
            note: "2090-03-26T01:00:00Z, far future"),
        // Southern hemisphere: DST spans the new year.
        Switch(
            rule: "<-04>4<-03>,M9.1.6/24,M4.1.6/24", at: 1_757_217_600, before: -14400, after: -10800,
            note: "2025-09-07T04:00:00Z, Santiago, 24:00 on the first Saturday of September"),
        Switch(
            rule: "<-04>4<-03>,M9.1.6/24,M4.1.6/24", at: 1_775_358_000, before: -10800, after: -14400,
            note: "2026-04-05T03:00:00Z, Santiago, 24:00 on the first Saturday of April"),
        Switch(
            rule: "NZST-12NZDT,M9.5.0,M4.1.0/3", at: 1_758_981_600, before: 43200, after: 46800,
            note: "2025-09-27T14:00:00Z, Auckland spring forward"),
        Switch(
            rule: "NZST-12NZDT,M9.5.0,M4.1.0/3", at: 1_775_311_200, before: 46800, after: 43200,
            note: "2026-04-04T14:00:00Z, Auckland fall back"),
        Switch(
            rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", at: 1_759_591_800, before: 37800, after: 39600,
            note: "2025-10-04T15:30:00Z, Lord Howe, 30-minute DST"),
        Switch(
            rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", at: 1_775_314_800, before: 39600, after: 37800,
            note: "2026-04-04T15:00:00Z, Lord Howe"),
        // Jn ignores February 29: J60 is March 1 in every year.
        Switch(
            rule: "AAA0BBB,J60/0,J300/0", at: 1_709_251_200, before: 0, after: 3600,
            note: "2024-03-01T00:00:00Z, J60 in a leap year"),
        Switch(
            rule: "AAA0BBB,J60/0,J300/0", at: 1_740_787_200, before: 0, after: 3600,
            note: "2025-03-01T00:00:00Z, J60 in a common year"),
        Switch(
            rule: "AAA0BBB,J60/0,J300/0", at: 1_729_983_600, before: 3600, after: 0,
            note: "2024-10-26T23:00:00Z, J300 is October 27 in a leap year too"),
        // n counts February 29: day 59 is February 29 in a leap year, March 1 otherwise.
        Switch(
            rule: "AAA0BBB,59/0,299/0", at: 1_709_164_800, before: 0, after: 3600,
            note: "2024-02-29T00:00:00Z, zero-based day 59 of a leap year"),
        Switch(
            rule: "AAA0BBB,59/0,299/0", at: 1_740_787_200, before: 0, after: 3600,
            note: "2025-03-01T00:00:00Z, zero-based day 59 of a common year"),
        Switch(
            rule: "AAA0BBB,59/0,299/0", at: 1_761_519_600, before: 3600, after: 0,
            note: "2025-10-26T23:00:00Z, day 299 of 2025 is October 27"),
        // Negative and beyond-24 h switch times (RFC 8536 v3).
        Switch(
            rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", at: 1_774_746_000, before: -7200, after: -3600,
            note: "2026-03-29T01:00:00Z, Nuuk: 23:00 the day before the last Sunday"),
        Switch(
            rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", at: 1_792_890_000, before: -3600, after: -7200,
            note: "2026-10-25T01:00:00Z, Nuuk: 00:00 on the last Sunday"),
        Switch(
            rule: "AAA0BBB,M3.1.0/167,M10.1.0/-167", at: 1_772_924_400, before: 0, after: 3600,
            note: "2026-03-07T23:00:00Z, 167 h after the first Sunday of March"),
        Switch(
            rule: "AAA0BBB,M3.1.0/167,M10.1.0/-167", at: 1_790_467_200, before: 3600, after: 0,
            note: "2026-09-27T00:00:00Z, 167 h before the first Sunday of October"),
        // Negative DST (Europe/Dublin): "standard" IST in summer, GMT as the DST of winter.
        Switch(
            rule: "IST-1GMT0,M10.5.0,M3.5.0/1", at: 1_792_890_000, before: 3600, after: 0,
            note: "2026-10-25T01:00:00Z, Dublin into winter"),
        Switch(
            rule: "IST-1GMT0,M10.5.0,M3.5.0/1", at: 1_774_746_000, before: 0, after: 3600,
            note: "2026-03-29T01:00:00Z, Dublin into summer"),
        // A DST name without rules gets the US rules and one hour more.
        Switch(
            rule: "EST5EDT", at: 1_772_953_200, before: -18000, after: -14400,
            note: "2026-03-08T07:00:00Z, default rules"),
    ]

    @Test(arguments: switches)
    func switchInstant(_ item: Switch) throws {
        let rules = try ZoneRules(posixRule: item.rule)
        #expect(rules.offset(atEpochSecond: item.at - 1) == item.before)
        #expect(rules.offset(atEpochSecond: item.at) == item.after)
        // The change list the fire-time search uses agrees with the point lookups.
        let changes = rules.changes(after: item.at - 3600, through: item.at + 3600)
        #expect(changes.map(\.at) == [item.at])
        #expect(changes.first?.type.offset == item.after)
    }

    /// RFC 8536 §3.3.1: DST that ends exactly when the next year's begins is in force all year.
    @Test(arguments: [
        Int64(1_767_243_600),  // 2026-01-01T05:00:00Z, the seam between 2025's end and 2026's start
        1_767_243_599,  // a second before
        1_782_864_000,  // 2026-07-01T00:00:00Z
        1_798_758_000,  // 2026-12-31T23:00:00Z
    ])
    func daylightAllYear(at instant: Int64) throws {
        let rules = try ZoneRules(posixRule: "EST5EDT,0/0,J365/25")
        #expect(rules.offset(atEpochSecond: instant) == -14400)
        #expect(rules.type(atEpochSecond: instant).isDaylightSaving)
    }

    @Test(arguments: [
        ("<+0545>-5:45", 20700, "+0545"), ("UTC0", 0, "UTC"), ("<-03>3", -10800, "-03"),
        ("XXX-24:59:59", 89999, "XXX"), ("ABC+3:30", -12600, "ABC"),
    ])
    func standardOnly(rule: String, offset: Int, abbreviation: String) throws {
        let rules = try ZoneRules(posixRule: rule)
        for instant: Int64 in [0, 1_774_746_000, 4_000_000_000, -2_000_000_000] {
            #expect(rules.offset(atEpochSecond: instant) == offset)
            #expect(rules.type(atEpochSecond: instant).abbreviation == abbreviation)
        }
        #expect(rules.identifier == rule)
    }

    /// Absurd instants (a broken clock, a fuzzed `--now`) give an answer, not a trap.
    @Test(arguments: [Int64(1) << 62, -(Int64(1) << 62), 253_402_300_799])  // the last: 9999-12-31T23:59:59Z
    func extremeInstants(at instant: Int64) throws {
        let rules = try ZoneRules(posixRule: "CET-1CEST,M3.5.0,M10.5.0/3")
        #expect([3600, 7200].contains(rules.offset(atEpochSecond: instant)))
    }

    @Test(arguments: [
        "", "CET", "C1", "CE1", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.6.0,M10.5.0",
        "CET-1CEST,M3.5.7,M10.5.0", "CET-25", "CET-1CEST,J0,J365", "CET-1CEST,366,1", "CET-1CEST,M3.5.0/168,M10.5.0",
        "CET-1:60", "<AB>1", "<CET-1", "CET-1CEST,M3.5.0,M10.5.0/3x", "CET-1 CEST", "CET-1CEST,,M10.5.0",
    ])
    func malformed(rule: String) {
        #expect(throws: ZoneError.self) { try ZoneRules(posixRule: rule) }
        do {
            _ = try ZoneRules(posixRule: rule, identifier: "TZ")
        } catch {
            #expect(error.code == .invalidRule)
            #expect(error.message(in: .en).contains("'TZ'") && error.message(in: .en).contains("POSIX TZ rule"))
        }
    }

    /// Debian's slim tzdata leaves everything after the 1990s to the footer: a rule-only zone
    /// must give the very offsets of the full Europe/Berlin table, every six hours for 40 years.
    @Test func ruleMatchesBerlinTable() throws {
        let table = try zone("Europe/Berlin")
        let rule = try ZoneRules(posixRule: "CET-1CEST,M3.5.0,M10.5.0/3")
        let start = Int64(852_076_800)  // 1997-01-01T00:00:00Z
        let stop = Int64(2_114_380_800)  // 2037-01-01T00:00:00Z
        var mismatches: [Int64] = []
        for instant in stride(from: start, to: stop, by: 6 * 3600)
        where rule.offset(atEpochSecond: instant) != table.offset(atEpochSecond: instant) {
            mismatches.append(instant)
        }
        #expect(mismatches.isEmpty, "first differences at \(mismatches.prefix(5))")
    }
}
