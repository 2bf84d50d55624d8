import FormanzaBase
import FormanzaCommandLine

extension Command {
    /// `formanza reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off]`:
    /// turning one off keeps its time; setting a time also turns it on.
    static let remindersCommand = Command(
        name: "reminders",
        usage: "reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off] | --suggest [--yes]",
        summary: {
            $0.pick(
                "Show or change a form's morning and evening reminders.",
                "Muestra o cambia los recordatorios de mañana y de noche de un formulario.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "morning", value: "HH:MM|on|off",
                    help: l.pick("the morning reminder", "el recordatorio de la mañana")),
                OptionSpec(
                    name: "evening", value: "HH:MM|on|off",
                    help: l.pick("the evening reminder", "el recordatorio de la noche")),
                OptionSpec(
                    name: "suggest", value: nil,
                    help: l.pick(
                        "propose times from when you usually check in (last 8 weeks)",
                        "propone horas según cuándo sueles hacer el registro (últimas 8 semanas)")),
                OptionSpec(
                    name: "yes", value: nil,
                    help: l.pick("apply the suggestion without asking", "aplica la propuesta sin preguntar")),
            ]
        },
        run: { args, context in
            let l = context.language
            guard args.positionals.count == 1 else {
                throw CommandError(usage: l.pick("name exactly one FORM", "indica exactamente un FORM"))
            }
            var changes: [(ReminderKind, String)] = []
            for kind in ReminderKind.allCases {
                if let value = args.value(kind.rawValue) { changes.append((kind, value)) }
            }
            let (store, _, form) = try context.openForm(args.positionals[0])
            if args.has("suggest") {
                guard changes.isEmpty else {
                    throw CommandError(
                        usage: l.pick(
                            "--suggest goes without --morning and --evening",
                            "--suggest va sin --morning ni --evening"))
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
                            usage: l.pick(
                                "--\(kind.rawValue) wants HH:MM, on or off, not \"\(value)\"",
                                "--\(kind.rawValue) espera HH:MM, on u off, no «\(value)»"))
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
                Console.out(l.pick("This form sends no reminders now.", "Este formulario ya no envía recordatorios."))
            }
            ReminderHint.warn(unless: daemonIsRunning, context)
        })
}
