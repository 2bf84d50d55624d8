import CSQLite

/// A failure reported by SQLite: its result code, its own message and the database file it is
/// about, so that whatever reaches a person names the file and what SQLite said.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    public let code: Int32
    public let message: String
    public let path: String

    public init(code: Int32, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
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

    public var description: String { "\(path): \(message) (SQLite code \(code))" }

    /// SQLite's English text for a result code, for errors raised without a connection.
    static func text(of code: Int32) -> String {
        String(cString: sqlite3_errstr(code))
    }
}
