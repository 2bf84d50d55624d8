import FormanzaBase
import FormanzaModel

/// Hours and minutes as two small wheels, shared by the duration and time widgets.
///
/// Up/Down (or `+`/`−`) turn the focused wheel, wrapping around as a wheel does (minutes never
/// carry into hours); Left/Right and Tab/Shift-Tab move between the wheels; digits type into the
/// focused wheel, and for a time of day two digits typed into the hours move on to the minutes,
/// so "0730" fills both; a duration's hours stay put until Tab or an arrow (a duration is not
/// read as HHMM, and a focus that moves by itself surprises). A third digit in a wheel is refused
/// rather than starting the number over, so "200" typed into the minutes never becomes 00. Typed minutes are rounded down to the minute interval when the wheel is left or the
/// answer submitted, and `roundedFrom` keeps what was typed until the next key, so the widget
/// can say so: a value changed without a word is a value the person did not choose.
public struct ClockFields: Hashable, Sendable {
    enum Field: Hashable, Sendable { case hours, minutes }

    let maxHours: Int
    let minuteInterval: Int
    /// Whether two digits typed into the hours move the focus to the minutes.
    let hoursMoveOn: Bool
    private(set) var hours: Int
    private(set) var minutes: Int
    private(set) var focus: Field = .hours
    private var typed = ""
    /// The typed minutes the last `settle` rounded to the interval; nil when nothing was rounded.
    private(set) var roundedFrom: Int?

    init(maxHours: Int, minuteInterval: Int, minutesTotal: Int, hoursMoveOn: Bool = true) {
        self.hoursMoveOn = hoursMoveOn
        // Held to what a wheel can show, whatever a hand-edited form says.
        self.maxHours = min(max(0, maxHours), DurationSettings.hoursLimit)
        self.minuteInterval = min(max(1, minuteInterval), 30)
        let hours = min(max(0, minutesTotal / 60), self.maxHours)
        self.hours = hours
        self.minutes = min(max(0, minutesTotal - hours * 60), 59) / self.minuteInterval * self.minuteInterval
    }

    var totalMinutes: Int { hours * 60 + minutes }

    /// Handles a key, or returns nil when the key leaves the wheels: Tab or Right from the
    /// minutes, Shift-Tab or Left from the hours, and every key the wheels do not use.
    mutating func handle(_ key: Key) -> InputEffect? {
        roundedFrom = nil
        switch key {
        case .up, .character("+"): return turn(by: 1)
        case .down, .character("-"), .character("−"): return turn(by: -1)
        case .tab, .right:
            guard focus == .hours else { return nil }
            return moveFocus(to: .minutes)
        case .backTab, .left:
            guard focus == .minutes else { return nil }
            return moveFocus(to: .hours)
        case .character(let character) where character.isASCII && character.wholeNumberValue != nil:
            return type(character)
        case .backspace:
            guard !typed.isEmpty else { return .rejected }
            typed.removeLast()
            set(Int(typed) ?? 0)
            return .updated
        default:
            return nil
        }
    }

    /// Tab past the minutes comes back to the hours and Shift-Tab before the hours to the
    /// minutes, for hosts whose whole widget is the two wheels; nil for any other key.
    mutating func wrapFocus(_ key: Key) -> InputEffect? {
        switch key {
        case .tab:
            focus(on: .hours)
            return .updated
        case .backTab:
            focus(on: .minutes)
            return .updated
        default:
            return nil
        }
    }

    /// Puts the focus on `field` (used by hosts when the focus comes back from elsewhere).
    mutating func focus(on field: Field) {
        settle()
        focus = field
    }

    /// Rounds typed minutes down to the interval and forgets the typing.
    mutating func settle() {
        let snapped = minutes / minuteInterval * minuteInterval
        roundedFrom = snapped != minutes ? minutes : nil
        minutes = snapped
        typed = ""
    }

    /// Drops the rounding note, for hosts whose keys went elsewhere (the date-and-time
    /// widget's calendar), so the note never outlives the key after it.
    mutating func forgetRounding() {
        roundedFrom = nil
    }

