import CSQLite

/// One connection to one database file.
///
/// SQLite as Debian builds it is in serialized threading mode, so a connection may be used from
/// any thread; that is why this class can be shared across tasks (`@unchecked Sendable`).
/// Prepared statements are cached by their SQL text for the connection's lifetime.
public final class Connection: @unchecked Sendable {
    let handle: OpaquePointer
    public let path: String
    private var cache: [String: Statement] = [:]
    private var transactionDepth = 0
    private let busyTimeout: Int32

    /// Opens `path`. A symbolic link is refused (the store never follows one out of itself);
    /// `create` makes the file when it is missing. `busyTimeout` is how long a writer waits for
    /// another connection's write lock before `SQLITE_BUSY`.
    /// `immutable` (read-only only) reads the file as it is, with no lock and no `-wal` or
    /// `-shm` file made beside it: for a file nothing else writes (a backup being restored, a
    /// store the person made read-only).
    public init(
        path: String, readOnly: Bool = false, create: Bool = false, busyTimeout: Int32 = 10_000,
        immutable: Bool = false
    ) throws {
        var flags = SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_FULLMUTEX
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        var name = path
        if immutable && readOnly {
            flags |= SQLITE_OPEN_URI
            name = "file:" + Connection.uriEscaped(path) + "?immutable=1"
        }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(name, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? SQLiteError.text(of: code)
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, path: path)
        }
        handle = opened
        self.path = path
        self.busyTimeout = busyTimeout
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeout)
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows (schema, pragmas).
    public func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    /// The prepared statement for `sql`, compiled on first use.
    public func statement(_ sql: String) throws -> Statement {
        if let cached = cache[sql] { return cached }
        var prepared: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil))
        guard let prepared else { throw SQLiteError(.emptyStatement, code: SQLITE_MISUSE, path: path) }
        let statement = Statement(handle: prepared, connection: self)
        cache[sql] = statement
        return statement
    }

    /// Runs `sql` once with `values`.
    public func run(_ sql: String, _ values: [Statement.Value] = []) throws {
        try statement(sql).run(values)
    }

    /// The first column of the first row of `sql` as an integer (pragmas, counts).
    public func integer(_ sql: String, _ values: [Statement.Value] = []) throws -> Int64? {
        try statement(sql).first(values) { $0.isNull(0) ? nil : $0.integer(0) } ?? nil
    }

    /// Every row's first column as text (`integrity_check` and the like).
    public func texts(_ sql: String) throws -> [String] {
        try statement(sql).rows { $0.text(0) ?? "" }
    }

    /// Runs `body` inside one `BEGIN IMMEDIATE` transaction: the write lock is taken first, so
    /// what `body` reads cannot change before it writes, and every change lands together or
    /// not at all. A transaction already open (a nested call) is joined.
    public func immediate<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body) {
            // Always committed: a transaction SQLite ended on its own must fail here, not pass
            // for changes that landed.
            try execute("COMMIT")
        }
    }

    /// Runs `body` inside one deferred transaction: every read in it sees the database as it
    /// was at the first one, whatever other connections commit meanwhile, and a write in it
    /// (joining with `immediate`) succeeds only if nothing was committed since that snapshot.
    /// A transaction already open is joined.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body) {
            // SQLite may have ended it already (a write refused with SQLITE_BUSY can roll the
            // whole transaction back); then there is nothing to commit.
            if sqlite3_get_autocommit(handle) == 0 { try execute("COMMIT") }
        }
    }

    private func transaction<T>(_ begin: String, _ body: () throws -> T, commit: () throws -> Void) throws -> T {
        if transactionDepth > 0 {
            try checkStillOpen()
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            return try body()
        }
        try execute(begin)
        transactionDepth = 1
        do {
            let result = try body()
            transactionDepth = 0
            try commit()
            return result
        } catch {
            transactionDepth = 0
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// A transaction this connection opened and SQLite rolled back on its own (after some
    /// errors it must): joining it would run the joiner's statements one by one outside any
    /// transaction, so it is refused instead.
    private func checkStillOpen() throws {
        guard sqlite3_get_autocommit(handle) == 0 else {
            throw SQLiteError(.rolledBack, code: SQLITE_ABORT, path: path)
        }
    }

    /// Runs `body` with another busy timeout, then puts the connection's own back: a write
    /// that is only worth making when the lock is free (a cache) gives up at once instead of
    /// holding the command up for another process's transaction.
    public func withBusyTimeout<T>(_ milliseconds: Int32, _ body: () throws -> T) rethrows -> T {
        sqlite3_busy_timeout(handle, milliseconds)
        defer { sqlite3_busy_timeout(handle, busyTimeout) }
        return try body()
    }

    /// Whether a transaction this connection opened is running (a new one would join it).
    public var isInTransaction: Bool { transactionDepth > 0 }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    func check(_ code: Int32) throws {
        guard code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_ROW else { throw error(code) }
    }

    func error(_ code: Int32) -> SQLiteError {
        let current = sqlite3_errcode(handle)
        let message = current == SQLITE_OK ? SQLiteError.text(of: code) : String(cString: sqlite3_errmsg(handle))
        return SQLiteError(
            code: sqlite3_extended_errcode(handle) == SQLITE_OK ? code : sqlite3_extended_errcode(handle),
            message: message, path: path)
    }
}
