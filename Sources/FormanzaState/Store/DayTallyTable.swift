import FormanzaSQLite

/// The store's day tallies: one row per form and past day with what Progress reads of it
/// (`DayTally`), so a year's habits, complete days and check-in times cost one row a day
/// instead of every answer of every day.
///
/// A row is derived, never a fact, and deleting any of them at any moment changes nothing but
/// speed: a day without a row is counted from its answers again. A row is trusted only while
/// nothing it was counted from has changed since:
/// - triggers in the same transaction as every write of `answers` delete the day's row (and a
///   form's rows when the form is deleted);
/// - each row carries a fingerprint of the form's screens as counted (ids, types, units,
///   options, order), and rows of another fingerprint are ignored and replaced;
/// - a day is counted and its row written inside one write transaction, so no answer can
///   change between the two;
/// - today is always counted from its answers and never kept: it changes through the day.
///
/// The write is only made when the write lock is free at once (another process writing makes
/// Progress count without keeping rather than wait), and any failure to keep is ignored.
enum DayTallyTable {
    static let schema = """
        CREATE TABLE IF NOT EXISTS day_tallies (
            form TEXT NOT NULL,
            day TEXT NOT NULL,
            screens INTEGER NOT NULL,
            fitting INTEGER NOT NULL,
            yes TEXT NOT NULL,
            last_saved INTEGER,
            PRIMARY KEY (form, day)
        ) STRICT, WITHOUT ROWID;
        CREATE TRIGGER IF NOT EXISTS day_tallies_answer_added AFTER INSERT ON answers BEGIN
            DELETE FROM day_tallies WHERE form = new.form AND day = new.day;
        END;
        CREATE TRIGGER IF NOT EXISTS day_tallies_answer_changed AFTER UPDATE ON answers BEGIN
            DELETE FROM day_tallies WHERE form = old.form AND day = old.day;
            DELETE FROM day_tallies WHERE form = new.form AND day = new.day;
        END;
        CREATE TRIGGER IF NOT EXISTS day_tallies_answer_removed AFTER DELETE ON answers BEGIN
            DELETE FROM day_tallies WHERE form = old.form AND day = old.day;
        END;
        CREATE TRIGGER IF NOT EXISTS day_tallies_form_removed AFTER DELETE ON forms BEGIN
            DELETE FROM day_tallies WHERE form = old.id;
        END;
        """

    private static let objects = [
        "day_tallies", "day_tallies_answer_added", "day_tallies_answer_changed", "day_tallies_answer_removed",
        "day_tallies_form_removed",
    ]

    private static let columns = ["form", "day", "screens", "fitting", "yes", "last_saved"]

    /// Makes the table and its triggers when any is missing (one cached query when none is). A
    /// table of that name without these columns (made by hand) is replaced: the triggers
    /// would otherwise make every write of an answer fail.
    static func prepare(_ connection: Connection) throws {
        let objectNames = objects.map { "'\($0)'" }.joined(separator: ", ")
        let columnNames = columns.map { "'\($0)'" }.joined(separator: ", ")
        // Objects found times 100 plus columns found: one number to compare.
        let found =
            try connection.integer(
                """
                SELECT 100 * (SELECT count(*) FROM sqlite_schema WHERE name IN (\(objectNames)))
                    + (SELECT count(*) FROM pragma_table_info('day_tallies') WHERE name IN (\(columnNames)))
                """) ?? 0
        guard found != Int64(100 * objects.count + columns.count) else { return }
        if found % 100 != Int64(columns.count) { try connection.execute("DROP TABLE IF EXISTS day_tallies") }
        try connection.execute(schema)
    }

