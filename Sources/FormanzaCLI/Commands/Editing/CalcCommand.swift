import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

extension Command {
    /// `formanza calc …`: a form's calculated values — formulas, ages and ranges.
    /// They are never stored; after a change the value computed with the latest record
    /// is shown, as the editor's footer does.
    static let calcCommand = CommandGroup.make(
        name: "calc",
        summary: {
            $0.pick(
                "Add, change, list and remove a form's calculated values (formulas, ages, ranges).",
                "Agrega, cambia, lista y quita los valores calculados de un formulario (fórmulas, edades, rangos).")
        },
        subcommands: [calcAdd, calcEdit, calcRemove, calcList],
        notes: { l in
            [
                "",
                l.pick(
                    "Formulas: numbers (1.5 or 1,5), names of number screens (short title, title or id), data values and calculated values, + − × ÷ ^ (also - * /) and parentheses. ^ binds tightest and groups from the right (2^3^2 = 512); a leading minus applies after it (-2^2 = -4); × ÷ before + −. Quote a name that holds an operator or starts with a digit: \"Slept 7 h+\". Division by zero or an impossible root gives no value.",
                    "Fórmulas: números (1,5 o 1.5), nombres de pantallas numéricas (título corto, título o id), datos y valores calculados, + − × ÷ ^ (también - * /) y paréntesis. ^ va primero y agrupa desde la derecha (2^3^2 = 512); un menos inicial se aplica después (-2^2 = -4); × ÷ antes que + −. Pon entre comillas un nombre con un operador o que empiece por cifra: \"Dormí 7 h+\". Una división por cero o una raíz imposible no dan valor."
                ),
                "",
                l.pick(
                    "Ranges: BAND is VALUE:LABEL:LOWER, e.g. M:M: L:L:74 XL:XL:83 — exactly one without LOWER (it takes everything below); bounds are inclusive. --preset clothing-sizes uses the clothing sizes by weight (M to 4XL).",
                    "Rangos: BAND es VALOR:ETIQUETA:INFERIOR, p. ej. M:M: L:L:74 XL:XL:83 — exactamente uno sin INFERIOR (toma todo lo de abajo); los límites son inclusivos. --preset clothing-sizes usa las tallas por peso (de M a 4XL)."
                ),
            ]
        })

    static func calcSpecs(_ l: Language) -> [OptionSpec] {
        [
            OptionSpec(
                name: "title", value: "TEXT",
                help: l.pick("the title, 1 to 60 characters", "el título, de 1 a 60 caracteres")),
            OptionSpec(
                name: "formula", value: "EXPR",
                help: l.pick("a formula, e.g. \"Weight / (Height ^ 2)\"", "una fórmula, p. ej. \"Peso / (Altura ^ 2)\"")
            ),
            OptionSpec(
                name: "unit", value: "UNIT",
                help: l.pick("a formula's unit (free text)", "la unidad de una fórmula (texto libre)")),
            OptionSpec(
                name: "decimals", value: "0-3",
                help: l.pick("a formula's decimals (default 1)", "los decimales de una fórmula (1 por defecto)")),
            OptionSpec(
                name: "age", value: "DATA",
                help: l.pick("whole years since a date data value", "años cumplidos desde un dato de fecha")),
            OptionSpec(
                name: "ranges", value: "SOURCE",
                help: l.pick(
                    "classify a number screen or calculated value into BANDs",
                    "clasifica una pantalla numérica o un valor calculado en BANDs")),
            OptionSpec(
                name: "preset", value: "clothing-sizes",
                help: l.pick(
                    "ranges: the clothing sizes by weight (M to 4XL)", "rangos: las tallas por peso (de M a 4XL)")
            ),
        ]
    }

    static let calcAdd = Subcommand(
        name: "add",
        usage:
            "calc add FORM --title TITLE (--formula EXPR [--unit U] [--decimals N] | --age DATA | --ranges SOURCE (--preset clothing-sizes | BAND...))",
        summary: {
            $0.pick(
                "Add a calculated value and show it with the latest record.",
                "Agrega un valor calculado y lo muestra con el último registro.")
        },
        options: { calcSpecs($0) },
        run: { args, context in
            let l = context.language
            guard let name = args.positionals.first else {
                throw CommandError(usage: l.pick("name the FORM", "indica el FORM"))
            }
            guard let title = args.value("title") else {
                throw CommandError(usage: l.pick("--title is required", "falta --title"))
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
            Console.out(l.pick("Added to \"\(form.title)\":", "Se agregó a «\(form.title)»:"))
            try printCalc(value, form: new, store: store, dataValues: dataValues, context)
        })

    static let calcEdit = Subcommand(
        name: "edit",
        usage:
            "calc edit FORM CALC [--title T] [--formula EXPR] [--unit U] [--decimals N] [--age DATA] [--ranges SOURCE] [--preset P | BAND...]",
        summary: {
            $0.pick(
                "Change a calculated value's title or definition.",
                "Cambia el título o la definición de un valor calculado.")
        },
        options: { calcSpecs($0) },
        run: { args, context in
            let l = context.language
            guard args.positionals.count >= 2 else {
                throw CommandError(usage: l.pick("name the FORM and the CALC", "indica el FORM y el CALC"))
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
            $0.pick(
                "Remove a calculated value; the ones that read it go too, after one confirmation.",
                "Quita un valor calculado; los que lo usan también se quitan, tras una confirmación.")
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
                    l.pick(
                        "Removing \"\(value.title)\" also removes \(along). Remove them together?",
                        "Quitar «\(value.title)» también quita \(along). ¿Quitarlos juntos?"), yes: args.has("yes"),
                    context)
            }
            var new = form
            plan.apply(to: &new)
            try DefinitionUpdate(context: context, store: store, yes: true).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(
                l.pick("Removed \"\(value.title)\"", "Se quitó «\(value.title)»")
                    + (along.map { l.pick(" and \($0)", " y \($0)") } ?? "") + ".")
        })

    static let calcList = Subcommand(
        name: "list", usage: "calc list FORM [--json]",
        summary: {
            $0.pick(
                "List a form's calculated values with their value on the latest record.",
                "Lista los valores calculados de un formulario con su valor en el último registro.")
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
                    l.pick(
                        "\"\(form.title)\" has no calculated values.", "«\(form.title)» no tiene valores calculados."))
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
            ? l.pick("with the record of ", "con el registro del ") + DateText.day(latest.day, l)
            : l.pick("no record yet; today", "todavía sin registros; hoy")
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
            refused: l.pick(
                "\"\(form.title)\" has no calculated value called \"\(query)\" (calculated values: \(known.isEmpty ? "none" : known))",
                "«\(form.title)» no tiene ningún valor calculado «\(query)» (valores calculados: \(known.isEmpty ? "ninguno" : known))"
            ))
    }
}
