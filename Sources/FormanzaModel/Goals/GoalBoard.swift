import FormanzaBase

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

/// Evaluates a form's goals as of a day and applies `GoalEvaluation`. A goal on a screen asks
/// `GoalRecords` a few questions that each stop at the first answer that fits, and scans its
/// window or its way to the target only from where a kept scan ends (`GoalScan`), so its cost
/// does not grow with the years of history. Goals on calculated values are read directly: the
/// answers they need, once for all of them (plus, for a value goal without any value shortly
/// before its start day, once more for the last value before that).
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
        var calculated = try directReports(
            goals.filter { $0.screen(in: form) == nil }, form: form, dataValues: dataValues, asOf: asOf,
            records: records
        ).makeIterator()
        return try goals.compactMap { goal in
            guard let screen = goal.screen(in: form) else { return calculated.next() }
            return try screenReport(goal, screen: screen, form: form, asOf: asOf, records: records)
        }
    }

    /// Every goal read from all the answers it needs, as the rules say: what the questions of
    /// `reports` must always equal (the tests hold them to it).
    static func directReports(
        for form: Form, dataValues: [DataValue], asOf: CivilDate, records: some GoalRecords
    ) throws -> [GoalReport] {
        try directReports(
            form.goals.compactMap { goal in EvaluableGoal(goal, in: form) }, form: form, dataValues: dataValues,
            asOf: asOf, records: records)
    }

    private static func directReports(
        _ goals: [EvaluableGoal], form: Form, dataValues: [DataValue], asOf: CivilDate,
        records: some GoalRecords
    ) throws -> [GoalReport] {
        guard !goals.isEmpty else { return [] }
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

    /// The screen the goal follows; nil for a calculated value.
    func screen(in form: Form) -> Screen? {
        guard case .screen(let id) = goal.source else { return nil }
        return form.screen(id: id)
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
