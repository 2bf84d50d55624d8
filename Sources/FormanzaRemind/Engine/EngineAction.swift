import FormanzaBase
import FormanzaSchedule
import FormanzaSystemd

/// A notification the engine wants shown: one per form and day, replacing the earlier
/// one of that day if it is still on screen.
struct ReminderPost: Equatable {
    let key: PlanKey
    let summary: String
    let body: String
    /// A re-post asked for with the snooze action.
    let snoozed: Bool
    /// The instant it was due, to log how late it went out.
    let dueAt: Int64
    /// Posted by the catch-up rule (more than a minute late), not on time.
    let caughtUp: Bool
    /// Posted before a restart and shown again in place (same id) so the server sends its
    /// clicks to this run of the daemon; already in the record of posts.
    var takenOver = false
}

/// What the engine asks the daemon to do; the daemon owns the bus and the journal.
enum EngineAction: Equatable {
    case post(ReminderPost)
    /// One notification for many reminders caught up at once.
    case postGroup(GroupPost)
    /// Withdraw a shown notification (its condition is met, or its day ended).
    case close(notificationID: UInt32, reason: String)
    /// Open the check-in of that form and day in a terminal.
    case launch(formId: String, day: CivilDate, activationToken: String?)
    /// Open the check-in without a form: its list of forms (a click on the grouped notification).
    case launchFormList(activationToken: String?)
    case log(LogPriority, String, fields: [String: String])
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
struct UpcomingReminder: Equatable {
    let key: PlanKey
    let title: String
    let at: Int64
    let snoozed: Bool
}
