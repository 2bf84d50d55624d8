import FoundationEssentials

/// Writes. Each takes the store's lock, re-reads the file it changes, applies the change and
/// replaces the file atomically, so concurrent writers in different processes are serialized
/// and none loses another's update (S3).
extension Store {
    /// Runs `body` holding the store's exclusive lock.
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        try Posix.makeDirectory(paths.runtime)
        let fd = try Posix.lockExclusive(paths.lock, timeout: lockTimeout)
        defer { Posix.unlock(fd) }
        return try body()
    }

    /// Changes one day's record. The record passed in is the one on disk now (or an empty one);
    /// when the change leaves it empty the day's file is removed (S6). An unreadable file is
    /// reported and never overwritten. Returns the record as written (nil when removed).
    @discardableResult
    public func updateDay(_ date: CivilDate, _ change: (inout DayRecord) throws -> Void) throws -> DayRecord? {
        try withLock {
            var record = try loadDay(date) ?? DayRecord(date: date)
            try change(&record)
            let path = paths.day(date)
            if record.isEmpty {
                if Posix.exists(path) { try Posix.remove(path) }
                return nil
            }
            try Posix.makeDirectory(paths.daysDirectory)
            try Posix.writeAtomically(try StoreCoding.encode(record, sortedKeys: true), to: path)
            return record
        }
    }

    /// Writes a form (created or replaced, matched by id).
    public func saveForm(_ form: Form) throws {
        precondition(Identifier.isValid(form.id), "form ids are validated before saving")
        try withLock {
            try Posix.makeDirectory(paths.formsDirectory)
            try Posix.writeAtomically(try StoreCoding.encode(form), to: paths.form(form.id))
        }
    }

    /// Changes one form as it is on disk now; throws `notFound` through `missing` when absent.
    @discardableResult
    public func updateForm(id: String, _ change: (inout Form) throws -> Void) throws -> Form? {
        try withLock {
            guard var form = try loadForm(id: id) else { return nil }
            try change(&form)
            try Posix.writeAtomically(try StoreCoding.encode(form), to: paths.form(form.id))
            return form
        }
    }

    /// Removes a form's file. Its answers stay in the day records (D6).
    public func removeFormFile(id: String) throws {
        try withLock { try Posix.remove(paths.form(id)) }
    }

    public func updateDataValues(_ change: (inout [DataValue]) throws -> Void) throws {
        try withLock {
            var values = try loadDataValues()
            try change(&values)
            let file = DataValuesFile(schema: StoreSchema.current, values: values)
            try Posix.writeAtomically(try StoreCoding.encode(file), to: paths.dataValues)
        }
    }

    public func saveSettings(_ settings: CheckinSettings) throws {
        try withLock {
            try Posix.writeAtomically(try StoreCoding.encode(settings), to: paths.settings)
        }
    }

    /// Records an opening (R4). Called by every `formanza` command that touches the store,
    /// never by `formanza-remind`.
    public func recordOpening(at now: Int64) throws {
        try withLock {
            let file = OpenedFile(schema: StoreSchema.current, lastOpened: UTCInstant.format(now))
            try Posix.writeAtomically(try StoreCoding.encode(file), to: paths.opened)
        }
    }

    /// Removes temporary files left by writers that were killed mid-write. Safe only under the
    /// lock, where no live writer has one open.
    public func removeStaleTemporaries() throws {
        try withLock {
            for directory in [paths.root, paths.formsDirectory, paths.daysDirectory] {
                for name in try Posix.list(directory) ?? [] where name.hasPrefix(".") && name.contains(".tmp-") {
                    try Posix.remove(directory + "/" + name)
                }
            }
        }
    }
}
