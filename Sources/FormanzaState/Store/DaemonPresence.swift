import FormanzaSystem

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

    /// Takes the lock for the running daemon, kept open for the daemon's life (close-on-exec,
    /// so a terminal it opens does not keep it), and returns its descriptor number. Nil when
    /// another process holds it.
    public func hold() throws -> Int32? {
        try RuntimeFolder.make(paths)
        do { return try FileLock.holdExclusiveForProcessLifetime(lockPath) } catch { throw StoreError(error) }
    }

    /// Whether a daemon holds the lock now. A missing or unopenable file means none does; a
    /// runtime folder others could write is refused (`RuntimeFolder`): a lock found there
    /// proves nothing.
    public func isRunning() throws -> Bool {
        try RuntimeFolder.check(paths)
        return FileLock.isHeldExclusively(lockPath)
    }
}
