import FormanzaBase
import Foundation
import Testing

@testable import FormanzaSchedule

/// The `plan --json` contract (formanza-remind(1)): keys, order, nulls and offsets.
@Suite("Plan JSON")
struct PlanReportTests {
    static let now: Int64 = 1_774_677_600  // 2026-03-28T07:00:00+01:00

    func report(_ forms: [PlanForm], days: Int? = nil, zoneName: String = "Europe/Berlin") throws -> PlanReport {
        PlanReport(
            plan: Planner.plan(
                PlanRequest(
                    forms: forms, lastOpened: Self.now, now: Self.now,
                    zone: try zone(zoneName), horizonDays: days)))
    }

    @Test func contractFields() throws {
        let report = try report([form("f1", "Daily check-in")])
        #expect(report.now == "2026-03-28T07:00:00+01:00")
        #expect(report.timeZone == "Europe/Berlin")
        #expect(report.horizonDays == 28)
        #expect(report.remindingForms == 1)
        #expect(report.lastDay == day("2026-04-24"))
        #expect(report.nextWake == "2026-03-28T08:00:00+01:00")
        let entry = try #require(report.reminders.first { $0.day == day("2026-03-29") && $0.kind == .morning })
        #expect(entry.formId == "f1")
        #expect(entry.form == "Daily check-in")
        #expect(entry.fireAt == "2026-03-29T08:00:00+02:00")
        #expect(entry.status == .planned)
        #expect(entry.reason == nil)
    }

    @Test func keysInContractOrderWithExplicitNulls() throws {
        let text = try report([form("f1", "Daily check-in")], days: 1).jsonText()
        let top = [
            "\"now\"", "\"timeZone\"", "\"horizonDays\"", "\"remindingForms\"", "\"lastDay\"", "\"stopsAfter\"",
            "\"nextWake\"", "\"reminders\"",
        ]
        let positions = try top.map { key in try #require(text.range(of: key)?.lowerBound, "missing \(key)") }
        #expect(positions == positions.sorted())
        let line = try #require(text.split(separator: "\n").first { $0.contains("\"evening\"") })
        #expect(
            line.trimmingCharacters(in: .whitespaces) == """
                {"formId": "f1", "form": "Daily check-in", "kind": "evening", "day": "2026-03-28", \
                "fireAt": "2026-03-28T21:00:00+01:00", "status": "planned", "reason": null, "time": "21:00", \
                "movedByGap": false}
                """)
        #expect(text.hasPrefix("{\n  \"now\": \"2026-03-28T07:00:00+01:00\",\n  \"timeZone\": \"Europe/Berlin\","))
    }

    /// Indented, an empty list of reminders is just its brackets, as the plan always wrote it.
    @Test func nothingRemindingIndented() throws {
        let text = try report([form("off", reminds: false)]).jsonText()
        #expect(text.hasSuffix("\n  \"nextWake\": null,\n  \"reminders\": []\n}"), "\(text)")
    }

    /// A title as hostile as a hand-edited store can make it: the controls escaped as the plan
    /// always escaped them (a backspace and a form feed as `\u0008`/`\u000c`, not `\b`/`\f`),
    /// the bidirectional controls escaped, a slash left as it is, in both layouts.
    @Test func hostileTitlesKeepThePlansEscapes() throws {
        let title = "a\u{8}b\u{C}c\u{1}\u{7F}\u{202E}\"q\"\\/é\n"
        let escaped = #""a\u0008b\u000cc\u0001\u007f\u202e\"q\"\\/é\n""#
        for pretty in [true, false] {
            let text = try report([form("f1", title)], days: 1).jsonText(pretty: pretty)
            let field = pretty ? "\"form\": " + escaped : "\"form\":" + escaped
            #expect(text.contains(field), "\(text)")
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
        }
    }

    @Test func nothingRemindingGivesNulls() throws {
        let text = try report([form("off", reminds: false)]).jsonText(pretty: false)
        #expect(
            text == """
                {"now":"2026-03-28T07:00:00+01:00","timeZone":"Europe/Berlin","horizonDays":28,"remindingForms":0,\
                "lastDay":null,"stopsAfter":null,"nextWake":null,"reminders":[]}
                """)
    }

    @Test func decodesBackAndMatchesJSONEncoder() throws {
        let report = try report([form("f1", "Registro \"diario\" ✓\n"), form("f2", "B")], days: 2)
        let decoded = try JSONDecoder().decode(PlanReport.self, from: Data(report.jsonText().utf8))
        #expect(decoded == report)
        // The Codable conformance writes the same content (nulls included), in any key order.
        let silent = try self.report([form("off", reminds: false)])
        let encoded = try JSONEncoder().encode(silent)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["lastDay"] is NSNull)
        #expect(
            Set(object.keys) == [
                "now", "timeZone", "horizonDays", "remindingForms", "lastDay", "stopsAfter",
                "nextWake", "reminders",
            ])
    }

    @Test func skippedAndMissingDayEntries() throws {
        let apiaNow: Int64 = 1_325_142_000  // 2011-12-28T21:00:00-10:00
        let plan = Planner.plan(
            PlanRequest(
                forms: [form("f", morning: nil)], lastOpened: apiaNow, now: apiaNow,
                zone: try zone("Pacific/Apia"), horizonDays: 4))
        let text = PlanReport(plan: plan).jsonText()
        #expect(
            text.contains(
                #""day": "2011-12-28", "fireAt": "2011-12-28T21:00:00-10:00", "status": "skipped", "reason": "past""#))
        #expect(text.contains(#""day": "2011-12-30", "fireAt": null, "status": "skipped", "reason": "no-such-day""#))
        #expect(text.contains(#""day": "2011-12-31", "fireAt": "2011-12-31T21:00:00+14:00", "status": "planned""#))
    }

    @Test func movedByGapIsReported() throws {
        let report = try report([form("f", morning: "02:30", evening: nil)], days: 2)
        let moved = report.reminders.filter(\.movedByGap)
        #expect(moved.map(\.fireAt) == ["2026-03-29T03:00:00+02:00"])
        #expect(moved.map(\.time) == [hm("02:30")])
    }
}
