import CSQLite

/// A failure reported by SQLite: its result code, its own message and the database file it is
/// about, so that whatever reaches a person names the file and what SQLite said. A failure the
/// wrapper finds itself carries it as data (`fault`), which the store words in the reader's
/// language; SQLite's own messages are English, as the library writes them.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the wrapper itself refused, beside SQLite's own failures.
    public enum Fault: Sendable, Equatable {
        /// SQL text that holds no statement.
        case emptyStatement
        /// A row read by a column name the query does not have (the name, the query).
        case noResultColumn(String, query: String)
        /// A transaction SQLite rolled back on its own, which a statement would have joined.
        case rolledBack
    }

    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    public let code: Int32
    /// SQLite's words for the failure (for a fault of the wrapper's, its words for the code).
    public let message: String
    public let path: String
    /// The wrapper's own reason, nil when SQLite failed.
    public let fault: Fault?

    public init(code: Int32, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
        self.fault = nil
    }

    /// A failure the wrapper finds itself, under the result code SQLite would give it.
    init(_ fault: Fault, code: Int32, path: String) {
        self.code = code
        self.message = SQLiteError.text(of: code)
        self.path = path
        self.fault = fault
    }

    /// The primary result code, without the extended bits.
    public var primaryCode: Int32 { code & 0xff }

    /// The database is not a database, or is damaged: it must be reported and left alone.
    public var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// Another connection held the write lock for longer than the busy timeout.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    /// SQLite's generic error: among others, a statement naming a table or a column the
    /// database does not have.
    public var isGeneric: Bool { primaryCode == SQLITE_ERROR }

    /// For the journal and test failures: the file, the reason and the code.
    public var description: String { "\(path): \(fault.map { "\($0)" } ?? message) (SQLite code \(code))" }

    /// SQLite's English text for a result code, for errors raised without a connection.
    static func text(of code: Int32) -> String {
        String(cString: sqlite3_errstr(code))
    }
}
