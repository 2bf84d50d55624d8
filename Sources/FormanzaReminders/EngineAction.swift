import FormanzaBase
import FormanzaSchedule

/// A notification the engine wants shown: one per form and day, replacing the earlier
/// one of that day if it is still on screen.
public struct ReminderPost: Equatable, Sendable {
    public let key: PlanKey
    public let summary: String
    public let body: String
    /// A re-post asked for with the snooze action.
    public let snoozed: Bool
    /// The instant it was due, to log how late it went out.
    public let dueAt: Int64
    /// Posted by the catch-up rule (more than a minute late), not on time.
    public let caughtUp: Bool
    /// Posted before a restart and shown again in place (same id) so the server sends its
    /// clicks to this run of the daemon; already in the record of posts.
    public internal(set) var takenOver = false
}

/// How much a journal line matters; the daemon maps it to the journal's priorities.
public enum EngineLogLevel: Equatable, Sendable {
    case debug, info, notice, warning, error
}

/// The record of posts as it is after a change, for the daemon to keep on disk.
public struct PostedWrite: Equatable, Sendable {
    public let entries: [PostedLog.Entry]
    /// What a failed write means, said after the error in the journal; nil: not worth a line.
    public let consequence: String?
    public let fields: [String: String]
}

/// What the engine asks the daemon to do; the daemon owns the bus, the files and the journal.
public enum EngineAction: Equatable, Sendable {
    case post(ReminderPost)
    /// One notification for many reminders caught up at once.
    case postGroup(GroupPost)
    /// Withdraw a shown notification (its condition is met, or its day ended).
    case close(notificationID: UInt32, reason: String)
    /// Open the check-in of that form and day in a terminal.
    case launch(formId: String, day: CivilDate, activationToken: String?)
    /// Open the check-in without a form: its list of forms (a click on the grouped notification).
    case launchFormList(activationToken: String?)
    /// Keep this record of posts on disk.
    case writePosted(PostedWrite)
    /// Delete the photos no answer has referred to for a day, when some are due.
    case sweepPhotos
    /// Wake the engine at this instant (`EngineEvent.timerFired`); nil: nothing to wait for.
    case armTimer(at: Int64?)
    case log(EngineLogLevel, String, fields: [String: String])
}

/// What happened, as the engine hears it from the daemon.
public enum EngineEvent: Equatable, Sendable {
    /// The daemon started with this record of posts read from disk, shown by the notification
    /// server `serverIdentity` (nil: none, or it cannot be told apart).
    case started(posted: PostedLog, serverIdentity: String?)
    /// The instant of the last `armTimer` came.
    case timerFired
    /// A commit landed in the store (settled, its version changed).
    case storeChanged
    /// The wall clock jumped (a suspend, a manual change).
    case clockChanged
    /// The system's time zone changed.
    case zoneChanged
    /// The settings were read again and everything is planned afresh (SIGHUP, lost file events).
    case reread(reason: String)
    /// The notification server came (identified as `identity`, when it says) or left.
    case serverChanged(available: Bool, identity: String?)
    /// The server showed a post under `id`.
    case shown(ReminderPost, id: UInt32)
    /// The server showed the grouped notification under `id`.
    case groupShown(GroupPost, id: UInt32)
    /// A click on a notification's action.
    case clicked(id: UInt32, action: String)
    /// The activation token the server sent ahead of a click.
    case activationToken(id: UInt32, token: String)
    /// A notification left the screen (dismissed, expired, withdrawn).
    case closed(id: UInt32)

    /// Whether the engine needs a fresh `EngineSnapshot` for it: every event that plans.
    public var readsStore: Bool { planReason != nil }

    /// Why the engine plans on this event, as the journal says it ("planned (timer)"); nil for
    /// the events that do not plan.
    public var planReason: String? {
        switch self {
        case .started: return "start"
        case .timerFired: return "timer"
        case .storeChanged: return "store changed"
        case .clockChanged: return "clock change"
        case .zoneChanged: return "time zone changed"
        case .reread(let reason): return reason
        case .serverChanged(let available, _): return available ? "notification server" : nil
        case .shown, .groupShown, .clicked, .activationToken, .closed: return nil
        }
    }
}

/// Everything one pass of the engine reads, taken by the daemon in one go: the time, the zone,
/// the forms with the states of the horizon's days, and whether a check-in is open.
public struct EngineSnapshot: Sendable {
    public let now: Int64
    /// The zone as read now, or the engine's last one when it could not be read.
    public let zone: ZoneRules
    /// Why the zone could not be read.
    public let zoneProblem: String?
    /// The planner's input (forms, their day states in the window, the last opening); nil when
    /// the store could not be read.
    public let request: PlanRequest?
    /// Why the store could not be read.
    public let storeProblem: String?
    /// Files read with problems (planning goes on with what could be read).
    public let problems: [String]
    public let checkinOpen: Bool

    public init(
        now: Int64, zone: ZoneRules, zoneProblem: String?, request: PlanRequest?, storeProblem: String?,
        problems: [String], checkinOpen: Bool
    ) {
        self.now = now
        self.zone = zone
        self.zoneProblem = zoneProblem
        self.request = request
        self.storeProblem = storeProblem
        self.problems = problems
        self.checkinOpen = checkinOpen
    }
}

/// The notification on screen for one form and day.
struct OnScreenNotification: Equatable {
    let id: UInt32
    let key: PlanKey
}

struct FormDay: Hashable {
    let formId: String
    let day: CivilDate
}

/// The reminder the daemon will post next, planned or snoozed.
public struct UpcomingReminder: Equatable, Sendable {
    public let key: PlanKey
    public let title: String
    public let at: Int64
    public let snoozed: Bool
}
