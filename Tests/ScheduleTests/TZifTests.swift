import FormanzaBase
import FormanzaCommandLine
import Testing

@testable import FormanzaSchedule

/// Builds TZif bytes by hand (RFC 8536 layout), so the parser is tested on exactly the shapes
/// we mean: slim files with a footer, version 1 files, and broken ones.
struct TZifBuilder {
    var version: UInt8 = UInt8(ascii: "2")
    var transitions: [Int64] = []
    var indices: [UInt8] = []
    /// (offset, isDST, abbreviation)
    var types: [(Int32, Bool, String)] = [(0, false, "UTC")]
    var footer = ""
    var leapSeconds = 0

    func bytes() -> [UInt8] {
        guard version != 0 else { return block(timeSize: 4) }
        // A minimal version 1 block, as `zic -b slim` writes it, then the 64-bit data and footer.
        let minimal = TZifBuilder(version: version, types: [(0, false, "X")])
        return minimal.block(timeSize: 4, counts: true) + block(timeSize: 8) + Array("\n\(footer)\n".utf8)
    }

    private func block(timeSize: Int, counts minimalV1: Bool = false) -> [UInt8] {
        var names: [UInt8] = []
        var nameIndex: [Int] = []
        for type in types {
            nameIndex.append(names.count)
            names += Array(type.2.utf8) + [0]
        }
        var out = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
        let timeCount = minimalV1 ? 0 : transitions.count
        for count in [0, 0, minimalV1 ? 0 : leapSeconds, timeCount, types.count, names.count] {
            out += Self.bigEndian(Int64(count), size: 4)
        }
        if !minimalV1 {
            for time in transitions { out += Self.bigEndian(time, size: timeSize) }
            out += indices
        }
        for (index, type) in types.enumerated() {
            out += Self.bigEndian(Int64(type.0), size: 4) + [type.1 ? 1 : 0, UInt8(nameIndex[index])]
        }
        out += names
        if !minimalV1 {
            for second in 0..<leapSeconds {
                out +=
                    Self.bigEndian(Int64(78_796_800 + second), size: timeSize)
                    + Self.bigEndian(Int64(second + 1), size: 4)
            }
        }
        return out
    }

    static func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

@Suite("TZif parsing")
struct TZifTests {
    /// A slim Berlin: LMT until 1893, then CET, and the footer for everything after.
    static let slimBerlin = TZifBuilder(
        transitions: [-2_422_054_408], indices: [1], types: [(3208, false, "LMT"), (3600, false, "CET")],
        footer: "CET-1CEST,M3.5.0,M10.5.0/3")

    @Test(arguments: [
        (Int64(-2_422_054_409), 3208, "LMT"),  // 1893-03-31T23:06:31Z, the last LMT second (type 0 before the table)
        (-2_422_054_408, 3600, "CET"),  // 1893-04-01: CET from here
        (1_774_745_999, 3600, "CET"),  // 2026-03-29T00:59:59Z
        (1_774_746_000, 7200, "CEST"),  // 2026-03-29T01:00:00Z, from the footer
        (1_792_890_000, 3600, "CET"),  // 2026-10-25T01:00:00Z
        (3_794_173_200, 7200, "CEST"),  // 2090-03-26T01:00:00Z
    ])
    func slimFileUsesFooter(at instant: Int64, offset: Int, abbreviation: String) throws {
        let rules = try ZoneRules(tzif: Self.slimBerlin.bytes(), identifier: "Slim/Berlin")
        #expect(rules.offset(atEpochSecond: instant) == offset)
        #expect(rules.type(atEpochSecond: instant).abbreviation == abbreviation)
        #expect(rules.identifier == "Slim/Berlin")
    }

