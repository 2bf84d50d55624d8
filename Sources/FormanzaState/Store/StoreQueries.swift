import FormanzaBase
import FormanzaModel
import FormanzaSQLite

/// The questions asked of history, each one indexed query that reads only the form it names,
/// so every one costs the same whatever the length of history or the number of forms.
extension Store {
    /// One saved answer and the day it belongs to.
    public struct DatedAnswer: Hashable, Sendable {
        public let day: CivilDate
        public let answer: Answer

        public init(day: CivilDate, answer: Answer) {
            self.day = day
            self.answer = answer
        }
    }

    /// The newest answer of `screen` before `day` for which `accept` holds, reading newest
    /// first and stopping at the first that is accepted (nearly always the first row).
    public func lastAnswer(
        form formID: String, screen: String, before day: CivilDate,
        where accept: (Answer) -> Bool
    ) throws -> DatedAnswer? {
        var found: DatedAnswer?
        try database.access { connection in
            try connection.statement(
                """
                SELECT day, type, unit, value, saved_at FROM answers INDEXED BY answers_by_screen
                WHERE form = ? AND screen = ? AND day < ? ORDER BY day DESC
                """
            ).scan([.text(formID), .text(screen), .text(day.iso)]) { row in
                guard let date = try row.text("day").flatMap({ CivilDate(iso: $0) }),
                    let answer = try AnswerColumns.answer(row), accept(answer)
                else { return true }
                found = DatedAnswer(day: date, answer: answer)
                return false
            }
        }
        return found
    }

    /// The answers of one screen from `first` through `last` (either open when nil), oldest
    /// first, as saved: whether each still fits the screen is the caller's question.
    public func values(
        form formID: String, screen: String, from first: CivilDate? = nil,
        through last: CivilDate? = nil
    ) throws -> [DatedAnswer] {
        try database.access { connection in
            try connection.statement(
                """
                SELECT day, type, unit, value, saved_at FROM answers INDEXED BY answers_by_screen
                WHERE form = ? AND screen = ? AND day >= ? AND day <= ? ORDER BY day
                """
            ).rows([.text(formID), .text(screen), .text(first?.iso ?? ""), .text(last?.iso ?? "~")]) { row in
                guard let date = try row.text("day").flatMap({ CivilDate(iso: $0) }),
                    let answer = try AnswerColumns.answer(row)
                else { return nil }
                return DatedAnswer(day: date, answer: answer)
            }.compactMap { $0 }
        }
    }

    /// The days on which `form` has at least one answer, oldest first, within the period when
    /// one is given.
    public func recordedDays(
        form formID: String, from first: CivilDate? = nil,
        through last: CivilDate? = nil
    ) throws -> [CivilDate] {
        try database.access { connection in
            try connection.statement(
                """
                SELECT DISTINCT day FROM answers WHERE form = ? AND day >= ? AND day <= ? ORDER BY day
                """
            ).rows([.text(formID), .text(first?.iso ?? ""), .text(last?.iso ?? "~")]) { row in
                try row.text("day").flatMap { CivilDate(iso: $0) }
            }.compactMap { $0 }
        }
    }

    /// The first day on which `form` has an answer, or nil when it has none.
    /// Days before the first year a day can be recorded in (a row a hand-edited store dated year 0)
    /// do not start the form's record: Progress's All would otherwise span two thousand years.
    public func firstRecordedDay(form formID: String) throws -> CivilDate? {
        try database.access { connection in
            try connection.statement("SELECT min(day) AS first_day FROM answers WHERE form = ? AND day >= ?").first([
                .text(formID), .text(ShownYears.firstDay.iso),
            ]) { row in
                try row.text("first_day").flatMap { CivilDate(iso: $0) }
            } ?? nil
        }
    }

    /// The days of one month that have a record of any form (or of `form` when given).
    public func recordedDays(year: Int, month: Int, form formID: String? = nil) throws -> [CivilDate] {
        guard let first = CivilDate(year: year, month: month, day: 1) else { return [] }
        let last = first.adding(days: CivilDate.daysInMonth(year: year, month: month) - 1)
        if let formID { return try recordedDays(form: formID, from: first, through: last) }
        return try database.access { connection in
            try connection.statement("SELECT DISTINCT day FROM answers WHERE day >= ? AND day <= ? ORDER BY day")
                .rows([.text(first.iso), .text(last.iso)]) { row in try row.text("day").flatMap { CivilDate(iso: $0) } }
                .compactMap { $0 }
        }
    }

