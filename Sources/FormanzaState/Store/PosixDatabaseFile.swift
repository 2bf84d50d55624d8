import FormanzaSystem

/// File-system steps around the database that SQLite does not take itself.
extension Posix {
    /// What is at `path`, without following a symbolic link.
    enum Entry { case missing, regularFile, other }

    static func entry(_ path: String) throws -> Entry {
        let status: FileStatus
        do { status = try FileStatus.of(path, followLinks: false) } catch {
            if error == .noEntry { return .missing }
            throw StoreError.io(path: path, operation: "lstat", errno: error.code)
        }
        return status.kind == .regular ? .regularFile : .other
    }

    /// The device and inode of the entry at `path` (not following a link), nil when there is
    /// none: tells a file deleted and created again from the one still open.
    static func identity(_ path: String) -> FileIdentity? {
        guard let status = try? FileStatus.of(path, followLinks: false) else { return nil }
        return FileIdentity(device: status.device, inode: status.inode)
    }

    /// Creates an empty file with mode 0600 (SQLite would apply the umask, and gives its WAL
    /// and shared-memory files the database file's mode). An existing file is left alone.
    static func createPrivateFile(_ path: String) throws {
        do { _ = try DurableFiles.createExclusive(path, mode: 0o600) } catch { throw StoreError(error) }
    }

    /// Renames `source` to `destination` (same file system), durably.
    static func move(_ source: String, to destination: String) throws {
        do { try DurableFiles.move(source, to: destination) } catch { throw StoreError(error) }
    }
}

/// Which file a path named at one moment: the same path may name another file later.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}
