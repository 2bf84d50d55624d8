import FormanzaBase
import FormanzaSystem
import FoundationEssentials

/// Marks an interactive check-in as open so the daemon keeps due reminders silent.
///
/// One file per check-in process under `$XDG_RUNTIME_DIR/formanza/checkins/PID`; a marker
/// whose process is gone (a crash, `kill -9`) no longer counts, so a stale file can never
/// silence reminders for good. While a check-in shows one form's day, its marker also names
/// them (`PID`, form id, day, a line each), so a second check-in of the same form and day can
/// say so instead of letting two screens overwrite each other's answers.
public struct CheckinMarker: Sendable {
    public let paths: StorePaths

    public init(paths: StorePaths) {
        self.paths = paths
    }

    var directory: String { paths.runtime + "/checkins" }

    /// Marks this process's check-in as open, showing `form`'s `day` when given.
    public func mark(pid: Int32 = ThisProcess.id, form: String? = nil, day: CivilDate? = nil) throws {
        try RuntimeFolder.make(paths)
        try Posix.makeDirectory(directory)
        var text = "\(pid)\n"
        if let form, let day { text += "\(form)\n\(day.iso)\n" }
        try Posix.writeAtomically(Data(text.utf8), to: "\(directory)/\(pid)")
    }

    /// The other live processes whose check-in shows `form`'s `day`, lowest pid first.
    public func others(form: String, day: CivilDate, pid own: Int32 = ThisProcess.id) -> [Int32] {
        guard let names = try? Posix.list(directory) else { return [] }
        return names.compactMap { name -> Int32? in
            guard let pid = Int32(name), pid > 0, pid != own, OtherProcess.exists(pid),
                let bytes = try? OwnedFiles.readRegular("\(directory)/\(name)", limit: 4096)
            else { return nil }
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            return lines.count >= 3 && lines[1] == form && lines[2] == day.iso ? pid : nil
        }.sorted()
    }

    /// Removes this process's mark. Never throws: it runs on every way out of a check-in.
    public func clear(pid: Int32 = ThisProcess.id) {
        try? PathOperations.removeFile("\(directory)/\(pid)")
    }

    /// Whether a live process has a check-in open; stale marks are removed on the way. A
    /// runtime folder others could write is refused (`RuntimeFolder`): its marks prove nothing.
    public func isOpen() throws -> Bool {
        try RuntimeFolder.check(paths)
        guard let names = try? Posix.list(directory) else { return false }
        var open = false
        for name in names {
            guard let pid = Int32(name), pid > 0 else { continue }
            if OtherProcess.exists(pid) { open = true } else { try? PathOperations.removeFile("\(directory)/\(name)") }
        }
        return open
    }
}
