import FormanzaBase
import FormanzaCommandLine

/// `formanza reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off]`:
/// turning one off keeps its time; setting a time also turns it on.
struct RemindersCommand: FormanzaCommand {
    static let name = "reminders"
    static let usage = "reminders FORM [--morning HH:MM|on|off] [--evening HH:MM|on|off] | --suggest [--yes]"
    static let options: [any OptionDeclaration] = [morning, evening, suggest, yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show or change a form's morning and evening reminders.")
    }

    static let morning = Option<ReminderChange>(
        "morning", placeholder: "HH:MM|on|off",
        help: { l in l.tr("the morning reminder") }, convert: ReminderChange.init)
    static let evening = Option<ReminderChange>(
        "evening", placeholder: "HH:MM|on|off",
        help: { l in l.tr("the evening reminder") }, convert: ReminderChange.init)
    static let suggest = Flag("suggest") { l in
        l.tr(
            "propose times from when you usually check in (last 8 weeks)")
    }
    static let yes = Flag("yes") { l in
        l.tr("apply the suggestion without asking")
    }

    let formQuery: String
    /// What `--morning` and `--evening` ask, in that order; empty when neither is given.
    let changes: [(ReminderKind, ReminderChange)]
    let suggest: Bool
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        guard arguments.positionals.count == 1 else {
            throw CommandError(usage: l.tr("name exactly one FORM"))
        }
        formQuery = arguments.positionals[0]
        var changes: [(ReminderKind, ReminderChange)] = []
        if let morning = try arguments[Self.morning] { changes.append((.morning, morning)) }
        if let evening = try arguments[Self.evening] { changes.append((.evening, evening)) }
        self.changes = changes
        suggest = arguments[Self.suggest]
        yes = arguments[Self.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(formQuery)
        if suggest {
            guard changes.isEmpty else {
                throw CommandError(
                    usage: l.tr(
                        "--suggest goes without --morning and --evening"))
            }
            return try ReminderSuggestion.run(form: form, store: store, yes: yes, context)
        }
        let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
        var updated = form
        for (kind, change) in changes {
            switch change {
            case .on: updated.reminders[kind].enabled = true
            case .off: updated.reminders[kind].enabled = false
            case .at(let time): updated.reminders[kind] = ReminderSetting(enabled: true, time: time)
            }
        }
        if !changes.isEmpty {
            let reminders = updated.reminders
            try store.updateForm(id: form.id) { $0.reminders = reminders }
        }
        Console.out("\(form.title): " + Command.reminderText(updated.reminders, l))
        if changes.isEmpty == false && !updated.reminds {
            Console.out(l.tr("This form sends no reminders now."))
        }
        ReminderHint.warn(unless: daemonIsRunning, context)
    }
}

/// What `--morning` or `--evening` asks of its reminder: on or off (the time kept), or a time,
/// which also turns it on.
enum ReminderChange: Sendable, Equatable {
    case on
    case off
    case at(TimeOfDay)

    /// `text` as the option `option` reads it (on, off, sí, no or HH:MM), or its usage error.
    init(_ text: String, option: String, _ l: Language) throws {
        switch text.lowercased() {
        case "on", "sí", "si": self = .on
        case "off", "no": self = .off
        default:
            guard let time = TimeOfDay(text: text) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants HH:MM, on or off, not \"{1}\"", option, text))
            }
            self = .at(time)
        }
    }
}