    /// Whether `key` only moves between the wheels (Tab, Shift-Tab, Left, Right): a focus
    /// change, not a turn or a typed digit, so it takes no value a host only shows.
    static func movesFocusOnly(_ key: Key) -> Bool {
        key == .tab || key == .backTab || key == .left || key == .right
    }

    /// "07 is not on this screen's 5-minute steps: rounded to 05", while `roundedFrom` is set.
    func roundingNote(_ l: Language) -> StyledLine? {
        guard let roundedFrom else { return nil }
        let typed = roundedFrom < 10 ? "0\(roundedFrom)" : "\(roundedFrom)"
        let now = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return StyledLine(
            l.tr(
                "{0} is not on this screen's {1}-minute steps: rounded to {2} "
                    + "(Enter keeps it)", typed, minuteInterval, now), .yellow, overflow: .wrap)
    }

    private mutating func moveFocus(to field: Field) -> InputEffect {
        settle()
        focus = field
        return .updated
    }

    private mutating func turn(by steps: Int) -> InputEffect {
        settle()
        roundedFrom = nil
        switch focus {
        case .hours:
            let count = maxHours + 1
            hours = ((hours + steps) % count + count) % count
        case .minutes:
            let count = 60 / minuteInterval
            let index = ((minutes / minuteInterval + steps) % count + count) % count
            minutes = index * minuteInterval
        }
        return .updated
    }

    private mutating func type(_ digit: Character) -> InputEffect {
        let limit = focus == .hours ? maxHours : 59
        guard typed.count < 2 else { return .rejected }
        var candidate = typed + String(digit)
        if let number = Int(candidate), number > limit {
            // "25" on a 0–23 wheel: the 5 starts the number over.
            guard let single = digit.wholeNumberValue, single <= limit, candidate.count > 1 else { return .rejected }
            candidate = String(digit)
        }
        let number = Int(candidate) ?? 0
        typed = candidate
        set(number)
        if hoursMoveOn, focus == .hours, candidate.count == 2 || number * 10 > maxHours {
            return moveFocus(to: .minutes)
        }
        return .updated
    }

    private mutating func set(_ number: Int) {
        switch focus {
        case .hours: hours = number
        case .minutes: minutes = number
        }
    }

    /// Three rows per wheel: the value before, the value, the value after, as a wheel shows it.
    func wheelRows(field: Field) -> (above: String, current: String, below: String) {
        func text(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        switch field {
        case .hours:
            let count = maxHours + 1
            return (text((hours + count - 1) % count), text(hours), text((hours + 1) % count))
        case .minutes:
            let snapped = minutes / minuteInterval * minuteInterval
            let before = (snapped + 60 - minuteInterval) % 60
            let after = (snapped + minuteInterval) % 60
            return (text(before), text(minutes), text(after))
        }
    }

    /// The wheels as three lines: `separator` between them (":" for a time, or unit labels),
    /// the focused wheel in brackets and reverse video; dimmed when `isProposal`.
    func render(
        hoursSuffix: String, minutesSuffix: String, separator: String, isProposal: Bool,
        hasFocus: Bool = true
    ) -> [StyledLine] {
        let h = wheelRows(field: .hours)
        let m = wheelRows(field: .minutes)
        let hoursCell = cell(h.current, focused: hasFocus && focus == .hours)
        let minutesCell = cell(m.current, focused: hasFocus && focus == .minutes)
        let valueStyle: TextStyle = isProposal ? .dim : .bold
        let middle = StyledLine(hoursCell.text, hoursCell.focused ? valueStyle.adding(.reverse) : valueStyle)
            .appending(hoursSuffix + separator)
            .appending(minutesCell.text, minutesCell.focused ? valueStyle.adding(.reverse) : valueStyle)
            .appending(minutesSuffix)
        let gap = String(repeating: " ", count: DisplayWidth.of(hoursSuffix + separator))
        let above = StyledLine(" \(h.above) " + gap + " \(m.above) ", .gray)
        let below = StyledLine(" \(h.below) " + gap + " \(m.below) ", .gray)
        return [above, middle, below]
    }

    private func cell(_ text: String, focused: Bool) -> (text: String, focused: Bool) {
        (focused ? "[\(text)]" : " \(text) ", focused)
    }
}
