import FormanzaBase

/// One day of a form's history: what the list shows for it.

public struct HistoryDay: Hashable, Sendable {
    public let date: CivilDate
    /// The form's state that day, from its current screens.
    public let state: FormDayState
    /// How many of the form's screens are unanswered that day.
    public let missing: Int
    /// The highlighted number screen and its answer that day, when the form has one and it
    /// was answered; the list shows the state instead when there is none.
    public let highlighted: Highlight?

    public struct Highlight: Hashable, Sendable {
        public let screen: Screen
        public let answer: Answer
    }
}

/// One month of a form's history, newest day first.
public struct HistoryMonth: Hashable, Sendable {
    public let month: YearMonth
    public let days: [HistoryDay]

    public init(month: YearMonth, days: [HistoryDay]) {
        self.month = month
        self.days = days
    }
}

/// A form's days, grouped by month, newest first: only days the form answered (a day answered
/// by several forms appears in each one's history), each with its highlighted value or state.
///
/// Read a month at a time, so the first screen costs one month's query whatever the length of
/// history; paging back stops at the form's first recorded day.
public struct FormHistory {
    public let form: Form
    public let records: any HistoryRecords

    public init(form: Form, records: any HistoryRecords) {
        self.form = form
        self.records = records
    }

    /// The form's recorded days of `month`, newest first.
    public func month(_ month: YearMonth) throws -> HistoryMonth {
        HistoryMonth(month: month, days: try days(from: month.firstDay, through: month.lastDay).reversed())
    }

    /// Every recorded day from `first` through `last`, oldest first, in one question to the
    /// store: a day whose only answers no longer show (hidden by an edit of the form) is left out.
    public func days(from first: CivilDate?, through last: CivilDate) throws -> [HistoryDay] {
        let screens = Set(form.screens.map(\.id))
        return try records.answers(form: form.id, screens: screens, from: first, through: last)
            .filter { !DayStates.shown($0.answers, of: form).isEmpty }.map(day)
    }

    /// Every month with a recorded day, newest first, from `latest` back to the first record
    /// (only `latest` itself when `only`): what `history` prints and `--json` gives.
    public func months(through latest: YearMonth, only: Bool = false) throws -> [HistoryMonth] {
        let first = only ? latest.firstDay : try records.firstShownDay(of: form, through: latest.lastDay)
        guard let first, first <= latest.lastDay else { return [] }
        return Self.grouped(try days(from: first, through: latest.lastDay))
    }

    /// Days (oldest first) grouped by month, newest month and day first.
    public static func grouped(_ days: [HistoryDay]) -> [HistoryMonth] {
        var grouped: [HistoryMonth] = []
        var current: [HistoryDay] = []
        for day in days.reversed() {
            if let last = current.last, YearMonth(last.date) != YearMonth(day.date) {
                grouped.append(HistoryMonth(month: YearMonth(last.date), days: current))
                current = []
            }
            current.append(day)
        }
        if let last = current.last { grouped.append(HistoryMonth(month: YearMonth(last.date), days: current)) }
        return grouped
    }

    /// The nearest month before `month` that has a recorded day, or nil when there is none
    /// (paging back month by month, stopping at the form's first record).
    public func monthBefore(_ month: YearMonth, firstRecord: CivilDate?) throws -> HistoryMonth? {
        guard let firstRecord else { return nil }
        var candidate = month.previous
        while candidate >= YearMonth(firstRecord) {
            let found = try self.month(candidate)
            if !found.days.isEmpty { return found }
            candidate = candidate.previous
        }
        return nil
    }

    /// The list entry for one day's answers, judged against the form's current screens.
    public func day(_ saved: DayAnswers) -> HistoryDay {
        let record = DayRecord(date: saved.day, forms: [form.id: saved.answers])
        let visible = DayStates.visibleAnswers(of: form, in: record)
        var highlight: HistoryDay.Highlight?
        if let screen = form.highlightedScreen, let answer = visible[screen.id] {
            highlight = HistoryDay.Highlight(screen: screen, answer: answer)
        }
        return HistoryDay(
            date: saved.day, state: DayStates.state(of: form, in: record),
            missing: form.screens.count - visible.count, highlighted: highlight)
    }
}
