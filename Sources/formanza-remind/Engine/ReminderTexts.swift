import FormanzaSchedule
import FormanzaState

/// The notification's words (docs/reminders.md, «Notifications»), computed at fire time in the
/// person's language. The summary is the form's title as plain text; the body is escaped when the
/// server reads markup.
enum ReminderTexts {
    static func body(kind: ReminderKind, state: FormDayState, _ l: Language) -> String {
        switch (kind, state) {
        case (.morning, _):
            return l.pick("Time for today's check-in.", "Es hora de tu registro de hoy.")
        case (.evening, .noCheckIn):
            return l.pick("No check-in today yet.", "Sin registro hoy.")
        case (.evening, .missing(let n)):
            return StateText.answersMissing(n, l)
        case (.evening, .complete):
            return l.pick("Complete", "Completo")
        }
    }

    static func checkIn(_ l: Language) -> String { l.pick("Check in", "Registrar") }

    static func snooze(minutes: Int, _ l: Language) -> String {
        l.pick("Snooze \(minutes) min", "Posponer \(minutes) min")
    }
}
