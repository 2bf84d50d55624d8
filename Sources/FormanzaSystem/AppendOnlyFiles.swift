import Glibc

/// Files that only grow, written by one process and read by others while they grow: the sync
/// folder's journal segments. Reads start where the reader stopped last time; appends reach the
/// disk before the call returns.
public enum AppendOnlyFiles {
    /// At most `limit` bytes of the regular file at `path` from byte `offset` on; nil when there
    /// is no file. Opened without following a link and without blocking, then checked with
    /// `fstat`: a link, FIFO or device put in a shared folder is refused, never waited on.
    public static func read(_ path: String, from offset: Int64, limit: Int) throws(FileRefusal) -> [UInt8]? {
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY) } catch {
            if error == .noEntry { return nil }
            if error == .tooManyLinks { throw FileRefusal(path: path, problem: .symlink) }
            throw FileRefusal(path: path, problem: .system("open", error))
        }
        let info: stat
        do { info = try file.status() } catch { throw FileRefusal(path: path, problem: .system("fstat", error)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileRefusal(path: path, problem: .notRegular) }
        guard offset >= 0, Int64(info.st_size) > offset else { return [] }
        guard lseek(file.raw, off_t(offset), SEEK_SET) == off_t(offset) else {
            throw FileRefusal(path: path, problem: .system("lseek", .current))
        }
        do {
            let bytes = try file.read(upTo: limit)
            return Array(bytes.prefix(limit))
        } catch {
            throw FileRefusal(path: path, problem: .system("read", error))
        }
    }

    /// Appends `bytes` to the existing regular file at `path` (never through a link, never
    /// creating it) and flushes it to disk.
    public static func append(_ path: String, _ bytes: [UInt8]) throws(FileOperationFailure) {
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY) } catch {
            throw FileOperationFailure(path: path, operation: "open", errno: error)
        }
        do {
            let info = try file.status()
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw FileOperationFailure(path: path, operation: "open", errno: Errno(EINVAL))
            }
            try file.write(bytes)
        } catch let error as Errno {
            throw FileOperationFailure(path: path, operation: "write", errno: error)
        } catch let failure as FileOperationFailure {
            throw failure
        } catch {
            throw FileOperationFailure(path: path, operation: "write", errno: Errno(EIO))
        }
        guard fsync(file.raw) == 0 else { throw FileOperationFailure(path: path, operation: "fsync", errno: .current) }
    }

    /// The size and modification time (nanoseconds) of the entry at `path`, without following
    /// a link; nil when there is none. One `lstat`: what a reader compares with what it read
    /// last to know, without opening anything, that nothing arrived.
    public static func sizeAndTime(_ path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let nanoseconds = Int64(info.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        let modified = nanoseconds.overflow ? Int64.max : nanoseconds.partialValue &+ Int64(info.st_mtim.tv_nsec)
        return (Int64(info.st_size), modified)
    }

    /// This machine's host name, the default name of a device in a sync folder.
    public static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
