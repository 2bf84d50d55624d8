import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// `formanza reminders FORM --suggest [--yes]`: proposes a morning and an evening reminder
/// from when the form's check-ins were saved in the last 8 weeks (the usual time of those
/// before 14:00, and of those from 14:00 on). Nothing changes until the person confirms: on a
/// terminal it asks; `--yes` applies at once; in a pipe without `--yes` it only proposes.
enum ReminderSuggestion {
    static func run(form: Form, store: Store, yes: Bool, _ context: CLIContext) throws {
        let l = context.language
        let today = context.today
        let window = DayRange(from: today.adding(days: -(CheckinInsight.days - 1)), through: today)
        let days = try store.answers(
            form: form.id, screens: Set(form.screens.map(\.id)), from: window.from, through: today)
        let zone = context.zone
        let minutes = CheckinInsight.checkinInstants(days, of: form, in: window).map {
            zone.localTime(atEpochSecond: $0).secondsOfDay / 60
        }
        let suggestion = CheckinInsight.suggestion(minutes)
        let title = TerminalText.safe(form.title)
        guard suggestion.morning != nil || suggestion.evening != nil else {
            Console.out(
                l.tr(
                    "{0}: too few check-ins in the last 8 weeks to suggest times (at least 3 in the morning or in the evening).",
                    title
                ))
            return
        }
        var proposed = form.reminders
        if let morning = suggestion.morning { proposed[.morning] = ReminderSetting(enabled: true, time: morning) }
        if let evening = suggestion.evening { proposed[.evening] = ReminderSetting(enabled: true, time: evening) }
        if let usual = CheckinInsight.usualTime(minutes) {
            Console.out("\(title): " + ProgressStrings.usually(usual, l))
        }
        Console.out(
            l.tr("Suggested reminders: ") + Command.reminderText(proposed, l)
                + l.tr("  (now: ") + Command.reminderText(form.reminders, l) + ")")
        guard proposed != form.reminders else {
            Console.out(l.tr("They are already set that way."))
            return
        }
        if !yes {
            guard Confirm.stdinIsTerminal else {
                Console.out(
                    l.tr(
                        "Nothing was changed; run again with --yes to apply."))
                return
            }
            try Confirm.ask(l.tr("Apply these reminders?"), yes: false, context)
        }
        try store.updateForm(id: form.id) { $0.reminders = proposed }
        Console.out(l.tr("Reminders changed."))
    }
}
