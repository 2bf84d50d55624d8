import FormanzaBase

/// How a value goal's source writes its values: a number with its decimals and unit, whole
/// minutes (a duration screen), or whole years (an age).

public enum GoalValueFormat: Hashable, Sendable {
    case number(decimals: Int, unit: String)
    case duration
    case years

    /// "110 kg", "118.5 kg", "1 h 30 min", "26 years": without trailing zeros, so
    /// «120 kg → 118 kg · meta 110 kg» reads the same for a screen with one decimal.
    public func text(_ value: Double, _ l: Language) -> String {
        switch self {
        case .number(let decimals, let unit):
            let number = NumberText.compact(value, maxDecimals: min(max(decimals, 0), 3), language: l)
            return unit.isEmpty ? number : number + " " + unit
        case .duration:
            return DateText.duration(minutes: GoalValueFormat.wholeMinutes(value))
        case .years:
            let number = NumberText.compact(value, language: l)
            return value == 1 ? l.tr("1 year") : l.tr("{0} years", number)
        }
    }

    /// Minutes as a whole number, held inside what a duration can be (never a trap on a huge
    /// value from a hand-edited file).
    static func wholeMinutes(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -1e9), 1e9).rounded())
    }
}

/// What a habit goal can count on its source: yes or no, one option of a single or multiple
/// choice (a multiple choice counts a day when that option is among those selected), or one
/// range of a ranges value.
public enum GoalHabitChoices: Hashable, Sendable {
    case yesNo
    case single([ChoiceOption])
    case multiple([ChoiceOption])
    case bands([RangeBand])

    /// The stored values a goal may count.
    public var values: [String] {
        switch self {
        case .yesNo: return ["yes", "no"]
        case .single(let options), .multiple(let options): return options.map(\.value)
        case .bands(let bands): return bands.map(\.value)
        }
    }

    /// How a counted value reads: "Yes"/"Sí", "No", an option's or range's label.
    public func label(of value: String, _ l: Language) -> String {
        switch self {
        case .yesNo: return value == "yes" ? l.tr("Yes") : "No"
        case .single(let options), .multiple(let options): return options.first { $0.value == value }?.label ?? value
        case .bands(let bands): return bands.first { $0.value == value }?.label ?? value
        }
    }
}

/// Which screens and calculated values goals can follow, and how they read.
///
/// Value goals follow number, slider and duration screens and calculated values that give a
/// number (formulas and ages); habit goals follow yes/no, single-choice and multiple-choice
/// screens and ranges values. Text, email, phone, URL, date, time, date-time, colour and
/// photo screens carry no goals.
public enum GoalSources {
    public static func valueFormat(of source: ValueSource, in form: Form) -> GoalValueFormat? {
        switch source {
        case .screen(let id):
            switch form.screen(id: id)?.kind {
            case .number(let s)?, .slider(let s)?: return .number(decimals: s.decimals, unit: s.unit)
            case .duration?: return .duration
            default: return nil
            }
        case .calculated(let id):
            switch form.calculatedValue(id: id)?.kind {
            case .formula(let f)?: return .number(decimals: f.decimals, unit: f.unit)
            case .age?: return .years
            default: return nil
            }
        }
    }

    public static func habitChoices(of source: ValueSource, in form: Form) -> GoalHabitChoices? {
        switch source {
        case .screen(let id):
            switch form.screen(id: id)?.kind {
            case .yesNo?: return .yesNo
            case .singleChoice(let s)?: return .single(s.options)
            case .multipleChoice(let s)?: return .multiple(s.options)
            default: return nil
            }
        case .calculated(let id):
            if case .ranges(_, let bands)? = form.calculatedValue(id: id)?.kind { return .bands(bands) }
            return nil
        }
    }

    /// The range a value goal's target must lie in: the screen's minimum to maximum, or 0 to
    /// the longest duration its wheels offer. Nil for calculated values, which have no range:
    /// any finite target.
    public static func targetRange(of source: ValueSource, in form: Form) -> ClosedRange<Double>? {
        guard case .screen(let id) = source, let kind = form.screen(id: id)?.kind else { return nil }
        switch kind {
        case .number(let s), .slider(let s): return s.min <= s.max ? s.min...s.max : nil
        case .duration(let s): return 0...Double(max(0, min(s.maxHours, 99)) * 60 + 59)
        default: return nil
        }
    }

    /// The name a person knows the source by: a screen's short title, a calculated value's
    /// title; nil when the source is gone.
    public static func name(of source: ValueSource, in form: Form) -> String? {
        switch source {
        case .screen(let id): return form.screen(id: id)?.displayShortTitle
        case .calculated(let id): return form.calculatedValue(id: id)?.title
        }
    }

    public static func valueSources(in form: Form) -> [ValueSource] {
        let all = form.screens.map { ValueSource.screen($0.id) } + form.calculated.map { ValueSource.calculated($0.id) }
        return all.filter { valueFormat(of: $0, in: form) != nil }
    }

    public static func habitSources(in form: Form) -> [ValueSource] {
        let all = form.screens.map { ValueSource.screen($0.id) } + form.calculated.map { ValueSource.calculated($0.id) }
        return all.filter { habitChoices(of: $0, in: form) != nil }
    }

    /// The screens whose answers a source's value depends on: the screen itself, or every
    /// screen a calculated value reads directly or through other calculated values. A
    /// calculated value that reads no screen (an age, a formula of data values) has a value on
    /// each day the form recorded, so it depends on all of them.
    public static func screensRead(by source: ValueSource, in form: Form) -> Set<String> {
        guard case .calculated(let start) = source else {
            if case .screen(let id) = source { return [id] }
            return []
        }
        var pending = [start]
        var seen = Set<String>()
        var screens = Set<String>()
        while let id = pending.popLast() {
            guard seen.insert(id).inserted, let value = form.calculatedValue(id: id) else { continue }
            for screen in form.screens where CalculatedDependencies.readsScreen(value, screen.id) {
                screens.insert(screen.id)
            }
            pending += CalculatedDependencies.calculatedReads(of: value)
        }
        return screens.isEmpty ? Set(form.screens.map(\.id)) : screens
    }
}
