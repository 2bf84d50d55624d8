import FormanzaBase
import FormanzaModel
import FormanzaSQLite

/// The store's kept goal scans (`GoalScan`): for each question a goal on a screen asks, what
/// was found from its start day through a day, so the next command reads only the days after.
///
/// Rows are derived, never facts, and deleting any of them at any moment changes nothing but
/// speed. A row is trusted only while nothing it was counted from has changed since:
/// - triggers in the same transaction as every write of `answers` delete the form's rows that
///   reach the answer's day (a check-in today leaves rows through yesterday alone), and a
///   form's rows when the form is deleted;
/// - the question is a fingerprint of the goal and of how its screen shows answers (type,
///   unit, options), so after an edit of either the old rows answer nothing;
/// - a row is counted and written inside one write transaction.
enum GoalScanTable {
    static let objects: [(name: String, sql: String)] = [
        (
            "goal_scans",
            """
            CREATE TABLE goal_scans (
                form TEXT NOT NULL,
                question INTEGER NOT NULL,
                through TEXT NOT NULL,
                met_day TEXT,
                met INTEGER NOT NULL,
                not_met INTEGER NOT NULL,
                PRIMARY KEY (form, question)
            ) STRICT, WITHOUT ROWID
            """
        ),
        (
            "goal_scans_answer_added",
            """
            CREATE TRIGGER goal_scans_answer_added AFTER INSERT ON answers BEGIN
                DELETE FROM goal_scans WHERE form = new.form AND through >= new.day;
            END
            """
        ),
        (
            "goal_scans_answer_changed",
            """
            CREATE TRIGGER goal_scans_answer_changed AFTER UPDATE ON answers BEGIN
                DELETE FROM goal_scans WHERE form = old.form AND through >= old.day;
                DELETE FROM goal_scans WHERE form = new.form AND through >= new.day;
            END
            """
        ),
        (
            "goal_scans_answer_removed",
            """
            CREATE TRIGGER goal_scans_answer_removed AFTER DELETE ON answers BEGIN
                DELETE FROM goal_scans WHERE form = old.form AND through >= old.day;
            END
            """
        ),
        (
            "goal_scans_form_removed",
            """
            CREATE TRIGGER goal_scans_form_removed AFTER DELETE ON forms BEGIN
                DELETE FROM goal_scans WHERE form = old.id;
            END
            """
        ),
    ]

}

extension Store {
    /// A table that cannot be read (dropped, or made by hand with other columns) keeps nothing;
    /// a row whose columns are not what a scan writes is not trusted.
    public func keptGoalScan(form formID: String, question: Int64) throws -> GoalScan? {
        try database.access { connection in
            try connection.statement(
                "SELECT through, met_day, met, not_met FROM goal_scans WHERE form = ? AND question = ?"
            ).first([.text(formID), .integer(question)]) { row in
                guard try row.kind("through") == .text,
                    let through = try row.text("through").flatMap({ CivilDate(iso: $0) }),
                    try row.kind("met") == .integer, try row.kind("not_met") == .integer
                else { return nil }
                var metDay: CivilDate?
                if try !row.isNull("met_day") {
                    guard try row.kind("met_day") == .text,
                        let day = try row.text("met_day").flatMap({ CivilDate(iso: $0) })
                    else {
                        return nil
                    }
                    metDay = day
                }
                guard let met = Int(exactly: try row.integer("met")),
                    let notMet = Int(exactly: try row.integer("not_met"))
                else {
                    return nil
                }
                return GoalScan(through: through, metDay: metDay, met: met, notMet: notMet)
            } ?? nil
        }
    }

    /// Only when the write lock is free at once (another process writing makes the command read
    /// without keeping rather than wait); any failure to keep is ignored.
    public func keepingGoalScan(
        form formID: String, question: Int64, _ extend: (GoalScan?) throws -> GoalScan
    ) -> GoalScan? {
        try? database.access { connection in
            try connection.withBusyTimeout(0) {
                try transaction {
                    let scan = try extend(try? keptGoalScan(form: formID, question: question))
                    try connection.run(
                        """
                        INSERT OR REPLACE INTO goal_scans (form, question, through, met_day, met, not_met)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                        [
                            .text(formID), .integer(question), .text(scan.through.iso),
                            scan.metDay.map { .text($0.iso) } ?? .null, .integer(Int64(scan.met)),
                            .integer(Int64(scan.notMet)),
                        ])
                    return scan
                }
            }
        }
    }

    /// Through the (form, screen, day) index, so only the screen's rows are stepped over and a
    /// search stops at the first that fits; a store whose index was dropped by hand is read
    /// without it.
    public func screenAnswers(
        form formID: String, screen: String, from first: CivilDate?, through last: CivilDate,
        newestFirst: Bool, _ visit: (CivilDate, Answer) throws -> Bool
    ) throws {
        if let first, first > last { return }
        let order = newestFirst ? "DESC" : ""
        let columns = "SELECT day, type, unit, value, saved_at FROM answers"
        let conditions = "WHERE form = ? AND screen = ? AND day >= ? AND day <= ? ORDER BY day \(order)"
        try database.access { connection in
            let statement: Statement
            if let indexed = try? connection.statement("\(columns) INDEXED BY answers_by_screen \(conditions)") {
                statement = indexed
            } else {
                statement = try connection.statement("\(columns) \(conditions)")
            }
            try statement.scan([.text(formID), .text(screen), .text(first?.iso ?? ""), .text(last.iso)]) { row in
                guard let text = try row.text("day"), let day = CivilDate(iso: text),
                    let answer = try AnswerColumns.answer(row)
                else { return true }
                return try visit(day, answer)
            }
        }
    }
}
