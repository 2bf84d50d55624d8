import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import FoundationEssentials

/// The one store per user: facts only, in one SQLite database (`store.db`) in the store
/// directory. Forms keep their definition in the export format; every answer is one row
/// (form, day, screen, the type and unit it was saved under, its value, when it was saved), so
/// each question about history is one indexed query that reads only the form it names.
///
/// Each command's change is one `BEGIN IMMEDIATE` transaction: concurrent writers in different
/// processes are serialized by SQLite and none loses another's update; the WAL journal with
/// `synchronous=FULL` means a committed answer survives a crash or a power cut, and a writer
/// killed at any point leaves the previous or the new state.
public struct Store: Sendable {
    public let paths: StorePaths
    let database: StoreDatabase

    public init(paths: StorePaths) {
        self.paths = paths
        self.database = StoreDatabase(path: paths.database)
    }

    /// Opens the store, creating it on first use with the starter form in `language` and `now`
    /// as its first opening; a store still in the file layout of earlier versions is migrated
    /// into the database. A database of a newer schema is refused and left untouched.
    public static func open(paths: StorePaths, language: Language, now: Int64) throws -> Store {
        try Posix.makeDirectory(paths.root)
        let store = Store(paths: paths)
        if !store.database.exists, let data = try Posix.read(paths.marker) {
            // An old layout from a newer Formanza is refused before anything is created.
            _ = try StoreCoding.decode(StoreMarker.self, from: data, path: paths.marker)
        }
        _ = try store.database.access(create: true) { connection in
            try StoreMigrations.migrate(connection) { try store.seed(connection, language: language, now: now) }
        }
        try store.finishMigration()
        return store
    }

    /// The store at `paths` if there is one, without creating anything (for readers that must
    /// not count as an opening, such as `formanza-remind plan`); a store in the old file layout
    /// is migrated first, a newer schema refused.
    public static func existing(paths: StorePaths) throws -> Store? {
        try Posix.checkPrivate(paths.root)
        let store = Store(paths: paths)
        if !store.database.exists {
            guard FileStoreMigration.hasFileStore(paths) else { return nil }
            return try open(paths: paths, language: .en, now: 0)
        }
        let version = try store.database.access { try $0.integer("PRAGMA user_version") ?? 0 }
        if version == 0 {
            // An empty database left by a migration that failed: the old files are still the
            // store, so migrate again (and meet the same refusal) rather than call it new.
            guard FileStoreMigration.hasFileStore(paths) else { return nil }
            return try open(paths: paths, language: .en, now: 0)
        }
        // A store this process may not write is read as its version left it.
        if version < StoreMigrations.latest, PathOperations.isWritable(paths.database) {
            _ = try store.database.access { connection in try StoreMigrations.migrate(connection) {} }
        }
        try store.finishMigration()
        return store
    }

    /// Whether files of the old layout are still in the store's root: opening the store
    /// (`open` or `existing`) then moves them, importing them into the database first when it
    /// does not hold them yet. Readers that promise not to change the store say so beforehand.
    public static func hasOldFileLayout(paths: StorePaths) -> Bool {
        FileStoreMigration.hasFileStore(paths)
    }

    /// Fills a new database, its tables just made: the old file layout's records when they are
    /// there, otherwise the starter form in `language` and `now` as the first opening.
    private func seed(_ connection: Connection, language: Language, now: Int64) throws {
        if FileStoreMigration.hasFileStore(paths) {
            try FileStoreMigration(paths: paths).importFiles(into: connection)
        } else {
            let starter = StarterForm.make(language: language)
            try connection.run(
                "INSERT INTO forms (id, definition) VALUES (?, ?)",
                [.text(starter.id), .text(try StoreCoding.text(starter))])
            try connection.run("INSERT INTO opening (id, at, day) VALUES (1, ?, NULL)", [.integer(now)])
            try connection.run("INSERT INTO store (id, created) VALUES (1, ?)", [.integer(now)])
        }
    }

    // MARK: Reading

