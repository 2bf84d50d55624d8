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
            $0.pick(
                "Add, change and remove a form's goals (value goals and habit goals).",
                "Agrega, cambia y quita los objetivos de un formulario (de valor y de hábito).")
        },
        subcommands: [goalAdd, goalEdit, goalRemove],
        notes: { l in
            [
                "",
                l.pick(
                    "GOAL is a goal's id, or the name of what it follows when only one goal follows it. VALUE and ANSWER are typed as in `formanza answer` (110, 110,5, 1h30; yes, no, an option's value, label or number, a range's value or label). DAY is YYYY-MM-DD, today, yesterday or tomorrow; a start day may lie in the past (the records already saved count) or the future. A habit lasts 1 to 3650 days.",
                    "GOAL es el id de un objetivo, o el nombre de lo que sigue cuando solo un objetivo lo sigue. VALUE y ANSWER se escriben como en `formanza answer` (110, 110,5, 1h30; sí, no, el valor, la etiqueta o el número de una opción, el valor o la etiqueta de un rango). DAY es AAAA-MM-DD, hoy, ayer o mañana; el día de inicio puede estar en el pasado (cuentan los registros ya guardados) o en el futuro. Un hábito dura de 1 a 3650 días."
                ),
            ]
        })

    static func goalSpecs(_ l: Language, editing: Bool) -> [OptionSpec] {
        var specs = [
            OptionSpec(
                name: "screen", value: "SCREEN",
                help: l.pick("the screen the goal follows", "la pantalla que sigue el objetivo")),
            OptionSpec(
                name: "calc", value: "NAME",
                help: l.pick("the calculated value the goal follows", "el valor calculado que sigue el objetivo")),
            OptionSpec(
                name: "target", value: "VALUE",
                help: l.pick(
                    "a value goal's target, inside the screen's range",
                    "la meta de un objetivo de valor, dentro del rango de la pantalla")),
            OptionSpec(
                name: "deadline", value: "DAY",
                help: l.pick("a value goal's last day (optional)", "el último día de un objetivo de valor (opcional)")),
        ]
        if editing {
            specs.append(
                OptionSpec(
                    name: "no-deadline", value: nil, help: l.pick("remove the deadline", "quita la fecha límite")))
        }
        specs += [
            OptionSpec(
                name: "habit", value: "ANSWER",
                help: l.pick(
                    "a habit goal's answer to count each day", "la respuesta que cuenta cada día un objetivo de hábito")
            ),
            OptionSpec(
                name: "days", value: "N",
                help: l.pick(
                    "a habit goal's number of days, 1 to 3650",
                    "el número de días de un objetivo de hábito, de 1 a 3650")),
            OptionSpec(
                name: "start", value: "DAY",
                help: l.pick("the start day (default today)", "el día de inicio (hoy por defecto)")),
        ]
        return specs
    }

    static let goalAdd = Subcommand(
        name: "add",
        usage:
            "goal add FORM (--screen SCREEN | --calc NAME) (--target VALUE [--deadline DAY] | --habit ANSWER --days N) [--start DAY]",
        summary: {
            $0.pick(
                "Add a value goal (--target) or a habit goal (--habit and --days) and show where it stands.",
                "Agrega un objetivo de valor (--target) o de hábito (--habit y --days) y muestra cómo va.")
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
                    usage: l.pick(
                        "name what the goal follows: --screen SCREEN or --calc NAME",
                        "indica qué sigue el objetivo: --screen SCREEN o --calc NAME"))
            }
            let start = try goalDay(args, "start", context) ?? context.today
            let id = GoalRules.newID(in: form)
            let goal: Goal
            if isHabit {
                guard let days = try args.integer("days", l) else {
                    throw CommandError(
                        usage: l.pick("a habit goal needs --days N", "un objetivo de hábito necesita --days N"))
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
            Console.out(l.pick("Added to \"\(form.title)\":", "Se agregó a «\(form.title)»:"))
            try printGoal(goal.id, of: new, store: store, context)
        })

    static let goalEdit = Subcommand(
        name: "edit",
        usage:
            "goal edit FORM GOAL [--screen SCREEN | --calc NAME] [--target VALUE] [--deadline DAY | --no-deadline] [--habit ANSWER] [--days N] [--start DAY]",
        summary: {
            $0.pick(
                "Change a goal: what it follows, its target or answer, its days, start day or deadline.",
                "Cambia un objetivo: lo que sigue, su meta o respuesta, sus días, su día de inicio o su fecha límite.")
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
                    l.pick("The goal is already like that; nothing changed.", "El objetivo ya es así; no cambió nada."))
            }
            try printGoal(goal.id, of: new, store: store, context)
        })

    static let goalRemove = Subcommand(
        name: "remove", usage: "goal remove FORM GOAL [--yes]",
        summary: {
            $0.pick(
                "Remove a goal after a confirmation; the records it counted stay.",
                "Quita un objetivo tras confirmarlo; los registros que contaba se conservan.")
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM GOAL", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let goal = try GoalRules.find(words[1], in: form)
            let title = GoalText.title(goal, in: form, l)
            try Confirm.ask(
                l.pick(
                    "Remove the goal \"\(title)\" from \"\(form.title)\"? The records it counted stay.",
                    "¿Quitar el objetivo «\(title)» de «\(form.title)»? Los registros que contaba se conservan."),
                yes: args.has("yes"), context)
            var new = form
            new.goals.removeAll { $0.id == goal.id }
            try DefinitionUpdate(context: context, store: store, yes: true).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(l.pick("Removed the goal \"\(title)\".", "Se quitó el objetivo «\(title)»."))
        })

    /// True for a habit goal, false for a value goal; a mix of their options is a usage error.
    static func goalKind(_ args: ParsedArguments, _ l: Language) throws -> Bool {
        let value = args.value("target") != nil || args.value("deadline") != nil
        let habit = args.value("habit") != nil || args.value("days") != nil
        if value && habit {
            throw CommandError(
                usage: l.pick(
                    "a value goal takes --target (and --deadline), a habit goal --habit and --days; not both",
                    "un objetivo de valor lleva --target (y --deadline), uno de hábito --habit y --days; no ambos"))
        }
        if habit && args.value("habit") == nil {
            throw CommandError(
                usage: l.pick("a habit goal needs --habit ANSWER", "un objetivo de hábito necesita --habit ANSWER"))
        }
        if !value && !habit {
            throw CommandError(
                usage: l.pick(
                    "give --target VALUE (a value goal) or --habit ANSWER --days N (a habit goal)",
                    "indica --target VALUE (objetivo de valor) o --habit ANSWER --days N (objetivo de hábito)"))
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
                usage: l.pick(
                    "a goal follows either --screen or --calc, not both",
                    "un objetivo sigue --screen o --calc, no ambos"))
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
                    usage: l.pick(
                        "--\(option) wants YYYY-MM-DD, today, yesterday or tomorrow, not \"\(text)\"",
                        "--\(option) espera AAAA-MM-DD, hoy, ayer o mañana, no «\(text)»"))
            }
            return day
        }
    }
}
