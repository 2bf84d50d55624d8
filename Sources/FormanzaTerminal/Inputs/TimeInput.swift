import FormanzaBase

/// Time of day: hours and minutes wheels, with the minute interval 1, 5, 10, 15 or 30
/// (no 20, unlike duration).
///
/// The host passes the prefill or earlier answer as `initial`, which Enter confirms, and the
/// current time rounded by `proposal` as `starting`: shown dimmed as where the wheels start, but
/// not an answer until the person turns a wheel, types, or presses Space, since Enter on it
/// would save a time nobody chose.
public struct TimeInput: CheckInInput {
    public static let allowedIntervals = [1, 5, 10, 15, 30]

    private(set) var fields: ClockFields
    public private(set) var isConfirmed = false
    private var hasValue: Bool
    /// Whether the time shown first came from the host's `initial` rather than the clock.
    let isPrefilled: Bool
    let language: Language

    public init(minuteInterval: Int, initial: TimeOfDay? = nil, starting: TimeOfDay? = nil, language: Language = .en) {
        self.language = language
        precondition(Self.allowedIntervals.contains(minuteInterval), "minute interval \(minuteInterval)")
        let shown = initial ?? starting
        self.fields = ClockFields(
            maxHours: 23, minuteInterval: minuteInterval,
            minutesTotal: shown?.minutesOfDay ?? 0)
        self.hasValue = shown != nil
        self.isPrefilled = initial != nil
    }

    public var value: TimeOfDay? {
        hasValue ? TimeOfDay(hour: fields.hours, minute: fields.minutes) : nil
    }

    /// The time proposed for `now`: rounded to the nearest multiple of the interval, but
    /// never past the last slot of the day, so 23:58 with interval 5 proposes 23:55, not 00:00
    /// of a day the answer does not belong to.
    public static func proposal(now: TimeOfDay, minuteInterval: Int) -> TimeOfDay {
        let interval = max(1, minuteInterval)
        let rounded = (now.minutesOfDay + interval / 2) / interval * interval
        let last = (24 * 60 - 1) / interval * interval
        let minutes = min(rounded, last)
        return TimeOfDay(hour: minutes / 60, minute: minutes % 60) ?? now
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        if key == .enter {
            fields.settle()
            // Typed minutes off the interval: show the rounded time first; the next Enter takes it.
            if fields.roundedFrom != nil { return .updated }
            if hasValue, isPrefilled { isConfirmed = true }
            return .submit
        }
        if key == .character(" ") {
            guard hasValue, !isConfirmed else { return .ignored }
            isConfirmed = true
            return .updated
        }
        let effect = handleWheels(key)
        // Going from the hours to the minutes chooses nothing; turning or typing does.
        if effect == .updated, !ClockFields.movesFocusOnly(key) {
            hasValue = true
            isConfirmed = true
        }
        return effect
    }

    /// The wheel keys alone, with Tab cycling between them; `DateTimeInput` uses `fields` directly.
    private mutating func handleWheels(_ key: Key) -> InputEffect {
        if let effect = fields.handle(key) { return effect }
        return fields.wrapFocus(key) ?? .ignored
    }

    public func render(width: Int, height: Int) -> InputView {
        var lines = Self.lines(fields, hasValue: hasValue, isConfirmed: isConfirmed, hasFocus: true)
        if let note = fields.roundingNote(language) { lines.append(note) }
        return InputView(lines: lines)
    }

    /// The wheels as `HH:MM`, shared with the date-and-time widget.
    static func lines(_ fields: ClockFields, hasValue: Bool, isConfirmed: Bool, hasFocus: Bool) -> [StyledLine] {
        var lines = fields.render(
            hoursSuffix: "", minutesSuffix: "", separator: ":",
            isProposal: !isConfirmed, hasFocus: hasFocus)
        if !hasValue {
            lines[1] = StyledLine(String(lines[1].plainText.map { $0.isNumber ? "-" : $0 }), .dim)
        }
        return lines
    }
}
