import FormanzaBase
import FormanzaSystem

/// Whether the store's database and SQLite's files beside it (`-wal`, `-shm`) can be written.
///
/// A store read while `store.db` was read-only used to leave `-wal` and `-shm` with the same
/// read-only mode (SQLite gives them the database's), so once `store.db` was writable again no
/// one could save. Reading such a store no longer makes them (it is opened immutable), and
/// such leftovers of the person's own are given mode 0600 again before the store opens; those
/// of another user cannot be, and are explained with what to do.
public enum StoreFilesHealth {
    static let companions = ["-wal", "-shm"]

    /// Gives the person's own `-wal`/`-shm` back read and write permission when the database
    /// itself is writable (a read-only database keeps read-only companions: nothing writes).
    static func repair(database: String) {
        guard PathOperations.isWritable(database) else { return }
        for suffix in companions {
            let path = database + suffix
            guard let status = try? FileStatus.of(path, followLinks: false), status.kind == .regular,
                status.owner == ThisProcess.userID, status.permissions & 0o600 != 0o600
            else { continue }
            try? PathOperations.setPermissions(path, 0o600)
        }
    }

    /// What stops the store from being written, each with what to do; empty when nothing does.
    public static func problems(database: String) -> [StoreFilesProblem] {
        guard let main = try? FileStatus.of(database, followLinks: false), main.kind == .regular else { return [] }
        var problems: [StoreFilesProblem] = []
        if !PathOperations.isWritable(database) {
            problems.append(.readOnlyDatabase(path: database, mode: main.permissions))
        }
        for suffix in companions {
            let path = database + suffix
            guard let status = try? FileStatus.of(path, followLinks: false) else { continue }
            if status.kind != .regular {
                problems.append(.notAFile(path: path))
            } else if status.owner != ThisProcess.userID && !PathOperations.isWritable(path) {
                problems.append(.othersFile(path: path, owner: status.owner))
            } else if !PathOperations.isWritable(path) {
                problems.append(.unwritable(path: path, mode: status.permissions))
            }
        }
        return problems
    }
}

/// One reason the store cannot be written, naming the file and the fix.
public enum StoreFilesProblem: Error, Sendable, Equatable, UserFacingError {
    case readOnlyDatabase(path: String, mode: UInt32)
    case othersFile(path: String, owner: UInt32)
    case unwritable(path: String, mode: UInt32)
    case notAFile(path: String)

    public func message(in l: Language) -> String {
        switch self {
        case .readOnlyDatabase(let path, let mode):
            return l.tr(
                "{0} is read-only (mode {1}): Formanza can show the store but not save to it. To save again: chmod u+w {0}",
                path, String(mode, radix: 8)
            )
        case .othersFile(let path, let owner):
            return l.tr(
                "{0} belongs to another user (uid {1}), probably from running Formanza as them, and nothing can be saved while it is there. Stop formanza-remind and have that user (or root) give it back: chown $(id -u) {0}",
                path, owner
            )
        case .unwritable(let path, let mode):
            return l.tr(
                "{0} cannot be written (mode {1}), so nothing can be saved. Fix it with: chmod u+rw {0}", path,
                String(mode, radix: 8)
            )
        case .notAFile(let path):
            return l.tr(
                "{0} is not a regular file, so SQLite cannot use it. Stop formanza-remind and move it away.", path)
        }
    }
}
