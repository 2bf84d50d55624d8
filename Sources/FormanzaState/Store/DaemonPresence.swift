import Glibc

/// Tells the command-line tools whether a reminder daemon is running for this store, without a
/// bus: the daemon holds an exclusive `flock` on `$XDG_RUNTIME_DIR/formanza/remind-HASH.lock`
/// while it runs, and anyone can test the lock. The kernel drops it when the daemon ends, however
/// it ends, so a crashed daemon never looks alive (a pid file could be stale or reused).
public struct DaemonPresence: Sendable {
    public let paths: StorePaths

    public init(paths: StorePaths) {
        self.paths = paths
    }

    /// One lock per store, named like the writers' lock.
    public var lockPath: String { paths.runtime + "/remind-\(StorePaths.hash(paths.root)).lock" }

    /// Takes the lock for the running daemon and returns its descriptor, to keep open for the
    /// daemon's life (close-on-exec, so a terminal it opens does not keep it). Nil when another
    /// process holds it.
    public func hold() throws -> Int32? {
        try Posix.makeDirectory(paths.runtime)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw StoreError.io(path: lockPath, operation: "open", errno: errno) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return fd }
        let code = errno
        close(fd)
        if code == EWOULDBLOCK { return nil }
        throw StoreError.io(path: lockPath, operation: "flock", errno: code)
    }

    /// Whether a daemon holds the lock now. A missing or unopenable file means none does.
    public func isRunning() -> Bool {
        let fd = open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }
}
