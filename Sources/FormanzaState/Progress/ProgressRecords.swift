/// The questions Progress asks of the store: a form's answers day by day over a period (the
/// same question goals ask), the first day the form recorded anything, and a count of recorded
/// days and Yes answers (which any records can answer from the first question).
///
/// Everything Progress shows is computed from these answers, so the figures are pure and
/// testable without a store, and a store that answers each with one indexed query makes
/// Progress cost what the period costs, not what the whole history costs.
public protocol ProgressRecords: GoalRecords {
    /// The oldest day on which form `formID` has any saved answer; nil when it has none.
    func firstRecordedDay(form formID: String) throws -> CivilDate?

    /// The days from `from` through `through` that form `form` recorded and its Yes answers:
    /// what the habits card compares with, over a previous period that lies before the days read
    /// for everything else.
    func habitTally(form: Form, from: CivilDate, through: CivilDate) throws -> HabitTally
}

/// The store answers each with one indexed query (`firstRecordedDay` is in StoreQueries,
/// `habitTally` beside `HabitTally`).
extension Store: ProgressRecords {}