    @Test func slimFileFiresLikeTheFullOne() throws {
        let slim = try ZoneRules(tzif: Self.slimBerlin.bytes(), identifier: "Slim/Berlin")
        let gap = try #require(slim.fireTime(on: day("2026-03-29"), at: hm("02:30")))
        #expect(gap.epochSecond == 1_774_746_000)  // 2026-03-29T03:00:00+02:00
        #expect(gap.movedByGap)
        let overlap = try #require(slim.fireTime(on: day("2026-10-25"), at: hm("02:30")))
        #expect(overlap.epochSecond == 1_792_888_200)  // 2026-10-25T02:30:00+02:00, the first
    }

    @Test func versionOneFileWith32BitTimes() throws {
        let file = TZifBuilder(
            version: 0, transitions: [0, 15_638_400], indices: [1, 2],
            types: [(0, false, "AAA"), (3600, false, "BBB"), (7200, true, "CCC")])
        let rules = try ZoneRules(tzif: file.bytes(), identifier: "V1")
        #expect(rules.offset(atEpochSecond: -1) == 0)
        #expect(rules.offset(atEpochSecond: 0) == 3600)
        #expect(rules.offset(atEpochSecond: 15_638_399) == 3600)
        #expect(rules.offset(atEpochSecond: 15_638_400) == 7200)  // 1970-07-01T00:00:00Z
        #expect(rules.offset(atEpochSecond: 4_000_000_000) == 7200)  // no footer: the last type stays
    }

    @Test func emptyFooterKeepsLastType() throws {
        let file = TZifBuilder(
            transitions: [1_000_000_000], indices: [1],
            types: [(0, false, "AAA"), (-12600, false, "BBB")], footer: "")
        let rules = try ZoneRules(tzif: file.bytes(), identifier: "NoFooter")
        #expect(rules.offset(atEpochSecond: 5_000_000_000) == -12600)
        #expect(rules.changes(after: 1_000_000_000, through: 5_000_000_000).isEmpty)
    }

    @Test func leapSecondRecordsAreSkipped() throws {
        var file = Self.slimBerlin
        file.leapSeconds = 3
        let rules = try ZoneRules(tzif: file.bytes(), identifier: "Leap")
        #expect(rules.offset(atEpochSecond: 1_774_746_000) == 7200)
    }

    static func broken(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes = slimBerlin.bytes()
        edit(&bytes)
        return bytes
    }

    @Test(arguments: [
        ("no magic", broken { $0[0] = UInt8(ascii: "X") }, ZoneError.Code.malformed, "magic"),
        ("truncated", broken { $0.removeLast(40) }, .malformed, "truncated"),
        ("empty", [], .malformed, "truncated"),
        (
            "bad footer",
            broken {
                $0.removeLast(3)
                $0 += Array("X/\n".utf8)
            }, .invalidRule, "POSIX"
        ),
        ("unterminated footer", broken { $0.removeLast() }, .malformed, "footer"),
        ("type index", TZifBuilder(transitions: [0], indices: [5]).bytes(), .malformed, "type"),
        ("descending", TZifBuilder(transitions: [10, 5], indices: [0, 0]).bytes(), .malformed, "ascending"),
        ("offset", TZifBuilder(types: [(200_000, false, "BIG")]).bytes(), .malformed, "offset"),
        ("version", broken { $0[4] = UInt8(ascii: "A") }, .malformed, "version"),
    ])
    func malformedFiles(label: String, bytes: [UInt8], code: ZoneError.Code, mentions: String) {
        do {
            _ = try ZoneRules(tzif: bytes, identifier: "Broken/\(label)")
            Issue.record("\(label) was accepted")
        } catch {
            #expect(error.code == code)
            #expect(error.zone == "Broken/\(label)")
            #expect(error.message(in: .en).contains(mentions), "message: \(error.message(in: .en))")
        }
    }

    /// Every zone the system ships parses (a guard against formats we have not seen).
    @Test func everySystemZoneParses() throws {
        let output = try run(
            "python3", ["-c", "import zoneinfo; print('\\n'.join(sorted(zoneinfo.available_timezones())))"])
        let names = output.split(separator: "\n").map(String.init)
        #expect(names.count > 300)
        var failures: [String] = []
        for name in names {
            do { _ = try zone(name) } catch { failures.append(error.message(in: .en)) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
