import FormanzaBase

/// Which days a date answer may take; both limits include today.
public enum SelectableDays: Hashable, Sendable {
    case any
    case upToToday
    case fromToday

    func allows(_ day: CivilDate, today: CivilDate) -> Bool {
        switch self {
        case .any: return true
        case .upToToday: return day <= today
        case .fromToday: return day >= today
        }
    }
}

/// Month and weekday names for the calendar, from the host's language.
public struct CalendarLabels: Hashable, Sendable {
    /// Twelve names, January first.
    var monthNames: [String]
    /// Seven short names, Sunday first.
    var weekdayNames: [String]
    /// The first column of the grid: 0 for Sunday, 1 for Monday.
    var firstWeekday: Int

    public init(monthNames: [String], weekdayNames: [String], firstWeekday: Int) {
        precondition(monthNames.count == 12 && weekdayNames.count == 7, "12 months and 7 weekdays")
        self.monthNames = monthNames
        self.weekdayNames = weekdayNames
        self.firstWeekday = firstWeekday
    }
}

/// Date: a month grid. Left/Right move a day, Up/Down a week, PageUp/PageDown a month,
/// Home/End to the month's first and last day. Days outside the screen's limits are drawn dim
/// and cannot be reached. It starts on the host's `initial` (an answer of this day), which Enter
/// confirms, or else on today, shown dimmed: Enter leaves that unanswered, since today is only
/// where the calendar opens; a move or Space takes it.
public struct DateInput: CheckInInput {
    let today: CivilDate
    let allowed: SelectableDays
    let labels: CalendarLabels
    private(set) var day: CivilDate
    public private(set) var isConfirmed = false
    /// Whether the day shown first came from the host's `initial` rather than the clock.
    let isPrefilled: Bool
    /// Whether the terminal shows styles; without them days that cannot be chosen get a mark.
    let colors: Bool

    public init(
        today: CivilDate, allowed: SelectableDays = .any, initial: CivilDate? = nil, labels: CalendarLabels,
        colors: Bool = true
    ) {
        self.colors = colors
        self.today = today
        self.allowed = allowed
        self.labels = labels
        let proposal = initial ?? today
        let fits = allowed.allows(proposal, today: today)
        self.day = fits ? proposal : today
        self.isPrefilled = initial != nil && fits
    }

    public var value: CivilDate? { day }

    public mutating func handle(_ key: Key) -> InputEffect {
        switch key {
        case .left: return go(to: day.adding(days: -1))
        case .right: return go(to: day.adding(days: 1))
        case .up: return go(to: day.adding(days: -7))
        case .down: return go(to: day.adding(days: 7))
        case .pageUp: return go(to: Self.sameDay(in: -1, from: day), clampToLimit: true)
        case .pageDown: return go(to: Self.sameDay(in: 1, from: day), clampToLimit: true)
        case .home: return go(to: Self.firstDay(of: day), clampToLimit: true)
        case .end: return go(to: Self.lastDay(of: day), clampToLimit: true)
        case .character(" "):
            guard !isConfirmed else { return .ignored }
            isConfirmed = true
            return .updated
        case .enter:
            if isPrefilled { isConfirmed = true }
            return .submit
        default:
            return .ignored
        }
    }

    /// Moves to `target`; a day past the limit is refused, or with `clampToLimit` (month
    /// jumps) replaced by today, the limit's edge.
    private mutating func go(to target: CivilDate, clampToLimit: Bool = false) -> InputEffect {
        var target = target
        if !allowed.allows(target, today: today) {
            guard clampToLimit else { return .rejected }
            target = today
        }
        guard target != day else { return .rejected }
        day = target
        isConfirmed = true
        return .updated
    }

    /// The same day of the month `months` months away, or that month's last day if shorter.
    public static func sameDay(in months: Int, from date: CivilDate) -> CivilDate {
        let index = date.year * 12 + (date.month - 1) + months
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        let month = index - year * 12 + 1
        let day = min(date.day, CivilDate.daysInMonth(year: year, month: month))
        return CivilDate(year: year, month: month, day: day) ?? date
    }

    public static func firstDay(of date: CivilDate) -> CivilDate {
        CivilDate(year: date.year, month: date.month, day: 1) ?? date
    }

