import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// Turns the kind options of `screen add` and `screen edit` (`--unit kg --min 0 --max 500`,
/// `--options "Muy bien,Bien,Mal"`, `--style scale`…), once read (`ScreenKindRequest`), into a
/// field kind.
///
/// An option that does not belong to the screen's type is a usage error, so a typo never
/// silently does nothing. The values themselves (a minimum below 0, one option only) are
/// judged afterwards by `FormValidator`, with the editors' messages.
enum ScreenKindOptions {
    static func declarations(editing: Bool) -> [any OptionDeclaration] {
        KindOption.allCases.filter { editing || !$0.editsOnly }.map(\.declaration)
    }

    /// The kind of type `typeName`, starting from `base` (the screen's kind before an edit),
    /// with the options of `changes` applied.
    static func build(_ typeName: String, base: FieldKind?, _ changes: ScreenKindRequest, _ l: Language) throws
        -> FieldKind
    {
        let type = try ScreenKindRequest.check(changes.given, typeName, l)
        let c = changes
        var kind = start(type, from: base)
        switch kind {
        case .number(var s):
            number(&s, c)
            kind = .number(s)
        case .slider(var s):
            number(&s, c)
            kind = .slider(s)
        case .duration(var s):
            if let n = c.interval { s.minuteInterval = n }
            if let n = c.maxHours { s.maxHours = n }
            kind = .duration(s)
        case .singleChoice(var s):
            s.options = try options(s.options, c, l)
            if let text = c.style {
                guard let style = ChoiceStyle(rawValue: text) else {
                    throw styleError(text, ChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            if let n = c.columns { s.columns = n }
            kind = .singleChoice(s)
        case .multipleChoice(var s):
            s.options = try options(s.options, c, l)
            if let text = c.style {
                guard let style = MultipleChoiceStyle(rawValue: text) else {
                    throw styleError(text, MultipleChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            kind = .multipleChoice(s)
        case .text(var s):
            if c.multiline { s.multiline = true }
            if c.singleLine { s.multiline = false }
            if let n = c.maxLength { s.maxLength = n }
            if let text = c.placeholder { s.placeholder = text }
            if c.suggestions { s.suggestions = true }
            if c.noSuggestions { s.suggestions = false }
            kind = .text(s)
        case .date(var s):
            s.limit = c.limit ?? s.limit
            kind = .date(s)
        case .time(var s):
            if let n = c.interval { s.minuteInterval = n }
            kind = .time(s)
        case .dateTime(var s):
            s.limit = c.limit ?? s.limit
            if let n = c.interval { s.minuteInterval = n }
            kind = .dateTime(s)
        case .multiPhoto(var s):
            if let text = c.names {
                s.names = text.split(separator: ",").map(\.trimmingWhitespace).filter { !$0.isEmpty }
            }
            kind = .multiPhoto(s)
        case .yesNo, .contact, .color, .photo:
            break
        }
        return kind
    }

    /// The settings a type starts from: the screen's own when the type stays, the ones that
    /// carry over between close types (number ↔ slider, single ↔ multiple choice, the date
    /// and time kinds), else the editor's defaults.
    static func start(_ type: FieldType, from base: FieldKind?) -> FieldKind {
        if let base, base.type == type { return base }
        switch (type, base) {
        case (.number, .slider(let s)?): return .number(s)
        case (.slider, .number(let s)?): return .slider(s)
        case (.singleChoice, .multipleChoice(let s)?): return .singleChoice(SingleChoiceSettings(options: s.options))
        case (.multipleChoice, .singleChoice(let s)?):
            return .multipleChoice(MultipleChoiceSettings(options: s.options))
        case (.dateTime, .date(let s)?): return .dateTime(DateTimeSettings(limit: s.limit))
        case (.dateTime, .time(let s)?): return .dateTime(DateTimeSettings(minuteInterval: s.minuteInterval))
        case (.date, .dateTime(let s)?): return .date(DateSettings(limit: s.limit))
        case (.time, .dateTime(let s)?): return .time(TimeSettings(minuteInterval: s.minuteInterval))
        default: return type.defaultKind
        }
    }

    /// A number's fields: unit, minimum (at least 0), maximum (at most 999 999), 0 to 3 decimals,
    /// step and unusual-change threshold. A step typed with more decimals than the screen has
    /// raises the decimals (when `--decimals` is not given), so `--step 0.5` alone just works.
    static func number(_ s: inout NumberSettings, _ c: ScreenKindRequest) {
        if let unit = c.unit { s.unit = unit.trimmingWhitespace }
        if let n = c.min { s.min = n }
        if let n = c.max { s.max = n }
        if let n = c.decimals { s.decimals = n }
        if let n = c.step, let typed = c.stepText {
            s.step = n
            if c.decimals == nil { s.decimals = max(s.decimals, NumberText.writtenDecimals(typed)) }
        }
        switch c.unusual {
        case .off?: s.unusualChange = nil
        case .threshold(let n)?: s.unusualChange = n
        case nil: break
        }
    }

    static func options(_ current: [ChoiceOption], _ c: ScreenKindRequest, _ l: Language) throws -> [ChoiceOption] {
        var options = current
        if let text = c.options { options = OptionValues.list(text, existing: current) }
        if let text = c.addOption {
            options.append(OptionValues.option(text, existing: [], taken: options, position: options.count + 1))
        }
        if let wanted = c.removeOption {
            let lowered = wanted.lowercased()
            guard
                let index = options.firstIndex(where: { $0.value == wanted })
                    ?? options.firstIndex(where: { $0.label.lowercased() == lowered })
            else {
                throw CommandError(
                    refused: l.tr(
                        "no option \"{0}\" (options: {1})", wanted, KindText.options(options)))
            }
            options.remove(at: index)
        }
        return options
    }

    static func styleError(_ text: String, _ allowed: [String], _ l: Language) -> CommandError {
        CommandError(
            usage: l.tr(
                "--style wants {0}, not \"{1}\"", allowed.joined(separator: ", "), text))
    }
}
