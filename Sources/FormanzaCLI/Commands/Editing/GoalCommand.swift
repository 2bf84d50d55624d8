import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza goal …`: a form's goals. A value goal follows a number, slider or duration
    /// screen, or a calculated value that gives a number, toward a target (optionally by a
    /// deadline); a habit goal counts one answer of a yes/no or choice screen, or one range of
    /// a ranges value, on each of N days. Statuses are computed from the records every time
    /// (`formanza goals`); nothing but the definition is stored.
    static let goalCommand = CommandGroup.make(
        name: "goal",
        summary: {
            $0.tr(
                "Add, change and remove a form's goals (value goals and habit goals).")
        },
        subcommands: [
            Subcommand(GoalAddCommand.self), Subcommand(GoalEditCommand.self), Subcommand(GoalRemoveCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "GOAL is a goal's id, or the name of what it follows when only one goal follows it. VALUE and ANSWER are typed as in `formanza answer` (110, 110,5, 1h30; yes, no, an option's value, label or number, a range's value or label). DAY is YYYY-MM-DD, today, yesterday or tomorrow; a start day may lie in the past (the records already saved count) or the future. A habit lasts 1 to 3650 days."
                ),
            ]
        })

    /// True for a habit goal, false for a value goal; a mix of their options is a usage error.
    static func goalKind(_ args: ParsedArguments, _ l: Language) throws -> Bool {
        let value = args.gave(GoalOptions.target) || args.gave(GoalOptions.deadline)
        let habit = args.gave(GoalOptions.habit) || args.gave(GoalOptions.days)
        if value && habit {
            throw CommandError(
                usage: l.tr(
                    "a value goal takes --target (and --deadline), a habit goal --habit and --days; not both"))
        }
        if habit && !args.gave(GoalOptions.habit) {
            throw CommandError(
                usage: l.tr("a habit goal needs --habit ANSWER"))
        }
        if !value && !habit {
            throw CommandError(
                usage: l.tr(
                    "give --target VALUE (a value goal) or --habit ANSWER --days N (a habit goal)"))
        }
        return habit
    }

    /// The source `--screen` or `--calc` names, nil when neither is given; both is a usage error.
    static func goalSource(_ args: ParsedArguments, in form: Form, _ context: CLIContext) throws -> ValueSource? {
        let l = context.language
        switch (args[GoalOptions.screen], args[GoalOptions.calc]) {
        case (let screen?, nil): return .screen(try context.screen(screen, in: form).id)
        case (nil, let calc?): return .calculated(try calculated(calc, in: form, l).id)
        case (nil, nil): return nil
        default:
            throw CommandError(
                usage: l.tr(
                    "a goal follows either --screen or --calc, not both"))
        }
    }

    /// A day option: YYYY-MM-DD, today, yesterday or tomorrow (hoy, ayer, mañana); past and
    /// future days are both fine.
    static func goalDay(_ args: ParsedArguments, _ declaration: Option<String>, _ context: CLIContext) throws
        -> CivilDate?
    {
        guard let text = args[declaration] else { return nil }
        let option = declaration.name
        let l = context.language
        switch text.trimmingWhitespace.lowercased() {
        case "today", "hoy": return context.today
        case "yesterday", "ayer": return context.today.adding(days: -1)
        case "tomorrow", "mañana", "manana": return context.today.adding(days: 1)
        default:
            guard let day = CivilDate(iso: text.trimmingWhitespace) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants YYYY-MM-DD, today, yesterday or tomorrow, not \"{1}\"", option, text))
            }
            return day
        }
    }
}
