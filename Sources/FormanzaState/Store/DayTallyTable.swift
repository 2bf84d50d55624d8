import FormanzaBase
import FormanzaModel
import FormanzaSQLite

/// The store's day tallies: what Progress reads of each past day of a form (`DayTally`), kept
/// so a year's habits, complete days and check-in times cost a couple of dozen rows instead of
/// every answer of every day. A month before the current one is one row (`period` "2026-11");
/// a day of the current month before today is a row of its own ("2026-12-01"), so a check-in
/// today, which empties its day's and its month's rows, leaves the past months alone.
///
/// Rows are derived, never facts, and deleting any of them at any moment changes nothing but
/// speed: a period without a row is counted from its answers again. A row is trusted only while
/// nothing it was counted from has changed since:
/// - triggers in the same transaction as every write of `answers` delete the rows of the
///   answer's day and month (and a form's rows when the form is deleted);
/// - each row carries a fingerprint of the form's screens as counted (ids, types, units,
///   options, order), and rows of another fingerprint are ignored and replaced;
/// - a period is counted and its row written inside one write transaction, so no answer can
///   change between the two;
/// - today is always counted from its answers and never kept: it changes through the day.
///
/// The write is only made when the write lock is free at once (another process writing makes
/// Progress count without keeping rather than wait), and any failure to keep is ignored.
enum DayTallyTable {
    /// The table and its triggers, each as SQLite keeps its text in `sqlite_schema`: an object
    /// of one of these names with any other text (a table with other columns, a trigger that
    /// does something else, made by hand or by an earlier build) is not trusted.
    ///
    /// A trigger deletes the day's row and the month's row as two lookups, not one `IN` of the
    /// two: SQLite builds a temporary table for an `IN` list of values that are not constants,
    /// anew on every row a trigger fires for, which made bulk writes of answers (a device
    /// joining a sync folder) markedly slower.
    static let objects: [(name: String, sql: String)] = [
        (
            "day_tallies",
            """
            CREATE TABLE day_tallies (
                form TEXT NOT NULL,
                period TEXT NOT NULL,
                screens INTEGER NOT NULL,
                days BLOB NOT NULL,
                PRIMARY KEY (form, period)
            ) STRICT, WITHOUT ROWID
            """
        ),
        (
            "day_tallies_answer_added",
            """
            CREATE TRIGGER day_tallies_answer_added AFTER INSERT ON answers BEGIN
                DELETE FROM day_tallies WHERE form = new.form AND period = new.day;
                DELETE FROM day_tallies WHERE form = new.form AND period = substr(new.day, 1, 7);
            END
            """
        ),
        (
            "day_tallies_answer_changed",
            """
            CREATE TRIGGER day_tallies_answer_changed AFTER UPDATE ON answers BEGIN
                DELETE FROM day_tallies WHERE form = old.form AND period = old.day;
                DELETE FROM day_tallies WHERE form = old.form AND period = substr(old.day, 1, 7);
                DELETE FROM day_tallies WHERE form = new.form AND period = new.day;
                DELETE FROM day_tallies WHERE form = new.form AND period = substr(new.day, 1, 7);
            END
            """
        ),
        (
            "day_tallies_answer_removed",
            """
            CREATE TRIGGER day_tallies_answer_removed AFTER DELETE ON answers BEGIN
                DELETE FROM day_tallies WHERE form = old.form AND period = old.day;
                DELETE FROM day_tallies WHERE form = old.form AND period = substr(old.day, 1, 7);
            END
            """
        ),
        (
            "day_tallies_form_removed",
            """
            CREATE TRIGGER day_tallies_form_removed AFTER DELETE ON forms BEGIN
                DELETE FROM day_tallies WHERE form = old.id;
            END
            """
        ),
    ]

    /// A 64-bit FNV-1a hash of what decides how a day is counted: the counting rules' version
    /// and, in order, each screen's id, type, unit and option values. Fields are separated by
    /// bytes that never occur in UTF-8 text, so two different forms never read the same.
    /// The version changes whenever what counts changes, so rows counted by the earlier rules
    /// are ignored and counted again (2: a multiple choice whose options were partly removed
    /// keeps counting the options that are left, and a day of hidden answers only has no
    /// check-in time; 3: the numbers of number, slider and duration screens are tallied too).
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
        add("day-tally-3")
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

    /// The days a row covers, from its `period`: a whole month ("2026-11") when the month is
    /// before the one of `today`, one day ("2026-12-01") of today's month before today; nil for
    /// anything else (a row that does not fit the rule is never trusted).
    static func covered(by period: String, today: CivilDate) -> DayRange? {
        let monthStart = CivilDate(year: today.year, month: today.month, day: 1)!
        if period.utf8.count == 10 {
            guard let day = CivilDate(iso: period), day >= monthStart, day < today else { return nil }
            return DayRange(from: day, through: day)
        }
        guard let first = CivilDate(isoMonth: period), first < monthStart else { return nil }
        return DayRange(
            from: first, through: first.adding(days: CivilDate.daysInMonth(year: first.year, month: first.month) - 1))
    }

    static func month(of day: CivilDate) -> DayRange {
        let first = CivilDate(year: day.year, month: day.month, day: 1)!
        return DayRange(
            from: first, through: first.adding(days: CivilDate.daysInMonth(year: day.year, month: day.month) - 1))
    }

