import FormanzaBase
import FormanzaSchedule

/// The forms of one planning snapshot, found by id in constant time: the catch-up rule and the
/// withdrawals ask about every reminding form, and a search of the list for each made a
/// thousand forms cost a million comparisons per refresh.
struct FormsByID {
    private let forms: [String: PlanForm]

    /// Two forms sharing an id (a store bug) resolve to the first, as in the planner.
    init(_ list: [PlanForm]) {
        forms = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The form's state on a day of the window as the snapshot read it; nil when the form is gone
    /// or no longer reminds (nothing is left to remind of).
    func state(formId: String, day: CivilDate) -> FormDayState? {
        guard let form = forms[formId], form.isReminding else { return nil }
        return form.state(on: day)
    }

    /// Why a reminder's notification may go now (its day ended, its condition is met, its form no
    /// longer reminds), or nil while it still stands.
    func doneReason(_ key: PlanKey, today: CivilDate) -> String? {
        if key.day < today { return "its day ended" }
        guard let state = state(formId: key.formId, day: key.day) else { return "the form no longer reminds" }
        if key.kind == .morning && state.hasAnswer { return "the day has a record" }
        if key.kind == .evening && state.isComplete { return "the form is complete" }
        return nil
    }
}
