import FormanzaBase

/// The questions Progress asks of the store: a form's answers day by day over a period (the
/// same question goals ask), the first recorded day (`firstShownDay`), and each day's tally
/// (which any records can answer from the first question).
///
/// Everything Progress shows is computed from these answers and tallies, so the figures are
/// pure and testable without a store, and a store that answers each with one indexed query
/// makes Progress cost what the period costs, not what the whole history costs.

public protocol ProgressRecords: RecordedDayRecords {
    /// Each day's tally of form `form` over `span`, `today` being the day the figures are for:
    /// what the habits card, the complete days, the streak and the check-in time read.
    func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies
}

extension ProgressRecords {
    /// Counted from the answers every time: right for any records; the store keeps the
    /// tallies of past days instead (`DayTallyTable`).
    public func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies {
        try DayTallies.counting(answers: self, form: form, over: span)
    }
}
