/// A goal evaluated on a day.
public struct GoalReport: Hashable, Sendable {
    public enum Detail: Hashable, Sendable {
        case value(ValueGoalState)
        case habit(HabitGoalState)
    }

    public let goal: Goal
    public let start: CivilDate
    public let detail: Detail

    public var status: GoalStatus {
        switch detail {
        case .value(let state): return state.status
        case .habit(let state): return state.status
        }
    }

    /// The last day that counts: the deadline or the window's end (nil: no deadline).
    public var end: CivilDate? {
        switch detail {
        case .value(let state): return state.deadline
        case .habit(let state): return state.windowEnd
        }
    }
}

/// Evaluates a form's goals as of a day: asks `GoalRecords` once for the answers they need
/// (plus, for a value goal without any value shortly before its start day, once more for the
/// last value before that) and applies `GoalEvaluation`.
public enum GoalBoard {
    /// How many days before a value goal's start day the first read reaches for its start
    /// value; older history is read only when nothing is found there.
    static let startLookback = 31

    /// One report per goal the form can evaluate, in the form's order. A goal whose source is
    /// gone or cannot carry it (only a hand-edited store file can hold one; the editors and
    /// `form import` refuse it) is left out.
    public static func reports(
        for form: Form, dataValues: [DataValue], asOf: CivilDate,
        records: some GoalRecords
    ) throws -> [GoalReport] {
        let goals = form.goals.compactMap { goal in EvaluableGoal(goal, in: form) }
        var first: CivilDate?
        var screens = Set<String>()
        for goal in goals {
            let from = goal.isValue ? min(goal.start, asOf).adding(days: -startLookback) : goal.start
            guard from <= asOf else { continue }
            first = min(first ?? from, from)
            screens.formUnion(GoalSources.screensRead(by: goal.goal.source, in: form))
        }
        let days = try first.map { try records.answers(form: form.id, screens: screens, from: $0, through: asOf) } ?? []
        let readings = GoalReadings(form: form, dataValues: dataValues)
        var earlier: [ValueSource: DayValue?] = [:]
        return try goals.map { evaluable in
            let goal = evaluable.goal
            switch evaluable.kind {
            case .value(let target):
                var values = readings.values(of: goal.source, in: days)
                if let first, !values.contains(where: { $0.day <= evaluable.start }) {
                    if earlier[goal.source] == nil {
                        let before = try records.answers(
                            form: form.id, screens: GoalSources.screensRead(by: goal.source, in: form),
                            from: nil, through: first.adding(days: -1))
                        earlier[goal.source] = .some(readings.values(of: goal.source, in: before).last)
                    }
                    if let found = earlier[goal.source] ?? nil { values.insert(found, at: 0) }
                }
                let state = GoalEvaluation.value(
                    target: target, start: evaluable.start, deadline: goal.deadline,
                    readings: values, asOf: asOf)
                return GoalReport(goal: goal, start: evaluable.start, detail: .value(state))
            case .habit(let answer, let count):
                let marks = readings.marks(of: goal.source, counting: answer, in: days)
                let state = GoalEvaluation.habit(
                    answer: answer, start: evaluable.start, days: count, marks: marks, asOf: asOf)
                return GoalReport(goal: goal, start: evaluable.start, detail: .habit(state))
            }
        }
    }
}

/// A goal whose definition is complete and whose source can carry it.
struct EvaluableGoal {
    enum Kind {
        case value(target: Double)
        case habit(answer: String, days: Int)
    }

    let goal: Goal
    let start: CivilDate
    let kind: Kind

    var isValue: Bool {
        if case .value = kind { return true }
        return false
    }

    init?(_ goal: Goal, in form: Form) {
        guard let start = goal.startDay else { return nil }
        switch goal.kind {
        case .value:
            guard let target = goal.target, target.isFinite, GoalSources.valueFormat(of: goal.source, in: form) != nil
            else { return nil }
            kind = .value(target: target)
        case .habit:
            guard let answer = goal.answer, let days = goal.days, (1...GoalEvaluation.maxDays).contains(days),
                let choices = GoalSources.habitChoices(of: goal.source, in: form), choices.values.contains(answer)
            else { return nil }
            kind = .habit(answer: answer, days: days)
        }
        self.goal = goal
        self.start = start
    }
}

extension GoalBoard {
    /// The goal nearest to its end, for the list of forms: among goals in progress, the one
    /// whose deadline or window ends first (goals without a deadline after those); else the
    /// upcoming one that starts first; else the last finished one. Nil without goals.
    public static func nearest(_ reports: [GoalReport]) -> GoalReport? {
        let open = reports.filter { $0.status == .inProgress }
        if let first = open.min(by: { ($0.end ?? .distantFuture) < ($1.end ?? .distantFuture) }) { return first }
        if let first = reports.filter({ $0.status == .upcoming }).min(by: { $0.start < $1.start }) { return first }
        return reports.last
    }
}

extension CivilDate {
    /// A day after every day a person can type (year 9999 ends the four-digit years).
    static let distantFuture = CivilDate(year: 9999, month: 12, day: 31)!
}