    /// The periods to keep for `days` (all before today): whole months before today's month,
    /// single days of today's month.
    static func periods(of days: DayRange, today: CivilDate) -> [(key: String, days: DayRange)] {
        let monthStart = CivilDate(year: today.year, month: today.month, day: 1)!
        var periods: [(key: String, days: DayRange)] = []
        var cursor = days.from
        while cursor <= days.through && cursor < today {
            if cursor < monthStart {
                let month = month(of: cursor)
                periods.append((String(cursor.iso.prefix(7)), month))
                cursor = month.through.adding(days: 1)
            } else {
                periods.append((cursor.iso, DayRange(from: cursor, through: cursor)))
                cursor = cursor.adding(days: 1)
            }
        }
        return periods
    }
}

extension Store {
    /// The kept tallies of the days before `today`, the rest counted from their answers (and
    /// kept when the write lock is free); today always counted. See `DayTallyTable`.
    public func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies {
        // The form's counts of screens, habits and value screens, from tallies of no days.
        let counts = DayTallies(span: DayRange(from: span.from, through: span.from.adding(days: -1)), form: form)
        guard span.count > 0 else { return DayTallies(span: span, form: form) }
        let fingerprint = DayTallyTable.fingerprint(of: form)
        let keepable = DayRange(from: span.from, through: min(span.through, today.adding(days: -1)))
        // Kept rows are read straight into the span's arrays, each day marked known.
        var columns = DayTallyColumns(days: span.count, habits: counts.habits, valueScreens: counts.valueScreens)
        var known = Array(repeating: false, count: span.count)
        let firstDay = span.from.daysSinceEpoch
        if keepable.count > 0 {
            // A table that cannot be read (dropped, or made by hand with other columns) is as
            // good as an empty one: every day is counted again.
            try? database.access { connection in
                let statement = try connection.statement(
                    """
                    SELECT period, days FROM day_tallies
                    WHERE form = ? AND period >= ? AND period <= ? AND screens = ?
                    """)
                // The columns found by name once, not on each of the rows (121 over ten years).
                let periodColumn = try statement.column("period")
                let daysColumn = try statement.column("days")
                try statement.scan([
                    .text(form.id), .text(String(keepable.from.iso.prefix(7))), .text(keepable.through.iso),
                    .integer(fingerprint),
                ]) { row in
                    guard let period = row.text(periodColumn),
                        let covered = DayTallyTable.covered(by: period, today: today),
                        row.kind(daysColumn) == .blob, let bytes = row.bytes(daysColumn),
                        let places = columns.read(
                            bytes, days: covered.count, screens: counts.screens,
                            at: covered.from.daysSinceEpoch - firstDay)
                    else { return true }
                    for place in places { known[place] = true }
                    return true
                }
            }
        }
        var tallies = columns.takeTallies(span: span, screens: counts.screens)
        let runs = DayTallyTable.missingRuns(known, in: span)
        guard !runs.isEmpty else { return tallies }
        if keepable.count > 0, runs[0].from <= keepable.through {
            let kept = try? database.access { connection in
                try connection.withBusyTimeout(0) {
                    try transaction { try countAndKeep(runs, form: form, today: today, fingerprint: fingerprint) }
                }
            }
            if let kept {
                for counted in kept { tallies.copy(counted) }
                return tallies
            }
        }
        for run in runs { tallies.copy(try DayTallies.counting(answers: self, form: form, over: run)) }
        return tallies
    }

    /// Counts `runs` widened to whole months before today's month, and keeps every period of
    /// them before today. Runs inside one transaction, so no answer changes in between.
    private func countAndKeep(_ runs: [DayRange], form: Form, today: CivilDate, fingerprint: Int64) throws
        -> [DayTallies]
    {
        let monthStart = CivilDate(year: today.year, month: today.month, day: 1)!
        var widened: [DayRange] = []
        for run in runs {
            let from = run.from < monthStart ? DayTallyTable.month(of: run.from).from : run.from
            let through = run.through < monthStart ? DayTallyTable.month(of: run.through).through : run.through
            if let last = widened.last, last.through.adding(days: 1) >= from {
                widened[widened.count - 1] = DayRange(from: last.from, through: max(last.through, through))
            } else {
                widened.append(DayRange(from: from, through: through))
            }
        }
        let counted = try widened.map { try DayTallies.counting(answers: self, form: form, over: $0) }
        try database.access { connection in
            let insert = try connection.statement(
                "INSERT OR REPLACE INTO day_tallies (form, period, screens, days) VALUES (?, ?, ?, ?)")
            let clearDays = try connection.statement(
                "DELETE FROM day_tallies WHERE form = ? AND period > ? AND period < ?")
            for tallies in counted {
                for period in DayTallyTable.periods(of: tallies.span, today: today) {
                    guard
                        let days = DayTallyCoding.encode(
                            period.days.days.map { tallies[$0] }, habits: tallies.habits,
                            valueScreens: tallies.valueScreens)
                    else { continue }
                    try insert.run([.text(form.id), .text(period.key), .integer(fingerprint), .blob(days)])
                    // A past month's own day rows, kept while it was the current month.
                    if period.key.utf8.count == 7 {
                        try clearDays.run([.text(form.id), .text(period.key + "-"), .text(period.key + "-~")])
                    }
                }
            }
        }
        return counted
    }
}
