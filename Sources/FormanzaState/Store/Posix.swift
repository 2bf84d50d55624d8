import FormanzaSystem
import FoundationEssentials
import Glibc

/// The store's only contact with the C library: durable atomic writes, reads that tell
/// "missing" from "unreadable", and directory creation with the right modes.
///
/// Every call that fails throws `StoreError.io` naming the path, the operation and errno.
enum Posix {
    /// Writes `data` to `path` so that a crash at any instant leaves either the old or the new
    /// content: write a temporary file in the same directory, fsync it, rename it over the
    /// target, fsync the directory.
    static func writeAtomically(_ data: Data, to path: String, mode: mode_t = 0o600) throws {
        let directory = parent(of: path)
        let temporary = "\(directory)/.\(basename(of: path)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw StoreError.io(path: temporary, operation: "open", errno: errno) }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do {
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw StoreError.io(path: temporary, operation: "write", errno: errno)
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw StoreError.io(path: temporary, operation: "fsync", errno: errno) }
            closed = true
            guard close(fd) == 0 else { throw StoreError.io(path: temporary, operation: "close", errno: errno) }
            guard rename(temporary, path) == 0 else {
                throw StoreError.io(path: path, operation: "rename", errno: errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Removes `path` durably; a file already gone is not an error.
    static func remove(_ path: String) throws {
        if unlink(path) != 0 && errno != ENOENT {
            throw StoreError.io(path: path, operation: "unlink", errno: errno)
        }
        try syncDirectory(parent(of: path))
    }

    /// The file's bytes, or nil when it does not exist. Through `OwnedFiles`: a symlink, a
    /// FIFO or a device in the store is refused without blocking, and reads stop at a limit.
    static func read(_ path: String) throws -> Data? {
        do { return try OwnedFiles.readRegular(path).map { Data($0) } } catch { throw StoreError.refused(error) }
    }

    /// Everything left to read from an open descriptor.
    static func readAll(_ fd: Int32, path: String) throws -> Data {
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StoreError.io(path: path, operation: "read", errno: errno)
            }
            if count == 0 { break }
            result.append(contentsOf: buffer[0..<count])
        }
        return result
    }

    /// Refuses a store root or runtime directory that is a symlink, another user's, or
    /// writable by others (as ssh refuses such a `~/.ssh`).
    static func checkPrivate(_ path: String) throws {
        do { try OwnedFiles.checkPrivateDirectory(path) } catch { throw StoreError.refused(error) }
    }

    /// Creates the directory `path` with exactly `mode` (missing parents get 0755, like
    /// `mkdir -p`); an existing directory of ours is given `mode`, so a store made too open
    /// is closed. A symlink, another user's directory or one others can write is refused
    /// (`OwnedFiles.makePrivateDirectory`).
    static func makeDirectory(_ path: String, mode: mode_t = 0o700) throws {
        do { try OwnedFiles.makePrivateDirectory(path, mode: mode) } catch { throw StoreError.refused(error) }
    }

    /// Names in a directory (no `.` or `..`), or nil when the directory does not exist.
    static func list(_ path: String) throws -> [String]? {
        guard let dir = opendir(path) else {
            if errno == ENOENT { return nil }
            throw StoreError.io(path: path, operation: "opendir", errno: errno)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw StoreError.io(path: path, operation: "fsync", errno: errno) }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func basename(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The text of an errno value, e.g. "Permission denied".
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    static var userID: uid_t { getuid() }

    /// The home directory: `$HOME`, else the password database.
    static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir { return String(cString: dir) }
        return "/"
    }
}

/// The few file operations the programs need outside the store itself (reading `remind.conf`,
/// preparing watched directories), with the store's errors.
public enum FileSystem {
    /// The text of a regular file, or nil when it does not exist, through `OwnedFiles`: a link
    /// is followed (settings and system files often are links), a FIFO or a device is refused
    /// without blocking, and at most 16 MiB is read.
    public static func readText(_ path: String) throws -> String? {
        do {
            return try OwnedFiles.readRegular(path, followLinks: true).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            throw StoreError.refused(error)
        }
    }

    /// `$XDG_STATE_HOME` when absolute, else `~/.local/state`.
    public static func stateHome(environment: [String: String]) -> String {
        if let value = environment["XDG_STATE_HOME"], value.hasPrefix("/") { return value }
        return Posix.homeDirectory(environment: environment) + "/.local/state"
    }

    /// Creates a private directory (0700) and its missing parents.
    public static func makeDirectory(_ path: String) throws {
        try Posix.makeDirectory(path)
    }

    /// The bytes of a regular file, or nil when it does not exist, through `OwnedFiles`: a FIFO
    /// or a device is refused without blocking, at most 16 MiB is read, and with `followLinks`
    /// false a symbolic link is refused too; a person's own settings file may well be a link
    /// into their dotfiles, the daemon's state not.
    public static func readRegularFile(_ path: String, followLinks: Bool = false) throws -> Data? {
        do { return try OwnedFiles.readRegular(path, followLinks: followLinks).map { Data($0) } } catch {
            throw StoreError.refused(error)
        }
    }

    /// Replaces the file durably and atomically (temporary file, fsync, rename, fsync of the
    /// directory); the file is private (0600).
    public static func writeAtomically(_ data: Data, to path: String) throws {
        try Posix.writeAtomically(data, to: path)
    }
}
