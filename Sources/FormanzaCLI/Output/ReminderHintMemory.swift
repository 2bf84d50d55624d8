import FormanzaBase
import FormanzaState
import FoundationEssentials

/// The day "reminders are not running" was last said, in a small file under
/// `$XDG_STATE_HOME/formanza/` (replaced atomically, never followed through a link), so the
/// line comes at most once a day instead of with every listing and check-in. A daemon seen
/// running empties it: reminders that stop again are news again, the same day.
///
/// Only a convenience: a file that cannot be read or written means the line is said.
struct ReminderHintMemory {
    let path: String

    init(environment: [String: String]) {
        path = FileSystem.stateHome(environment: environment) + "/formanza/reminders-hint-day"
    }

    /// The day the line was last said, as written (an ISO date), or nil.
    private var saidOn: String? {
        guard let data = try? FileSystem.readRegularFile(path), data.count <= 64 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingWhitespace
        return text.isEmpty ? nil : text
    }

    func wasSaid(on day: CivilDate) -> Bool { saidOn == day.iso }

    func remember(_ day: CivilDate) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try? FileSystem.makeDirectory(directory)
        try? FileSystem.writeAtomically(Data((day.iso + "\n").utf8), to: path)
    }

    /// Empties the file when it names a day; untouched (not written) otherwise.
    func forget() {
        guard saidOn != nil else { return }
        try? FileSystem.writeAtomically(Data(), to: path)
    }
}
