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

/// The store answers both with one indexed query each (`firstRecordedDay` is in StoreQueries).
extension Store: ProgressRecords {}
