import FormanzaBase
import Testing

@testable import FormanzaSchedule

/// The change list the fire-time search reads must agree with the point lookups, above all across
/// the seam where the explicit table ends and the footer rule takes over (2037–2038 in fat tzdata,
/// the 1990s in slim).
@Suite("Zone rules")
struct ZoneRulesTests {
    @Test(arguments: [
        "Europe/Berlin", "America/Santiago", "America/Nuuk", "Australia/Lord_Howe", "Pacific/Apia",
        "Europe/Dublin", "Africa/Casablanca", "Asia/Tokyo",
    ])
    func changesAgreeWithOffsets(name: String) throws {
        let rules = try zone(name)
        let start: Int64 = 2_082_758_400  // 2036-01-01T00:00:00Z
        let stop: Int64 = 2_208_988_800  // 2040-01-01T00:00:00Z
        var mismatches: [Int64] = []
        var lower = start
        while lower < stop {
            let upper = lower + 7 * 86_400
            let changes = rules.changes(after: lower, through: upper)
            #expect(changes.map(\.at) == changes.map(\.at).sorted())
            #expect(changes.allSatisfy { $0.at > lower && $0.at <= upper })
            var offset = rules.offset(atEpochSecond: lower)
            var next = 0
            for instant in stride(from: lower, through: upper, by: 1800) {
                while next < changes.count, changes[next].at <= instant {
                    offset = changes[next].type.offset
                    next += 1
                }
                if offset != rules.offset(atEpochSecond: instant) { mismatches.append(instant) }
            }
            lower = upper
        }
        #expect(mismatches.isEmpty, "first at \(mismatches.prefix(5))")
    }

    @Test func utcIsConstant() {
        for instant: Int64 in [-5_000_000_000, 0, 1_774_746_000, 9_000_000_000] {
            #expect(ZoneRules.utc.offset(atEpochSecond: instant) == 0)
        }
        #expect(ZoneRules.utc.changes(after: 0, through: 9_000_000_000).isEmpty)
        #expect(ZoneRules.utc.description == "UTC")
    }

    @Test(arguments: [
        (Int64(1_774_745_999), "CET", false),  // 2026-03-29T00:59:59Z
        (1_774_746_000, "CEST", true),  // 2026-03-29T01:00:00Z
        (3_794_173_200, "CEST", true),  // 2090-03-26T01:00:00Z, from the footer
    ])
    func abbreviationsAndDaylightFlag(at instant: Int64, abbreviation: String, daylight: Bool) throws {
        let type = try zone("Europe/Berlin").type(atEpochSecond: instant)
        #expect(type.abbreviation == abbreviation)
        #expect(type.isDaylightSaving == daylight)
    }
}
