import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FoundationEssentials

/// Writes. Each is one `BEGIN IMMEDIATE` transaction that re-reads what it changes inside the
/// transaction, so concurrent writers in different processes are serialized and none loses
/// another's update; a damaged database is reported and never written to.
extension Store {
    /// Runs `body` inside one write transaction; nested calls join the outer one, so a command
    /// can make several changes that land together.
    ///
    /// The schema is not checked before a write: opening the store ran the migrations it lacked
    /// (`StoreMigrations`). What is kept for speed (day tallies, goal scans, text counts) may
    /// still be dropped or made again by hand at any moment while a program has the store
    /// open; a write the kept tables' triggers then fail is rolled back, the kept objects are
    /// made again as this build writes them (the text counts counted again when untrusted),
    /// and the write is run once more. When none of them was amiss, the error stands.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try database.access { connection in
            if connection.isInTransaction { return try connection.immediate(body) }
            do {
                return try connection.immediate(body)
            } catch  where Store.mayComeFromKeptObjects(error) {
                let remade = try? connection.immediate {
                    let remade = try KeptSchema.prepare(Store.keptObjects, connection)
                    try TextCountTable.recountIfUntrusted(after: remade, connection)
                    return !remade.isEmpty
                }
                guard remade == true else { throw error }
                return try connection.immediate(body)
            }
        }
    }

    /// Whether `error` can be a statement failing on a kept table dropped or made by hand with
    /// other columns (SQLite's generic error, as it is or as the store reports it).
    static func mayComeFromKeptObjects(_ error: any Error) -> Bool {
        if let error = error as? SQLiteError { return error.isGeneric }
        if case .database = error as? StoreError { return true }
        return false
    }

    /// Everything kept by triggers on the answers, in the order it is made.
    static let keptObjects = DayTallyTable.objects + GoalScanTable.objects + TextCountTable.triggers

    /// Runs `body`'s reads on one snapshot of the store, so a figure computed from several
    /// questions never mixes the store before and after another process's commit. What `body`
    /// writes must be a cache (Progress keeping day tallies): it lands only if nothing was
    /// committed since the snapshot, and when the final commit fails (a full disk) it is
    /// dropped and `body`'s result stands.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        try database.access { connection in
            var result: T?
            do {
                try connection.snapshot { result = try body() }
            } catch {
                guard let result else { throw error }
                return result
            }
            return result!
        }
    }

    /// Changes one day's record. The record passed in is the one in the store now (or an empty
    /// one); only the answers the change touched are written. Returns the record as written
    /// (nil when it is left empty).
    /// With `now`, photos the change stops referring to start their day of grace and photos whose
    /// day has passed are deleted, in the same transaction.
    @discardableResult
    public func updateDay(_ date: CivilDate, now: Int64? = nil, _ change: (inout DayRecord) throws -> Void) throws
        -> DayRecord?
    {
        try transaction {
            let before = try loadDay(date) ?? DayRecord(date: date)
            var record = before
            try change(&record)
            try database.access { connection in
                for (form, answers) in before.forms {
                    for screen in answers.keys where record.forms[form]?[screen] == nil {
                        try connection.run(
                            "DELETE FROM answers WHERE form = ? AND day = ? AND screen = ?",
                            [.text(form), .text(date.iso), .text(screen)])
                    }
                }
                for (form, answers) in record.forms {
                    for (screen, answer) in answers where before.forms[form]?[screen] != answer {
                        try Store.upsert(answer, form: form, day: date, screen: screen, in: connection)
                    }
                }
            }
            if let now {
                let photosBefore = PhotoLedger.photos(in: before)
                let photosAfter = PhotoLedger.photos(in: record)
                if !photosBefore.isEmpty || !photosAfter.isEmpty {
                    try photoLedger.note(
                        unreferenced: photosBefore.subtracting(photosAfter), referenced: photosAfter, now: now)
                }
                _ = try photoLedger.sweep(now: now)
            }
            return record.isEmpty ? nil : record
        }
    }

    static func upsert(_ answer: Answer, form: String, day: CivilDate, screen: String, in connection: Connection) throws
    {
        try connection.run(
            """
            INSERT INTO answers (form, day, screen, type, unit, value, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (form, day, screen) DO UPDATE SET
                type = excluded.type, unit = excluded.unit, value = excluded.value, saved_at = excluded.saved_at
            """, [.text(form), .text(day.iso), .text(screen)] + AnswerColumns.binds(answer))
    }

    func writeForm(_ form: Form) throws {
        let definition = try StoreCoding.text(form)
        try database.access { connection in
            try connection.run(
                """
                INSERT INTO forms (id, definition) VALUES (?, ?)
                ON CONFLICT (id) DO UPDATE SET definition = excluded.definition
                """, [.text(form.id), .text(definition)])
        }
    }

    /// Changes one form as it is in the store now; nil when there is no such form.
    @discardableResult
    public func updateForm(id: String, _ change: (inout Form) throws -> Void) throws -> Form? {
        try transaction {
            guard var form = try loadForm(id: id) else { return nil }
            try change(&form)
            try writeForm(form)
            return form
        }
    }

    /// Removes a form's definition. Its answers stay in the store.
    public func removeFormFile(id: String) throws {
        try transaction {
            try database.access { try $0.run("DELETE FROM forms WHERE id = ?", [.text(id)]) }
        }
    }

    public func updateDataValues(_ change: (inout [DataValue]) throws -> Void) throws {
        try transaction {
            var values = try loadDataValues()
            try change(&values)
            let definitions = try values.map { try StoreCoding.text($0) }
            try database.access { connection in
                try connection.run("DELETE FROM data_values")
                for (position, definition) in definitions.enumerated() {
                    try connection.run(
                        "INSERT INTO data_values (position, definition) VALUES (?, ?)",
                        [.integer(Int64(position)), .text(definition)])
                }
            }
        }
    }

    public func saveSettings(_ settings: CheckinSettings) throws {
        let definition = try StoreCoding.text(settings)
        try transaction {
            try database.access { connection in
                try connection.run(
                    """
                    INSERT INTO settings (id, definition) VALUES (1, ?)
                    ON CONFLICT (id) DO UPDATE SET definition = excluded.definition
                    """, [.text(definition)])
            }
        }
    }

    /// Records an opening. With `day` (the local day of `now`) it writes only when the stored
    /// opening is of another day, so every command after the first of the day writes nothing
    /// and wakes no one; without it, it always writes. Called by every `formanza` command that
    /// touches the store, never by `formanza-remind`.
    public func recordOpening(at now: Int64, day: CivilDate? = nil) throws {
        try database.access { connection in
            if let day {
                let stored = try connection.statement("SELECT day FROM opening WHERE id = 1").first([]) {
                    try $0.text("day")
                }
                if stored == day.iso { return }
            }
            try connection.immediate {
                try connection.run(
                    """
                    INSERT INTO opening (id, at, day) VALUES (1, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET at = excluded.at, day = excluded.day
                    """, [.integer(now), day.map { .text($0.iso) } ?? .null])
            }
        }
    }
}
