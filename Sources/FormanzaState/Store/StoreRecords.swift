import FormanzaSQLite
import FormanzaSystem
import FoundationEssentials

/// One stored answer with where it belongs: a row of `formanza export` and `import-records`.
public struct AnswerRecord: Hashable, Sendable {
    public let form: String
    public let day: CivilDate
    public let screen: String
    public let answer: Answer

    public init(form: String, day: CivilDate, screen: String, answer: Answer) {
        self.form = form
        self.day = day
        self.screen = screen
        self.answer = answer
    }
}

/// All records out and in, a copy of the whole database, and SQLite's own integrity check.
extension Store {
    /// Every answer (of `form` when given), by day, form and screen, handed to `body` one at a
    /// time so an export of years of records never holds them all.
    public func eachRecord(form formID: String? = nil, _ body: (AnswerRecord) throws -> Void) throws {
        let sql =
            formID == nil
            ? "SELECT form, day, screen, type, unit, value, saved_at FROM answers ORDER BY day, form, screen"
            : "SELECT form, day, screen, type, unit, value, saved_at FROM answers WHERE form = ? ORDER BY day, screen"
        try database.access { connection in
            try connection.statement(sql).scan(formID.map { [.text($0)] } ?? []) { row in
                guard let form = row.text(0), let day = row.text(1).flatMap({ CivilDate(iso: $0) }),
                    let screen = row.text(2),
                    let answer = AnswerColumns.answer(row, from: 3)
                else {
                    throw StoreError.unreadable(
                        path: paths.database,
                        reason:
                            "the answer of \(row.text(0) ?? "?")/\(row.text(2) ?? "?") on \(row.text(1) ?? "?") does not match its type"
                    )
                }
                try body(AnswerRecord(form: form, day: day, screen: screen, answer: answer))
                return true
            }
        }
    }

    /// Writes `records` in one transaction: all of them or, if anything fails, none. A record
    /// equal to the stored one is not written again, so importing the same rows twice changes
    /// nothing. Returns how many answers were added or changed.
    @discardableResult
    public func importRecords(_ records: [AnswerRecord]) throws -> Int {
        try transaction {
            try database.access { connection in
                var written = 0
                for record in records {
                    try connection.run(
                        """
                        INSERT INTO answers (form, day, screen, type, unit, value, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (form, day, screen) DO UPDATE SET
                            type = excluded.type, unit = excluded.unit, value = excluded.value, saved_at = excluded.saved_at
                        WHERE (type, unit, value, saved_at) IS NOT (excluded.type, excluded.unit, excluded.value, excluded.saved_at)
                        """,
                        [.text(record.form), .text(record.day.iso), .text(record.screen)]
                            + AnswerColumns.binds(record.answer))
                    written += connection.changes
                }
                return written
            }
        }
    }

    /// SQLite's `integrity_check` ("ok" when whole) followed by every form definition and
    /// answer that cannot be read back.
    public func check(in language: Language = .en) throws -> [String] {
        var problems = StoreFilesHealth.problems(database: paths.database).map { $0.message(in: language) }
        problems += try database.access { try $0.texts("PRAGMA integrity_check") }.filter { $0 != "ok" }
        problems += try loadForms().problems.map { $0.message(in: .en) }
        do { try eachRecord { _ in } } catch let error as StoreError { problems.append(error.message(in: .en)) }
        return problems
    }
}
