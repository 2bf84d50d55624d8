/// One of a form's two daily reminders: a switch and a time. Switching it off keeps the time,
/// so turning it back on restores it.
public struct ReminderSetting: Hashable, Sendable, Codable {
    public var enabled: Bool
    public var time: TimeOfDay

    public init(enabled: Bool, time: TimeOfDay) {
        self.enabled = enabled
        self.time = time
    }
}

/// Which of the two reminders.
public enum ReminderKind: String, CaseIterable, Hashable, Sendable, Codable {
    case morning
    case evening
}

/// A form's morning and evening reminders. Defaults: both on, 08:00 and 21:00.
public struct Reminders: Hashable, Sendable, Codable {
    public var morning: ReminderSetting
    public var evening: ReminderSetting

    public init(
        morning: ReminderSetting = Reminders.defaultMorning,
        evening: ReminderSetting = Reminders.defaultEvening
    ) {
        self.morning = morning
        self.evening = evening
    }

    public static let defaultMorning = ReminderSetting(enabled: true, time: TimeOfDay(hour: 8, minute: 0)!)
    public static let defaultEvening = ReminderSetting(enabled: true, time: TimeOfDay(hour: 21, minute: 0)!)

    public subscript(kind: ReminderKind) -> ReminderSetting {
        get { kind == .morning ? morning : evening }
        set { if kind == .morning { morning = newValue } else { evening = newValue } }
    }

    /// True when at least one of the two is switched on.
    public var anyEnabled: Bool { morning.enabled || evening.enabled }
}
