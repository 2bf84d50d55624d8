import FormanzaSQLite
import FormanzaSystem

/// What a restore did: what the store holds now, and where its previous content was kept.
public struct RestoreOutcome: Sendable {
    public let restored: StoreFileFacts
    public let keptCurrent: String
}

extension Store {
    /// Replaces the store's content with the Formanza store in `file`, keeping the current
    /// content first as a whole-or-absent backup at `keepCurrentAt`.
    ///
    /// `file` is checked before anything changes (a regular file, a whole store of a schema
    /// this build reads) and only read, through an immutable read-only connection. The copy
    /// goes *into* the live database with SQLite's online backup in one step, under SQLite's
    /// own locks: no file is renamed under open connections, so every other process (a
    /// check-in, the daemon) keeps using the same file and sees the old content or the new,
    /// never a mix; a writer meanwhile waits its busy timeout or is refused as busy. The day
    /// tallies and goal scans are derived and emptied afterwards, to be counted again from the
    /// answers.
    public func restore(from file: String, keepCurrentAt kept: String) throws -> RestoreOutcome {
        let (source, facts) = try StoreFileCheck.open(file)
        try backup(to: kept)
        try database.access { live in
            do {
                try source.backup(into: live)
            } catch let error as SQLiteError {
                if error.isBusy { throw StoreError.locked(path: paths.database) }
                throw StoreError.database(path: paths.database, error)
            }
            for kept in ["day_tallies", "goal_scans"]
            where try live.integer(
                "SELECT count(*) FROM sqlite_schema WHERE name = ? AND type = 'table'", [.text(kept)]) == 1
            {
                try live.immediate { try live.execute("DELETE FROM \(kept)") }
            }
        }
        return RestoreOutcome(restored: facts, keptCurrent: kept)
    }

    /// A name in the store folder for the content a restore replaces, from the local time
    /// `stamp` (`2026-12-05T0830`): `store-before-restore-STAMP.db`, with `-2`, `-3`, … added
    /// when a restore in the same minute already took it.
    public func nameForContentBeforeRestore(stamp: String) throws -> String {
        for attempt in 1...100 {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let path = "\(paths.root)/store-before-restore-\(stamp)\(suffix).db"
            if try Posix.entry(path) == .missing { return path }
        }
        throw BackupRefusal.exists(path: "\(paths.root)/store-before-restore-\(stamp).db")
    }
}
