import FormanzaBase
import FormanzaModel
import FormanzaReminders
import FormanzaSchedule
import FormanzaState
import FormanzaSystemd
import FoundationEssentials

/// The record of posts on disk, at `$XDG_STATE_HOME/formanza/posted-reminders.json`, so that a
/// restart, a crash or `systemctl --user restart` never posts a reminder twice, and
/// `plan`/`status` can say which of today's reminders went out. The engine keeps the list
/// (`PostedLog`); this is only its file.
///
/// Each entry also keeps the id of its notification while it is on screen, with the identity of
/// the server that gave it (`NotificationServerIdentity`), so a restarted daemon still withdraws
/// it when the day is recorded and still answers its click and snooze. Both fields are optional:
/// a record written before they existed loads, and an older daemon ignores them.
final class PostedRecord {
    typealias Entry = PostedLog.Entry

    let path: String
    /// What the file held when last read.
    private(set) var log = PostedLog()

    init(path: String) {
        self.path = path
    }

    /// `$XDG_STATE_HOME/formanza/posted-reminders.json`, `~/.local/state/...` by default.
    static func path(environment: [String: String]) -> String {
        FileSystem.stateHome(environment: environment) + "/formanza/posted-reminders.json"
    }

    var keys: Set<PlanKey> { log.keys }

    func entry(for key: PlanKey) -> Entry? { log.entry(for: key) }

    /// Reads the file; a missing file is an empty record. An unreadable or malformed one throws
    /// (the daemon logs it and goes on with what it posts from now on).
    @discardableResult
    func load() throws -> PostedLog {
        guard let data = try FileSystem.readRegularFile(path) else {
            log = PostedLog()
            return log
        }
        log = PostedLog(entries: try JSONDecoder().decode([Entry].self, from: data))
        return log
    }

    /// Writes `entries` atomically in place of the file, one line in the bytes the record has
    /// always had (`JSONLayout.record`), so an older daemon reads it back.
    func write(_ entries: [Entry]) throws {
        try FileSystem.makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
        try FileSystem.writeAtomically(Data(try JSONText.document(entries, layout: .record)), to: path)
        log = PostedLog(entries: entries)
    }
}
