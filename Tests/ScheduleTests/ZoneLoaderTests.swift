import FormanzaBase
import FormanzaCommandLine
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaSchedule

@Suite("Zone loading")
struct ZoneLoaderTests {
    init() { TestCatalogs.install() }

    /// A zone error carries what was wrong as data; both programs say it in the reader's
    /// language, the English unchanged.
    @Test func aZoneErrorCarriesItsReasonAndIsSaidInEitherLanguage() {
        do {
            _ = try ZoneLoader().load(identifier: "Europe/Nowhere")
            Issue.record("a zone that does not exist was loaded")
        } catch {
            #expect(error.reason == .noSuchZone(directory: "/usr/share/zoneinfo"))
            #expect(error.message(in: .en) == "time zone 'Europe/Nowhere': no such zone in /usr/share/zoneinfo")
            #expect(
                error.message(in: .es) == "zona horaria «Europe/Nowhere»: no existe esa zona en /usr/share/zoneinfo")
        }
        let rule = ZoneError(.invalidRule, zone: "TZ", reason: .posixRule("CET-1CEST,M3", character: nil))
        #expect(rule.message(in: .en) == "time zone 'TZ': malformed POSIX TZ rule 'CET-1CEST,M3' (at the end)")
        #expect(rule.message(in: .es) == "zona horaria «TZ»: regla TZ de POSIX mal formada «CET-1CEST,M3» (al final)")
    }

    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin", 1_784_116_800, 7200),  // 2026-07-15T12:00:00Z
        ("/usr/share/zoneinfo/Asia/Kathmandu", "Asia/Kathmandu", 1_784_116_800, 20700),
        ("America/Santiago", "America/Santiago", 1_784_116_800, -14400),
        ("UTC", "UTC", 1_784_116_800, 0),
    ])
    func loadsByName(name: String, identifier: String, at instant: Int64, offset: Int) throws {
        let rules = try ZoneLoader().load(identifier: name)
        #expect(rules.identifier == identifier)
        #expect(rules.offset(atEpochSecond: instant) == offset)
    }

    @Test(arguments: [
        ("../../etc/passwd", ZoneError.Code.invalidName, "'..'"),
        ("Europe/../../../etc/shadow", .invalidName, "'..'"),
        ("", .invalidName, "name"),
        ("Europe/Nowhere", .notFound, "no such zone in /usr/share/zoneinfo"),
        ("/nonexistent/zone", .notFound, "/nonexistent/zone"),
        ("Europe", .unreadable, "directory"),
        ("zone1970.tab", .malformed, "TZif"),
    ])
    func refusesBadNames(name: String, code: ZoneError.Code, mentions: String) {
        do {
            _ = try ZoneLoader().load(identifier: name)
            Issue.record("\(name) was accepted")
        } catch {
            #expect(error.code == code)
            #expect(error.zone == name)
            #expect(error.message(in: .en).contains(mentions), "message: \(error.message(in: .en))")
            #expect(error.message(in: .en).hasPrefix("time zone '\(name)'"))
        }
    }

    @Test func honoursTZDIR() throws {
        let directory = try TemporaryDirectory(prefix: "schedule")
        try FileManager.default.createDirectory(atPath: directory.path + "/Test", withIntermediateDirectories: true)
        try directory.write(TZifTests.slimBerlin.bytes(), to: "Test/Slim")
        let loader = ZoneLoader(environment: ["TZDIR": directory.path])
        #expect(loader.directory == directory.path)
        let rules = try loader.load(identifier: "Test/Slim")
        #expect(rules.offset(atEpochSecond: 1_774_746_000) == 7200)  // 2026-03-29T01:00:00Z
        let viaTZ = try loader.system(environment: ["TZ": "Test/Slim", "TZDIR": directory.path])
        #expect(viaTZ.identifier == "Test/Slim")
        #expect(ZoneLoader(environment: [:]).directory == "/usr/share/zoneinfo")
        #expect(ZoneLoader(environment: ["TZDIR": ""]).directory == "/usr/share/zoneinfo")
    }

    /// `TZ` read as glibc does; the summer offset shows which zone was really loaded.
    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin", 7200),
        (":Asia/Kathmandu", "Asia/Kathmandu", 20700),
        ("/usr/share/zoneinfo/America/Havana", "America/Havana", -14400),
        (":/usr/share/zoneinfo/Pacific/Auckland", "Pacific/Auckland", 43200),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "CET-1CEST,M3.5.0,M10.5.0/3", 7200),
        ("<+0545>-5:45", "<+0545>-5:45", 20700),
        ("EST5EDT", "EST5EDT", -14400),
        ("", "UTC", 0),
    ])
    func systemZoneFromTZ(tz: String, identifier: String, julyOffset: Int) throws {
        let loader = ZoneLoader(localtimePath: "/nonexistent/localtime")
        let rules = try loader.system(environment: ["TZ": tz])
        #expect(rules.identifier == identifier)
        #expect(rules.offset(atEpochSecond: 1_784_116_800) == julyOffset)  // 2026-07-15T12:00:00Z
    }

    @Test(arguments: [
        ("Nowhere/Zone", ZoneError.Code.notFound), ("../etc/passwd", .invalidName),
        (":Nowhere/Zone", .notFound), ("/nonexistent", .notFound),
    ])
    func badTZIsAnError(tz: String, code: ZoneError.Code) {
        do {
            _ = try ZoneLoader().system(environment: ["TZ": tz])
            Issue.record("TZ=\(tz) was accepted")
        } catch {
            #expect(error.code == code)
            #expect(error.message(in: .en).contains(tz.hasPrefix(":") ? String(tz.dropFirst()) : tz))
        }
    }

    @Test func localtimeSymlinkNamesTheZone() throws {
        let directory = try TemporaryDirectory(prefix: "schedule")
        let link = directory.path + "/localtime"
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "/usr/share/zoneinfo/Pacific/Auckland")
        let rules = try ZoneLoader(localtimePath: link).system(environment: [:])
        #expect(rules.identifier == "Pacific/Auckland")
        #expect(rules.offset(atEpochSecond: 1_784_116_800) == 43200)
        // ":" alone also means the system file.
        #expect(try ZoneLoader(localtimePath: link).system(environment: ["TZ": ":"]).identifier == "Pacific/Auckland")
    }

    @Test func localtimeCopyIsNamedByEtcTimezone() throws {
        let directory = try TemporaryDirectory(prefix: "schedule")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Tehran")))
        try directory.write(bytes, to: "localtime")
        try directory.write(Array("Asia/Tehran\n".utf8), to: "timezone")
        let named = ZoneLoader(
            localtimePath: directory.path + "/localtime", timezoneNamePath: directory.path + "/timezone")
        #expect(try named.system(environment: [:]).identifier == "Asia/Tehran")
        // A stale /etc/timezone naming another zone is not believed.
        try directory.write(Array("Europe/Paris\n".utf8), to: "timezone")
        #expect(try named.system(environment: [:]).identifier == directory.path + "/localtime")
        #expect(try named.system(environment: [:]).offset(atEpochSecond: 1_784_116_800) == 12600)
    }

    @Test func missingLocaltimeMeansUTC() throws {
        let rules = try ZoneLoader(localtimePath: "/nonexistent/localtime").system(environment: [:])
        #expect(rules == .utc)
        #expect(rules.identifier == "UTC")
    }

    @Test func corruptLocaltimeIsAnError() throws {
        let directory = try TemporaryDirectory(prefix: "schedule")
        try directory.write(Array("not a zone".utf8), to: "localtime")
        let loader = ZoneLoader(localtimePath: directory.path + "/localtime")
        #expect(throws: ZoneError.self) { try loader.system(environment: [:]) }
    }

    /// Loading again gives an equal value, so the daemon can compare before re-planning.
    @Test func reloadingIsStableAndComparable() throws {
        #expect(try zone("Europe/Berlin") == zone("Europe/Berlin"))
        #expect(try zone("Europe/Berlin") != zone("Europe/Paris"))
    }
}
