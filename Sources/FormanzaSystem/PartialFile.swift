import Glibc

/// A file made under a temporary name beside its destination and published by a rename only
/// once it is finished and flushed: whoever looks at the destination finds the whole file or
/// none, even when the maker is killed half-way.
///
/// The temporary name is fixed (`.NAME.partial` beside `NAME`), so a run killed part-way leaves
/// one hidden file that the next run to the same destination takes over and empties, instead
/// of a new leftover per attempt. It is held with an `flock` while in use: two runs never
/// write the same one, and the kernel lets go of a killed holder's lock.
public final class PartialFile: Sendable {
    /// The temporary file being written.
    public let path: String
    /// Where the finished file goes.
    public let destination: String
    private let lock: FileDescriptor

    private init(path: String, destination: String, lock: FileDescriptor) {
        self.path = path
        self.destination = destination
        self.lock = lock
    }

    /// The temporary name used for `destination`.
    public static func temporaryPath(for destination: String) -> String {
        let directory = OwnedFiles.parent(of: destination)
        let name =
            destination.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? destination
        return "\(directory)/.\(name).partial"
    }

    /// Claims the temporary file for `destination`: created with mode 0600 or, left by an
    /// earlier run, emptied (with any SQLite journal of it); never opened through a link and
    /// never waited on when something else was planted there. Nil when another process is
    /// writing it now.
    public static func claim(for destination: String) throws(FileRefusal) -> PartialFile? {
        let path = temporaryPath(for: destination)
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode: 0o600)
        } catch {
            throw FileRefusal(path: path, problem: error == .tooManyLinks ? .symlink : .system("open", error))
        }
        let info: stat
        do { info = try file.status() } catch { throw FileRefusal(path: path, problem: .system("fstat", error)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileRefusal(path: path, problem: .notRegular) }
        guard info.st_uid == geteuid() else { throw FileRefusal(path: path, problem: .notOwned(owner: info.st_uid)) }
        guard flock(file.raw, LOCK_EX | LOCK_NB) == 0 else {
            let error = Errno.current
            if error == .wouldBlock { return nil }
            throw FileRefusal(path: path, problem: .system("flock", error))
        }
        guard ftruncate(file.raw, 0) == 0 else {
            throw FileRefusal(path: path, problem: .system("ftruncate", .current))
        }
        guard fchmod(file.raw, 0o600) == 0 else { throw FileRefusal(path: path, problem: .system("fchmod", .current)) }
        for suffix in ["-journal", "-wal", "-shm"] { unlink(path + suffix) }
        return PartialFile(path: path, destination: destination, lock: file)
    }

    /// Flushes the finished file to disk, renames it over the destination (an existing file
    /// there is replaced in one step) and flushes the folder, so the new name survives a crash.
    public func publish() throws(FileOperationFailure) {
        guard fsync(lock.raw) == 0 else { throw FileOperationFailure(path: path, operation: "fsync", errno: .current) }
        guard rename(path, destination) == 0 else {
            throw FileOperationFailure(path: destination, operation: "rename", errno: .current)
        }
        try DurableFiles.syncDirectory(OwnedFiles.parent(of: destination))
    }

    /// Removes the temporary file (after a failure): nothing is left behind.
    public func discard() {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }
}
