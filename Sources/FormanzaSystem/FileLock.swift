import Glibc
import Synchronization

/// Advisory `flock(2)` locks on a file, for telling whether another process is alive without
/// a pid file: the kernel drops the lock when its holder ends, however it ends, so a crashed
/// holder never looks alive (a pid could be stale or reused).
public enum FileLock {
    /// Locks taken for the life of the process: never closed, so never released.
    private static let kept = Mutex<[FileDescriptor]>([])

    /// Opens or creates the file at `path` (0600, never through a symbolic link) and takes an
    /// exclusive lock without waiting, kept until the process ends (close-on-exec, so a
    /// program it starts does not keep it). Returns the descriptor number, nil when another
    /// process holds the lock.
    public static func holdExclusiveForProcessLifetime(_ path: String) throws(FileOperationFailure) -> Int32? {
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600) } catch {
            throw FileOperationFailure(path: path, operation: "open", errno: error)
        }
        guard flock(file.raw, LOCK_EX | LOCK_NB) == 0 else {
            let error = Errno.current
            if error == .wouldBlock { return nil }
            throw FileOperationFailure(path: path, operation: "flock", errno: error)
        }
        kept.withLock { $0.append(file) }
        return file.raw
    }

    /// Whether some process holds an exclusive lock on the regular file at `path` now.
    /// A missing file, a link, or anything but a regular file means none does; it is opened
    /// without blocking, so a FIFO put there is never waited on.
    public static func isHeldExclusively(_ path: String) -> Bool {
        guard let file = try? FileDescriptor.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK),
            let info = try? file.status(), info.st_mode & S_IFMT == S_IFREG
        else { return false }
        if flock(file.raw, LOCK_SH | LOCK_NB) == 0 {
            flock(file.raw, LOCK_UN)
            return false
        }
        return Errno.current == .wouldBlock
    }
}
