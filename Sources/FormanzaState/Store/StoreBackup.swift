import FormanzaBase
import FormanzaSQLite
import FormanzaSystem

/// How a backup is copied: in one go (a person waiting at `store backup`), or a few hundred
/// pages at a time with a pause between (the daemon, so a check-in never waits on it).
public struct BackupPace: Sendable {
    public let pagesPerStep: Int32?
    public let pauseMilliseconds: Int32

    public static let whole = BackupPace(pagesPerStep: nil, pauseMilliseconds: 0)
    public static let gentle = BackupPace(pagesPerStep: 256, pauseMilliseconds: 5)

    public init(pagesPerStep: Int32?, pauseMilliseconds: Int32) {
        self.pagesPerStep = pagesPerStep
        self.pauseMilliseconds = pauseMilliseconds
    }
}

/// Why a backup was not started.
public enum BackupRefusal: Error, Sendable, Equatable, UserFacingError {
    case exists(path: String)
    case inProgress(path: String)

    public func message(in l: Language) -> String {
        switch self {
        case .exists(let path):
            return l.tr(
                "{0} already exists; nothing was written. Choose another name, or replace it with --force.", path)
        case .inProgress(let path):
            return l.tr(
                "another backup to {0} is being written right now; nothing was written. Try again when it ends.", path
            )
        }
    }
}

extension Store {
    /// Lets go of the pages this process's connection keeps cached (`PRAGMA shrink_memory`):
    /// a backup reads every page of the store through it, and a resident process (the daemon)
    /// would otherwise keep those megabytes for as long as it runs.
    public func releaseCachedPages() throws {
        try database.access { try $0.execute("PRAGMA shrink_memory") }
    }

    /// Whether the store's database file exists (nothing to back up before it does).
    public var databaseExists: Bool { database.exists }

    /// Whether the store at `paths` has its database file, without opening anything.
    public static func hasDatabase(paths: StorePaths) -> Bool { StoreDatabase(path: paths.database).exists }

    /// Copies the whole store into `destination`, whole or not at all: the copy is made beside
    /// it under a temporary name with SQLite's online backup (a consistent snapshot while others
    /// write), switched out of WAL so it is one self-contained file, checked (integrity check,
    /// and that it reads as a store), flushed and only then renamed into place. A kill at any
    /// point leaves `destination` as it was. An existing file is replaced (in one rename) only
    /// with `replacing`; a link, folder, pipe or device there is refused.
    @discardableResult
    public func backup(to destination: String, replacing: Bool = false, pace: BackupPace = .whole) throws
        -> StoreFileFacts
    {
        switch try Posix.entry(destination) {
        case .missing: break
        case .regularFile: if !replacing { throw BackupRefusal.exists(path: destination) }
        case .other:
            throw StoreError.refused(FileRefusal(path: destination, problem: StoreFileCheck.kindProblem(destination)))
        }
        let claimed: PartialFile?
        do { claimed = try PartialFile.claim(for: destination) } catch { throw StoreError.refused(error) }
        guard let partial = claimed else { throw BackupRefusal.inProgress(path: destination) }
        do {
            try database.access { live in
                do {
                    let copy = try Connection(path: partial.path)
                    try copy.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
                    // Copied inside one read transaction of the store's connection: every step
                    // reads the same snapshot, so a check-in committed meanwhile (in WAL mode it
                    // never waits for a reader) does not make SQLite start the copy over, as it
                    // does between steps that each take a read lock of their own.
                    try live.snapshot {
                        _ = try live.integer("SELECT count(*) FROM sqlite_schema")
                        try live.backup(
                            into: copy, pagesPerStep: pace.pagesPerStep, pauseMilliseconds: pace.pauseMilliseconds)
                    }
                    try copy.execute("PRAGMA journal_mode = DELETE;")
                } catch let error as SQLiteError {
                    throw StoreError.database(path: partial.path, error)
                }
            }
            let facts = try StoreFileCheck.verify(partial.path)
            do { try partial.publish() } catch { throw StoreError(error) }
            return facts
        } catch {
            partial.discard()
            throw error
        }
    }
}
