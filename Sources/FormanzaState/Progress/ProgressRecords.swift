/// The questions Progress asks of the store: a form's answers day by day over a period (the
/// same question goals ask), and the first day the form recorded anything.
///
/// Everything Progress shows is computed from these two answers, so the figures are pure and
/// testable without a store, and a store that answers both with one indexed query each makes
/// Progress cost what the period costs, not what the whole history costs.
public protocol ProgressRecords: GoalRecords {
    /// The oldest day on which form `formID` has any saved answer; nil when it has none.
    func firstRecordedDay(form formID: String) throws -> CivilDate?
}

extension Store: ProgressRecords {
    /// Walks the listing oldest first and stops at the first day file holding the form: on a
    /// form that has recorded since the store began, one read. Unreadable day files are passed
    /// over, as the history lookups do.
    public func firstRecordedDay(form formID: String) throws -> CivilDate? {
        for day in try recordedDays() {
            if let record = try? loadDay(day), record.forms[formID]?.isEmpty == false { return day }
        }
        return nil
    }
}