    /// A 64-bit FNV-1a hash of what decides how a day is counted: the counting rules' version
    /// and, in order, each screen's id, type, unit and option values. Fields are separated by
    /// bytes that never occur in UTF-8 text, so two different forms never read the same.
    static func fingerprint(of form: Form) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        func add(_ text: String) {
            for byte in text.utf8 { add(byte) }
            add(0xFF)
        }
        add("day-tally-1")
        for screen in form.screens {
            add(screen.id)
            add(screen.kind.typeName)
            add(screen.kind.numberSettings?.unit ?? "")
            switch screen.kind {
            case .singleChoice(let settings): for option in settings.options { add(option.value) }
            case .multipleChoice(let settings): for option in settings.options { add(option.value) }
            default: break
            }
            add(0xFE)
        }
        return Int64(bitPattern: hash)
    }

    /// The days of `span` not marked in `known`, as runs to read; runs fewer than 8 days apart
    /// are read as one, so scattered changes cost a few queries, not one a day.
    static func missingRuns(_ known: [Bool], in span: DayRange) -> [DayRange] {
        var runs: [DayRange] = []
        var offset = 0
        while offset < known.count {
            guard !known[offset] else {
                offset += 1
                continue
            }
            let start = offset
            while offset < known.count && !known[offset] { offset += 1 }
            let run = DayRange(from: span.from.adding(days: start), through: span.from.adding(days: offset - 1))
            if let last = runs.last, last.through.days(until: run.from) <= 8 {
                runs[runs.count - 1] = DayRange(from: last.from, through: run.through)
            } else {
                runs.append(run)
            }
        }
        return runs
    }

    /// The `yes` column: one "1" or "0" per yes/no screen, in form order.
    static func yesText(_ yes: [Bool]) -> String {
        String(yes.map { $0 ? "1" : "0" })
    }

    /// Reads a kept row into `tallies` at `date` and returns the day's place in them; nil (and
    /// nothing set) when any column is not what this program writes: a row made or changed by
    /// hand is counted again, never trusted.
    static func read(_ row: Row, into tallies: inout DayTallies, at date: CivilDate) -> Int? {
        guard row.kind(1) == .integer, row.kind(2) == .text, let yes = row.text(2) else { return nil }
        let fitting = row.integer(1)
        let one = UInt8(ascii: "1")
        guard fitting >= 0, fitting <= Int64(tallies.screens), yes.utf8.count == tallies.habits,
            yes.utf8.allSatisfy({ $0 == one || $0 == UInt8(ascii: "0") })
        else { return nil }
        let lastSaved: Int64?
        switch row.kind(3) {
        case .integer: lastSaved = row.integer(3)
        case .null: lastSaved = nil
        default: return nil
        }
        guard let offset = tallies.setCount(date, fitting: Int(fitting), lastSaved: lastSaved) else { return nil }
        for (habit, byte) in yes.utf8.enumerated() where byte == one { tallies.setYes(habit, at: offset) }
        return offset
    }
}

extension Store {
    /// The kept tallies of the days before `today`, the rest counted from their answers (and
    /// kept when the write lock is free); today always counted. See `DayTallyTable`.
    public func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies {
        var tallies = DayTallies(span: span, form: form)
        guard span.count > 0 else { return tallies }
        let fingerprint = DayTallyTable.fingerprint(of: form)
        let keepable = DayRange(from: span.from, through: min(span.through, today.adding(days: -1)))
        var known = Array(repeating: false, count: span.count)
        if keepable.count > 0 {
            // A table that cannot be read (dropped, or made by hand with other columns) is as
            // good as an empty one: every day is counted again.
            try? database.access { connection in
                try connection.statement(
                    """
                    SELECT day, fitting, yes, last_saved FROM day_tallies
                    WHERE form = ? AND day >= ? AND day <= ? AND screens = ?
                    """
                ).scan([.text(form.id), .text(keepable.from.iso), .text(keepable.through.iso), .integer(fingerprint)]) {
                    row in
                    guard let text = row.text(0), let date = CivilDate(iso: text), keepable.contains(date),
                        let offset = DayTallyTable.read(row, into: &tallies, at: date)
                    else { return true }
                    known[offset] = true
                    return true
                }
            }
        }
        let runs = DayTallyTable.missingRuns(known, in: span)
        guard !runs.isEmpty else { return tallies }
        if keepable.count > 0, runs[0].from <= keepable.through {
            let counted = try? database.access { connection in
                try connection.withBusyTimeout(0) {
                    try transaction {
                        var counted = tallies
                        try count(runs, into: &counted, form: form)
                        try keep(runs, of: counted, within: keepable, fingerprint: fingerprint, form: form.id)
                        return counted
                    }
                }
            }
            if let counted { return counted }
        }
        try count(runs, into: &tallies, form: form)
        return tallies
    }

    private func count(_ runs: [DayRange], into tallies: inout DayTallies, form: Form) throws {
        let screens = Set(form.screens.map(\.id))
        for run in runs {
            for date in run.days {
                tallies.set(
                    date, DayTally(fitting: 0, yes: Array(repeating: false, count: tallies.habits), lastSaved: nil))
            }
            tallies.count(
                try answers(form: form.id, screens: screens, from: run.from, through: run.through), form: form)
        }
    }

    private func keep(
        _ runs: [DayRange], of tallies: DayTallies, within keepable: DayRange, fingerprint: Int64, form: String
    )
        throws
    {
        try database.access { connection in
            let insert = try connection.statement(
                "INSERT OR REPLACE INTO day_tallies (form, day, screens, fitting, yes, last_saved) VALUES (?, ?, ?, ?, ?, ?)"
            )
            for run in runs {
                for date in run.days where keepable.contains(date) {
                    let tally = tallies[date]
                    try insert.run([
                        .text(form), .text(date.iso), .integer(fingerprint), .integer(Int64(tally.fitting)),
                        .text(DayTallyTable.yesText(tally.yes)), tally.lastSaved.map { .integer($0) } ?? .null,
                    ])
                }
            }
        }
    }
}
