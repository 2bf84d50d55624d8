import FormanzaBase
import FormanzaModel
import FormanzaSchedule

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

    /// The grouped notification of reminders caught up at once (always more than three forms).
    static func formsWaiting(_ count: Int, _ l: Language) -> String {
        l.pick("\(count) forms are waiting for today's check-in", "\(count) formularios esperan el registro de hoy")
    }

    /// A click whose check-in no terminal could open.
    static func cannotOpen(_ l: Language) -> String {
        l.pick("The check-in could not be opened", "No se pudo abrir el registro")
    }

    static func setTerminal(_ remindConf: String, _ l: Language) -> String {
        l.pick(
            "No terminal could start. Set the one to use in \(remindConf), for example: terminal = xterm -e",
            "No arrancó ninguna terminal. Indica cuál usar en \(remindConf), por ejemplo: terminal = xterm -e")
    }

    static func checkIn(_ l: Language) -> String { l.pick("Check in", "Registrar") }

    static func snooze(minutes: Int, _ l: Language) -> String {
        l.pick("Snooze \(minutes) min", "Posponer \(minutes) min")
    }
}
