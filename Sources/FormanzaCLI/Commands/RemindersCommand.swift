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

    static let morning = Option<String>(
        "morning", placeholder: "HH:MM|on|off",
        help: { l in l.tr("the morning reminder") })
    static let evening = Option<String>(
        "evening", placeholder: "HH:MM|on|off",
        help: { l in l.tr("the evening reminder") })
    static let suggest = Flag("suggest") { l in
        l.tr(
            "propose times from when you usually check in (last 8 weeks)")
    }
    static let yes = Flag("yes") { l in
        l.tr("apply the suggestion without asking")
    }

    let formQuery: String
    /// What `--morning` and `--evening` say, as typed: HH:MM, on or off.
    let morning: String?
    let evening: String?
    let suggest: Bool
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        guard arguments.positionals.count == 1 else {
            throw CommandError(usage: l.tr("name exactly one FORM"))
        }
        formQuery = arguments.positionals[0]
        morning = arguments[Self.morning]
        evening = arguments[Self.evening]
        suggest = arguments[Self.suggest]
        yes = arguments[Self.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        var changes: [(ReminderKind, String)] = []
        if let morning { changes.append((.morning, morning)) }
        if let evening { changes.append((.evening, evening)) }
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
        Console.out("\(form.title): " + Command.reminderText(updated.reminders, l))
        if changes.isEmpty == false && !updated.reminds {
            Console.out(l.tr("This form sends no reminders now."))
        }
        ReminderHint.warn(unless: daemonIsRunning, context)
    }
}
