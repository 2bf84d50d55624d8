import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FormanzaSystem

/// What a database file that holds a whole Formanza store contains, read from it.
public struct StoreFileFacts: Sendable, Equatable {
    public let schema: Int
    public let forms: Int
    public let answers: Int
}

/// Checks that a file is a whole Formanza store this build reads: what a backup must be
/// before it is published, and what a file must be before it is restored.
///
/// The file is opened read-only and immutable, so checking it never writes it and never makes
/// a `-wal` or `-shm` file beside it.
public enum StoreFileCheck {
    /// The tables every store has had since its first schema.
    static let tables = ["store", "forms", "answers", "opening"]

    /// `integrity` false skips SQLite's integrity check (which reads every page): for a
    /// listing, where the file was checked when it was written.
    public static func verify(_ path: String, integrity: Bool = true) throws -> StoreFileFacts {
        try open(path, integrity: integrity).facts
    }

    /// Opens `path` (immutable, read-only) and checks it: the open connection, to copy from
    /// the very file that was checked, and what it holds.
    static func open(_ path: String, integrity: Bool = true) throws -> (connection: Connection, facts: StoreFileFacts) {
        switch try Posix.entry(path) {
        case .missing: throw StoreError.io(path: path, operation: "open", errno: Errno.noEntry.code)
        case .other: throw StoreError.refused(FileRefusal(path: path, problem: kindProblem(path)))
        case .regularFile: break
        }
        if let log = try? FileStatus.of(path + "-wal", followLinks: false), log.size > 0 {
            throw StoreFileProblem.logBeside(path: path)
        }
        do {
            let file = try Connection(path: path, readOnly: true, immutable: true)
            let version = try file.integer("PRAGMA user_version") ?? 0
            let found = try file.integer(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('store', 'forms', 'answers', 'opening')"
            )
            guard found == Int64(tables.count), version > 0 else {
                let empty = try file.integer("SELECT count(*) FROM sqlite_schema") == 0
                throw empty ? StoreFileProblem.empty(path: path) : StoreFileProblem.foreign(path: path)
            }
            if version > StoreDatabase.schemaVersion { throw StoreError.newerDatabase(path: path, found: Int(version)) }
            let problems = integrity ? try file.texts("PRAGMA integrity_check").filter { $0 != "ok" } : []
            guard problems.isEmpty else { throw StoreFileProblem.damaged(path: path, problems: problems) }
            let facts = StoreFileFacts(
                schema: Int(version),
                forms: Int(try file.integer("SELECT count(*) FROM forms") ?? 0),
                answers: Int(try file.integer("SELECT count(*) FROM answers") ?? 0))
            return (file, facts)
        } catch let error as SQLiteError {
            if error.isCorruption { throw StoreFileProblem.damaged(path: path, problems: [error.message]) }
            throw StoreDatabase.storeError(error)
        }
    }

    /// Why what is at `path` (not a regular file) is refused: a link, or anything else.
    static func kindProblem(_ path: String) -> FileRefusal.Problem {
        (try? FileStatus.of(path, followLinks: false))?.kind == .symbolicLink ? .symlink : .notRegular
    }
}

/// Why a file is not a whole Formanza store (for a restore, or a backup just written).
public enum StoreFileProblem: Error, Sendable, Equatable, UserFacingError {
    case empty(path: String)
    case foreign(path: String)
    case damaged(path: String, problems: [String])
    case logBeside(path: String)

    public func message(in l: Language) -> String {
        switch self {
        case .empty(let path):
            return l.tr(
                "{0} is empty: it holds no Formanza store.", path)
        case .foreign(let path):
            return l.tr(
                "{0} is an SQLite database but not a Formanza store.", path)
        case .damaged(let path, let problems):
            let shown = problems.prefix(5).joined(separator: "; ")
            return l.tr(
                "{0} is damaged (SQLite's integrity check: {1}).", path, shown)
        case .logBeside(let path):
            return l.tr(
                "{0} has a write-ahead log beside it ({0}-wal): it is in use or was not closed cleanly. Make a copy with `formanza store backup` and use that.",
                path
            )
        }
    }
}
