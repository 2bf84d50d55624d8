import FormanzaBase
import FormanzaSchedule

/// The settings the engine decides with, out of `remind.conf`: which missed reminders of today
/// are still posted, and how long a snooze lasts.
public struct ReminderRules: Equatable, Sendable {
    /// Which missed reminders of today are still posted (`catch-up`).
    public var catchUp: CatchUpSetting
    /// The snooze action's delay, in seconds.
    public var snooze: Int64

    /// Defaults: catch up today's missed reminders, snooze for 30 minutes.
    public init(catchUp: CatchUpSetting = .today, snooze: Int64 = 1800) {
        self.catchUp = catchUp
        self.snooze = snooze
    }
}

/// The words of the notifications the engine posts, in the person's language: the daemon's
/// side gives them (`ReminderTexts`), so the engine needs no catalog.
public protocol ReminderWording {
    /// A reminder's body for its kind and the day's state.
    func body(kind: ReminderKind, state: FormDayState) -> String
    /// The body of the one notification that stands for `count` forms caught up at once.
    func formsWaiting(_ count: Int) -> String
}
