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
    func answers(
        form formID: String, screens: Set<String>, from first: CivilDate?,
        through last: CivilDate
    ) throws -> [DayAnswers]
}

extension Store: GoalRecords {
    /// One query over the form's answers in the period (the primary key's order: form, day,
    /// screen), keeping the asked screens.
    public func answers(
        form formID: String, screens: Set<String>, from first: CivilDate?,
        through last: CivilDate
    ) throws -> [DayAnswers] {
        if let first, first > last { return [] }
        var found: [DayAnswers] = []
        var day: CivilDate?
        var answers: [String: Answer] = [:]
        // Rows come day by day: each day's text is parsed once, not once per screen.
        var dayText = ""
        // Room for every asked screen at once: a day's dictionary is not grown row by row.
        let room = min(screens.count, 64)
        func close() {
            if let day, !answers.isEmpty { found.append(DayAnswers(day: day, answers: answers)) }
            answers = Dictionary(minimumCapacity: room)
        }
        try database.access { connection in
            try connection.statement(
                """
                SELECT day, screen, type, unit, value, saved_at FROM answers
                WHERE form = ? AND day >= ? AND day <= ? ORDER BY day
                """
            ).scan([.text(formID), .text(first?.iso ?? ""), .text(last.iso)]) { row in
                guard let screen = row.text(1), screens.contains(screen) else { return true }
                if !row.text(0, equals: dayText) {
                    guard let text = row.text(0), let date = CivilDate(iso: text) else { return true }
                    close()
                    day = date
                    dayText = text
                }
                guard let answer = AnswerColumns.answer(row, from: 2) else { return true }
                answers[screen] = answer
                return true
            }
        }
        close()
        return found
    }
}
