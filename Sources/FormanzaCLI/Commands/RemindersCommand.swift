import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off]`:
    /// turning one off keeps its time; setting a time also turns it on.
    static let remindersCommand = Command(
        name: "reminders",
        usage: "reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off] | --suggest [--yes]",
        summary: {
            $0.tr(
                "Show or change a form's morning and evening reminders.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "morning", value: "HH:MM|on|off",
                    help: l.tr("the morning reminder")),
                OptionSpec(
                    name: "evening", value: "HH:MM|on|off",
                    help: l.tr("the evening reminder")),
                OptionSpec(
                    name: "suggest", value: nil,
                    help: l.tr(
                        "propose times from when you usually check in (last 8 weeks)")),
                OptionSpec(
                    name: "yes", value: nil,
                    help: l.tr("apply the suggestion without asking")),
            ]
        },
        run: { args, context in
            let l = context.language
            guard args.positionals.count == 1 else {
                throw CommandError(usage: l.tr("name exactly one FORM"))
            }
            var changes: [(ReminderKind, String)] = []
            for kind in ReminderKind.allCases {
                if let value = args.value(kind.rawValue) { changes.append((kind, value)) }
            }
            let (store, _, form) = try context.openForm(args.positionals[0])
            if args.has("suggest") {
                guard changes.isEmpty else {
                    throw CommandError(
                        usage: l.tr(
                            "--suggest goes without --morning and --evening"))
                }
                return try ReminderSuggestion.run(form: form, store: store, yes: args.has("yes"), context)
            }
            let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
            var updated = form
            for (kind, value) in changes {
                switch value.lowercased() {
                case "on", "sí", "si": updated.reminders[kind].enabled = true
                case "off", "no": updated.reminders[kind].enabled = false
                default:
                    guard let time = TimeOfDay(text: value) else {
                        throw CommandError(
                            usage: l.tr(
                                "--{0} wants HH:MM, on or off, not \"{1}\"", kind.rawValue, value))
                    }
                    updated.reminders[kind] = ReminderSetting(enabled: true, time: time)
                }
            }
            if !changes.isEmpty {
                let reminders = updated.reminders
                try store.updateForm(id: form.id) { $0.reminders = reminders }
            }
            Console.out("\(form.title): " + reminderText(updated.reminders, l))
            if changes.isEmpty == false && !updated.reminds {
                Console.out(l.tr("This form sends no reminders now."))
            }
            ReminderHint.warn(unless: daemonIsRunning, context)
        })
}