    /// Every form that can be read, ordered by title, and a problem for each that cannot (the
    /// rest of the store stays usable).
    public func loadForms() throws -> FormsSnapshot {
        var problems: [StoreError] = []
        var forms: [Form] = try database.access { connection in
            try connection.statement("SELECT id, definition FROM forms").rows { row in
                (try row.text("id") ?? "", try row.text("definition") ?? "")
            }
        }.compactMap { id, definition in
            do {
                return try StoreCoding.decode(Form.self, from: Data(definition.utf8), path: formPath(id))
            } catch let error as StoreError {
                problems.append(error)
                return nil
            }
        }
        forms.sort { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        return FormsSnapshot(forms: forms, problems: problems)
    }

    /// One form, or nil when there is none with this id.
    public func loadForm(id: String) throws -> Form? {
        guard Identifier.isValid(id), let definition = try formDefinition(id: id) else { return nil }
        return try StoreCoding.decode(Form.self, from: Data(definition.utf8), path: formPath(id))
    }

    /// A form's definition as stored (the export format), or nil.
    func formDefinition(id: String) throws -> String? {
        try database.access { connection in
            try connection.statement("SELECT definition FROM forms WHERE id = ?").first([.text(id)]) {
                try $0.text("definition")
            }
                ?? nil
        }
    }

    /// How a form is named in a message about it: the database and the form's id.
    func formPath(_ id: String) -> String { "\(paths.database) (form \(id))" }

    /// The record of one day (every form's answers), or nil when the day has no answers.
    public func loadDay(_ date: CivilDate) throws -> DayRecord? {
        let rows = try database.access { connection in
            try connection.statement(
                """
                SELECT form, screen, type, unit, value, saved_at FROM answers WHERE day = ?
                """
            ).rows([.text(date.iso)]) { row in
                (try row.text("form") ?? "", try row.text("screen") ?? "", try AnswerColumns.answer(row))
            }
        }
        guard !rows.isEmpty else { return nil }
        var record = DayRecord(date: date)
        for (form, screen, answer) in rows {
            guard let answer else { throw unreadableAnswer(form: form, day: date, screen: screen) }
            record.set(answer, form: form, screen: screen)
        }
        return record
    }

    /// One form's answers of one day (empty when none): what a check-in of that form reads.
    public func answers(form formID: String, on date: CivilDate) throws -> [String: Answer] {
        let rows = try database.access { connection in
            try connection.statement(
                """
                SELECT screen, type, unit, value, saved_at FROM answers WHERE form = ? AND day = ?
                """
            ).rows([.text(formID), .text(date.iso)]) { row in
                (try row.text("screen") ?? "", try AnswerColumns.answer(row))
            }
        }
        var answers: [String: Answer] = [:]
        for (screen, answer) in rows {
            guard let answer else { throw unreadableAnswer(form: formID, day: date, screen: screen) }
            answers[screen] = answer
        }
        return answers
    }

    func unreadableAnswer(form: String, day: CivilDate, screen: String) -> StoreError {
        .unreadableRow(
            path: paths.database,
            AnswerRowProblem(
                form: RecordImportError.shown(form), day: day.iso, screen: RecordImportError.shown(screen),
                fault: .valueUnreadable))
    }

    /// The days that have a record, oldest first.
    public func recordedDays() throws -> [CivilDate] {
        try database.access { connection in
            try connection.statement("SELECT DISTINCT day FROM answers ORDER BY day").rows { row in
                try row.text("day").flatMap { CivilDate(iso: $0) }
            }.compactMap { $0 }
        }
    }

    public func loadDataValues() throws -> [DataValue] {
        let definitions = try database.access { connection in
            try connection.statement("SELECT definition FROM data_values ORDER BY position").rows {
                try $0.text("definition") ?? ""
            }
        }
        return try definitions.map { try StoreCoding.decode(DataValue.self, from: Data($0.utf8), path: paths.database) }
    }

    public func loadSettings() throws -> CheckinSettings {
        let definition = try database.access { connection in
            try connection.statement("SELECT definition FROM settings WHERE id = 1").first { try $0.text("definition") }
                ?? nil
        }
        guard let definition else { return CheckinSettings() }
        return try StoreCoding.decode(CheckinSettings.self, from: Data(definition.utf8), path: paths.database)
    }

    /// The last opening, or nil if none is recorded.
    public func lastOpened() throws -> Int64? {
        try database.access { try $0.integer("SELECT at FROM opening WHERE id = 1") }
    }
}

/// The forms that could be read, and the ones that could not.
public struct FormsSnapshot: Sendable {
    public var forms: [Form]
    public var problems: [StoreError]

    public init(forms: [Form], problems: [StoreError]) {
        self.forms = forms
        self.problems = problems
    }

    /// Forms that appear in check-in and the plan: active with at least one screen.
    public var usable: [Form] { forms.filter(\.isUsable) }

    public func form(matching query: String) -> Form? {
        let lowered = query.lowercased()
        return forms.first { $0.id == query } ?? forms.first { $0.title.lowercased() == lowered }
    }
}
