import Glibc
import FoundationEssentials

/// Marks an interactive check-in as open so the daemon keeps due reminders silent.
///
/// One file per check-in process under `$XDG_RUNTIME_DIR/formanza/checkins/PID`; a marker
/// whose process is gone (a crash, `kill -9`) no longer counts, so a stale file can never
/// silence reminders for good.
public struct CheckinMarker: Sendable {
    public let paths: StorePaths

    public init(paths: StorePaths) {
        self.paths = paths
    }

    var directory: String { paths.runtime + "/checkins" }

    /// Marks this process's check-in as open.
    public func mark(pid: Int32 = getpid()) throws {
        try Posix.makeDirectory(paths.runtime)
        try Posix.makeDirectory(directory)
        try Posix.writeAtomically(Data("\(pid)\n".utf8), to: "\(directory)/\(pid)")
    }

    /// Removes this process's mark. Never throws: it runs on every way out of a check-in.
    public func clear(pid: Int32 = getpid()) {
        unlink("\(directory)/\(pid)")
    }

    /// Whether a live process has a check-in open; stale marks are removed on the way.
    public func isOpen() -> Bool {
        guard let names = try? Posix.list(directory) else { return false }
        var open = false
        for name in names {
            guard let pid = Int32(name), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { open = true } else { unlink("\(directory)/\(name)") }
        }
        return open
    }
}
