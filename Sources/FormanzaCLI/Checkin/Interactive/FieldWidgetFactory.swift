import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// Builds the widget of a screen from the model's settings and what the screen shows now (a
/// saved, confirmed or proposed answer), so the widget starts where the session is.
enum FieldWidgetFactory {
    /// `initial` is the value the screen opens with; nil when unanswered. Time and date kinds
    /// without one start on today or now rounded to the interval, which Enter does not take.
    static func make(
        for screen: Screen, initial: AnswerValue?, suggestions: [String],
        language l: Language, clock: CheckinClock, photos: PhotoServices? = nil,
        colors: Bool = true
    ) -> FieldWidget {
        let separator = NumberText.decimalSeparator(l)
        switch screen.kind {
        case .number(let s):
            return .number(
                NumberInput(
                    limits: limits(s), unit: s.unit, decimalSeparator: separator,
                    initial: initial.flatMap(AnswerDisplay.number)))
        case .slider(let s):
            return .slider(
                SliderInput(
                    limits: limits(s), unit: s.unit, decimalSeparator: separator,
                    initial: initial.flatMap(AnswerDisplay.number)))
        case .duration(let s):
            var minutes: Int?
            if case .duration(let m)? = initial { minutes = m }
            return .duration(
                DurationInput(
                    minuteInterval: allowed(s.minuteInterval, DurationInput.allowedIntervals),
                    maxHours: max(0, s.maxHours), initial: minutes, language: l))
        case .yesNo:
            var answer: Bool?
            if case .yesNo(let b)? = initial { answer = b }
            return .yesNo(YesNoInput(labels: .init(yes: Strings.yes(l), no: Strings.no(l)), initial: answer))
        case .singleChoice(let s):
            var value: String?
            if case .choice(let v)? = initial { value = v }
            return .single(SingleChoiceInput(items: items(s.options), presentation: presentation(s), initial: value))
        case .multipleChoice(let s):
            var values: [String]?
            if case .choices(let vs)? = initial { values = vs }
            let shown: MultipleChoiceInput.Presentation = s.style == .tiles ? .tiles(columns: 2) : .list
            return .multiple(MultipleChoiceInput(items: items(s.options), presentation: shown, initial: values))
        case .text(let s):
            return .text(
                TextInput(
                    mode: s.multiline ? .multiLine : .singleLine, maxLength: max(1, s.maxLength),
                    initial: text(initial), placeholder: s.placeholder, suggestions: suggestions),
                trim: !s.multiline)
        case .contact(let format):
            return .text(
                TextInput(
                    mode: .singleLine, maxLength: 2000, initial: text(initial), suggestions: suggestions,
                    shapeCheck: { ContactShape.matches($0, format) }), trim: true)
        case .date(let s):
            var day: CivilDate?
            if case .date(let d)? = initial { day = d }
            return .date(
                DateInput(
                    today: clock.today(), allowed: selectable(s.limit), initial: day,
                    labels: CalendarNames.labels(l), colors: colors))
        case .time(let s):
            let interval = allowed(s.minuteInterval, TimeInput.allowedIntervals)
            var time: TimeOfDay?
            if case .time(let t)? = initial { time = t }
            return .time(
                TimeInput(
                    minuteInterval: interval, initial: time,
                    starting: TimeInput.proposal(now: clock.timeOfDay(), minuteInterval: interval),
                    language: l))
        case .dateTime(let s):
            var value: DateAndTime?
            if case .dateTime(let d, let t)? = initial { value = DateAndTime(date: d, time: t) }
            return .dateTime(
                DateTimeInput(
                    today: clock.today(), allowed: selectable(s.limit), initial: value,
                    proposedTime: clock.timeOfDay(),
                    minuteInterval: allowed(s.minuteInterval, TimeInput.allowedIntervals),
                    labels: CalendarNames.labels(l), colors: colors, language: l))
        case .color:
            var hex: String?
            if case .color(let h)? = initial { hex = h }
            let palette = ColorPalette.entries.map { ColorSwatch(hex: $0.hex, name: $0.name(l)) }
            return .color(ColorInput(palette: palette, columns: 3, initial: hex, language: l))
        case .photo, .multiPhoto:
            let services =
                photos
                ?? PhotoServices(
                    store: { _ in .failure(PhotoRefusalMessage(text: "")) },
                    preview: { _, _, _ in [] }, complete: { .init(text: $0, choices: []) })
            return .photo(PhotoInput(names: screen.kind.photoNames, initial: initial, services: services, language: l))
        }
    }

    static func limits(_ s: NumberSettings) -> NumberLimits {
        NumberLimits(min: s.min, max: s.max, step: s.step, decimals: s.decimals)
    }

    static func items(_ options: [ChoiceOption]) -> [ChoiceItem] {
        options.map { ChoiceItem(value: $0.value, label: $0.label, detail: $0.detail) }
    }

    static func presentation(_ s: SingleChoiceSettings) -> SingleChoiceInput.Presentation {
        switch s.style {
        case .tiles: return .tiles(columns: s.columns)
        case .list: return .list
        case .scale: return .scale
        case .wheel: return .wheel
        }
    }

    static func selectable(_ limit: DateLimit) -> SelectableDays {
        switch limit {
        case .any: return .any
        case .upToToday: return .upToToday
        case .fromToday: return .fromToday
        }
    }

    /// The interval when the widget supports it; 1 otherwise (every stored minute fits), since
    /// a hand-edited form must not crash the check-in.
    static func allowed(_ interval: Int, _ intervals: [Int]) -> Int {
        intervals.contains(interval) ? interval : 1
    }

    private static func text(_ value: AnswerValue?) -> String? {
        if case .text(let t)? = value { return t }
        return nil
    }
}
