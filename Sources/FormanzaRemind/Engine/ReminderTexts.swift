import FormanzaBase
import FormanzaModel
import FormanzaReminders
import FormanzaSchedule

/// The notification's words (docs/reminders.md, «Notifications»), computed at fire time in the
/// person's language. The summary is the form's title as plain text; the body is escaped when the
/// server reads markup.
enum ReminderTexts {
    static func body(kind: ReminderKind, state: FormDayState, _ l: Language) -> String {
        switch (kind, state) {
        case (.morning, _):
            return l.tr("Time for today's check-in.")
        case (.evening, .noCheckIn):
            return l.tr("No check-in today yet.")
        case (.evening, .missing(let n)):
            return StateText.answersMissing(n, l)
        case (.evening, .complete):
            return l.tr("Complete")
        }
    }

    /// The grouped notification of reminders caught up at once (always more than three forms).
    static func formsWaiting(_ count: Int, _ l: Language) -> String {
        l.tr("{0} forms are waiting for today's check-in", count)
    }

    /// A click whose check-in no terminal could open.
    static func cannotOpen(_ l: Language) -> String {
        l.tr("The check-in could not be opened")
    }

    static func setTerminal(_ remindConf: String, _ l: Language) -> String {
        l.tr(
            "No terminal could start. Set the one to use in {0}, for example: terminal = xterm -e", remindConf)
    }

    static func checkIn(_ l: Language) -> String { l.tr("Check in") }

    static func snooze(minutes: Int, _ l: Language) -> String {
        l.tr("Snooze {0} min", minutes)
    }
}

extension NotificationAction {
    /// What the person sees on the button.
    func label(snoozeSeconds: Int64, _ l: Language) -> String {
        switch self {
        case .checkIn: return ReminderTexts.checkIn(l)
        case .snooze: return ReminderTexts.snooze(minutes: Int(snoozeSeconds / 60), l)
        }
    }
}

/// The engine's wording in one language.
struct LocalizedWording: ReminderWording {
    let language: Language

    func body(kind: ReminderKind, state: FormDayState) -> String {
        ReminderTexts.body(kind: kind, state: state, language)
    }

    func formsWaiting(_ count: Int) -> String {
        ReminderTexts.formsWaiting(count, language)
    }
}
