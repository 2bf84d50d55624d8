import Glibc

/// File changes that survive a crash at any instant: each ends with an `fsync` of the
/// directory, so the new name (or its absence) is on disk before the call returns.
///
/// Each failure names the step and the path it failed on, as the store's messages do.
public enum DurableFiles {
    /// Replaces `path` with `bytes` so that a crash leaves either the old or the new content:
    /// write a temporary file in the same directory (created exclusively, so never through a
    /// link planted there), fsync it, rename it over the target, fsync the directory.
    public static func replace(_ path: String, with bytes: [UInt8], mode: UInt32 = 0o600)
        throws(FileOperationFailure)
    {
        let directory = OwnedFiles.parent(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let temporary = "\(directory)/.\(name).tmp-\(ThisProcess.id)-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard fd >= 0 else { throw FileOperationFailure(path: temporary, operation: "open", errno: .current) }
        do throws(FileOperationFailure) {
            do { try FileDescriptor.writeAll(bytes, to: fd) } catch {
                close(fd)
                throw FileOperationFailure(path: temporary, operation: "write", errno: error)
            }
            guard fsync(fd) == 0 else {
                let failure = FileOperationFailure(path: temporary, operation: "fsync", errno: .current)
                close(fd)
                throw failure
            }
            guard close(fd) == 0 else {
                throw FileOperationFailure(path: temporary, operation: "close", errno: .current)
            }
            guard rename(temporary, path) == 0 else {
                throw FileOperationFailure(path: path, operation: "rename", errno: .current)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Creates an empty file at `path` with exactly `mode` (the umask would otherwise narrow
    /// it), never through a symbolic link. False when something is already there: it is left
    /// alone.
    public static func createExclusive(_ path: String, mode: UInt32 = 0o600) throws(FileOperationFailure) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        if fd < 0 {
            if errno == EEXIST { return false }
            throw FileOperationFailure(path: path, operation: "create", errno: .current)
        }
        _ = fchmod(fd, mode_t(mode))
        close(fd)
        try syncDirectory(OwnedFiles.parent(of: path))
        return true
    }

    /// Removes the file at `path` (a link itself, never its target); one already gone is not
    /// an error.
    public static func remove(_ path: String) throws(FileOperationFailure) {
        if unlink(path) != 0 && errno != ENOENT {
            throw FileOperationFailure(path: path, operation: "unlink", errno: .current)
        }
        try syncDirectory(OwnedFiles.parent(of: path))
    }

    /// Renames `source` to `destination` on the same file system. Both directories are
    /// flushed when they differ: the new name and the old name's absence both reach the disk.
    public static func move(_ source: String, to destination: String) throws(FileOperationFailure) {
        guard rename(source, destination) == 0 else {
            throw FileOperationFailure(path: source, operation: "rename", errno: .current)
        }
        let target = OwnedFiles.parent(of: destination)
        try syncDirectory(target)
        let origin = OwnedFiles.parent(of: source)
        if origin != target { try syncDirectory(origin) }
    }

    /// Flushes the directory's entries (names created, renamed or removed) to disk.
    public static func syncDirectory(_ path: String) throws(FileOperationFailure) {
        let directory: FileDescriptor
        do { directory = try FileDescriptor.open(path, O_RDONLY | O_DIRECTORY) } catch {
            throw FileOperationFailure(path: path, operation: "open", errno: error)
        }
        guard fsync(directory.raw) == 0 else {
            throw FileOperationFailure(path: path, operation: "fsync", errno: .current)
        }
    }
}
