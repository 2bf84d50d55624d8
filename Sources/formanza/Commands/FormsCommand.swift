import FormanzaState

extension Command {
    /// `formanza forms [--json]`: every form by title with today's state (B26, D3).
    static let formsCommand = Command(
        name: "forms", usage: "forms [--json]",
        summary: { $0.pick("List the forms with today's state and their reminders.",
                           "Lista los formularios con el estado de hoy y sus recordatorios.") },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let record = try store.loadDay(context.today)
            let rows = snapshot.forms.map { form -> FormListJSON in
                let state = DayStates.state(of: form, in: record)
                return FormListJSON(
                    id: form.id, title: form.title, active: form.active, screens: form.screens.count,
                    reminds: form.reminds, state: state.code,
                    missing: state.missingCount ?? form.screens.count,
                    morning: .init(enabled: form.reminders.morning.enabled, time: form.reminders.morning.time.description),
                    evening: .init(enabled: form.reminders.evening.enabled, time: form.reminders.evening.time.description))
            }
            if args.has("json") { return try JSONOutput.print(rows) }
            let width = min(40, (snapshot.forms.map(\.title.count).max() ?? 0) + 2)
            for form in snapshot.forms {
                var status: String
                if !form.active { status = l.pick("inactive", "inactivo") }
                else if form.screens.isEmpty { status = l.pick("no screens yet", "todavía sin pantallas") }
                else { status = Strings.state(DayStates.state(of: form, in: record), screens: form.screens.count, l) }
                Console.out(form.title.padding(to: width) + status.padding(to: 24)
                            + reminderText(form.reminders, l) + "   [\(form.id)]")
            }
        })

    /// "08:00 on · 21:00 off".
    static func reminderText(_ reminders: Reminders, _ l: Language) -> String {
        ReminderKind.allCases.map { kind in
            let setting = reminders[kind]
            return "\(setting.time) " + (setting.enabled ? l.pick("on", "sí") : l.pick("off", "no"))
        }.joined(separator: " · ")
    }
}
