import Glibc

/// File-system steps around the database that SQLite does not take itself.
extension Posix {
    /// What is at `path`, without following a symbolic link.
    enum Entry { case missing, regularFile, other }

    static func entry(_ path: String) throws -> Entry {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT { return .missing }
            throw StoreError.io(path: path, operation: "lstat", errno: errno)
        }
        return (info.st_mode & S_IFMT) == S_IFREG ? .regularFile : .other
    }

    /// The device and inode of the entry at `path` (not following a link), nil when there is
    /// none: tells a file deleted and created again from the one still open.
    static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Creates an empty file with mode 0600 (SQLite would apply the umask, and gives its WAL
    /// and shared-memory files the database file's mode). An existing file is left alone.
    static func createPrivateFile(_ path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return }
            throw StoreError.io(path: path, operation: "create", errno: errno)
        }
        _ = fchmod(fd, 0o600)
        close(fd)
        try syncDirectory(parent(of: path))
    }

    /// Renames `source` to `destination` (same file system), durably.
    static func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw StoreError.io(path: source, operation: "rename", errno: errno)
        }
        try syncDirectory(parent(of: destination))
    }
}

/// Which file a path named at one moment: the same path may name another file later.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}
