import FormanzaBase

/// A day and a time of day, the answer of a date-and-time field.
public struct DateAndTime: Hashable, Sendable {
    public var date: CivilDate
    public var time: TimeOfDay

    public init(date: CivilDate, time: TimeOfDay) {
        self.date = date
        self.time = time
    }
}

/// Date and time: the month grid above, the hours and minutes wheels below. Tab and
/// Shift-Tab go from the calendar to the hours, the minutes and back. Each key works as in
/// `DateInput` and `TimeInput`; minutes typed off the interval are shown rounded, with a note,
/// before Enter takes them, as on a time screen. It starts on the host's `initial` (an answer of this day), which
/// Enter confirms, or else on today at the time the host proposes, shown dimmed: Enter leaves
/// that unanswered (nobody chose it); a move, typed digits or Space take it.
public struct DateTimeInput: CheckInInput {
    enum Section: Hashable, Sendable { case date, time }

    public private(set) var date: DateInput
    private(set) var fields: ClockFields
    private(set) var section: Section = .date
    public private(set) var isConfirmed = false
    /// Whether the value shown first came from the host's `initial` rather than the clock.
    let isPrefilled: Bool
    let language: Language

    public init(
        today: CivilDate, allowed: SelectableDays = .any, initial: DateAndTime? = nil,
        proposedTime: TimeOfDay, minuteInterval: Int, labels: CalendarLabels, colors: Bool = true,
        language: Language = .en
    ) {
        self.language = language
        precondition(TimeInput.allowedIntervals.contains(minuteInterval), "minute interval \(minuteInterval)")
        self.date = DateInput(today: today, allowed: allowed, initial: initial?.date, labels: labels, colors: colors)
        let time = initial?.time ?? TimeInput.proposal(now: proposedTime, minuteInterval: minuteInterval)
        self.fields = ClockFields(maxHours: 23, minuteInterval: minuteInterval, minutesTotal: time.minutesOfDay)
        self.isPrefilled = initial != nil
    }

    public var value: DateAndTime? {
        guard let day = date.value, let time = TimeOfDay(hour: fields.hours, minute: fields.minutes) else {
            return nil
        }
        return DateAndTime(date: day, time: time)
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        if key == .enter {
            fields.settle()
            // Typed minutes off the interval: show the rounded time first; the next Enter takes it.
            if fields.roundedFrom != nil { return .updated }
            if isPrefilled { isConfirmed = true }
            return .submit
        }
        fields.forgetRounding()
        if key == .character(" ") {
            guard !isConfirmed else { return .ignored }
            isConfirmed = true
            return .updated
        }
        let effect: InputEffect
        switch section {
        case .date:
            switch key {
            case .tab: effect = enterTime(at: .hours)
            case .backTab: effect = enterTime(at: .minutes)
            default: effect = date.handle(key)
            }
        case .time:
            if let handled = fields.handle(key) {
                effect = handled
            } else if key == .tab || key == .backTab {
                fields.settle()
                section = .date
                effect = .updated
            } else {
                effect = .ignored
            }
        }
        // Moving between the calendar and the wheels, or between the wheels, chooses nothing, as on
        // a time screen; on the calendar Left and Right move the day, which takes it.
        let focusOnly = key == .tab || key == .backTab || (section == .time && ClockFields.movesFocusOnly(key))
        if effect == .updated, !focusOnly { isConfirmed = true }
        return effect
    }

    private mutating func enterTime(at field: ClockFields.Field) -> InputEffect {
        section = .time
        fields.focus(on: field)
        return .updated
    }

    public func render(width: Int, height: Int) -> InputView {
        let day = date.day
        var lines = CalendarView.lines(
            month: day, selected: day, today: date.today, allowed: date.allowed,
            labels: date.labels, isProposal: !isConfirmed, hasFocus: section == .date,
            colors: date.colors)
        let week = CalendarView.weekLine(of: day, labels: date.labels)
        lines.append(.blank)
        let wheels = lines.count
        lines += TimeInput.lines(fields, hasValue: true, isConfirmed: isConfirmed, hasFocus: section == .time)
        if let note = fields.roundingNote(language) { lines.append(note) }
        // The part being used stays in sight: the chosen week, or the wheels being turned.
        return InputView(lines: lines, focus: section == .date ? week..<(week + 1) : wheels..<lines.count)
    }
}
