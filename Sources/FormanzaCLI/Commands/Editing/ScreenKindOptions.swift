import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// Turns the kind options of `screen add` and `screen edit` (`--unit kg --min 0 --max 500`,
/// `--options "Muy bien,Bien,Mal"`, `--style scale`…) into a field kind.
///
/// An option that does not belong to the screen's type is a usage error, so a typo never
/// silently does nothing. The values themselves (a minimum below 0, one option only) are
/// judged afterwards by `FormValidator`, with the editors' messages.
enum ScreenKindOptions {
    static func declarations(editing: Bool) -> [any OptionDeclaration] {
        KindOption.allCases.filter { editing || !$0.editsOnly }.map(\.declaration)
    }

    /// The kind of type `type`, starting from `base` (the screen's kind before an edit), with
    /// the options of `args` applied.
    static func build(_ typeName: String, base: FieldKind?, _ args: ParsedArguments, _ l: Language) throws -> FieldKind
    {
        guard let type = FieldType(rawValue: typeName) else {
            throw CommandError(
                usage: l.tr(
                    "unknown type \"{0}\"; types: {1}", typeName, FieldKind.typeNames.joined(separator: ", ")))
        }
        for name in args.givenOptionNames {
            if let option = KindOption(rawValue: name), !type.acceptedOptions.contains(option) {
                throw CommandError(
                    usage: l.tr(
                        "--{0} does not apply to a {1} screen", name, typeName))
            }
        }
        var kind = start(type, from: base)
        switch kind {
        case .number(var s):
            try number(&s, args, l)
            kind = .number(s)
        case .slider(var s):
            try number(&s, args, l)
            kind = .slider(s)
        case .duration(var s):
            if let n = try args[KindOption.interval.wholeNumber] { s.minuteInterval = n }
            if let n = try args[KindOption.maxHours.wholeNumber] { s.maxHours = n }
            kind = .duration(s)
        case .singleChoice(var s):
            s.options = try options(s.options, args, l)
            if let text = args[KindOption.style.text] {
                guard let style = ChoiceStyle(rawValue: text) else {
                    throw styleError(text, ChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            if let n = try args[KindOption.columns.wholeNumber] { s.columns = n }
            kind = .singleChoice(s)
        case .multipleChoice(var s):
            s.options = try options(s.options, args, l)
            if let text = args[KindOption.style.text] {
                guard let style = MultipleChoiceStyle(rawValue: text) else {
                    throw styleError(text, MultipleChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            kind = .multipleChoice(s)
        case .text(var s):
            if args[KindOption.multiline.flag] { s.multiline = true }
            if args[KindOption.singleLine.flag] { s.multiline = false }
            if let n = try args[KindOption.maxLength.wholeNumber] { s.maxLength = n }
            if let text = args[KindOption.placeholder.text] { s.placeholder = text }
            if args[KindOption.suggestions.flag] { s.suggestions = true }
            if args[KindOption.noSuggestions.flag] { s.suggestions = false }
            kind = .text(s)
        case .date(var s):
            s.limit = try limit(args, l) ?? s.limit
            kind = .date(s)
        case .time(var s):
            if let n = try args[KindOption.interval.wholeNumber] { s.minuteInterval = n }
            kind = .time(s)
        case .dateTime(var s):
            s.limit = try limit(args, l) ?? s.limit
            if let n = try args[KindOption.interval.wholeNumber] { s.minuteInterval = n }
            kind = .dateTime(s)
        case .multiPhoto(var s):
            if let text = args[KindOption.names.text] {
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
    static func number(_ s: inout NumberSettings, _ args: ParsedArguments, _ l: Language) throws {
        if let unit = args[KindOption.unit.text] { s.unit = unit.trimmingWhitespace }
        if let n = try args[KindOption.min.number] { s.min = n }
        if let n = try args[KindOption.max.number] { s.max = n }
        if let n = try args[KindOption.decimals.wholeNumber] { s.decimals = n }
        if let n = try args[KindOption.step.number] {
            s.step = n
            if !args.gave(KindOption.decimals.text) {
                s.decimals = max(s.decimals, NumberText.writtenDecimals(args.typed(KindOption.step.text)!))
            }
        }
        if let text = args[KindOption.unusual.text] {
            if ["off", "none", "no"].contains(text.lowercased()) {
                s.unusualChange = nil
            } else {
                s.unusualChange = try args[KindOption.unusual.number]
            }
        }
    }

    static func options(_ current: [ChoiceOption], _ args: ParsedArguments, _ l: Language) throws -> [ChoiceOption] {
        var options = current
        if let text = args[KindOption.options.text] { options = OptionValues.list(text, existing: current) }
        if let text = args[KindOption.addOption.text] {
            options.append(OptionValues.option(text, existing: [], taken: options, position: options.count + 1))
        }
        if let wanted = args[KindOption.removeOption.text] {
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

    static func limit(_ args: ParsedArguments, _ l: Language) throws -> DateLimit? {
        guard let text = args[KindOption.limit.text] else { return nil }
        guard let limit = DateLimit(rawValue: text) else {
            throw CommandError(
                usage: l.tr(
                    "--limit wants any, up-to-today or from-today, not \"{0}\"", text))
        }
        return limit
    }

    static func styleError(_ text: String, _ allowed: [String], _ l: Language) -> CommandError {
        CommandError(
            usage: l.tr(
                "--style wants {0}, not \"{1}\"", allowed.joined(separator: ", "), text))
    }
}
