import FormanzaBase
import FormanzaState
import Foundation
import Testing

@testable import formanza

/// `progress --json` is written by hand for speed; these tests hold its bytes to what
/// `JSONEncoder` writes for the same report, on a form with every kind of card, goals of both
/// kinds, titles that need escaping or are not ASCII, in both languages and every period.
struct ProgressJSONTextTests {
    static let form = #"""
        {"schema": 1, "id": "rich", "title": "Rich \"quoted\" año", "active": true,
         "reminders": {"morning": {"enabled": true, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "weight", "title": "Weight", "highlight": true,
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}},
           {"id": "water", "title": "Water / día", "kind": {"type": "yes-no"}},
           {"id": "walk", "title": "Walk\\run", "kind": {"type": "yes-no"}},
           {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "scale",
            "options": [{"value": "low", "label": "Low"}, {"value": "ok", "label": "OK"},
                        {"value": "high", "label": "Très \"high\""}]}},
           {"id": "drinks", "title": "Drinks", "kind": {"type": "multiple-choice", "style": "list",
            "options": [{"value": "tea", "label": "Tea"}, {"value": "coffee", "label": "Café"}]}},
           {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 15}},
           {"id": "bed", "title": "Bed", "kind": {"type": "time", "minuteInterval": 15}},
           {"id": "color", "title": "Colour", "kind": {"type": "color"}},
           {"id": "note", "title": "Note", "kind": {"type": "text"}}
         ], "calculated": [], "goals": []}
        """#

    static let days: [(offset: Int, answers: [String])] = [
        (40, ["weight=90", "water=yes", "walk=no", "mood=low", "sleep=7h", "bed=22:00", "color=red"]),
        (9, ["weight=82.1", "water=no", "drinks=tea", "note=a \"b\""]),
        (
            5,
            [
                "weight=82", "water=yes", "walk=yes", "mood=ok", "drinks=tea,coffee", "sleep=7h30", "bed=23:15",
                "color=#12AB34", "note=x",
            ]
        ),
        (4, ["weight=81.5", "water=no", "walk=yes", "mood=low", "sleep=6h45", "bed=21:30", "color=blue"]),
        (2, ["weight=81", "water=yes", "walk=no", "mood=high", "sleep=8h", "color=green"]),
        (1, ["weight=80.5", "water=yes", "walk=yes", "mood=high", "drinks=coffee", "bed=00:00"]),
        (0, ["weight=80.2", "water=yes"]),
    ]

    func sandbox() throws -> CheckinSandbox {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(Self.form, id: "rich")
        for arguments in [
            ["calc", "add", "rich", "--title", "Half", "--formula", "Weight / 2", "--unit", "kg", "--decimals", "2"],
            ["calc", "add", "rich", "--title", "Size", "--ranges", "Weight", "M:M:", "L:L:81", "XL:XL:85"],
            [
                "goal", "add", "rich", "--screen", "Weight", "--target", "75", "--deadline", "2027-03-01",
                "--start", "2026-11-20",
            ],
            [
                "goal", "add", "rich", "--screen", "Water / día", "--habit", "yes", "--days", "10",
                "--start", "2026-11-25",
            ],
        ] {
            let result = try sandbox.run(arguments)
            try #require(result.status == 0, "\(result)")
        }
        for (offset, answers) in Self.days {
            let iso = CivilDate(year: 2026, month: 12, day: 2)!.adding(days: -offset).iso
            let result = try sandbox.run(
                ["answer", "--form", "rich", "--date", iso] + answers,
                env: ["FORMANZA_NOW": "\(iso)T21:4\(offset % 10):00Z"])
            try #require(result.status == 0, "\(result)")
        }
        return sandbox
    }

    @Test func handWrittenBytesEqualTheEncoders() throws {
        let sandbox = try sandbox()
        let paths = StorePaths.from(environment: sandbox.environment)
        let store = Store(paths: paths)
        let form = try #require(try store.loadForms().forms.first { $0.id == "rich" })
        let today = CivilDate(year: 2026, month: 12, day: 2)!
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var compared = 0
        for language in [Language.en, .es] {
            for period in ProgressPeriod.allCases {
                let builder = ProgressBuilder(
                    form: form, dataValues: [], weekStart: .monday,
                    localMinutes: { Int($0 % 86_400) / 60 })
                let report = try builder.report(period: period, today: today, records: store)
                if period == .all {
                    // Every kind of card and both kinds of goal are written.
                    let kinds = Set(
                        report.cards.map { card -> String in
                            switch card {
                            case .number: return "number"
                            case .habits: return "habits"
                            case .steps: return "steps"
                            case .counts: return "counts"
                            case .times: return "time"
                            case .colors: return "color"
                            case .photos: return "photos"
                            }
                        })
                    #expect(kinds == ["number", "habits", "steps", "counts", "time", "color"])
                    #expect(report.goals.count == 2 && report.usualTime != nil)
                }
                let json = ProgressJSON(report: report, language: language, paths: paths)
                let expected = String(decoding: try encoder.encode(json), as: UTF8.self)
                let written = String(decoding: try json.text(), as: UTF8.self)
                #expect(written == expected, "\(language) \(period)")
                compared += 1
            }
        }
        #expect(compared == 10)
    }
}
