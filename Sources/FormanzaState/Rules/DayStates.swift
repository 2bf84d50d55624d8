/// Derives a form's state on a day from the record and the form's current screens.
public enum DayStates {
    /// The answers of `form` on that day that fit its current screens; answers of removed
    /// screens or of an old type stay on disk but do not count.
    public static func visibleAnswers(of form: Form, in record: DayRecord?) -> [String: Answer] {
        guard let saved = record?.forms[form.id] else { return [:] }
        var visible: [String: Answer] = [:]
        for screen in form.screens {
            if let answer = saved[screen.id], answer.fits(screen) { visible[screen.id] = answer }
        }
        return visible
    }

    /// "No check-in today" / "n answers missing" / "Complete". A skipped optional screen
    /// is still unanswered.
    public static func state(of form: Form, in record: DayRecord?) -> FormDayState {
        let answered = visibleAnswers(of: form, in: record).count
        if answered == 0 { return .noCheckIn }
        let missing = form.screens.count - answered
        return missing == 0 ? .complete : .missing(missing)
    }
}
