import FoundationEssentials

/// The one store per user (S1–S3): facts only, one file per form and per day, so that today's
/// state is one small read whatever the length of history, a broken file costs only itself,
/// and the daemon can watch three directories with inotify to learn that something changed.
///
/// Layout under `root`:
/// - `store.json`: the schema version and when the store was created
/// - `forms/ID.json`: one form each (the export format)
/// - `days/YYYY-MM-DD.json`: one day record each (answers of every form)
/// - `data-values.json`, `settings.json`, `opened.json`
///
/// Readers never lock: every file is replaced by an atomic rename, so a read sees a whole
/// old or a whole new version. Writers take the store's lock and re-read what they change,
/// so no process loses another's update.
public struct Store: Sendable {
    public let paths: StorePaths

    /// How long a writer waits for another process's lock before giving up.
    public var lockTimeout: Double = 10

    public init(paths: StorePaths) {
        self.paths = paths
    }

    /// Opens the store, creating it on first use with the starter form in `language` (S7)
    /// and `now` as its first opening (R4). A store from a newer schema is refused.
    public static func open(paths: StorePaths, language: Language, now: Int64) throws -> Store {
        let store = Store(paths: paths)
        if let data = try Posix.read(paths.marker) {
            _ = try StoreCoding.decode(StoreMarker.self, from: data, path: paths.marker)
            return store
        }
        try store.withLock {
            guard try Posix.read(paths.marker) == nil else { return }
            try store.create(language: language, now: now)
        }
        return store
    }

    /// The store at `paths` if there is one, without creating anything (for readers that must
    /// not count as an opening, such as `formanza-remind plan`); a newer schema is refused.
    public static func existing(paths: StorePaths) throws -> Store? {
        guard let data = try Posix.read(paths.marker) else { return nil }
        _ = try StoreCoding.decode(StoreMarker.self, from: data, path: paths.marker)
        return Store(paths: paths)
    }

    private func create(language: Language, now: Int64) throws {
        for directory in [paths.root, paths.formsDirectory, paths.daysDirectory] {
            try Posix.makeDirectory(directory)
        }
        let existingForms = try Posix.list(paths.formsDirectory)?.filter(Store.isStoreFile) ?? []
        if existingForms.isEmpty {
            let starter = StarterForm.make(language: language)
            try Posix.writeAtomically(try StoreCoding.encode(starter), to: paths.form(starter.id))
        }
        try Posix.writeAtomically(try StoreCoding.encode(OpenedFile(schema: StoreSchema.current,
                                                                    lastOpened: UTCInstant.format(now))),
                                  to: paths.opened)
        let marker = StoreMarker(schema: StoreSchema.current, created: UTCInstant.format(now))
        try Posix.writeAtomically(try StoreCoding.encode(marker), to: paths.marker)
    }

    // MARK: Reading

    /// Every form that can be read, ordered by title, and a problem for each that cannot (the
    /// rest of the store stays usable).
    public func loadForms() throws -> FormsSnapshot {
        var forms: [Form] = []
        var problems: [StoreError] = []
        for name in try Posix.list(paths.formsDirectory) ?? [] where Store.isStoreFile(name) {
            let path = paths.formsDirectory + "/" + name
            do {
                guard let data = try Posix.read(path) else { continue }
                forms.append(try StoreCoding.decode(Form.self, from: data, path: path))
            } catch let error as StoreError {
                problems.append(error)
            }
        }
        forms.sort { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        return FormsSnapshot(forms: forms, problems: problems)
    }

    /// One form, or nil when there is no such file.
    public func loadForm(id: String) throws -> Form? {
        guard Identifier.isValid(id), let data = try Posix.read(paths.form(id)) else { return nil }
        return try StoreCoding.decode(Form.self, from: data, path: paths.form(id))
    }

    /// The record of one day, or nil when the day has no answers.
    public func loadDay(_ date: CivilDate) throws -> DayRecord? {
        let path = paths.day(date)
        guard let data = try Posix.read(path) else { return nil }
        let record = try StoreCoding.decode(DayRecord.self, from: data, path: path)
        guard record.date == date else {
            throw StoreError.unreadable(path: path, reason: "it holds \(record.date.iso), not \(date.iso)")
        }
        return record
    }

    /// The days that have a record, oldest first, from the directory listing alone.
    public func recordedDays() throws -> [CivilDate] {
        try (Posix.list(paths.daysDirectory) ?? []).compactMap { name in
            guard Store.isStoreFile(name) else { return nil }
            return CivilDate(iso: name.dropLast(5))
        }.sorted()
    }

    public func loadDataValues() throws -> [DataValue] {
        guard let data = try Posix.read(paths.dataValues) else { return [] }
        return try StoreCoding.decode(DataValuesFile.self, from: data, path: paths.dataValues).values
    }

    public func loadSettings() throws -> CheckinSettings {
        guard let data = try Posix.read(paths.settings) else { return CheckinSettings() }
        return try StoreCoding.decode(CheckinSettings.self, from: data, path: paths.settings)
    }

    /// The last opening (R4), or nil if none is recorded.
    public func lastOpened() throws -> Int64? {
        guard let data = try Posix.read(paths.opened) else { return nil }
        let file = try StoreCoding.decode(OpenedFile.self, from: data, path: paths.opened)
        try StoreSchema.checkFile(file.schema, path: paths.opened)
        guard let instant = UTCInstant.parse(file.lastOpened) else {
            throw StoreError.unreadable(path: paths.opened, reason: "lastOpened is not a UTC instant")
        }
        return instant
    }

    /// Store files end in `.json`; temporary files of interrupted writes start with a dot.
    static func isStoreFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasPrefix(".")
    }
}

/// The forms that could be read, and the files that could not.
public struct FormsSnapshot: Sendable {
    public var forms: [Form]
    public var problems: [StoreError]

    /// Forms that appear in check-in and the plan: active with at least one screen (D4, D7).
    public var usable: [Form] { forms.filter(\.isUsable) }

    public func form(matching query: String) -> Form? {
        let lowered = query.lowercased()
        return forms.first { $0.id == query } ?? forms.first { $0.title.lowercased() == lowered }
    }
}

/// `store.json`: marks a directory as a Formanza store and carries its schema.
struct StoreMarker: Codable {
    var schema: Int
    var created: String

    init(schema: Int, created: String) {
        self.schema = schema
        self.created = created
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try c.decode(Int.self, forKey: .schema)
        try StoreSchema.check(schema)
        self.schema = schema
        self.created = try c.decode(String.self, forKey: .created)
    }
}

extension StoreSchema {
    static func checkFile(_ version: Int?, path: String) throws {
        if let version, version > current { throw StoreError.newerSchema(path: path, found: version) }
    }
}
