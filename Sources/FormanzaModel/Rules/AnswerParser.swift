import FormanzaBase

/// Turns what a person types into an answer value for a screen, or says what is wrong.
///
/// The same rules serve the interactive check-in, `formanza answer SCREEN=VALUE` and scripts,
/// so a value accepted in one is accepted everywhere.

public struct AnswerParser: Sendable {
    /// Today, for the date limits.
    public let today: CivilDate

    public init(today: CivilDate) {
        self.today = today
    }

    public func parse(_ raw: String, for screen: Screen) throws(AnswerError) -> AnswerValue {
        try AnswerParser.refuseNUL(raw)
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else { throw .empty }
        switch screen.kind {
        case .number(let s):
            try checkDigitsAfterSeparator(text, s.decimals)
            return .number(try number(text, s, onStep: false))
        case .slider(let s):
            try checkDigitsAfterSeparator(text, s.decimals)
            return .number(try number(text, s, onStep: true))
        case .duration(let s): return .duration(try duration(text, s))
        case .yesNo: return .yesNo(try yesNo(text))
        case .singleChoice(let s): return .choice(try option(text, s.options))
        case .multipleChoice(let s):
            var picked: [String] = []
            for part in text.split(separator: ",") { picked.append(try option(part.trimmingWhitespace, s.options)) }
            guard !picked.isEmpty else { throw .empty }
            return .choices(s.options.map(\.value).filter(picked.contains))
        case .text(let s):
            let value = s.multiline ? raw.trimmingTrailingNewlines : text
            guard value.count <= s.maxLength else { throw .tooLong(length: value.count, max: s.maxLength) }
            return .text(value)
        case .contact(let format):
            guard ContactShape.matches(text, format) else { throw .badShape(format) }
            return .text(text)
        case .date(let s):
            guard let date = parseDay(text) else { throw .notADate(text) }
            try check(date, s.limit)
            return .date(date)
        case .time(let s):
            guard let time = TimeOfDay(text: text) else { throw .notATime(text) }
            guard s.minuteInterval > 0, time.minute % s.minuteInterval == 0 else {
                throw .offInterval(minutes: s.minuteInterval)
            }
            return .time(time)
        case .dateTime(let s):
            guard let (date, time) = Answer.parseDateTime(text) else { throw .notADateTime(text) }
            try check(date, s.limit)
            guard s.minuteInterval > 0, time.minute % s.minuteInterval == 0 else {
                throw .offInterval(minutes: s.minuteInterval)
            }
            return .dateTime(date, time)
        case .color:
            if let entry = ColorPalette.entry(matching: text) { return .color(entry.hex) }
            guard let hex = ColorPalette.normalize(text) else {
                let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
                if !digits.isEmpty, digits.count < 6, digits.allSatisfy(\.isHexDigit) {
                    throw .incompleteColor(text, digits: digits.count)
                }
                throw .notAColor(text)
            }
            return .color(hex)
        case .photo, .multiPhoto:
            throw .photosNotSupported
        }
    }

    /// Checks a value given directly (from an interactive widget rather than typed text)
    /// against the same limits.
    public func validate(_ value: AnswerValue, for screen: Screen) throws(AnswerError) {
        switch value {
        case .text(let text), .choice(let text), .color(let text), .photo(let text): try AnswerParser.refuseNUL(text)
        case .choices(let list): for text in list { try AnswerParser.refuseNUL(text) }
        default: break
        }
        switch (value, screen.kind) {
        case (.number(let n), .number(let s)), (.number(let n), .slider(let s)):
            _ = try number(NumberText.format(n, decimals: 6, language: .en), s, onStep: screen.kind.type == .slider)
        case (.text(let t), .text(let s)):
            guard !t.trimmingWhitespace.isEmpty else { throw .empty }
            guard t.count <= s.maxLength else { throw .tooLong(length: t.count, max: s.maxLength) }
        case (.text(let t), .contact(let format)):
            guard ContactShape.matches(t, format) else { throw .badShape(format) }
        case (.date(let d), .date(let s)):
            try check(d, s.limit)
        case (.dateTime(let d, _), .dateTime(let s)):
            try check(d, s.limit)
        case (.duration(let m), .duration(let s)):
            // Saving from a screen whose typed minutes were not yet rounded must not store them.
            // A hand-edited interval the wheels do not offer is shown on a 1-minute wheel instead.
            let interval = DurationSettings.allowedIntervals.contains(s.minuteInterval) ? s.minuteInterval : 1
            if m % interval != 0 { throw .offInterval(minutes: interval) }
        case (.choices(let vs), .multipleChoice):
            guard !vs.isEmpty else { throw .empty }
        default:
            break
        }
    }

