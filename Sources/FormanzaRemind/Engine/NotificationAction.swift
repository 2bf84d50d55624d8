import FormanzaBase

/// The buttons of a reminder notification, named once for the notification that offers them
/// and the engine that answers them. The raw value is the action id on the wire: `default` is
/// the Desktop Notifications spec's id for a click on the notification itself.
enum NotificationAction: String, CaseIterable, Sendable {
    /// Opens the check-in of that form and day.
    case checkIn = "default"
    /// Shows the reminder again after the snooze, the same day only.
    case snooze

    /// What the person sees on the button.
    func label(snoozeSeconds: Int64, _ l: Language) -> String {
        switch self {
        case .checkIn: return ReminderTexts.checkIn(l)
        case .snooze: return ReminderTexts.snooze(minutes: Int(snoozeSeconds / 60), l)
        }
    }
}
