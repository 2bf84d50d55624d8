import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// `formanza forms [--json]`: every form by title with today's state and reminders, and its
/// goals: how many, and the one nearest to its end with its status.
struct FormsCommand: FormanzaCommand {
    static let name = "forms"
    static let usage = "forms [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "List the forms with today's state, their reminders and goals.")
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let snapshot = try context.loadForms(store)
        let record = try store.loadDay(context.today)
        let dataValues = (try? store.loadDataValues()) ?? []
        // In one read transaction: every form's goals from the same state of the store, and
        // one lock taken for all their questions instead of one per question.
        let nearest = try store.snapshot {
            try snapshot.forms.map { form -> GoalReport? in
                GoalBoard.nearest(
                    try GoalBoard.reports(for: form, dataValues: dataValues, asOf: context.today, records: store))
            }
        }
        let rows = Self.rows(snapshot.forms, nearest: nearest, record: record, context)
        if json { return Console.exact(bytes: try JSONText.array(of: rows)) }
        let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
        Self.printList(snapshot.forms, nearest: nearest, record: record, l)
        ReminderHint.warn(unless: daemonIsRunning, context)
    }

    /// Each form as `forms --json` prints it.
    static func rows(_ forms: [Form], nearest: [GoalReport?], record: DayRecord?, _ context: CLIContext)
        -> [FormListJSON]
    {
        let l = context.language
        return zip(forms, nearest).map { form, goal -> FormListJSON in
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
    }

    /// One line a form (title, today's state, reminders, id), and one under it for its goals.
    static func printList(_ forms: [Form], nearest: [GoalReport?], record: DayRecord?, _ l: Language) {
        let width = min(40, (forms.map(\.title.cells).max() ?? 0) + 2)
        for (form, goal) in zip(forms, nearest) {
            var status: String
            if !form.active {
                status = l.tr("inactive")
            } else if form.screens.isEmpty {
                status = l.tr("no screens yet")
            } else {
                status = Strings.state(DayStates.state(of: form, in: record), screens: form.screens.count, l)
            }
            Console.out(
                form.title.padding(to: width) + status.padding(to: 24)
                    + Command.reminderText(form.reminders, l) + "   [\(form.id)]")
            if let goal {
                let count = form.goals.count
                Console.out(
                    "    "
                        + (count == 1
                            ? l.tr("1 goal") : l.tr("{0} goals", count))
                        + " · " + GoalText.title(goal.goal, in: form, l) + ": "
                        + GoalText.statusWithProgress(goal, l))
            }
        }
    }
}

extension Command {
    /// "08:00 on · 21:00 off" / «08:00 activado · 21:00 desactivado» (a reminder is on or off).
    static func reminderText(_ reminders: Reminders, _ l: Language) -> String {
        ReminderKind.allCases.map { kind in
            let setting = reminders[kind]
            return "\(setting.time) " + (setting.enabled ? l.tr("on") : l.tr("off"))
        }.joined(separator: " · ")
    }
}