    public static func lastDay(of date: CivilDate) -> CivilDate {
        CivilDate(
            year: date.year, month: date.month,
            day: CivilDate.daysInMonth(year: date.year, month: date.month)) ?? date
    }

    public func render(width: Int, height: Int) -> InputView {
        let week = CalendarView.weekLine(of: day, labels: labels)
        return InputView(
            lines: CalendarView.lines(
                month: day, selected: day, today: today, allowed: allowed,
                labels: labels, isProposal: !isConfirmed, hasFocus: true,
                colors: colors),
            focus: week..<(week + 1))
    }
}

/// The month grid: a title, the weekday names, and up to six weeks, four cells a day; the
/// chosen day in brackets (and reverse video while focused), today underlined, days outside the
/// limits dim; days with a mark (history's recorded and complete days) carry it after their
/// digits, coloured, so the mark reads without colours too. Without colours (`NO_COLOR`) dim is
/// gone as well, so a day that cannot be chosen (a future day, or outside the screen's limits)
/// carries `disabledSign` instead.
public enum CalendarView {
    static let cellWidth = 4
    /// After the digits of a day that cannot be chosen, when there are no colours to dim it.
    static let disabledSign = "-"

    /// A sign after a day's digits and its colour.
    public struct Mark: Hashable {
        let sign: String
        let style: TextStyle

        public init(sign: String, style: TextStyle) {
            self.sign = sign
            self.style = style
        }
    }

    /// The line of `lines` that holds `day`'s week (after the title and the weekday names).
    static func weekLine(of day: CivilDate, labels: CalendarLabels) -> Int {
        let leading = (DateInput.firstDay(of: day).weekday - labels.firstWeekday + 7) % 7
        return 2 + (leading + day.day - 1) / 7
    }

    public static func lines(
        month: CivilDate, selected: CivilDate, today: CivilDate, allowed: SelectableDays,
        labels: CalendarLabels, isProposal: Bool, hasFocus: Bool,
        marks: [CivilDate: Mark] = [:], colors: Bool = true
    ) -> [StyledLine] {
        let first = DateInput.firstDay(of: month)
        let title = "\(labels.monthNames[month.month - 1]) \(month.year)"
        let gridWidth = cellWidth * 7
        let indent = String(repeating: " ", count: max(0, (gridWidth - DisplayWidth.of(title)) / 2))
        var lines = [StyledLine(indent + title, .bold)]
        var header = ""
        for column in 0..<7 {
            // Two cells of the name, over the two digits of the days below it.
            let weekday = labels.weekdayNames[(labels.firstWeekday + column) % 7]
            let name = DisplayWidth.truncate(weekday, to: 2, ellipsis: "")
            header += " " + name + String(repeating: " ", count: cellWidth - 1 - DisplayWidth.of(name))
        }
        lines.append(StyledLine(header, .gray))
        let leading = (first.weekday - labels.firstWeekday + 7) % 7
        let count = CivilDate.daysInMonth(year: month.year, month: month.month)
        var line = StyledLine(String(repeating: " ", count: leading * cellWidth))
        var column = leading
        for number in 1...count {
            let date = first.adding(days: number - 1)
            let digits = number < 10 ? " \(number)" : "\(number)"
            let chosen = date == selected
            let selectable = allowed.allows(date, today: today)
            var style: TextStyle = selectable ? .plain : .dim
            if date == today { style = style.adding(.underline) }
            var mark = marks[date]
            if mark == nil, !selectable, !colors { mark = Mark(sign: disabledSign, style: .dim) }
            if let mark, !chosen { style = style.adding(mark.style) }
            if chosen {
                style = style.adding(isProposal ? .dim : .bold)
                if hasFocus { style = style.adding(.reverse) }
            }
            line = line.appending(chosen ? "[" : " ", .gray)
                .appending(digits, style)
            line = chosen ? line.appending("]", .gray) : line.appending(mark?.sign ?? " ", mark?.style ?? .gray)
            column += 1
            if column == 7 {
                lines.append(line)
                line = .blank
                column = 0
            }
        }
        if column > 0 { lines.append(line) }
        return lines
    }
}
