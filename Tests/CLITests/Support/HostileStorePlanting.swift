import Foundation
import Glibc
import Testing

/// Hostile data planted straight into the store's database, as someone with `sqlite3` could:
/// nothing here goes through the checks `formanza` makes when it writes.
extension HostileSandbox {
    var database: String { store + "/store.db" }

    /// The starter form's stored definition, changed by `change` and written back by hand.
    func editStarter(_ change: (inout [String: Any]) -> Void) throws {
        let bytes = try #require(sandbox.formBytes("daily-check-in"))
        var form = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        change(&form)
        let json = String(decoding: try JSONSerialization.data(withJSONObject: form), as: UTF8.self)
        try StoreReading.writeForm(root: store, id: "daily-check-in", json: json)
    }

    /// A formula of 30,000 terms and one 5,000 parentheses deep in the starter form.
    func plantHugeFormula() throws {
        var tokens: [[String: Any]] = [["number": 1]]
        for _ in 0..<30_000 { tokens += [["op": "+"], ["number": 1]] }
        let deep: [[String: Any]] =
            Array(repeating: ["paren": "("], count: 5000) + [["number": 1]]
            + Array(repeating: ["paren": ")"], count: 5000)
        try editStarter { form in
            var calculated = form["calculated"] as? [[String: Any]] ?? []
            calculated += [
                ["id": "c-big", "title": "Big", "type": "formula", "tokens": tokens, "unit": "", "decimals": 0],
                ["id": "c-deep", "title": "Deep", "type": "formula", "tokens": deep, "unit": "", "decimals": 0],
            ]
            form["calculated"] = calculated
        }
    }

    /// `1e300`, `-1e308` and 2^63-1 as stored weights, with a goal and a BMI-like formula on them.
    func plantHugeAnswers() throws {
        for day in ["2026-11-30", "2026-12-01", "2026-12-02"] {
            let saved = try sandbox.run("answer", "--form", "daily-check-in", "--date", day, "weight=80", "water=yes")
            #expect(saved.status == 0, "\(saved)")
        }
        try StoreReading.execute(
            root: store,
            """
            UPDATE answers SET value = 1e300 WHERE screen = 'weight' AND day = '2026-12-02';
            UPDATE answers SET value = -1e308 WHERE screen = 'weight' AND day = '2026-12-01';
            UPDATE answers SET value = 9223372036854775807 WHERE screen = 'weight' AND day = '2026-11-30';
            UPDATE answers SET value = 9223372036854775807 WHERE screen = 'water' AND day = '2026-12-02';
            """)
        let goal = try sandbox.run("goal", "add", "daily-check-in", "--screen", "weight", "--target", "70")
        #expect(goal.status == 0, "\(goal)")
        let calc = try sandbox.run(
            "calc", "add", "daily-check-in", "--title", "Square", "--formula", "Weight * Weight * Weight")
        #expect(calc.status == 0, "\(calc)")
    }

    /// Escape sequences in the form's title, a screen's title, a unit, an option label, a
    /// calculated value's label, a data value's name and unit, and a stored text answer.
    func plantEscapes() throws {
        let title = HostileInputTests.escapeTitle
        try addScreen("--type", "text", "--title", "Note")
        let goal = try sandbox.run("goal", "add", "daily-check-in", "--screen", "weight", "--target", "70")
        #expect(goal.status == 0, "\(goal)")
        let saved = try sandbox.run(
            "answer", "--form", "daily-check-in", "weight=80", "water=yes", "Note=fine", "keto-level=trace")
        #expect(saved.status == 0, "\(saved)")
        try editStarter { form in
            form["title"] = title
            var screens = form["screens"] as! [[String: Any]]
            screens[0]["title"] = title
            var kind = screens[0]["kind"] as! [String: Any]
            kind["unit"] = "\u{1B}[31mkg"
            screens[0]["kind"] = kind
            var choice = screens[1]["kind"] as! [String: Any]
            var options = choice["options"] as! [[String: Any]]
            options[1]["label"] = "Tr\u{1B}[2Jace"
            choice["options"] = options
            screens[1]["kind"] = choice
            form["screens"] = screens
            var calculated = form["calculated"] as! [[String: Any]]
            calculated[0]["title"] = "Size\u{1B}]0;calc\u{07}"
            form["calculated"] = calculated
        }
        try StoreReading.execute(
            root: store,
            """
            UPDATE answers SET value = 'a' || char(27) || ']0;answer' || char(7) || 'b' WHERE type = 'text';
            DELETE FROM data_values;
            INSERT INTO data_values VALUES (0, '{"id": "d-x", "name": "N\\u001b[2J", "type": "number", "number": 1, "unit": "\\u001b]0;u\\u0007"}');
            """)
    }

    /// `store.db` replaced by something that is not the store's regular file.
    func replaceDatabase(_ make: (String) -> Int32) throws {
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        #expect(make(database) == 0)
    }
}
