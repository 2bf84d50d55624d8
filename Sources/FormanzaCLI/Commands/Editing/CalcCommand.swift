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
            $0.tr(
                "Add, change, list and remove a form's calculated values (formulas, ages, ranges).")
        },
        subcommands: [
            Subcommand(CalcAddCommand.self), Subcommand(CalcEditCommand.self), Subcommand(CalcRemoveCommand.self),
            Subcommand(CalcListCommand.self),
        ],
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
