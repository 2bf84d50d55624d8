import Foundation
import Testing

/// Values a person editing `store.db` by hand with `sqlite3` can leave in it, one planting
/// each, and every command that reads the store. Nothing planted here went through the checks
/// `formanza` makes when it writes.
enum HostileStoreValues {
    /// One hand edit: its name and the SQL that makes it, run after `seed` saved three days.
    struct Planting: CustomStringConvertible, Sendable {
        let name: String
        let sql: String
        /// Whether `store check` must name a row for it (exit 1).
        var checkNamesRow = true
        /// The table whose row `store check` names.
        var table = "answers"

        var description: String { name }
    }

    private static func answers(_ set: String, where condition: String = "screen = 'weight'") -> String {
        "UPDATE answers SET \(set) WHERE \(condition);"
    }

    static let plantings: [Planting] = [
        Planting(name: "saved_at -2^63", sql: answers("saved_at = -9223372036854775808", where: "1")),
        Planting(name: "saved_at 2^63-1", sql: answers("saved_at = 9223372036854775807", where: "1")),
        Planting(name: "saved_at in year 1000", sql: answers("saved_at = -30610224000")),
        Planting(name: "day in year 0", sql: answers("day = '0000-03-01'", where: "day = '2026-12-01'")),
        Planting(name: "day in year 1899", sql: answers("day = '1899-12-31'", where: "day = '2026-12-01'")),
        Planting(
            name: "day 9999-12-31", sql: answers("day = '9999-12-31'", where: "day = '2026-12-01'"),
            checkNamesRow: false),
        Planting(name: "day in year 99999", sql: answers("day = '99999-01-01'", where: "day = '2026-12-01'")),
        Planting(name: "day negative", sql: answers("day = '-001-01-01'", where: "day = '2026-12-01'")),
        Planting(name: "day 2026-02-30", sql: answers("day = '2026-02-30'", where: "day = '2026-12-01'")),
        Planting(name: "day not a day", sql: answers("day = 'yesterday'", where: "day = '2026-12-01'")),
        Planting(
            name: "day with a NUL", sql: answers("day = '2026-11-2' || char(0)", where: "day = '2026-12-01'")),
        Planting(
            name: "day invalid UTF-8",
            sql: answers("day = CAST(X'323032362DFF2D3031' AS TEXT)", where: "day = '2026-12-01'")),
        Planting(
            name: "text invalid UTF-8", sql: answers("value = CAST(X'61C328FF62' AS TEXT)", where: "type = 'text'")),
        Planting(
            name: "text with NUL and escapes",
            sql: answers(
                "value = 'a' || char(0) || 'b' || char(27) || '[2J' || char(13) || 'c'", where: "type = 'text'")),
        Planting(
            name: "text of 4 MB", sql: answers("value = printf('%.*c', 4000000, 'x')", where: "type = 'text'"),
            checkNamesRow: false),
        Planting(name: "number 1e308", sql: answers("value = 1e308"), checkNamesRow: false),
        Planting(
            name: "numbers ±1.7e308 on alternate days",
            sql: answers("value = CASE day WHEN '2026-12-01' THEN -1.7e308 ELSE 1.7e308 END"), checkNamesRow: false),
        Planting(name: "number -0", sql: answers("value = -0.0"), checkNamesRow: false),
        Planting(name: "number infinity", sql: answers("value = 9e999")),
        Planting(name: "number minus infinity", sql: answers("value = -9e999")),
        Planting(name: "number NaN as text", sql: answers("value = 'NaN'")),
        Planting(name: "number inf as text", sql: answers("value = 'inf'")),
        Planting(name: "number as a BLOB", sql: answers("value = X'00FF'")),
        Planting(name: "yes/no as text", sql: answers("value = 'yes'", where: "screen = 'water'")),
        Planting(
            name: "yes/no 2^63-1", sql: answers("value = 9223372036854775807", where: "screen = 'water'"),
            checkNamesRow: false),
        Planting(name: "text as an integer", sql: answers("value = 42", where: "type = 'text'")),
        Planting(name: "text as a BLOB", sql: answers("value = X'610062'", where: "type = 'text'")),
        Planting(name: "unknown type", sql: answers("type = 'bogus'")),
        Planting(name: "unit with escapes", sql: answers("unit = char(27) || ']0;x' || char(7)"), checkNamesRow: false),
        Planting(
            name: "screen and form ids invalid UTF-8",
            sql: answers(
                "screen = CAST(X'77FF' AS TEXT), form = CAST(X'66FE' AS TEXT)",
                where: "day = '2026-11-30' AND screen = 'weight'")),
        Planting(
            name: "last opening -2^63", sql: "UPDATE opening SET at = -9223372036854775808, day = NULL;",
            checkNamesRow: false),
        Planting(
            name: "last opening 2^63-1", sql: "UPDATE opening SET at = 9223372036854775807, day = 'x';",
            checkNamesRow: false),
        Planting(
            name: "store created -2^63", sql: "UPDATE store SET created = -9223372036854775808;",
            checkNamesRow: false),
        Planting(
            name: "goal days in years 0 and 9999, a habit of 2^63-1 days",
            sql: """
                UPDATE forms SET definition = json_set(definition,
                    '$.goals[0].startDay', '0000-01-01', '$.goals[0].deadline', '9999-12-31',
                    '$.goals[1].startDay', '0000-01-01', '$.goals[1].days', 9223372036854775807)
                WHERE id = 'daily-check-in';
                """, table: "forms"),
        Planting(
            name: "goal starting 9999-12-31, habit of -2^63 days",
            sql: """
                UPDATE forms SET definition = json_set(definition,
                    '$.goals[0].startDay', '9999-12-31', '$.goals[1].startDay', '9999-12-31',
                    '$.goals[1].days', -9223372036854775808)
                WHERE id = 'daily-check-in';
                """, table: "forms"),
        Planting(
            name: "birthdays in years 0 and 9999, a data number 1e308",
            sql: """
                UPDATE data_values SET definition = json_set(definition, '$.date', '0000-01-01') WHERE position = 0;
                INSERT INTO data_values VALUES (1, '{"id": "d-far", "name": "Far", "type": "date", "date": "9999-12-31"}');
                INSERT INTO data_values VALUES (2, '{"id": "d-big", "name": "Big", "type": "number", "number": 1e308}');
                """, checkNamesRow: false),
        Planting(
            name: "unreferenced photos since the ends of 64 bits",
            sql: """
                CREATE TABLE IF NOT EXISTS unreferenced_photos (name TEXT PRIMARY KEY, since INTEGER NOT NULL) STRICT, WITHOUT ROWID;
                INSERT INTO unreferenced_photos VALUES ('a.jpg', -9223372036854775808), ('b.jpg', 9223372036854775807);
                """, checkNamesRow: false),
        Planting(
            name: "text counts at the ends",
            sql: "UPDATE text_counts SET days = 9223372036854775807, last_day = CAST(X'FF' AS TEXT);",
            checkNamesRow: false),
    ]

