import FormanzaBase
import FormanzaModel

/// One goal in `formanza goals --json` and `formanza summary --json` (public interface):
/// `id`, `type`, `source`, `title`, `start`, `status`, `display`; a value goal adds `target`,
/// `startValue`, `latest`, `direction`, `progress`, `deadline`, `metOn`; a habit goal adds
/// `answer`, `days`, `windowEnd`, `met`, `notMet`, `unrecorded`. Absent values are `null`, so
/// every key is always there. Values are in the source's own units (durations in minutes).
struct GoalJSON {
    let report: GoalReport
    let title: String
    let display: String

    init(_ report: GoalReport, form: Form, asOf: CivilDate, _ l: Language) {
        self.report = report
        title = GoalText.title(report.goal, in: form, l)
        display = GoalText.line(report, in: form, asOf: asOf, l)
    }
}

/// One form in `formanza goals --json`.
struct FormGoalsJSON: JSONElement {
    let form: String
    let formId: String
    /// The day the goals are evaluated on.
    let date: String
    let goals: [GoalJSON]

    init(form: Form, reports: [GoalReport], asOf: CivilDate, _ l: Language) {
        self.form = form.title
        formId = form.id
        date = asOf.iso
        goals = reports.map { GoalJSON($0, form: form, asOf: asOf, l) }
    }

    /// The form's member, keys in sorted order.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("date")
            try w.value(date)
            w.key("form")
            try w.value(form)
            w.key("formId")
            try w.value(formId)
            try w.array(key: "goals") { w in for goal in goals { try goal.write(&w) } }
        }
    }
}
