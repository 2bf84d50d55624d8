import FormanzaBase
import FormanzaModel
import FormanzaSQLite

extension Store: GoalRecords {
    /// A few screens (the usual question: a goal's screen, Progress's charted ones) are read one
    /// by one through the (form, screen, day) index, so the rows of the other screens of each
    /// day are never stepped over; more are read in one pass over the form's answers in the
    /// period (the primary key's order: form, day, screen), keeping the asked screens.
    public func answers(
        form formID: String, screens: Set<String>, from first: CivilDate?,
        through last: CivilDate
    ) throws -> [DayAnswers] {
        if let first, first > last { return [] }
        if screens.count <= 3 {
            do {
                var lists: [[DayAnswers]] = []
                for screen in screens.sorted() {
                    let list = try answers(form: formID, screen: screen, from: first, through: last)
                    if !list.isEmpty { lists.append(list) }
                }
                return lists.count > 1 ? DayAnswers.merged(lists) : lists.first ?? []
            } catch {
                // A store whose index was dropped by hand refuses the query: the one pass
                // answers the same, and reports any other failure again.
            }
        }
        return try answersInOnePass(form: formID, screens: screens, from: first, through: last)
    }

    /// One screen's answers, one day each, oldest first. The index is named: without statistics
    /// SQLite takes the primary key, which steps over every other screen's rows.
    private func answers(form formID: String, screen: String, from first: CivilDate?, through last: CivilDate) throws
        -> [DayAnswers]
    {
        var found: [DayAnswers] = []
        try database.access { connection in
            try connection.statement(
                """
                SELECT day, type, unit, value, saved_at FROM answers INDEXED BY answers_by_screen
                WHERE form = ? AND screen = ? AND day >= ? AND day <= ? ORDER BY day
                """
            ).scan([.text(formID), .text(screen), .text(first?.iso ?? ""), .text(last.iso)]) { row in
                guard let text = try row.text("day"), let date = CivilDate(iso: text),
                    let answer = try AnswerColumns.answer(row)
                else { return true }
                found.append(DayAnswers(day: date, answers: [screen: answer]))
                return true
            }
        }
        return found
    }

    private func answersInOnePass(
        form formID: String, screens: Set<String>, from first: CivilDate?, through last: CivilDate
    ) throws -> [DayAnswers] {
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
                guard let screen = try row.text("screen"), screens.contains(screen) else { return true }
                if try !row.text("day", equals: dayText) {
                    guard let text = try row.text("day"), let date = CivilDate(iso: text) else { return true }
                    close()
                    day = date
                    dayText = text
                }
                guard let answer = try AnswerColumns.answer(row) else { return true }
                answers[screen] = answer
                return true
            }
        }
        close()
        return found
    }
}

/// The store answers each with one indexed query (`firstRecordedDay` is in StoreQueries,
/// `dayTallies` in DayTallyTable).
extension Store: ProgressRecords {}
