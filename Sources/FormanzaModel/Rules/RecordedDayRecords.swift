import FormanzaBase

/// Records that can also say where a form's history starts: what Progress and History share.
///
/// A recorded day is a day holding at least one answer that shows under the form's screens as
/// they are now. A day whose only answers are hidden (their screen removed, its type or unit
/// changed, or a single choice's option removed) is kept on disk but is not recorded anywhere:
/// it neither starts the form's record nor appears in its history.

public protocol RecordedDayRecords: GoalRecords {
    /// The oldest day on which form `formID` has any saved answer, shown or hidden; nil when
    /// it has none. A lower bound of `firstShownDay(of:through:)`, answered by one indexed query.
    func firstRecordedDay(form formID: String) throws -> CivilDate?

    /// The first recorded day of `form` on or before `last`: the first day holding an answer
    /// that shows under the form's screens; nil when there is none.
    func firstShownDay(of form: Form, through last: CivilDate) throws -> CivilDate?
}

extension RecordedDayRecords {
    /// Read forward from the first saved answer in chunks that double, so a history that
    /// starts with shown answers (nearly always) costs one small read.
    public func firstShownDay(of form: Form, through last: CivilDate) throws -> CivilDate? {
        guard var from = try firstRecordedDay(form: form.id), from <= last, !form.screens.isEmpty else { return nil }
        let screens = Set(form.screens.map(\.id))
        var chunk = 32
        while true {
            let through = from.adding(days: min(chunk - 1, from.days(until: last)))
            for day in try answers(form: form.id, screens: screens, from: from, through: through)
            where !DayStates.shown(day.answers, of: form).isEmpty {
                return day.day
            }
            guard through < last else { return nil }
            from = through.adding(days: 1)
            chunk = min(chunk * 2, 4096)
        }
    }
}
