import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import FormanzaWords
import FoundationEssentials

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
                if let problem = try AnswerRowProblem.of(row) {
                    throw StoreError.unreadableRow(path: paths.database, problem)
                }
                guard let form = try row.text("form"), let day = try row.text("day").flatMap({ CivilDate(iso: $0) }),
                    let screen = try row.text("screen"), let answer = try AnswerColumns.answer(row)
                else { return true }
                try body(AnswerRecord(form: form, day: day, screen: screen, answer: answer))
                return true
            }
        }
    }

    /// Writes `records` in one transaction: all of them or, if anything fails, none. A record
    /// equal to the stored one is not written again, so importing the same rows twice changes
    /// nothing. Returns how many answers were added or changed. Photos the imported answers
    /// name are in use again; photos of the answers they replace start their day of grace (as
    /// when a check-in replaces a photo answer).
    @discardableResult
    public func importRecords(_ records: [AnswerRecord], now: Int64? = nil) throws -> Int {
        try transaction {
            var referenced: Set<String> = []
            var unreferenced: Set<String> = []
            let written = try database.access { connection in
                let photosBefore = try storedPhotoAnswers(connection)
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
                    referenced.formUnion(PhotoLedger.photos(in: record.answer.value))
                    if let before = photosBefore[PhotoAnswerKey(record)] { unreferenced.formUnion(before) }
                }
                return written
            }
            if let now, !referenced.isEmpty || !unreferenced.isEmpty {
                try photoLedger.note(unreferenced: unreferenced, referenced: referenced, now: now)
            }
            return written
        }
    }

    /// Where a photo answer is kept.
    private struct PhotoAnswerKey: Hashable {
        let form: String
        let day: String
        let screen: String

        init(form: String, day: String, screen: String) {
            self.form = form
            self.day = day
            self.screen = screen
        }

        init(_ record: AnswerRecord) { self.init(form: record.form, day: record.day.iso, screen: record.screen) }
    }

    /// The photos of every stored photo answer, by where it is kept (one indexed read).
    private func storedPhotoAnswers(_ connection: Connection) throws -> [PhotoAnswerKey: Set<String>] {
        try photoLedger.ensureSchema(connection)
        var found: [PhotoAnswerKey: Set<String>] = [:]
        try connection.statement(
            """
            SELECT form, day, screen, type, unit, value, saved_at FROM answers INDEXED BY answers_photos
            WHERE type IN ('photo', 'multi-photo')
            """
        ).scan([]) { row in
            if let form = try row.text("form"), let day = try row.text("day"), let screen = try row.text("screen"),
                let answer = try AnswerColumns.answer(row)
            {
                found[PhotoAnswerKey(form: form, day: day, screen: screen)] = PhotoLedger.photos(in: answer.value)
            }
            return true
        }
        return found
    }

    /// What an import asks of this store: the forms it keeps answers of (deleted ones too), the
    /// photos in its photos folder, and the answer it holds on a day.
    public func importHoldings() throws -> RecordImport.Holdings {
        let forms = try database.access { try $0.texts("SELECT DISTINCT form FROM answers") }
        return RecordImport.Holdings(
            formsWithAnswers: Set(forms),
            photoIsStored: { name in photoLedger.isStored(name) },
            heldAnswer: { form, day, screen in try loadDay(day)?.answers(form: form)[screen] })
    }

    /// SQLite's `integrity_check` ("ok" when whole) followed by every form definition and
    /// answer row that cannot be read back (the first `limit` of them, then how many more).
    public func check(in language: Language = .en, limit: Int = 200) throws -> [String] {
        var problems = StoreFilesHealth.problems(database: paths.database).map { $0.message(in: language) }
        problems += try database.access { try $0.texts("PRAGMA integrity_check") }.filter { $0 != "ok" }
        let snapshot = try loadForms()
        problems += snapshot.problems.map { $0.message(in: language) }
        // A definition edited by hand that the editors would refuse (a habit of 2^63 days, a
        // goal starting in year 0) is read, but the part at fault is left out wherever shown.
        let validator = FormValidator(dataValues: (try? loadDataValues()) ?? [])
        for form in snapshot.forms {
            let row = language.tr("forms row") + " id=\(RecordImportError.shown(form.id)): "
            problems += validator.problems(in: form).map { row + $0.message(in: language) }
        }
        var more = 0
        try database.access { connection in
            try connection.statement(
                "SELECT form, day, screen, type, unit, value, saved_at FROM answers ORDER BY form, day, screen"
            ).scan { row in
                guard let problem = try AnswerRowProblem.of(row) else { return true }
                if problems.count < limit { problems.append(problem.message(in: language)) } else { more += 1 }
                return true
            }
        }
        if more > 0 {
            problems.append(language.tr("… and {0} more answers rows", more))
        }
        return problems
    }
}
