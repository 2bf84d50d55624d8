import FormanzaBase
import Foundation
import Testing

@testable import FormanzaSchedule

/// Compares our TZif/POSIX reading and the fire-time rule (docs/reminders.md, «Fire time») with an
/// independent implementation: Python's `zoneinfo` (its own TZif parser, footer evaluator and PEP
/// 495 `fold` semantics), reading the same system tzdata.
///
/// Python computes the fire time its own way: a wall time that round-trips (UTC and back) exists,
/// and its `fold=0` instant is the first occurrence; one that does not is in a gap, whose end is
/// found by bisecting between the `fold=1` and `fold=0` instants. A day exists when the first
/// instant reaching its 00:00 still reads that day.
@Suite("Oracle: Python zoneinfo")
struct OracleTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Pacific/Auckland", "Australia/Lord_Howe", "America/Santiago",
        "America/Havana", "Pacific/Easter", "Pacific/Apia", "Asia/Kathmandu", "Asia/Tehran", "Europe/Dublin",
        "America/Nuuk", "Africa/Casablanca", "Asia/Gaza", "America/Asuncion", "Africa/Cairo", "Asia/Jerusalem",
        "Europe/London", "Europe/Moscow", "Asia/Kolkata", "Australia/Adelaide", "Australia/Sydney",
        "Antarctica/Troll", "America/St_Johns", "America/Sao_Paulo", "America/Mexico_City", "America/Chicago",
        "America/Los_Angeles", "America/Anchorage", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Tongatapu",
        "Pacific/Fiji", "Asia/Amman", "Asia/Damascus", "Asia/Beirut", "Europe/Lisbon", "Atlantic/Azores",
        "America/Scoresbysund", "Asia/Dhaka", "Australia/Eucla", "Pacific/Norfolk", "America/Caracas",
        "Antarctica/Macquarie", "Africa/Windhoek", "Europe/Kyiv", "Asia/Tokyo", "UTC", "Etc/GMT+12", "Etc/GMT-14",
        "EST5EDT", "America/Godthab", "Africa/Juba", "Pacific/Marquesas", "America/Bahia_Banderas",
    ]

    static let times = ["00:00", "00:30", "01:30", "02:30", "08:00", "21:00", "23:30"]

    static let script = #"""
        import sys, datetime as dt, zoneinfo
        UTC = dt.timezone.utc
        zones = sys.argv[1].split(",")
        times = [tuple(map(int, t.split(":"))) for t in sys.argv[2].split(",")]
        out = sys.stdout.write

        def reading(u, z):
            return dt.datetime.fromtimestamp(u, z).replace(tzinfo=None)

        def first_reaching(d, z):
            u0 = int(d.replace(tzinfo=z, fold=0).timestamp())
            u1 = int(d.replace(tzinfo=z, fold=1).timestamp())
            existing = [u for u in (u0, u1) if reading(u, z) == d]
            if existing:
                return min(existing)
            lo, hi = min(u0, u1), max(u0, u1)
            assert reading(lo, z) < d < reading(hi, z), (d, z)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if reading(mid, z) >= d: hi = mid
                else: lo = mid
            return hi

        def offset(u, z):
            return int(dt.datetime.fromtimestamp(u, z).utcoffset().total_seconds())

        def transitions(z, start, end):
            t = int(dt.datetime(start, 1, 1, tzinfo=UTC).timestamp())
            stop = int(dt.datetime(end, 1, 1, tzinfo=UTC).timestamp())
            prev = offset(t, z); found = []
            while t < stop:
                n = t + 43200; o = offset(n, z)
                if o != prev:
                    lo, hi = t, n
                    while hi - lo > 1:
                        m = (lo + hi) // 2
                        if offset(m, z) == prev: lo = m
                        else: hi = m
                    found.append(hi)
                prev = o; t = n
            return found

        for name in zones:
            z = zoneinfo.ZoneInfo(name)
            trans = transitions(z, 1970, 2038) + transitions(z, 2089, 2091)
            for u in trans:
                for probe in (u - 1, u, u + 1):
                    out("O %s %d %d\n" % (name, probe, offset(probe, z)))
            days = set()
            for u in trans:
                d = dt.datetime.fromtimestamp(u, z).date()
                days.update(d + dt.timedelta(days=k) for k in (-1, 0, 1))
            for year in (1970, 1983, 1996, 2011, 2025, 2026, 2031, 2037, 2050, 2090):
                for month in range(1, 13):
                    days.update({dt.date(year, month, 1), dt.date(year, month, 16)})
            for d in sorted(days):
                midnight = dt.datetime(d.year, d.month, d.day)
                exists = reading(first_reaching(midnight, z), z).date() == d
                for h, m in times:
                    if not exists:
                        out("R %s %s %02d:%02d none\n" % (name, d.isoformat(), h, m))
                        continue
                    wall = midnight.replace(hour=h, minute=m)
                    u = first_reaching(wall, z)
                    out("R %s %s %02d:%02d %d %d %d\n" % (name, d.isoformat(), h, m, u, offset(u, z), int(reading(u, z) != wall)))
        """#

    /// One run of the script for all zones, shared by the tests below.
    static let lines: Result<[Substring], any Error> = Result {
        try run("python3", ["-c", script, zones.joined(separator: ","), times.joined(separator: ",")])
    }.map { $0.split(separator: "\n") }

    @Test("offsets around every transition 1970–2037 and 2089–2090 match zoneinfo")
    func offsetsMatch() throws {
        let lines = try Self.lines.get().filter { $0.hasPrefix("O ") }
        #expect(lines.count > 10_000, "the oracle produced too few offsets to mean anything")
        var rules: [String: ZoneRules] = [:]
        var mismatches: [String] = []
        for line in lines {
            let fields = line.split(separator: " ")
            let name = String(fields[1])
            let at = Int64(fields[2])!
            let expected = Int(fields[3])!
            let zone = try rules[name] ?? zone(name)
            rules[name] = zone
            let actual = zone.offset(atEpochSecond: at)
            if actual != expected { mismatches.append("\(name) @\(at): \(actual) ≠ zoneinfo \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(20))")
    }

    @Test("Fire instants for 55 zones × days around transitions and across 1970–2090 match zoneinfo")
    func fireTimesMatch() throws {
        let lines = try Self.lines.get().filter { $0.hasPrefix("R ") }
        #expect(lines.count > 100_000, "the oracle produced too few cases to mean anything")
        var rules: [String: ZoneRules] = [:]
        var mismatches: [String] = []
        var moved = 0
        var missingDays = 0
        for line in lines {
            let fields = line.split(separator: " ")
            let name = String(fields[1])
            let zone = try rules[name] ?? zone(name)
            rules[name] = zone
            let fire = zone.fireTime(on: day(String(fields[2])), at: hm(String(fields[3])))
            let actual = fire.map { "\($0.epochSecond) \($0.offset) \($0.movedByGap ? 1 : 0)" } ?? "none"
            let expected = fields[4...].joined(separator: " ")
            if actual != expected {
                mismatches.append("\(name) \(fields[2]) \(fields[3]): \(actual) ≠ zoneinfo \(expected)")
            }
            if expected == "none" { missingDays += 1 }
            if expected.hasSuffix(" 1") { moved += 1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(20))")
        // The sample must reach the hard cases, or agreeing would prove little.
        #expect(moved > 500, "only \(moved) gap cases")
        #expect(missingDays >= 7, "Apia's missing day should be in the sample")
    }
}
