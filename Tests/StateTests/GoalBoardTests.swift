import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Goals evaluated from the store through its one query: calculated values computed day by
/// day, the start value found before the first read, and the query itself.
@Suite struct GoalBoardTests {
    func record(_ temp: TemporaryStore, _ form: Form, _ iso: String, _ answers: [String: AnswerValue]) throws {
        try temp.store.updateDay(day(iso)) { record in
            for (id, value) in answers {
                record.set(Answer(value: value, for: form.screen(id: id)!, savedAt: 0), form: form.id, screen: id)
            }
        }
    }

    func value(_ reports: [GoalReport], _ id: String) throws -> ValueGoalState {
        guard case .value(let state) = try #require(reports.first { $0.goal.id == id }).detail else {
            Issue.record("\(id) is not a value goal")
            throw CancellationError()
        }
        return state
    }

    @Test func aCalculatedValueGoalIsComputedFromEachDaysAnswers() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        let height = DataValue(id: "d-height", name: "Height", content: .number(2, unit: "m"))
        let tokens = try FormulaText(form: form, dataValues: [height]).tokens("Weight / Height ^ 2")
        form.calculated.append(
            CalculatedValue(
                id: "c-bmi", title: "BMI", kind: .formula(FormulaSettings(tokens: tokens, unit: "kg/m²", decimals: 1))))
        form.goals = [
            Goal(id: "g-bmi", kind: .value, source: .calculated("c-bmi"), target: 25, startDay: day("2026-12-01"))
        ]
        try temp.store.saveForm(form)
        try record(temp, form, "2026-12-01", ["weight": .number(120)])  // BMI 30
        try record(temp, form, "2026-12-02", ["water": .yesNo(true)])  // no weight: no BMI that day
        try record(temp, form, "2026-12-03", ["weight": .number(116)])  // BMI 29
        var state = try value(
            try GoalBoard.reports(for: form, dataValues: [height], asOf: day("2026-12-03"), records: temp.store),
            "g-bmi")
        #expect(
            state.startValue == 30 && state.latest == 29 && state.direction == .down
                && abs((state.progress ?? .nan) - 0.2) < 1e-12)
        #expect(GoalText.title(form.goals[0], in: form, .en) == "BMI: reach 25 kg/m²")
        try record(temp, form, "2026-12-04", ["weight": .number(100)])  // BMI 25
        state = try value(
            try GoalBoard.reports(for: form, dataValues: [height], asOf: day("2026-12-04"), records: temp.store),
            "g-bmi")
        #expect(state.status == .met && state.metOn == day("2026-12-04"))
        // Without the data value it reads, the value has no number on any day.
        state = try value(
            try GoalBoard.reports(for: form, dataValues: [], asOf: day("2026-12-04"), records: temp.store), "g-bmi")
        #expect(state.startValue == nil && state.status == .inProgress)
    }

    @Test func aStartValueLongBeforeTheStartDayIsFound() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = [Goal(id: "g-w", kind: .value, source: .screen("weight"), target: 80, startDay: day("2026-12-01"))]
        try temp.store.saveForm(form)
        try record(temp, form, "2026-06-01", ["weight": .number(90)])
        try record(temp, form, "2026-09-01", ["weight": .number(88)])
        try record(temp, form, "2026-12-02", ["weight": .number(86)])
        let state = try value(
            try GoalBoard.reports(for: form, dataValues: [], asOf: day("2026-12-02"), records: temp.store), "g-w")
        #expect(state.startValue == 88 && state.startValueDay == day("2026-09-01") && state.latest == 86)
    }

    @Test func theStoreAnswersOnePeriodOfSomeScreens() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        try record(temp, form, "2026-01-05", ["weight": .number(90), "water": .yesNo(true)])
        try record(temp, form, "2026-11-30", ["water": .yesNo(false)])
        try record(temp, form, "2026-12-01", ["weight": .number(89), "alcohol": .yesNo(false)])
        let short = try temp.store.answers(
            form: form.id, screens: ["weight"], from: day("2026-11-29"), through: day("2026-12-02"))
        #expect(short.map(\.day) == [day("2026-12-01")], "days without any of the screens are left out")
        #expect(short[0].answers.keys.sorted() == ["weight"])
        let all = try temp.store.answers(
            form: form.id, screens: ["weight", "water"], from: nil, through: day("2026-12-01"))
        #expect(all.map(\.day) == [day("2026-01-05"), day("2026-11-30"), day("2026-12-01")])
        let long = try temp.store.answers(
            form: form.id, screens: ["water"], from: day("2025-01-01"), through: day("2026-11-30"))
        #expect(long.map(\.day) == [day("2026-01-05"), day("2026-11-30")], "a long period uses the listing")
        #expect(
            try temp.store.answers(
                form: form.id, screens: ["weight"], from: day("2026-12-05"), through: day("2026-12-01")
            ).isEmpty)
        #expect(
            try temp.store.answers(form: "f-other", screens: ["weight"], from: nil, through: day("2026-12-31")).isEmpty)
    }

    @Test func theNearestGoalIsTheOpenOneThatEndsFirst() {
        func report(_ id: String, _ status: GoalStatus, start: String, end: String?) -> GoalReport {
            let goal = Goal(id: id, kind: .habit, source: .screen("s"), answer: "yes", days: 1, startDay: day(start))
            let state = HabitGoalState(
                answer: "yes", days: 1, windowEnd: day(end ?? "2030-01-01"), met: 0, notMet: 0, unrecorded: 0,
                status: status)
            return GoalReport(goal: goal, start: day(start), detail: .habit(state))
        }
        let reports = [
            report("a", .met, start: "2026-01-01", end: "2026-02-01"),
            report("b", .inProgress, start: "2026-11-01", end: "2027-01-01"),
            report("c", .inProgress, start: "2026-11-01", end: "2026-12-20"),
            report("d", .upcoming, start: "2027-01-01", end: "2027-02-01"),
        ]
        #expect(GoalBoard.nearest(reports)?.goal.id == "c")
        #expect(GoalBoard.nearest([reports[0], reports[3]])?.goal.id == "d")
        #expect(GoalBoard.nearest([reports[0]])?.goal.id == "a")
        #expect(GoalBoard.nearest([]) == nil)
    }

    @Test func aGoalItsSourceCannotCarryIsLeftOut() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = [
            Goal(id: "g-gone", kind: .value, source: .screen("nope"), target: 1, startDay: day("2026-12-01")),
            Goal(id: "g-keto", kind: .value, source: .screen("keto-level"), target: 1, startDay: day("2026-12-01")),
            Goal(
                id: "g-ok", kind: .habit, source: .screen("water"), answer: "yes", days: 2, startDay: day("2026-12-01")),
        ]
        let reports = try GoalBoard.reports(for: form, dataValues: [], asOf: day("2026-12-02"), records: temp.store)
        #expect(reports.map(\.goal.id) == ["g-ok"])
    }
}
