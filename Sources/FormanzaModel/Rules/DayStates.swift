import FormanzaBase

/// Derives a form's state on a day from the record and the form's current screens.

public enum DayStates {
    /// The answers of `form` on that day as its current screens show them; answers of removed
    /// screens, of an old type or unit, or of a removed single option stay on disk but do not
    /// count, and a multiple choice counts only its options that still exist.
    public static func visibleAnswers(of form: Form, in record: DayRecord?) -> [String: Answer] {
        guard let saved = record?.forms[form.id] else { return [:] }
        return shown(saved, of: form)
    }

    /// `saved` (one day's answers of `form`, keyed by screen) as the form's screens show them;
    /// empty when none shows, and then the day is not recorded for the form.
    public static func shown(_ saved: [String: Answer], of form: Form) -> [String: Answer] {
        var visible: [String: Answer] = [:]
        for screen in form.screens {
            if let answer = saved[screen.id]?.shown(under: screen) { visible[screen.id] = answer }
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
