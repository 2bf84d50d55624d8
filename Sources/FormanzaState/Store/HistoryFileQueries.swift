/// History's questions answered from the day files: the first day is found by reading the
/// oldest files until one holds the form (usually the first), and a day's removal is one
/// locked rewrite of that day's file.
extension Store: HistoryRecords {
    public func firstRecordedDay(form formID: String) throws -> CivilDate? {
        for day in try recordedDays() {
            if let record = try? loadDay(day), !record.answers(form: formID).isEmpty { return day }
        }
        return nil
    }

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
