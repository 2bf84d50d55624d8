import FormanzaSQLite

/// History's removal: one form's answers of one day go in one write transaction, read back
/// first so the command can say what went; other forms' rows of that day are not touched, and
/// a day with no row left simply has no record (the first recorded day is Progress's query).
extension Store: HistoryRecords {
    @discardableResult
    public func deleteAnswers(form formID: String, on day: CivilDate) throws -> [String: Answer] {
        try transaction {
            let removed = try answers(form: formID, on: day)
            try database.access { connection in
                try connection.run("DELETE FROM answers WHERE form = ? AND day = ?", [.text(formID), .text(day.iso)])
            }
            return removed
        }
    }
}
