import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza calc …`: a form's calculated values — formulas, ages and ranges.
    /// They are never stored; after a change the value computed with the latest record
    /// is shown, as the editor's footer does.
    static let calcCommand = CommandGroup.make(
        name: "calc",
        summary: {
            $0.tr(
                "Add, change, list and remove a form's calculated values (formulas, ages, ranges).")
        },
        subcommands: [calcAdd, calcEdit, calcRemove, calcList],
        notes: { l in
            [
                "",
                l.tr(
                    "Formulas: numbers (1.5 or 1,5), names of number screens (short title, title or id), data values and calculated values, + − × ÷ ^ (also - * /) and parentheses. ^ binds tightest and groups from the right (2^3^2 = 512); a leading minus applies after it (-2^2 = -4); × ÷ before + −. Quote a name that holds an operator or starts with a digit: \"Slept 7 h+\". Division by zero or an impossible root gives no value."
                ),
                "",
                l.tr(
                    "Ranges: BAND is VALUE:LABEL:LOWER, e.g. M:M: L:L:74 XL:XL:83 — exactly one without LOWER (it takes everything below); bounds are inclusive. --preset clothing-sizes uses the clothing sizes by weight (M to 4XL)."
                ),
            ]
        })

    static func calcSpecs(_ l: Language) -> [OptionSpec] {
        [
            OptionSpec(
                name: "title", value: "TEXT",
                help: l.tr("the title, 1 to 60 characters")),
            OptionSpec(
                name: "formula", value: "EXPR",
                help: l.tr("a formula, e.g. \"Weight / (Height ^ 2)\"")
            ),
            OptionSpec(
                name: "unit", value: "UNIT",
                help: l.tr("a formula's unit (free text)")),
            OptionSpec(
                name: "decimals", value: "0-3",
                help: l.tr("a formula's decimals (default 1)")),
            OptionSpec(
                name: "age", value: "DATA",
                help: l.tr("whole years since a date data value")),
            OptionSpec(
                name: "ranges", value: "SOURCE",
                help: l.tr(
                    "classify a number screen or calculated value into BANDs")),
            OptionSpec(
                name: "preset", value: "clothing-sizes",
                help: l.tr(
                    "ranges: the clothing sizes by weight (M to 4XL)")
            ),
        ]
    }

    static let calcAdd = Subcommand(
        name: "add",
        usage:
            "calc add FORM --title TITLE (--formula EXPR [--unit U] [--decimals N] | --age DATA | --ranges SOURCE (--preset clothing-sizes | BAND...))",
        summary: {
            $0.tr(
                "Add a calculated value and show it with the latest record.")
        },
        options: { calcSpecs($0) },
        run: { args, context in
            let l = context.language
            guard let name = args.positionals.first else {
                throw CommandError(usage: l.tr("name the FORM"))
            }
            guard let title = args.value("title") else {
                throw CommandError(usage: l.tr("--title is required"))
            }
            let (store, snapshot, form) = try context.openForm(name)
            let dataValues = try store.loadDataValues()
            var id = Identifier.make(prefix: "c")
            while form.calculatedValue(id: id) != nil || form.screen(id: id) != nil {
                id = Identifier.make(prefix: "c")
            }
            let kind = try calcKind(
                args, bands: Array(args.positionals.dropFirst()), old: nil, form: form, dataValues: dataValues, l)
            let value = CalculatedValue(id: id, title: try CalculatedRules.title(title, in: form), kind: kind)
            var new = form
            new.calculated.append(value)
            try DefinitionUpdate(context: context, store: store, yes: false).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(l.tr("Added to \"{0}\":", form.title))
            try printCalc(value, form: new, store: store, dataValues: dataValues, context)
        })

    static let calcEdit = Subcommand(
        name: "edit",
        usage:
            "calc edit FORM CALC [--title T] [--formula EXPR] [--unit U] [--decimals N] [--age DATA] [--ranges SOURCE] [--preset P | BAND...]",
        summary: {
            $0.tr(
                "Change a calculated value's title or definition.")
        },
        options: { calcSpecs($0) },
        run: { args, context in
            let l = context.language
            guard args.positionals.count >= 2 else {
                throw CommandError(usage: l.tr("name the FORM and the CALC"))
            }
            let (store, snapshot, form) = try context.openForm(args.positionals[0])
            let old = try calculated(args.positionals[1], in: form, l)
            let dataValues = try store.loadDataValues()
            var value = old
            if let title = args.value("title") {
                value.title = try CalculatedRules.title(title, in: form, excluding: old.id)
            }
            value.kind = try calcKind(
                args, bands: Array(args.positionals.dropFirst(2)), old: old.kind, form: form, dataValues: dataValues, l)
            var new = form
            new.calculated[new.calculated.firstIndex { $0.id == old.id }!] = value
            try DefinitionUpdate(context: context, store: store, yes: false).apply(
                new, replacing: form, others: snapshot.forms)
            try printCalc(value, form: new, store: store, dataValues: dataValues, context)
        })

    static let calcRemove = Subcommand(
        name: "remove", usage: "calc remove FORM CALC [--yes]",
        summary: {
            $0.tr(
                "Remove a calculated value; the ones that read it go too, after one confirmation.")
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM CALC", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let value = try calculated(words[1], in: form, l)
            let plan = RemovalPlan.calculated(value.id, in: form)
            let along = Confirm.takenAlong(plan.without(calculated: value.id), in: form, l)
            if let along {
                try Confirm.ask(
                    l.tr(
                        "Removing \"{0}\" also removes {1}. Remove them together?", value.title, along),
                    yes: args.has("yes"),
                    context)
            }
            var new = form
            plan.apply(to: &new)
            try DefinitionUpdate(context: context, store: store, yes: true).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(
                l.tr("Removed \"{0}\"", value.title)
                    + (along.map { l.tr(" and {0}", $0) } ?? "") + ".")
        })

    static let calcList = Subcommand(
        name: "list", usage: "calc list FORM [--json]",
        summary: {
            $0.tr(
                "List a form's calculated values with their value on the latest record.")
        },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, _, form) = try context.openForm(name)
            let dataValues = try store.loadDataValues()
            if args.has("json") {
                let rows = try form.calculated.map { value in
                    let latest = try CalculatedRules.latest(
                        value, form: form, store: store, dataValues: dataValues, today: context.today)
                    return CalcListJSON(value, form: form, dataValues: dataValues, latest: latest, l)
                }
                return Console.exact(bytes: try JSONText.array(of: rows))
            }
            if form.calculated.isEmpty {
                Console.out(
                    l.tr(
                        "\"{0}\" has no calculated values.", form.title))
            }
            for value in form.calculated {
                try printCalc(value, form: form, store: store, dataValues: dataValues, context)
            }
        })

    /// "  BMI = Weight ÷ (Height ^ 2) · kg/m², 1 decimal   [c-…]" and, under it, the value
    /// with the latest record.
    static func printCalc(
        _ value: CalculatedValue, form: Form, store: Store, dataValues: [DataValue], _ context: CLIContext
    ) throws {
        let l = context.language
        Console.out(
            "  \(value.title) " + CalcText.describe(value, form: form, dataValues: dataValues, l) + "   [\(value.id)]")
        let latest = try CalculatedRules.latest(
            value, form: form, store: store, dataValues: dataValues, today: context.today)
        let when =
            latest.recorded
            ? l.tr("with the record of ") + DateText.day(latest.day, l)
            : l.tr("no record yet; today")
        Console.out("      " + when + ": " + CalcText.result(latest.result, l))
    }

    static func calculated(_ query: String, in form: Form, _ l: Language) throws -> CalculatedValue {
        let lowered = query.lowercased()
        if let value = form.calculated.first(where: { $0.id == query })
            ?? form.calculated.first(where: { $0.title.lowercased() == lowered })
        {
            return value
        }
        let known = form.calculated.map { l.quote($0.title) }.joined(separator: ", ")
        throw CommandError(
            refused: l.tr(
                "\"{0}\" has no calculated value called \"{1}\" (calculated values: {2})", form.title, query,
                known.isEmpty ? l.trc("no calculated values", "none") : known))
    }
}
