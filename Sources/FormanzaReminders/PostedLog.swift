import FormanzaBase
import FormanzaSchedule

/// What the daemon has posted, as the engine keeps it: the reminders of the last few days that
/// went out (so a restart never posts one twice, and `plan`/`status` can say which of today's
/// went out), and the id of each one's notification while it is on screen.
///
/// Pure bookkeeping: it changes only in memory, and the engine hands each changed list to the
/// daemon (`EngineAction.writePosted`), which keeps it on disk (`PostedRecord`).
public struct PostedLog: Equatable, Sendable {
    public struct Entry: Codable, Hashable, Sendable, JSONElement {
        public let form: String
        public let day: CivilDate
        public let kind: ReminderKind
        /// When it was posted, RFC 3339 in UTC.
        public let postedAt: String
        /// Posted by the catch-up rule rather than on time.
        public let caughtUp: Bool
        /// The notification's id while it is on screen; nil once withdrawn or closed.
        public internal(set) var notification: UInt32? = nil
        /// Which server gave that id (`NotificationServerIdentity.text`).
        public internal(set) var server: String? = nil

        public var key: PlanKey { PlanKey(formId: form, day: day, kind: kind) }

        /// An entry of the record's file: keys sorted, the notification and its server left out
        /// when there is none.
        public func write(_ w: inout JSONText) throws {
            try w.object { w in
                w.key("caughtUp")
                w.value(caughtUp)
                w.key("day")
                w.value(day: day)
                w.key("form")
                try w.value(form)
                w.key("kind")
                try w.value(kind.rawValue)
                w.member("notification", ifPresent: notification.map(Int.init))
                w.key("postedAt")
                try w.value(postedAt)
                try w.member("server", ifPresent: server)
            }
        }
    }

    /// Days kept, today included: catch-up never looks further back than today.
    static let daysKept = 3

    public private(set) var entries: [Entry] = [] {
        didSet { latest = PostedLog.latest(of: entries) }
    }
    /// The last entry of each key: `plan` and `status` ask for every reminder of the day.
    private var latest: [PlanKey: Entry] = [:]

    public init(entries: [Entry] = []) {
        self.entries = entries
        latest = PostedLog.latest(of: entries)
    }

    private static func latest(of entries: [Entry]) -> [PlanKey: Entry] {
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    public var keys: Set<PlanKey> { Set(latest.keys) }

    public func entry(for key: PlanKey) -> Entry? { latest[key] }

    /// Adds the posts of one notification (several when it stands for many reminders), keeping
    /// the last `daysKept` days. The grouped notification keeps no id: a restart does not take it
    /// back (it is one of no form).
    mutating func add(
        _ keys: [PlanKey], postedAt: Int64, caughtUp: Bool, today: CivilDate, notification: UInt32? = nil,
        server: String? = nil
    ) {
        let oldest = today.adding(days: -(PostedLog.daysKept - 1))
        let added = Set(keys)
        let at = UTCInstant.format(postedAt)
        entries =
            entries.filter { $0.day >= oldest && !added.contains($0.key) }
            + keys.map {
                Entry(
                    form: $0.formId, day: $0.day, kind: $0.kind, postedAt: at, caughtUp: caughtUp,
                    notification: notification, server: server)
            }
    }

    /// The notifications shown by `server` that are on screen as far as the record knows.
    func onScreen(server: String) -> [(key: PlanKey, id: UInt32)] {
        entries.compactMap { entry in
            guard entry.server == server, let id = entry.notification else { return nil }
            return (entry.key, id)
        }
    }

    /// A reminder already recorded was shown again (a snooze) under a new id; false when it is
    /// not in the record (nothing changed).
    mutating func showing(_ key: PlanKey, notification: UInt32, server: String?) -> Bool {
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return false }
        entries[index].notification = notification
        entries[index].server = server
        return true
    }

    /// The notification `id` left the screen (withdrawn, snoozed, dismissed): forget its id.
    /// False when no entry held it (nothing changed).
    mutating func left(notification id: UInt32) -> Bool {
        guard entries.contains(where: { $0.notification == id }) else { return false }
        for index in entries.indices where entries[index].notification == id {
            entries[index].notification = nil
            entries[index].server = nil
        }
        return true
    }
}