    /// A NUL byte ends a text wherever C reads it (SQLite's text binding, a terminal, most
    /// tools reading an export), so a text holding one would be cut without a word: refused.
    public static func refuseNUL(_ text: String) throws(AnswerError) {
        if text.utf8.contains(0) { throw .containsNUL }
    }

    func number(_ text: String, _ s: NumberSettings, onStep: Bool) throws(AnswerError) -> Double {
        guard let value = NumberText.parse(text) else { throw .notANumber(text) }
        guard value >= s.min - 1e-9 && value <= s.max + 1e-9 else {
            throw .outOfRange(
                value: text, min: NumberText.compact(s.min, language: .en),
                max: NumberText.compact(s.max, language: .en), unit: s.unit)
        }
        guard NumberText.fits(value, decimals: s.decimals) else { throw .tooManyDecimals(allowed: s.decimals) }
        if onStep && s.step > 0 && !NumberText.fits((value - s.min) / s.step, decimals: 0) {
            throw .offStep(step: NumberText.compact(s.step, language: .en))
        }
        return value
    }

    /// A typed number with more digits after its comma or point than the screen's decimals is
    /// refused as typed, before it becomes a number: `1,000` on a 1-decimal screen is far more
    /// likely one thousand written with a thousands separator than 1.0, and reading it either
    /// way would store a value the person did not mean.
    func checkDigitsAfterSeparator(_ text: String, _ decimals: Int) throws(AnswerError) {
        // Two separators ("1.234,5") are not a number at all; the number's own check says so.
        guard text.count(where: { $0 == "." || $0 == "," }) == 1,
            let separator = text.firstIndex(where: { $0 == "." || $0 == "," })
        else { return }
        let after = text[text.index(after: separator)...].prefix { $0.isASCII && $0.isNumber }.count
        guard after > max(0, decimals) else { return }
        throw .tooManyDigitsAfterSeparator(text, digits: after, allowed: max(0, decimals))
    }

    /// `90`, `90m`, `90 min`, `1h30`, `1 h 30 min`, `1:30`, `2h` (`DurationGrammar`), in whole
    /// minutes, up to the screen's hours (never past `DurationSettings.hoursLimit`) and 59 minutes.
    func duration(_ text: String, _ s: DurationSettings) throws(AnswerError) -> Int {
        let maxHours = min(max(s.maxHours, 0), DurationSettings.hoursLimit)
        let limitMinutes = maxHours * 60 + 59
        let total: Int
        switch DurationGrammar.read(text, atMost: Int64(limitMinutes) * 60) {
        case .seconds(let seconds):
            guard seconds % 60 == 0 else { throw .notADuration(text) }
            total = Int(seconds / 60)
        case .tooLong: throw .durationTooLong(maxHours: maxHours)
        case .malformed: throw .notADuration(text)
        }
        guard s.minuteInterval > 0, total % s.minuteInterval == 0 else { throw .offInterval(minutes: s.minuteInterval) }
        return total
    }

    /// Yes and no in English and Spanish (and 1/0, true/false).
    func yesNo(_ text: String) throws(AnswerError) -> Bool {
        switch text.lowercased() {
        case "yes", "y", "true", "1", "sí", "si", "s": return true
        case "no", "n", "false", "0": return false
        default: throw .notYesNo(text)
        }
    }

    /// An option by stored value, then by label (any case), then by its 1-based position.
    func option(_ text: String, _ options: [ChoiceOption]) throws(AnswerError) -> String {
        let lowered = text.lowercased()
        if let match = options.first(where: { $0.value.lowercased() == lowered })
            ?? options.first(where: { $0.label.lowercased() == lowered })
        {
            return match.value
        }
        if let index = Int(text), index >= 1, index <= options.count { return options[index - 1].value }
        throw .unknownOption(text, choices: options.map(\.value))
    }

    /// `YYYY-MM-DD`, or today/yesterday (hoy/ayer).
    func parseDay(_ text: String) -> CivilDate? {
        switch text.lowercased() {
        case "today", "hoy": return today
        case "yesterday", "ayer": return today.adding(days: -1)
        default: return CivilDate(iso: text)
        }
    }

    func check(_ date: CivilDate, _ limit: DateLimit) throws(AnswerError) {
        switch limit {
        case .any: return
        case .upToToday: if date > today { throw .dateAfterToday }
        case .fromToday: if date < today { throw .dateBeforeToday }
        }
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var copy = self
        while copy.last == "\n" || copy.last == "\r" { copy.removeLast() }
        return copy
    }
}
