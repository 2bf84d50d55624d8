import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystemd
import FoundationEssentials

/// What the daemon has posted, kept on disk at `$XDG_STATE_HOME/formanza/posted-reminders.json`
/// so that a restart, a crash or `systemctl --user restart` never posts a reminder twice, and
/// `plan`/`status` can say which of today's reminders went out.
///
/// Each entry also keeps the id of its notification while it is on screen, with the identity of
/// the server that gave it (`NotificationServerIdentity`), so a restarted daemon still withdraws
/// it when the day is recorded and still answers its click and snooze. Both fields are optional:
/// a record written before they existed loads, and an older daemon ignores them.
///
/// Only the last few days are kept: catch-up never looks further back than today.
final class PostedRecord {
    struct Entry: Codable, Hashable, Sendable {
        let form: String
        let day: CivilDate
        let kind: ReminderKind
        /// When it was posted, RFC 3339 in UTC.
        let postedAt: String
        /// Posted by the catch-up rule rather than on time.
        let caughtUp: Bool
        /// The notification's id while it is on screen; nil once withdrawn or closed.
        var notification: UInt32? = nil
        /// Which server gave that id (`NotificationServerIdentity.text`).
        var server: String? = nil

        var key: PlanKey { PlanKey(formId: form, day: day, kind: kind) }
    }

    /// Days kept, today included.
    static let daysKept = 3

    let path: String
    private(set) var entries: [Entry] = [] {
        didSet { latest = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last }) }
    }
    /// The last entry of each key: `plan` and `status` ask for every reminder of the day.
    private var latest: [PlanKey: Entry] = [:]

    init(path: String) {
        self.path = path
    }

    /// `$XDG_STATE_HOME/formanza/posted-reminders.json`, `~/.local/state/...` by default.
    static func path(environment: [String: String]) -> String {
        FileSystem.stateHome(environment: environment) + "/formanza/posted-reminders.json"
    }

    var keys: Set<PlanKey> { Set(latest.keys) }

    func entry(for key: PlanKey) -> Entry? { latest[key] }

    /// Reads the file; a missing file is an empty record. An unreadable or malformed one throws
    /// (the daemon logs it and goes on with what it posts from now on).
    func load() throws {
        guard let data = try FileSystem.readRegularFile(path) else {
            entries = []
            return
        }
        entries = try JSONDecoder().decode([Entry].self, from: data)
    }

    /// Adds a post and writes the file atomically, keeping the last `daysKept` days.
    func add(
        _ key: PlanKey, postedAt: Int64, caughtUp: Bool, today: CivilDate, notification: UInt32? = nil,
        server: String? = nil
    ) throws {
        try add([key], postedAt: postedAt, caughtUp: caughtUp, today: today, notification: notification, server: server)
    }

    /// Adds the posts of one notification standing for several reminders, in one write. The
    /// grouped notification keeps no id: a restart does not take it back (it is one of no form).
    func add(
        _ keys: [PlanKey], postedAt: Int64, caughtUp: Bool, today: CivilDate, notification: UInt32? = nil,
        server: String? = nil
    ) throws {
        let oldest = today.adding(days: -(PostedRecord.daysKept - 1))
        let added = Set(keys)
        let at = UTCInstant.format(postedAt)
        entries =
            entries.filter { $0.day >= oldest && !added.contains($0.key) }
            + keys.map {
                Entry(
                    form: $0.formId, day: $0.day, kind: $0.kind, postedAt: at, caughtUp: caughtUp,
                    notification: notification, server: server)
            }
        try write()
    }

    /// The notifications shown by `server` that are on screen as far as the record knows.
    func onScreen(server: String) -> [(key: PlanKey, id: UInt32)] {
        entries.compactMap { entry in
            guard entry.server == server, let id = entry.notification else { return nil }
            return (entry.key, id)
        }
    }

    /// A reminder already recorded was shown again (a snooze) under a new id.
    func showing(_ key: PlanKey, notification: UInt32, server: String?) throws {
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return }
        entries[index].notification = notification
        entries[index].server = server
        try write()
    }

    /// The notification `id` left the screen (withdrawn, snoozed, dismissed): forget its id.
    func left(notification id: UInt32) throws {
        guard entries.contains(where: { $0.notification == id }) else { return }
        for index in entries.indices where entries[index].notification == id {
            entries[index].notification = nil
            entries[index].server = nil
        }
        try write()
    }

    private func write() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileSystem.makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
        try FileSystem.writeAtomically(try encoder.encode(entries), to: path)
    }
}