    /// Three days of the starter form and a text screen, and a goal on the weight.
    static func seed(_ sandbox: HostileSandbox) throws {
        try sandbox.addScreen("--type", "text", "--title", "Note")
        for day in ["2026-11-30", "2026-12-01", "2026-12-02"] {
            let saved = try sandbox.sandbox.run(
                "answer", "--form", "daily-check-in", "--date", day, "weight=80", "water=yes", "Note=fine")
            #expect(saved.status == 0, "\(saved)")
        }
        for goal in [
            ["--screen", "weight", "--target", "70"], ["--screen", "water", "--habit", "yes", "--days", "30"],
        ] {
            let added = try sandbox.sandbox.run(["goal", "add", "daily-check-in"] + goal)
            #expect(added.status == 0, "\(added)")
        }
        let birthday = try sandbox.sandbox.run("data", "set", "Birthday", "--date", "1980-05-01")
        #expect(birthday.status == 0, "\(birthday)")
        let age = try sandbox.sandbox.run("calc", "add", "daily-check-in", "--title", "Age", "--age", "Birthday")
        #expect(age.status == 0, "\(age)")
        let formula = try sandbox.sandbox.run(
            "calc", "add", "daily-check-in", "--title", "Double", "--formula", "Weight * 2")
        #expect(formula.status == 0, "\(formula)")
    }

    /// Every command that reads the store, as (arguments, whether it is `formanza-remind`).
    static let readers: [([String], Bool)] =
        [
            ["summary"], ["summary", "--json"], ["summary", "--date", "2026-12-01"],
            ["summary", "--date", "0000-01-01"], ["goals", "--date", "1899-12-31"],
            ["progress", "--date", "0000-01-05", "--period", "1y"], ["progress", "--date", "1900-01-01", "--json"],
            ["history"], ["history", "--json"], ["history", "--month", "2026-11"],
            ["history", "--month", "0000-03"], ["history", "--month", "9999-12"],
            ["goals"], ["goals", "--json"], ["forms"], ["forms", "--json"],
            ["export"], ["export", "--format", "csv"], ["reminders", "daily-check-in", "--suggest"],
            ["form", "show", "daily-check-in"], ["form", "show", "daily-check-in", "--json"],
            ["calc", "list", "daily-check-in"], ["data", "list"], ["data", "list", "--json"], ["store", "check"],
            ["checkin", "--form", "daily-check-in", "--line"],
            ["checkin", "--form", "daily-check-in", "--line", "--date", "2026-12-01"],
        ].map {
            ($0, false)
        }
        + ["7d", "1m", "3m", "1y", "all"].flatMap { period in
            [(["progress", "--period", period], false), (["progress", "--period", period, "--json"], false)]
        }
        + [(["plan", "--json"], true), (["doctor"], true), (["doctor", "--json"], true)]

    /// The control bytes of `text` other than newline and tab, as they would reach a terminal.
    static func rawControls(_ text: String) -> [UInt8] {
        text.utf8.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
    }
}