    /// The most given texts of a text screen under `type` (text, email, phone or url), each
    /// with how many days it was given and the last of them, leaving out the answer of `day`
    /// (the day being edited): read from the counts the triggers keep, the top `limit` by days
    /// then recency, so the cost does not grow with history.
    func textCounts(
        form formID: String, screen: String, type: String, excluding day: CivilDate,
        limit: Int = 64
    ) throws -> [(text: String, count: Int, last: CivilDate)] {
        try database.access { connection in
            let excluded =
                try connection.statement(
                    """
                    SELECT value FROM answers WHERE form = ? AND day = ? AND screen = ? AND type = ? AND typeof(value) = 'text'
                    """
                ).first([.text(formID), .text(day.iso), .text(screen), .text(type)]) { try $0.text("value") } ?? nil
            var counts = try connection.statement(
                """
                SELECT value, days, last_day FROM text_counts INDEXED BY text_counts_ranked
                WHERE form = ? AND screen = ? AND type = ? ORDER BY days DESC, last_day DESC LIMIT ?
                """
            ).rows([.text(formID), .text(screen), .text(type), .integer(Int64(limit))]) { row in
                (
                    text: try row.text("value") ?? "", count: Int(try row.integer("days")),
                    last: try row.text("last_day").flatMap { CivilDate(iso: $0) } ?? day
                )
            }
            guard let excluded, let index = counts.firstIndex(where: { $0.text == excluded }) else { return counts }
            if counts[index].count <= 1 {
                counts.remove(at: index)
            } else if counts[index].last == day {
                let before =
                    try connection.statement(
                        """
                        SELECT max(day) AS last_day FROM answers INDEXED BY answers_texts
                        WHERE form = ? AND screen = ? AND type = ? AND type IN ('text', 'email', 'phone', 'url')
                            AND value = ? AND day != ?
                        """
                    ).first([.text(formID), .text(screen), .text(type), .text(excluded), .text(day.iso)]) {
                        try $0.text("last_day").flatMap { CivilDate(iso: $0) }
                    } ?? nil
                counts[index] = (excluded, counts[index].count - 1, before ?? day)
            } else {
                counts[index].count -= 1
            }
            return counts
        }
    }

    /// Every answer of one form, screen by screen (what an edit of types, units or options
    /// needs to count what it hides).
    func allAnswers(form formID: String) throws -> [String: [Answer]] {
        var found: [String: [Answer]] = [:]
        try database.access { connection in
            try connection.statement(
                """
                SELECT screen, type, unit, value, saved_at FROM answers WHERE form = ? ORDER BY day
                """
            ).scan([.text(formID)]) { row in
                if let screen = try row.text("screen"), let answer = try AnswerColumns.answer(row) {
                    found[screen, default: []].append(answer)
                }
                return true
            }
        }
        return found
    }
}

extension Store {
    /// SQLite's `data_version` on this process's connection: it changes when another
    /// connection commits, so a watcher can tell a real change from a file merely touched.
    public func dataVersion() throws -> Int64 {
        try database.access { try $0.integer("PRAGMA data_version") ?? 0 }
    }

    /// Whether `store.db` was deleted and created again since this process opened it; the next
    /// read then opens the new file (the daemon follows a store recreated under it).
    public func followReplacement() -> Bool {
        database.followReplacement()
    }
}

extension Store {
    /// One form's part of a day's record (nil when it has no answers that day): what a check-in
    /// or a summary of that form reads, whatever the number of other forms.
    public func loadDay(_ date: CivilDate, form formID: String) throws -> DayRecord? {
        let answers = try answers(form: formID, on: date)
        return answers.isEmpty ? nil : DayRecord(date: date, forms: [formID: answers])
    }

    /// The form a command names: its id, else its title in any case (the first by title and id
    /// when several match), decoding only that form's definition. Nil when none matches.
    public func form(matching query: String) throws -> Form? {
        if Identifier.isValid(query), let form = try loadForm(id: query) { return form }
        let lowered = query.lowercased()
        let titles = try database.access { connection in
            try connection.statement(
                """
                SELECT id, CASE WHEN json_valid(definition) THEN json_extract(definition, '$.title') END AS title FROM forms
                """
            ).rows { row in (id: try row.text("id") ?? "", title: try row.text("title") ?? "") }
        }
        let matches = titles.filter { $0.title.lowercased() == lowered }
            .sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        guard let first = matches.first else { return nil }
        return try loadForm(id: first.id)
    }
}
