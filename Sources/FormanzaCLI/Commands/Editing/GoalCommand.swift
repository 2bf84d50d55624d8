import FormanzaCommandLine
import FormanzaState

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
        subcommands: [goalAdd, goalEdit, goalRemove],
        notes: { l in
            [
                "",
                l.tr(
                    "GOAL is a goal's id, or the name of what it follows when only one goal follows it. VALUE and ANSWER are typed as in `formanza answer` (110, 110,5, 1h30; yes, no, an option's value, label or number, a range's value or label). DAY is YYYY-MM-DD, today, yesterday or tomorrow; a start day may lie in the past (the records already saved count) or the future. A habit lasts 1 to 3650 days."
                ),
            ]
        })

    static func goalSpecs(_ l: Language, editing: Bool) -> [OptionSpec] {
        var specs = [
            OptionSpec(
                name: "screen", value: "SCREEN",
                help: l.tr("the screen the goal follows")),
            OptionSpec(
                name: "calc", value: "NAME",
                help: l.tr("the calculated value the goal follows")),
            OptionSpec(
                name: "target", value: "VALUE",
                help: l.tr(
                    "a value goal's target, inside the screen's range")),
            OptionSpec(
                name: "deadline", value: "DAY",
                help: l.tr("a value goal's last day (optional)")),
        ]
        if editing {
            specs.append(
                OptionSpec(
                    name: "no-deadline", value: nil, help: l.tr("remove the deadline")))
        }
        specs += [
            OptionSpec(
                name: "habit", value: "ANSWER",
                help: l.tr(
                    "a habit goal's answer to count each day")
            ),
            OptionSpec(
                name: "days", value: "N",
                help: l.tr(
                    "a habit goal's number of days, 1 to 3650")),
            OptionSpec(
                name: "start", value: "DAY",
                help: l.tr("the start day (default today)")),
        ]
        return specs
    }

    static let goalAdd = Subcommand(
        name: "add",
        usage:
            "goal add FORM (--screen SCREEN | --calc NAME) (--target VALUE [--deadline DAY] | --habit ANSWER --days N) [--start DAY]",
        summary: {
            $0.tr(
                "Add a value goal (--target) or a habit goal (--habit and --days) and show where it stands.")
        },
        options: { goalSpecs($0, editing: false) },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let isHabit = try goalKind(args, l)
            let (store, snapshot, form) = try context.openForm(name)
            try GoalRules.requireEligibleSource(in: form)
            guard let source = try goalSource(args, in: form, context) else {
                throw CommandError(
                    usage: l.tr(
                        "name what the goal follows: --screen SCREEN or --calc NAME"))
            }
            let start = try goalDay(args, "start", context) ?? context.today
            let id = GoalRules.newID(in: form)
            let goal: Goal
            if isHabit {
                guard let days = try args.integer("days", l) else {
                    throw CommandError(
                        usage: l.tr("a habit goal needs --days N"))
                }
                goal = try GoalRules.habitGoal(
                    id: id, source: source, answer: args.value("habit") ?? "", days: days, start: start, in: form)
            } else {
                goal = try GoalRules.valueGoal(
                    id: id, source: source, target: args.value("target") ?? "", start: start,
                    deadline: try goalDay(args, "deadline", context), in: form)
            }
            var new = form
            new.goals.append(goal)
            try DefinitionUpdate(context: context, store: store, yes: false).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(l.tr("Added to \"{0}\":", form.title))
            try printGoal(goal.id, of: new, store: store, context)
        })

    static let goalEdit = Subcommand(
        name: "edit",
        usage:
            "goal edit FORM GOAL [--screen SCREEN | --calc NAME] [--target VALUE] [--deadline DAY | --no-deadline] [--habit ANSWER] [--days N] [--start DAY]",
        summary: {
            $0.tr(
                "Change a goal: what it follows, its target or answer, its days, start day or deadline.")
        },
        options: { goalSpecs($0, editing: true) },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM GOAL", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let old = try GoalRules.find(words[1], in: form)
            let goal = try editedGoal(old, args, in: form, context)
            var new = form
            new.goals[new.goals.firstIndex { $0.id == old.id }!] = goal
            let update = DefinitionUpdate(context: context, store: store, yes: false)
            if case .unchanged = try update.apply(new, replacing: form, others: snapshot.forms) {
                Console.out(
                    l.tr("The goal is already like that; nothing changed."))
            }
            try printGoal(goal.id, of: new, store: store, context)
        })

    static let goalRemove = Subcommand(
        name: "remove", usage: "goal remove FORM GOAL [--yes]",
        summary: {
            $0.tr(
                "Remove a goal after a confirmation; the records it counted stay.")
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM GOAL", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let goal = try GoalRules.find(words[1], in: form)
            let title = GoalText.title(goal, in: form, l)
            try Confirm.ask(
                l.tr(
                    "Remove the goal \"{0}\" from \"{1}\"? The records it counted stay.", title, form.title),
                yes: args.has("yes"), context)
            var new = form
            new.goals.removeAll { $0.id == goal.id }
            try DefinitionUpdate(context: context, store: store, yes: true).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(l.tr("Removed the goal \"{0}\".", title))
        })

    /// True for a habit goal, false for a value goal; a mix of their options is a usage error.
    static func goalKind(_ args: ParsedArguments, _ l: Language) throws -> Bool {
        let value = args.value("target") != nil || args.value("deadline") != nil
        let habit = args.value("habit") != nil || args.value("days") != nil
        if value && habit {
            throw CommandError(
                usage: l.tr(
                    "a value goal takes --target (and --deadline), a habit goal --habit and --days; not both"))
        }
        if habit && args.value("habit") == nil {
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
        switch (args.value("screen"), args.value("calc")) {
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
    static func goalDay(_ args: ParsedArguments, _ option: String, _ context: CLIContext) throws -> CivilDate? {
        guard let text = args.value(option) else { return nil }
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
