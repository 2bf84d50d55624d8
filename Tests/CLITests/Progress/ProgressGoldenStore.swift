import FormanzaBase
import Foundation
import Testing

/// The store behind the golden `progress --json` files: one form with a card of every kind (a
/// number with a value goal's target, a number with large and small values, a duration,
/// two habits, an ordered scale, a multiple choice, a time, a colour, a photo and a multi-photo
/// screen), calculated values (formulas giving negative, repeating, tiny and huge numbers, ranges,
/// and one that reads a data value that is gone), a value and a habit goal, and answers spread over more
/// than a year before Wednesday 2 December 2026, so each period has its own figures.
enum ProgressGoldenStore {
    static let form = #"""
        {"schema": 1, "id": "golden", "title": "Golden \"quoted\" año", "active": true,
         "reminders": {"morning": {"enabled": true, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "weight", "title": "Weight", "highlight": true,
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}},
           {"id": "balance", "title": "Balance", "kind": {"type": "number", "unit": "€", "min": 0,
            "max": 900000, "decimals": 3, "step": 0.001}},
           {"id": "water", "title": "Water / día", "kind": {"type": "yes-no"}},
           {"id": "walk", "title": "Walk\\run", "kind": {"type": "yes-no"}},
           {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "scale",
            "options": [{"value": "low", "label": "Low"}, {"value": "ok", "label": "OK"},
                        {"value": "high", "label": "Très \"high\""}]}},
           {"id": "drinks", "title": "Drinks", "kind": {"type": "multiple-choice", "style": "list",
            "options": [{"value": "tea", "label": "Tea"}, {"value": "coffee", "label": "Café"},
                        {"value": "juice", "label": "Juice"}]}},
           {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 15}},
           {"id": "bed", "title": "Bed", "kind": {"type": "time", "minuteInterval": 15}},
           {"id": "color", "title": "Colour", "kind": {"type": "color"}},
           {"id": "note", "title": "Note", "kind": {"type": "text"}}
         ], "calculated": [], "goals": []}
        """#

    /// The last day answered is today; `offset` counts days back from it.
    static let today = CivilDate(year: 2026, month: 12, day: 2)!

    /// Answers for the day `offset` days before today: a pattern of every screen, some left out
    /// on some days so streaks break and shares differ.
    static func answers(offset: Int) -> [String] {
        let moods = ["low", "ok", "high"]
        let drinks = ["tea", "coffee", "tea,juice", "coffee,tea,juice"]
        let colors = ["red", "#12AB34", "blue", "green"]
        let balances = ["3.25", "0", "123456.789", "0.001", "0.1", "899999.999", "0.01", "7.333"]
        let quarters = ["00", "15", "30", "45"]
        let tenths = (offset * 37) % 101
        var answers = ["weight=\(80 + tenths / 10).\(tenths % 10)"]
        if offset % 3 != 1 { answers.append("water=" + (offset % 5 == 0 ? "no" : "yes")) }
        if offset % 4 != 2 { answers.append("walk=" + (offset % 7 < 4 ? "yes" : "no")) }
        if offset % 6 != 5 { answers.append("mood=" + moods[offset % 3]) }
        if offset % 2 == 0 { answers.append("drinks=" + drinks[(offset / 2) % 4]) }
        if offset % 5 != 3 { answers.append("sleep=\(6 + offset % 3)h" + quarters[offset % 4]) }
        if offset % 3 != 2 { answers.append("bed=\(21 + offset % 3):" + quarters[(offset + 1) % 4]) }
        if offset % 4 == 1 { answers.append("color=" + colors[(offset / 4) % 4]) }
        if offset % 9 == 4 { answers.append("note=day \(offset) \"quoted\"") }
        if offset % 2 == 1 || offset < 10 { answers.append("balance=" + balances[offset % balances.count]) }
        return answers
    }

    /// Every day of the last seven weeks, then every ninth day back to more than a year and a
    /// half ago, so 1Y and All differ.
    static let offsets = Array(0...48) + Array(stride(from: 57, through: 600, by: 9))

    /// Days with photos and their widths (the file name carries its size).
    static let photoDays: [(offset: Int, width: Int)] = [(0, 600), (3, 610), (20, 620), (400, 630)]

    static func sandbox(language: String = "C.UTF-8") throws -> CheckinSandbox {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(form, id: "golden")
        try #require(try sandbox.run("form", "deactivate", "daily-check-in").status == 0)
        func run(_ arguments: [String], env: [String: String] = [:]) throws {
            let result = try sandbox.run(arguments, env: env)
            try #require(result.status == 0, "\(arguments): \(result)")
        }
        try run(["screen", "add", "golden", "--type", "photo", "--title", "Front"])
        try run(["screen", "add", "golden", "--type", "multi-photo", "--title", "Poses", "--names", "Side,Back"])
        try run(["data", "set", "Height", "1.80", "--unit", "m"])
        try run(["calc", "add", "golden", "--title", "BMI", "--formula", "Weight / (Height ^ 2)", "--decimals", "2"])
        try run(["calc", "add", "golden", "--title", "Third", "--formula", "Balance / 3", "--decimals", "3"])
        try run(["calc", "add", "golden", "--title", "Delta", "--formula", "Weight - 85", "--unit", "kg"])
        try run(["calc", "add", "golden", "--title", "Tiny", "--formula", "Balance / 1000", "--decimals", "3"])
        try run(["calc", "add", "golden", "--title", "Huge", "--formula", "Balance * 100000000000"])
        try run(["calc", "add", "golden", "--title", "Size", "--ranges", "Weight", "M:M:", "L:L:85", "XL:XL:95"])
        try run([
            "goal", "add", "golden", "--screen", "Weight", "--target", "75", "--deadline", "2027-03-01",
            "--start", "2026-11-20",
        ])
        try run([
            "goal", "add", "golden", "--screen", "Water / día", "--habit", "yes", "--days", "10",
            "--start", "2026-11-25",
        ])
        try settleForm(sandbox)
        for offset in offsets.reversed() {
            let iso = today.adding(days: -offset).iso
            try run(
                ["answer", "--form", "golden", "--date", iso] + answers(offset: offset),
                env: ["FORMANZA_NOW": "\(iso)T21:\(offset % 3 == 0 ? 15 : 44):00Z"])
        }
        for (index, photo) in photoDays.enumerated() {
            let path = sandbox.base + "/front-\(index).jpg"
            try PhotoSamples.write(path, width: photo.width, height: 400)
            let iso = today.adding(days: -photo.offset).iso
            try run(["answer", "--form", "golden", "--date", iso, "Front=" + path])
        }
        try PhotoSamples.write(sandbox.base + "/side.jpg", width: 300, height: 500)
        try PhotoSamples.write(sandbox.base + "/back.jpg", width: 310, height: 500)
        let poses = "Poses=Back:\(sandbox.base)/back.jpg,Side:\(sandbox.base)/side.jpg"
        try run(["answer", "--form", "golden", "--date", today.adding(days: -1).iso, poses])
        return sandbox
    }

    /// The form as the commands left it, with two changes no command makes: the ids the
    /// commands drew at random (`s-…`, `c-…`, `g-…`, which the JSON shows) replaced by fixed ones
    /// in order of appearance, and a formula reading a data value that no longer exists (removing
    /// a data value removes what reads it), as a hand-edited import would leave it. Done before
    /// any answer is saved, as answers are stored under their screen's id.
    static func settleForm(_ sandbox: CheckinSandbox) throws {
        let root = sandbox.base + "/data/formanza"
        let stored = try #require(StoreReading.formBytes(root: root, id: "golden"))
        var definition = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        var drawn: [String] = []
        for part in ["screens", "calculated", "goals"] {
            for item in definition[part] as? [[String: Any]] ?? [] {
                if let id = item["id"] as? String, id.wholeMatch(of: #/[scg]-[0-9a-f]{8}/#) != nil { drawn.append(id) }
            }
        }
        var calculated = definition["calculated"] as? [Any] ?? []
        calculated.append([
            "type": "formula", "id": "spared", "title": "Spared", "decimals": 1, "unit": "kg",
            "tokens": [["screen": "weight"], ["op": "*"], ["data": "d-removed"]],
        ])
        definition["calculated"] = calculated
        let json = try JSONSerialization.data(withJSONObject: definition, options: [.sortedKeys])
        var text = String(decoding: json, as: UTF8.self)
        for (index, id) in drawn.enumerated() {
            text = text.replacingOccurrences(of: "\"\(id)\"", with: "\"\(id.prefix(1))-fixed\(index + 1)\"")
        }
        try sandbox.writeForm(text, id: "golden")
    }
}
