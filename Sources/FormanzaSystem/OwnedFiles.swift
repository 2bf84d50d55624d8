import Glibc

/// The rules for files the programs own or are handed, in one place:
///
/// - the last component of a path is opened with `O_NOFOLLOW` unless the caller says links are
///   expected (system zone files): a symlink planted in the store never leads outside it;
/// - `O_NONBLOCK`, then `fstat`: a FIFO or a device is refused, never waited on;
/// - reads stop at a size limit: `/dev/zero` or a huge file cannot eat memory;
/// - a directory the program makes private is checked like ssh checks `~/.ssh` (a directory,
///   not a symlink, owned by this user, not writable by group or others), and a mode is only
///   ever set on a descriptor of a directory that passed that check.
public enum OwnedFiles {
    /// Forms, settings, `remind.conf`, imported definitions: far below this.
    public static let defaultReadLimit = 16 << 20

    /// The bytes of the regular file at `path`, nil when there is none.
    public static func readRegular(
        _ path: String, limit: Int = defaultReadLimit,
        followLinks: Bool = false
    ) throws(FileRefusal) -> [UInt8]? {
        let flags = O_RDONLY | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW)
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, flags) } catch {
            if error == .noEntry { return nil }
            if error == .tooManyLinks && !followLinks { throw FileRefusal(path: path, problem: .symlink) }
            throw FileRefusal(path: path, problem: .system("open", error))
        }
        return try readRegular(file, path: path, limit: limit)
    }

    /// Whether `path` holds a regular file, checked the way it is read: opened without
    /// following a link and without blocking, then `fstat`. A symlink, FIFO or device is
    /// refused; nothing is read. For files another library opens by path (the SQLite database).
    public static func isRegularFile(_ path: String) throws(FileRefusal) -> Bool {
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY) } catch {
            if error == .noEntry { return false }
            if error == .tooManyLinks { throw FileRefusal(path: path, problem: .symlink) }
            throw FileRefusal(path: path, problem: .system("open", error))
        }
        let info: stat
        do { info = try file.status() } catch { throw FileRefusal(path: path, problem: .system("fstat", error)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileRefusal(path: path, problem: .notRegular) }
        return true
    }

    /// The bytes of an already open file after the same checks (standard input of `form
    /// import -`, which may be a pipe: `allowStreams` takes it).
    public static func readRegular(
        _ file: FileDescriptor, path: String, limit: Int = defaultReadLimit,
        allowStreams: Bool = false
    ) throws(FileRefusal) -> [UInt8] {
        let info: stat
        do { info = try file.status() } catch { throw FileRefusal(path: path, problem: .system("fstat", error)) }
        let kind = info.st_mode & S_IFMT
        let isStream = kind == S_IFIFO || kind == S_IFSOCK
        guard kind == S_IFREG || (allowStreams && isStream) else { throw FileRefusal(path: path, problem: .notRegular) }
        if kind == S_IFREG, Int(info.st_size) > limit {
            throw FileRefusal(path: path, problem: .tooLarge(limit: limit))
        }
        if isStream {
            // A pipe is read as it comes: blocking is what the person asked for with `-`.
            let flags = fcntl(file.raw, F_GETFL)
            _ = fcntl(file.raw, F_SETFL, flags & ~O_NONBLOCK)
        }
        let bytes: [UInt8]
        do { bytes = try file.read(upTo: limit) } catch {
            throw FileRefusal(path: path, problem: .system("read", error))
        }
        guard bytes.count <= limit else { throw FileRefusal(path: path, problem: .tooLarge(limit: limit)) }
        return bytes
    }

    /// Checks that `path` is a directory this user may keep private data in: not a symlink,
    /// owned by this user, not writable by group or others. A missing directory passes (it
    /// is made private when it is created).
    public static func checkPrivateDirectory(_ path: String) throws(FileRefusal) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = Errno.current
            if code == .noEntry { return }
            throw FileRefusal(path: path, problem: .system("lstat", code))
        }
        try check(info, path: path)
    }

    /// Creates `path` (mode 0700; missing parents 0755, like `mkdir -p`) or takes the one
    /// there, then checks it like `checkPrivateDirectory`. A directory of ours that is more
    /// open than `mode` is closed to `mode` through its descriptor; one that is not ours, a
    /// symlink or anything else is refused and left as it is.
    public static func makePrivateDirectory(_ path: String, mode: mode_t = 0o700) throws(FileRefusal) {
        if mkdir(path, mode) != 0 {
            let code = Errno.current
            if code == .noEntry {
                try makeParents(parent(of: path))
                if mkdir(path, mode) != 0 && errno != EEXIST {
                    throw FileRefusal(path: path, problem: .system("mkdir", Errno.current))
                }
            } else if code.code != EEXIST {
                throw FileRefusal(path: path, problem: .system("mkdir", code))
            }
        }
        let directory: FileDescriptor
        do { directory = try FileDescriptor.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) } catch {
            if error == .tooManyLinks || error.code == ENOTDIR {
                var info = stat()
                let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
                throw FileRefusal(path: path, problem: isLink ? .symlink : .notDirectory)
            }
            throw FileRefusal(path: path, problem: .system("open", error))
        }
        let info: stat
        do { info = try directory.status() } catch { throw FileRefusal(path: path, problem: .system("fstat", error)) }
        guard info.st_uid == getuid() else { throw FileRefusal(path: path, problem: .notOwned(owner: info.st_uid)) }
        // Writable by others: someone may already have put something there, so it is refused
        // rather than quietly closed. Only readable by others: closed to `mode`.
        guard info.st_mode & 0o022 == 0 else {
            throw FileRefusal(path: path, problem: .openToOthers(mode: info.st_mode & 0o777))
        }
        if info.st_mode & 0o777 != mode {
            do { try directory.setMode(mode) } catch { throw FileRefusal(path: path, problem: .system("chmod", error)) }
        }
    }

    static func check(_ info: stat, path: String) throws(FileRefusal) {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: throw FileRefusal(path: path, problem: .symlink)
        default: throw FileRefusal(path: path, problem: .notDirectory)
        }
        guard info.st_uid == getuid() else { throw FileRefusal(path: path, problem: .notOwned(owner: info.st_uid)) }
        guard info.st_mode & 0o022 == 0 else {
            throw FileRefusal(path: path, problem: .openToOthers(mode: info.st_mode & 0o777))
        }
    }

    private static func makeParents(_ path: String) throws(FileRefusal) {
        guard !path.isEmpty, path != "/" else { return }
        var info = stat()
        if stat(path, &info) == 0 { return }
        try makeParents(parent(of: path))
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileRefusal(path: path, problem: .system("mkdir", Errno.current))
        }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
