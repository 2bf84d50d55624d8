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
    static func specs(_ l: Language, editing: Bool) -> [OptionSpec] {
        KindOption.allCases.filter { editing || !$0.editsOnly }.map { $0.spec(l) }
    }

    /// The kind of type `type`, starting from `base` (the screen's kind before an edit), with
    /// the options of `args` applied.
    static func build(_ typeName: String, base: FieldKind?, _ args: ParsedArguments, _ l: Language) throws -> FieldKind
    {
        guard let type = FieldType(rawValue: typeName) else {
            throw CommandError(
                usage: l.pick(
                    "unknown type \"\(typeName)\"; types: \(FieldKind.typeNames.joined(separator: ", "))",
                    "tipo desconocido «\(typeName)»; tipos: \(FieldKind.typeNames.joined(separator: ", "))"))
        }
        for name in Array(args.flags) + Array(args.values.keys) {
            if let option = KindOption(rawValue: name), !type.acceptedOptions.contains(option) {
                throw CommandError(
                    usage: l.pick(
                        "--\(name) does not apply to a \(typeName) screen",
                        "--\(name) no se aplica a una pantalla de tipo \(typeName)"))
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
            if let n = try args.integer("interval", l) { s.minuteInterval = n }
            if let n = try args.integer("max-hours", l) { s.maxHours = n }
            kind = .duration(s)
        case .singleChoice(var s):
            s.options = try options(s.options, args, l)
            if let text = args.value("style") {
                guard let style = ChoiceStyle(rawValue: text) else {
                    throw styleError(text, ChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            if let n = try args.integer("columns", l) { s.columns = n }
            kind = .singleChoice(s)
        case .multipleChoice(var s):
            s.options = try options(s.options, args, l)
            if let text = args.value("style") {
                guard let style = MultipleChoiceStyle(rawValue: text) else {
                    throw styleError(text, MultipleChoiceStyle.allCases.map(\.rawValue), l)
                }
                s.style = style
            }
            kind = .multipleChoice(s)
        case .text(var s):
            if args.has("multiline") { s.multiline = true }
            if args.has("single-line") { s.multiline = false }
            if let n = try args.integer("max-length", l) { s.maxLength = n }
            if let text = args.value("placeholder") { s.placeholder = text }
            if args.has("suggestions") { s.suggestions = true }
            if args.has("no-suggestions") { s.suggestions = false }
            kind = .text(s)
        case .date(var s):
            s.limit = try limit(args, l) ?? s.limit
            kind = .date(s)
        case .time(var s):
            if let n = try args.integer("interval", l) { s.minuteInterval = n }
            kind = .time(s)
        case .dateTime(var s):
            s.limit = try limit(args, l) ?? s.limit
            if let n = try args.integer("interval", l) { s.minuteInterval = n }
            kind = .dateTime(s)
        case .multiPhoto(var s):
            if let text = args.value("names") {
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
        if let unit = args.value("unit") { s.unit = unit.trimmingWhitespace }
        if let n = try args.number("min", l) { s.min = n }
        if let n = try args.number("max", l) { s.max = n }
        if let n = try args.integer("decimals", l) { s.decimals = n }
        if let n = try args.number("step", l) {
            s.step = n
            if args.value("decimals") == nil {
                s.decimals = max(s.decimals, NumberText.writtenDecimals(args.value("step")!))
            }
        }
        if let text = args.value("unusual") {
            if ["off", "none", "no"].contains(text.lowercased()) {
                s.unusualChange = nil
            } else {
                s.unusualChange = try args.number("unusual", l)
            }
        }
    }

    static func options(_ current: [ChoiceOption], _ args: ParsedArguments, _ l: Language) throws -> [ChoiceOption] {
        var options = current
        if let text = args.value("options") { options = OptionValues.list(text, existing: current) }
        if let text = args.value("add-option") {
            options.append(OptionValues.option(text, existing: [], taken: options, position: options.count + 1))
        }
        if let wanted = args.value("remove-option") {
            let lowered = wanted.lowercased()
            guard
                let index = options.firstIndex(where: { $0.value == wanted })
                    ?? options.firstIndex(where: { $0.label.lowercased() == lowered })
            else {
                throw CommandError(
                    refused: l.pick(
                        "no option \"\(wanted)\" (options: \(KindText.options(options)))",
                        "no hay ninguna opción «\(wanted)» (opciones: \(KindText.options(options)))"))
            }
            options.remove(at: index)
        }
        return options
    }

    static func limit(_ args: ParsedArguments, _ l: Language) throws -> DateLimit? {
        guard let text = args.value("limit") else { return nil }
        guard let limit = DateLimit(rawValue: text) else {
            throw CommandError(
                usage: l.pick(
                    "--limit wants any, up-to-today or from-today, not \"\(text)\"",
                    "--limit espera any, up-to-today o from-today, no «\(text)»"))
        }
        return limit
    }

    static func styleError(_ text: String, _ allowed: [String], _ l: Language) -> CommandError {
        CommandError(
            usage: l.pick(
                "--style wants \(allowed.joined(separator: ", ")), not \"\(text)\"",
                "--style espera \(allowed.joined(separator: ", ")), no «\(text)»"))
    }
}
