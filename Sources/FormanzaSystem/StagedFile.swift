import FormanzaBase
import Glibc

/// A file written whole or not at all (`export --output FILE`): the bytes go to a temporary
/// file in FILE's folder, and only `commit` (fsync the file, rename it over FILE, fsync the
/// folder) makes them FILE. A failed write, a thrown error or a process that is killed leaves
/// FILE as it was, old content or none.
///
/// An existing regular FILE is replaced at once, as `sort -o` and `curl -o` do, keeping its
/// permissions; a new one is private (0600), as the store's files are. A directory, a FIFO, a
/// device, a socket or a symbolic link at FILE is refused before anything is written.
///
/// Temporary files are named `.formanza-partial-PID-RANDOM`: created exclusively, so a
/// leftover never blocks a run. Ctrl-C, SIGTERM and SIGHUP remove it before the process ends
/// (`StagedFileSignals`); one left by a SIGKILL is removed by the next staged file in that folder.
public final class StagedFile {
    public let path: String
    private let temporary: String
    private let folder: String
    private var descriptor: Int32
    private var committed = false

    static let temporaryPrefix = ".formanza-partial-"

    /// Checks `path` and opens a temporary file beside it.
    public init(_ path: String) throws(StagedFileError) {
        self.path = path
        folder = OwnedFiles.parent(of: path)
        var mode: mode_t = 0o600
        do {
            let existing = try FileStatus.of(path, followLinks: false)
            switch existing.kind {
            case .regular: mode = mode_t(existing.permissions & 0o777)
            case .directory: throw StagedFileError(path: path, problem: .directory)
            case .symbolicLink: throw StagedFileError(path: path, problem: .symbolicLink)
            default: throw StagedFileError(path: path, problem: .notRegular)
            }
        } catch let error as StagedFileError {
            throw error
        } catch let error as Errno where error != .noEntry {
            throw StagedFileError(path: path, problem: .system("lstat", error))
        } catch {}
        if path.hasSuffix("/") { throw StagedFileError(path: path, problem: .directory) }
        Self.removeLeftovers(in: folder)
        temporary = "\(folder)/\(Self.temporaryPrefix)\(ThisProcess.id)-\(UInt32.random(in: 0...UInt32.max))"
        // Armed before the file exists, so no moment has the file without its cleanup.
        StagedFileSignals.arm(temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let failure = StagedFileError(path: path, problem: .system("open", .current))
            StagedFileSignals.disarm()
            committed = true  // nothing of ours to remove: the name may be another's file
            throw failure
        }
        // The umask would narrow a copied mode; the file takes exactly the old one.
        _ = fchmod(descriptor, mode)
    }

    deinit { discard() }

    /// Appends `bytes`; on failure the temporary file is removed and FILE left alone.
    public func write(_ bytes: [UInt8]) throws(StagedFileError) {
        guard descriptor >= 0 else { throw StagedFileError(path: path, problem: .system("write", .badDescriptor)) }
        do { try FileDescriptor.writeAll(bytes, to: descriptor) } catch {
            discard()
            throw StagedFileError(path: path, problem: .system("write", error))
        }
    }

    /// Makes the written bytes FILE, durably: fsync, close, rename, fsync of the folder.
    public func commit() throws(StagedFileError) {
        guard descriptor >= 0 else { throw StagedFileError(path: path, problem: .system("write", .badDescriptor)) }
        var failure: StagedFileError?
        if fsync(descriptor) != 0 {
            failure = StagedFileError(path: path, problem: .system("fsync", .current))
        } else if close(descriptor) != 0 {
            descriptor = -1
            failure = StagedFileError(path: path, problem: .system("close", .current))
        } else {
            descriptor = -1
            if rename(temporary, path) != 0 {
                failure = StagedFileError(path: path, problem: .system("rename", .current))
            }
        }
        StagedFileSignals.disarm()
        if let failure {
            discard()
            throw failure
        }
        committed = true
        do { try DurableFiles.syncDirectory(folder) } catch {
            throw StagedFileError(path: path, problem: .notFlushed(error.errno))
        }
    }

    /// Removes the temporary file unless it became FILE; FILE is untouched.
    public func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if !committed {
            unlink(temporary)
            StagedFileSignals.disarm()
            committed = true  // nothing left to remove
        }
    }

    /// Removes `.formanza-partial-PID-…` files of processes that no longer exist: what a killed
    /// export left. Others' files stay (their process may still be writing; `unlink` of another
    /// user's file in a sticky folder fails and is ignored).
    static func removeLeftovers(in folder: String) {
        guard let names = try? DirectoryListing.names(in: folder) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            let rest = name.dropFirst(temporaryPrefix.count).split(separator: "-")
            guard rest.count == 2, let pid = Int32(rest[0]), UInt32(rest[1]) != nil, !OtherProcess.exists(pid) else {
                continue
            }
            unlink(folder + "/" + name)
        }
    }
}

/// Why a staged file was not written; FILE is as it was.
public struct StagedFileError: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case directory
        case symbolicLink
        case notRegular
        case system(String, Errno)
        /// FILE was renamed into place but its folder could not be flushed to disk: a crash
        /// now might still lose it.
        case notFlushed(Errno)
    }

    public let path: String
    public let problem: Problem
}

extension StagedFileError: UserFacingError {
    public func message(in l: Language) -> String {
        switch problem {
        case .directory:
            return l.tr(
                "{0} is a folder; name the file to write", path)
        case .symbolicLink:
            return l.tr(
                "{0} is a symbolic link; it was not followed. Name the real file or remove the link.", path)
        case .notRegular:
            return l.tr(
                "{0} is not a regular file (a pipe, a device or a socket); nothing was written", path)
        case .system(let operation, let error):
            return l.tr(
                "could not write {0} ({1}: {2}); nothing was changed", path, operation, error.text)
        case .notFlushed(let error):
            return l.tr(
                "{0} was written, but its folder could not be flushed to disk (fsync: {1})", path, error.text)
        }
    }
}
