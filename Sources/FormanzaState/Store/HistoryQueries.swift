import FormanzaBase
import FormanzaModel

/// History's removal: one form's answers of one day go in one write transaction (the day's
/// change, so photos those answers referred to start their day of grace in it too), and the
/// answers are returned so the command can say what went. Other forms' rows of that day are not
/// touched; a day with no row left simply has no record.

extension Store: HistoryRecords {
    @discardableResult
    public func deleteAnswers(form formID: String, on day: CivilDate, now: Int64) throws -> [String: Answer] {
        var removed: [String: Answer] = [:]
        try updateDay(day, now: now) { record in
            removed = record.answers(form: formID)
            record.forms[formID] = nil
        }
        return removed
    }
}
