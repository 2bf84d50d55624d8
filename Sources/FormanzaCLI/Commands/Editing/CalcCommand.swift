import FormanzaCommandLine
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
        subcommands: [
            Subcommand(CalcAddCommand.self), Subcommand(CalcEditCommand.self), Subcommand(CalcRemoveCommand.self),
            Subcommand(CalcListCommand.self),
        ],
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
