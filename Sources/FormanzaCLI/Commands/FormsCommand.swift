import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza forms [--json]`: every form by title with today's state and reminders, and its
    /// goals: how many, and the one nearest to its end with its status.
    static let formsCommand = Command(
        name: "forms", usage: "forms [--json]",
        summary: {
            $0.pick(
                "List the forms with today's state, their reminders and goals.",
                "Lista los formularios con el estado de hoy, sus recordatorios y objetivos.")
        },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let record = try store.loadDay(context.today)
            let dataValues = (try? store.loadDataValues()) ?? []
            let nearest = try snapshot.forms.map { form -> GoalReport? in
                GoalBoard.nearest(
                    try GoalBoard.reports(for: form, dataValues: dataValues, asOf: context.today, records: store))
            }
            let rows = zip(snapshot.forms, nearest).map { form, goal -> FormListJSON in
                let state = DayStates.state(of: form, in: record)
                return FormListJSON(
                    id: form.id, title: form.title, active: form.active, screens: form.screens.count,
                    reminds: form.reminds, state: state.code,
                    missing: state.missingCount ?? form.screens.count,
                    morning: .init(
                        enabled: form.reminders.morning.enabled, time: form.reminders.morning.time.description),
                    evening: .init(
                        enabled: form.reminders.evening.enabled, time: form.reminders.evening.time.description),
                    goals: form.goals.count,
                    nearestGoal: goal.map {
                        .init(
                            id: $0.goal.id, title: GoalText.title($0.goal, in: form, l), status: $0.status.rawValue,
                            display: GoalText.line($0, in: form, asOf: context.today, l))
                    })
            }
            if args.has("json") { return Console.exact(bytes: try JSONText.array(of: rows)) }
            let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
            let width = min(40, (snapshot.forms.map(\.title.cells).max() ?? 0) + 2)
            for (form, goal) in zip(snapshot.forms, nearest) {
                var status: String
                if !form.active {
                    status = l.pick("inactive", "inactivo")
                } else if form.screens.isEmpty {
                    status = l.pick("no screens yet", "todavía sin pantallas")
                } else {
                    status = Strings.state(DayStates.state(of: form, in: record), screens: form.screens.count, l)
                }
                Console.out(
                    form.title.padding(to: width) + status.padding(to: 24)
                        + reminderText(form.reminders, l) + "   [\(form.id)]")
                if let goal {
                    let count = form.goals.count
                    Console.out(
                        "    "
                            + (count == 1
                                ? l.pick("1 goal", "1 objetivo") : l.pick("\(count) goals", "\(count) objetivos"))
                            + " · " + GoalText.title(goal.goal, in: form, l) + ": "
                            + GoalText.statusWithProgress(goal, l))
                }
            }
            ReminderHint.warn(unless: daemonIsRunning, context)
        })

    /// "08:00 on · 21:00 off" / «08:00 activado · 21:00 desactivado» (a reminder is on or off).
    static func reminderText(_ reminders: Reminders, _ l: Language) -> String {
        ReminderKind.allCases.map { kind in
            let setting = reminders[kind]
            return "\(setting.time) " + (setting.enabled ? l.pick("on", "activado") : l.pick("off", "desactivado"))
        }.joined(separator: " · ")
    }
}
