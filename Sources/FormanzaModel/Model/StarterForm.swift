import FormanzaBase

/// The form a new store starts with (Daily check-in: weight, keto level,
/// six yes/no habits and a size computed from the weight), created once, in the
/// language of the locale at that moment, and never translated afterwards.
///
/// Ids are fixed and language-neutral, so scripts and tests can name screens the same way
/// in an English and a Spanish store.

public enum StarterForm {
    public static let id = "daily-check-in"

    public static func make(language: Language) -> Form {
        let l = language
        let weight = Screen(
            id: "weight", title: l.pick("Weight", "Peso"), highlight: true,
            kind: .number(
                NumberSettings(
                    unit: "kg", min: 0, max: 500, decimals: 1, step: 0.1,
                    unusualChange: 5)))
        let keto = Screen(
            id: "keto-level", title: l.pick("Keto level", "Nivel de keto"),
            kind: .singleChoice(
                SingleChoiceSettings(
                    style: .tiles, columns: 3,
                    options: [
                        ChoiceOption(value: "negative", label: l.pick("Negative", "Negativo")),
                        ChoiceOption(value: "trace", label: l.pick("Trace", "Trazas")),
                        ChoiceOption(value: "small", label: l.pick("Small", "Bajo")),
                        ChoiceOption(value: "moderate", label: l.pick("Moderate", "Moderado")),
                        ChoiceOption(value: "large", label: l.pick("Large", "Alto")),
                    ])))
        let habits: [(String, String, String, String)] = [
            ("water", "Water 2 L", "Agua 2 L", ""),
            ("exercise", "Exercise", "Ejercicio", ""),
            ("electrolytes", "Electrolytes", "Electrolitos", ""),
            ("sleep", "Slept 7 h+", "Dormí 7 h o más", ""),
            ("carbs", "Under 20 g carbs", "Menos de 20 g de carbohidratos", "< 20 g de carbohidratos"),
            ("alcohol", "Alcohol", "Alcohol", ""),
        ]
        let habitScreens = habits.map { id, english, spanish, spanishShort in
            Screen(id: id, title: l.pick(english, spanish), shortTitle: l.pick("", spanishShort), kind: .yesNo)
        }
        let size = CalculatedValue(
            id: "size", title: l.pick("Size", "Talla"),
            kind: .ranges(source: .screen("weight"), bands: clothingSizes))
        return Form(
            id: id, title: l.pick("Daily check-in", "Registro diario"),
            screens: [weight, keto] + habitScreens, calculated: [size])
    }

    /// "Use the clothing sizes by weight (M to 4XL)": the preset the starter form's
    /// Size uses, in kg.
    public static let clothingSizes: [RangeBand] = [
        RangeBand(value: "M", label: "M", lowerBound: nil),
        RangeBand(value: "L", label: "L", lowerBound: 74),
        RangeBand(value: "XL", label: "XL", lowerBound: 83),
        RangeBand(value: "2XL", label: "2XL", lowerBound: 92),
        RangeBand(value: "3XL", label: "3XL", lowerBound: 102),
        RangeBand(value: "4XL", label: "4XL", lowerBound: 115),
    ]
}
