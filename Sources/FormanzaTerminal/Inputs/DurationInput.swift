import FormanzaBase

/// Duration: hours and minutes wheels, answered as whole minutes.
///
/// The minute wheel moves by the screen's interval (1, 5, 10, 15, 20 or 30); minutes typed off
/// it are rounded down and shown with a note before Enter takes them. Without a prefill
/// the widget has no value until the person turns or types something, so Enter on an untouched
/// duration is a skip, not an answer of zero.
public struct DurationInput: CheckInInput {
    /// Unit words shown after each wheel; "h" and "min" read the same in English and Spanish
    /// («1 h 30 min»), but they are the host's to choose.
    public struct Labels: Hashable, Sendable {
        var hours: String
        var minutes: String

        public init(hours: String = "h", minutes: String = "min") {
            self.hours = hours
            self.minutes = minutes
        }
    }

    public static let allowedIntervals = [1, 5, 10, 15, 20, 30]

    let labels: Labels
    let language: Language
    private(set) var fields: ClockFields
    public private(set) var isConfirmed = false
    private var hasValue: Bool

    public init(
        minuteInterval: Int, maxHours: Int = 23, initial: Int? = nil, labels: Labels = Labels(),
        language: Language = .en
    ) {
        precondition(Self.allowedIntervals.contains(minuteInterval), "minute interval \(minuteInterval)")
        self.labels = labels
        self.language = language
        self.fields = ClockFields(
            maxHours: maxHours, minuteInterval: minuteInterval, minutesTotal: initial ?? 0,
            hoursMoveOn: false)
        self.hasValue = initial != nil
    }

    /// Whole minutes, nil until there is something to answer.
    public var value: Int? { hasValue ? fields.totalMinutes : nil }

    public mutating func handle(_ key: Key) -> InputEffect {
        if key == .enter {
            fields.settle()
            // Typed minutes off the interval: show the rounded value first; the next Enter takes it.
            if fields.roundedFrom != nil { return .updated }
            if hasValue { isConfirmed = true }
            return .submit
        }
        if let effect = fields.handle(key) {
            // Going from the hours to the minutes is not an answer of 0 h 0 min; turning or typing is.
            if effect == .updated, !ClockFields.movesFocusOnly(key) {
                hasValue = true
                isConfirmed = true
            }
            return effect
        }
        return fields.wrapFocus(key) ?? .ignored
    }

    public func render(width: Int, height: Int) -> InputView {
        var lines = fields.render(
            hoursSuffix: " " + labels.hours, minutesSuffix: " " + labels.minutes,
            separator: " ", isProposal: !isConfirmed)
        if !hasValue {
            lines[1] = StyledLine(String(lines[1].plainText.map { $0.isNumber ? "-" : $0 }), .dim)
        }
        if let note = fields.roundingNote(language) { lines.append(note) }
        return InputView(lines: lines)
    }
}
