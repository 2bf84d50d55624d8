import FormanzaModel
import FormanzaTerminal

/// The answer widget of one screen, whatever its kind, with its value as the model's
/// `AnswerValue`, so one question loop hosts every kind.
enum FieldWidget: CheckInInput {
    case number(NumberInput)
    case slider(SliderInput)
    case duration(DurationInput)
    case yesNo(YesNoInput)
    case single(SingleChoiceInput)
    case multiple(MultipleChoiceInput)
    case text(TextInput, trim: Bool)
    case date(DateInput)
    case time(TimeInput)
    case dateTime(DateTimeInput)
    case color(ColorInput)
    case photo(PhotoInput)

    var value: AnswerValue? {
        switch self {
        case .number(let w): return w.value.map(AnswerValue.number)
        case .slider(let w): return w.value.map(AnswerValue.number)
        case .duration(let w): return w.value.map(AnswerValue.duration)
        case .yesNo(let w): return w.value.map(AnswerValue.yesNo)
        case .single(let w): return w.value.map(AnswerValue.choice)
        case .multiple(let w): return w.value.map(AnswerValue.choices)
        case .text(let w, let trim):
            // Single lines lose their outer blanks, notes only their trailing line breaks, as
            // `AnswerParser` treats typed text, so both paths store the same answer.
            return w.value.map { .text(trim ? $0.trimmingWhitespace : Self.trimTrailingNewlines($0)) }
        case .date(let w): return w.value.map(AnswerValue.date)
        case .time(let w): return w.value.map(AnswerValue.time)
        case .dateTime(let w): return w.value.map { .dateTime($0.date, $0.time) }
        case .color(let w): return w.value.map(AnswerValue.color)
        case .photo(let w): return w.value
        }
    }

    var isConfirmed: Bool {
        switch self {
        case .number(let w): return w.isConfirmed
        case .slider(let w): return w.isConfirmed
        case .duration(let w): return w.isConfirmed
        case .yesNo(let w): return w.isConfirmed
        case .single(let w): return w.isConfirmed
        case .multiple(let w): return w.isConfirmed
        case .text(let w, _): return w.isConfirmed
        case .date(let w): return w.isConfirmed
        case .time(let w): return w.isConfirmed
        case .dateTime(let w): return w.isConfirmed
        case .color(let w): return w.isConfirmed
        case .photo(let w): return w.isConfirmed
        }
    }

    var autoAdvances: Bool {
        switch self {
        case .yesNo(let w): return w.autoAdvances
        case .single(let w): return w.autoAdvances
        default: return false
        }
    }

    /// False while an email, phone or URL has the wrong shape: Next and Save wait.
    var hasValidShape: Bool {
        if case .text(let w, _) = self { return w.hasValidShape }
        return true
    }

    /// A word move that the widget has no use for (only text has words) is the plain arrow, so
    /// Ctrl-Right still moves along tiles and calendars as it did before it meant a word.
    mutating func handle(_ key: Key) -> InputEffect {
        let effect = handleOwn(key)
        guard effect == .ignored else { return effect }
        switch key {
        case .wordLeft: return handleOwn(.left)
        case .wordRight: return handleOwn(.right)
        default: return effect
        }
    }

    private mutating func handleOwn(_ key: Key) -> InputEffect {
        switch self {
        case .number(var w):
            defer { self = .number(w) }
            return w.handle(key)
        case .slider(var w):
            defer { self = .slider(w) }
            return w.handle(key)
        case .duration(var w):
            defer { self = .duration(w) }
            return w.handle(key)
        case .yesNo(var w):
            defer { self = .yesNo(w) }
            return w.handle(key)
        case .single(var w):
            defer { self = .single(w) }
            return w.handle(key)
        case .multiple(var w):
            defer { self = .multiple(w) }
            return w.handle(key)
        case .text(var w, let trim):
            defer { self = .text(w, trim: trim) }
            return w.handle(key)
        case .date(var w):
            defer { self = .date(w) }
            return w.handle(key)
        case .time(var w):
            defer { self = .time(w) }
            return w.handle(key)
        case .dateTime(var w):
            defer { self = .dateTime(w) }
            return w.handle(key)
        case .color(var w):
            defer { self = .color(w) }
            return w.handle(key)
        case .photo(var w):
            defer { self = .photo(w) }
            return w.handle(key)
        }
    }

    mutating func fit(width: Int) {
        switch self {
        case .single(var w):
            w.fit(width: width)
            self = .single(w)
        case .multiple(var w):
            w.fit(width: width)
            self = .multiple(w)
        case .color(var w):
            w.fit(width: width)
            self = .color(w)
        default: break
        }
    }

    func render(width: Int, height: Int) -> InputView {
        switch self {
        case .number(let w): return w.render(width: width, height: height)
        case .slider(let w): return w.render(width: width, height: height)
        case .duration(let w): return w.render(width: width, height: height)
        case .yesNo(let w): return w.render(width: width, height: height)
        case .single(let w): return w.render(width: width, height: height)
        case .multiple(let w): return w.render(width: width, height: height)
        case .text(let w, _): return w.render(width: width, height: height)
        case .date(let w): return w.render(width: width, height: height)
        case .time(let w): return w.render(width: width, height: height)
        case .dateTime(let w): return w.render(width: width, height: height)
        case .color(let w): return w.render(width: width, height: height)
        case .photo(let w): return w.render(width: width, height: height)
        }
    }

    /// Sets the number field's warning, change and preview lines (the unusual-change warning,
    /// the change from the previous answer, the calculated values); other kinds ignore it.
    mutating func annotate(warning: String?, change: StyledLine? = nil, preview: [String]) {
        guard case .number(var w) = self else { return }
        w.warning = warning
        w.change = change
        w.preview = preview
        self = .number(w)
    }

    static func trimTrailingNewlines(_ text: String) -> String {
        var text = text
        while let last = text.last, last.isNewline { text.removeLast() }
        return text
    }
}
