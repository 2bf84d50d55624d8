import FormanzaState

/// One goal in `formanza goals --json` and `formanza summary --json` (public interface):
/// `id`, `type`, `source`, `title`, `start`, `status`, `display`; a value goal adds `target`,
/// `startValue`, `latest`, `direction`, `progress`, `deadline`, `metOn`; a habit goal adds
/// `answer`, `days`, `windowEnd`, `met`, `notMet`, `unrecorded`. Absent values are `null`, so
/// every key is always there. Values are in the source's own units (durations in minutes).
struct GoalJSON: Encodable {
    let report: GoalReport
    let title: String
    let display: String

    init(_ report: GoalReport, form: Form, asOf: CivilDate, _ l: Language) {
        self.report = report
        title = GoalText.title(report.goal, in: form, l)
        display = GoalText.line(report, in: form, asOf: asOf, l)
    }

    private enum Key: String, CodingKey {
        case id, type, source, title, start, status, display
        case target, startValue, latest, direction, progress, deadline, metOn
        case answer, days, windowEnd, met, notMet, unrecorded
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(report.goal.id, forKey: .id)
        try c.encode(report.goal.kind.rawValue, forKey: .type)
        try c.encode(report.goal.source, forKey: .source)
        try c.encode(title, forKey: .title)
        try c.encode(report.start.iso, forKey: .start)
        try c.encode(report.status.rawValue, forKey: .status)
        try c.encode(display, forKey: .display)
        switch report.detail {
        case .value(let state):
            try c.encode(state.target, forKey: .target)
            try c.encode(state.startValue, forKey: .startValue)
            try c.encode(state.latest, forKey: .latest)
            try c.encode(state.direction?.rawValue, forKey: .direction)
            try c.encode(state.progress.map { ($0 * 10_000).rounded() / 10_000 }, forKey: .progress)
            try c.encode(state.deadline?.iso, forKey: .deadline)
            try c.encode(state.metOn?.iso, forKey: .metOn)
        case .habit(let state):
            try c.encode(state.answer, forKey: .answer)
            try c.encode(state.days, forKey: .days)
            try c.encode(state.windowEnd.iso, forKey: .windowEnd)
            try c.encode(state.met, forKey: .met)
            try c.encode(state.notMet, forKey: .notMet)
            try c.encode(state.unrecorded, forKey: .unrecorded)
        }
    }
}

/// One form in `formanza goals --json`.
struct FormGoalsJSON: Encodable {
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
}
