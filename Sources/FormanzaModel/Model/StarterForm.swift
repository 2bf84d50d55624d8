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
            id: "weight", title: l.tr("Weight"), highlight: true,
            kind: .number(
                NumberSettings(
                    unit: "kg", min: 0, max: 500, decimals: 1, step: 0.1,
                    unusualChange: 5)))
        let keto = Screen(
            id: "keto-level", title: l.tr("Keto level"),
            kind: .singleChoice(
                SingleChoiceSettings(
                    style: .tiles, columns: 3,
                    options: [
                        ChoiceOption(value: "negative", label: l.tr("Negative")),
                        ChoiceOption(value: "trace", label: l.tr("Trace")),
                        ChoiceOption(value: "small", label: l.tr("Small")),
                        ChoiceOption(value: "moderate", label: l.tr("Moderate")),
                        ChoiceOption(value: "large", label: l.tr("Large")),
                    ])))
        let habits: [(String, String, String)] = [
            ("water", l.tr("Water 2 L"), ""),
            ("exercise", l.tr("Exercise"), ""),
            ("electrolytes", l.tr("Electrolytes"), ""),
            ("sleep", l.tr("Slept 7 h+"), ""),
            // A short title only where the language's full one is too long for a tile.
            ("carbs", l.tr("Under 20 g carbs"), l.trcIfTranslated("short title", "Under 20 g carbs") ?? ""),
            ("alcohol", l.tr("Alcohol"), ""),
        ]
        let habitScreens = habits.map { id, title, shortTitle in
            Screen(id: id, title: title, shortTitle: shortTitle, kind: .yesNo)
        }
        let size = CalculatedValue(
            id: "size", title: l.tr("Size"),
            kind: .ranges(source: .screen("weight"), bands: clothingSizes))
        return Form(
            id: id, title: l.tr("Daily check-in"),
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
