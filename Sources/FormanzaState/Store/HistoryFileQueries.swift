/// History's removal on the day files: one locked rewrite of that day's file (the first
/// recorded day is Progress's question, answered the same way).
extension Store: HistoryRecords {
    @discardableResult
    public func deleteAnswers(form formID: String, on day: CivilDate) throws -> [String: Answer] {
        var removed: [String: Answer] = [:]
        try updateDay(day) { record in
            removed = record.answers(form: formID)
            record.forms[formID] = nil
        }
        return removed
    }
}
