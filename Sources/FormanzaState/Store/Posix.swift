import FormanzaSystem
import FoundationEssentials

/// The store's file steps, all through the system door (`FormanzaSystem`): durable atomic
/// writes, reads that tell "missing" from "unreadable", and directory creation with the right
/// modes.
///
/// Every call that fails throws `StoreError.io` naming the path, the operation and errno, or
/// `StoreError.refused` for a file or directory that breaks the ownership rules.
enum Posix {
    /// Writes `data` to `path` so that a crash at any instant leaves either the old or the new
    /// content: write a temporary file in the same directory, fsync it, rename it over the
    /// target, fsync the directory.
    static func writeAtomically(_ data: Data, to path: String, mode: UInt32 = 0o600) throws {
        do { try DurableFiles.replace(path, with: [UInt8](data), mode: mode) } catch { throw StoreError(error) }
    }

    /// Removes `path` durably; a file already gone is not an error.
    static func remove(_ path: String) throws {
        do { try DurableFiles.remove(path) } catch { throw StoreError(error) }
    }

    /// The file's bytes, or nil when it does not exist. Through `OwnedFiles`: a symlink, a
    /// FIFO or a device in the store is refused without blocking, and reads stop at a limit.
    static func read(_ path: String) throws -> Data? {
        do { return try OwnedFiles.readRegular(path).map { Data($0) } } catch { throw StoreError.refused(error) }
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
    static func makeDirectory(_ path: String, mode: UInt32 = 0o700) throws {
        do { try OwnedFiles.makePrivateDirectory(path, mode: mode) } catch { throw StoreError.refused(error) }
    }

    /// Names in a directory (no `.` or `..`), or nil when the directory does not exist. A
    /// symbolic link in place of the directory is refused, never followed out of the store.
    static func list(_ path: String) throws -> [String]? {
        do { return try DirectoryListing.names(in: path) } catch {
            if error == .tooManyLinks, (try? FileStatus.of(path, followLinks: false))?.kind == .symbolicLink {
                throw StoreError.refused(FileRefusal(path: path, problem: .symlink))
            }
            throw StoreError.io(path: path, operation: "opendir", errno: error.code)
        }
    }

    static func exists(_ path: String) -> Bool {
        PathOperations.exists(path)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The text of an errno value, e.g. "Permission denied".
    static func describe(errno code: Int32) -> String {
        Errno(code).text
    }

    /// The home directory: `$HOME`, else the password database.
    static func homeDirectory(environment: [String: String]) -> String {
        ThisProcess.homeDirectory(environment: environment)
    }
}

extension StoreError {
    /// A failed step of a durable file change, naming its path and system call.
    init(_ failure: FileOperationFailure) {
        self = .io(path: failure.path, operation: failure.operation, errno: failure.errno.code)
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
