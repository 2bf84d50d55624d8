/// One day's answers of one form, limited to the screens that were asked for.
public struct DayAnswers: Hashable, Sendable {
    public let day: CivilDate
    /// Answers keyed by screen id, as saved (whether they still fit the screen is the reader's
    /// question).
    public let answers: [String: Answer]

    public init(day: CivilDate, answers: [String: Answer]) {
        self.day = day
        self.answers = answers
    }
}

/// The one question goal evaluation asks of the store: a form's answers to a few screens, day
/// by day, over a period.
///
/// Everything else about goals is computed from what this returns, so the evaluation is pure
/// and testable without a store, and a store that can answer it with one indexed query (a
/// screen's values over a period) makes goals cost the same whatever the length of history.
public protocol GoalRecords {
    /// The answers of form `formID` to `screens`, one entry per day from `first` (nil: from the
    /// earliest record) through `last`, oldest first. Days where none of these screens is
    /// answered are left out.
    func answers(form formID: String, screens: Set<String>, from first: CivilDate?,
                 through last: CivilDate) throws -> [DayAnswers]
}

extension Store: GoalRecords {
    /// Reads the day files of the period: by name when it is short (no directory listing),
    /// else the days the listing names inside it. Unreadable day files are passed over, as
    /// the history lookups do; they are reported wherever they are opened directly.
    public func answers(form formID: String, screens: Set<String>, from first: CivilDate?,
                        through last: CivilDate) throws -> [DayAnswers] {
        let days: [CivilDate]
        if let first, first <= last, first.days(until: last) < Store.daysReadByName {
            days = (0...first.days(until: last)).map { first.adding(days: $0) }
        } else if let first, first > last {
            days = []
        } else {
            days = try recordedDays().filter { day in day <= last && (first.map { day >= $0 } ?? true) }
        }
        var found: [DayAnswers] = []
        for day in days {
            guard let record = try? loadDay(day), let saved = record.forms[formID] else { continue }
            let wanted = saved.filter { screens.contains($0.key) }
            if !wanted.isEmpty { found.append(DayAnswers(day: day, answers: wanted)) }
        }
        return found
    }

    /// Periods up to this many days are read day by day by name.
    static let daysReadByName = 100
}
