import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import Synchronization

/// The store's SQLite database, `store.db` in the store directory, and its one connection.
///
/// The connection opens on first use and stays open for the life of the process, so a command
/// pays for opening once and the daemon keeps one connection it can ask `data_version`.
final class StoreDatabase: Sendable {
    let path: String
    private let connection = Mutex<Connection?>(nil)
    /// The file the connection opened, to notice a store deleted and created again.
    private let opened = Mutex<FileIdentity?>(nil)
    /// Held for each whole use of the connection: its prepared statements and its transaction
    /// are one per connection, so two threads using it at once would step each other's rows.
    /// Reentrant, as a transaction's body reads and writes through `access` again.
    private let turn = ReentrantLock()

    init(path: String) {
        self.path = path
    }

    /// The schema this program writes, in `PRAGMA user_version` (`StoreMigrations`).
    static let schemaVersion = StoreMigrations.latest

    /// Runs `body` with the open connection, turning SQLite's failures into store errors that
    /// name the database file. `create` makes an empty 0600 file when there is none.
    func access<T>(create: Bool = false, _ body: (Connection) throws -> T) throws -> T {
        try turn.withLock { try accessInTurn(create: create, body) }
    }

    private func accessInTurn<T>(create: Bool, _ body: (Connection) throws -> T) throws -> T {
        let open = try connection.withLock { (current: inout Connection?) throws -> Connection in
            if let current { return current }
            let made = try StoreDatabase.connect(path: path, create: create)
            current = made
            opened.withLock { $0 = Posix.identity(path) }
            return made
        }
        do {
            return try body(open)
        } catch let error as SQLiteError {
            throw StoreDatabase.storeError(error)
        }
    }

    /// Drops the connection when `store.db` is now another file than the one it opened (the
    /// store was deleted and created again), so the next access opens the new one. A store
    /// merely deleted keeps the old connection: there is nothing newer to read yet.
    func followReplacement() -> Bool {
        guard let now = Posix.identity(path) else { return false }
        return connection.withLock { (current: inout Connection?) -> Bool in
            guard current != nil, opened.withLock({ $0 }) != now else { return false }
            current = nil
            return true
        }
    }

    /// Whether the database file exists (a store that was never opened has none).
    var exists: Bool { (try? Posix.entry(path)) == .regularFile }

    private static func connect(path: String, create: Bool) throws -> Connection {
        // Checked through the door before SQLite opens it (with SQLITE_OPEN_NOFOLLOW): a link,
        // FIFO or device put in its place is refused with its path, never waited on or read.
        if try !OwnedFiles.isRegularFile(path) {
            guard create else { throw StoreError.io(path: path, operation: "open", errno: Errno.noEntry.code) }
            try Posix.createPrivateFile(path)
        }
        StoreFilesHealth.repair(database: path)
        do {
            // A database this process may not write is read as it is, immutable: SQLite would
            // otherwise make -wal and -shm files as read-only as the database, which no one
            // could write once the database is writable again. Not when a log is waiting to be
            // read beside it: immutable would not see what is in the log.
            if !PathOperations.isWritable(path), (try? FileStatus.of(path + "-wal", followLinks: false))?.size ?? 0 == 0
            {
                let connection = try Connection(path: path, readOnly: true, immutable: true)
                let version = try connection.integer("PRAGMA user_version") ?? 0
                if version > schemaVersion { throw StoreError.newerDatabase(path: path, found: Int(version)) }
                return connection
            }
            let connection = try Connection(path: path)
            // The version is read before anything else, so a newer database is never changed
            // (not even switched to WAL).
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > schemaVersion { throw StoreError.newerDatabase(path: path, found: Int(version)) }
            try connection.execute(
                """
                PRAGMA journal_mode = WAL;
                PRAGMA synchronous = FULL;
                PRAGMA foreign_keys = ON;
                """)
            return connection
        } catch let error as SQLiteError {
            throw storeError(error)
        }
    }

    /// A damaged file is reported as unreadable (and never written to); a lock held too long
    /// as busy; anything else with SQLite's own words.
    static func storeError(_ error: SQLiteError) -> StoreError {
        if error.isCorruption { return .unreadable(path: error.path, reason: .damaged(error.message)) }
        if error.isBusy { return .locked(path: error.path) }
        return .database(path: error.path, error)
    }

    /// The tables of facts (the first migration). What is derived from them and kept by
    /// triggers (text counts, day tallies, goal scans) is made by its own owner's objects, which
    /// a later migration brings up to date.
    static let schema = """
        CREATE TABLE IF NOT EXISTS store (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            created INTEGER NOT NULL,
            migrated_from_files INTEGER NOT NULL DEFAULT 0
        ) STRICT;
        CREATE TABLE IF NOT EXISTS forms (
            id TEXT PRIMARY KEY,
            definition TEXT NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS answers (
            form TEXT NOT NULL,
            day TEXT NOT NULL,
            screen TEXT NOT NULL,
            type TEXT NOT NULL,
            unit TEXT,
            value ANY NOT NULL,
            saved_at INTEGER NOT NULL,
            PRIMARY KEY (form, day, screen)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS answers_by_screen ON answers (form, screen, day);
        CREATE INDEX IF NOT EXISTS answers_by_day ON answers (day);
        CREATE INDEX IF NOT EXISTS answers_texts ON answers (form, screen, type, value, day)
            WHERE type IN ('text', 'email', 'phone', 'url');
        CREATE TABLE IF NOT EXISTS data_values (
            position INTEGER PRIMARY KEY,
            definition TEXT NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS settings (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            definition TEXT NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS opening (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            at INTEGER NOT NULL,
            day TEXT
        ) STRICT;
        """
}
