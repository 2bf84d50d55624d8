import FormanzaBase
import FormanzaTestSupport
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Habit goals, day by day: the fixed window, met / not met / unrecorded days, a not-met day
/// that only subtracts, an unrecorded day completed later, multiple-choice counting.
@Suite struct GoalHabitTests {
    init() { TestCatalogs.install() }

    func marks(_ pairs: [(String, HabitDay)]) -> [CivilDate: HabitDay] {
        Dictionary(uniqueKeysWithValues: pairs.map { (day($0.0), $0.1) })
    }

    @Test func aWindowWithANotMetDayStaysOpenUntilItEnds() {
        let start = day("2026-12-01")
        var recorded: [(String, HabitDay)] = [("2026-12-01", .met), ("2026-12-02", .notMet)]
        func state(_ asOf: String) -> HabitGoalState {
            GoalEvaluation.habit(answer: "no", start: start, days: 4, marks: marks(recorded), asOf: day(asOf))
        }
        #expect(state("2026-12-01").windowEnd == day("2026-12-04"), "4 days: 1 to 4 December")
        var now = state("2026-12-02")
        #expect(now.status == .inProgress && now.met == 1 && now.notMet == 1 && now.unrecorded == 0)
        recorded += [("2026-12-03", .met), ("2026-12-04", .met)]
        now = state("2026-12-04")
        #expect(now.status == .inProgress && now.met == 3, "a failed day only subtracts; open until the window ends")
        now = state("2026-12-05")
        #expect(now.status == .notAchieved && now.met == 3 && now.notMet == 1)
    }

    @Test func allDaysMetIsAchievedOnTheLastDay() {
        let recorded = marks([("2026-12-01", .met), ("2026-12-02", .met), ("2026-12-03", .met)])
        let state = GoalEvaluation.habit(
            answer: "yes", start: day("2026-12-01"), days: 3, marks: recorded, asOf: day("2026-12-03"))
        #expect(state.status == .achieved && state.met == 3)
        let later = GoalEvaluation.habit(
            answer: "yes", start: day("2026-12-01"), days: 3, marks: recorded, asOf: day("2027-02-01"))
        #expect(later.status == .achieved)
    }

    @Test func todayUnansweredIsNotYetUnrecordedAndTheFutureIsUpcoming() {
        let recorded = marks([("2026-12-01", .met)])
        let today = GoalEvaluation.habit(
            answer: "no", start: day("2026-12-01"), days: 30, marks: recorded, asOf: day("2026-12-03"))
        #expect(today.unrecorded == 1, "2 December ended without an answer; 3 December is still open")
        let upcoming = GoalEvaluation.habit(
            answer: "no", start: day("2026-12-10"), days: 30, marks: [:], asOf: day("2026-12-03"))
        #expect(upcoming.status == .upcoming && upcoming.met == 0 && upcoming.unrecorded == 0)
        #expect(upcoming.windowEnd == day("2027-01-08"))
    }

    @Test func daysAreHeldInsideTheirLimits() {
        let huge = GoalEvaluation.habit(
            answer: "no", start: day("2026-12-01"), days: .max, marks: [:], asOf: day("2026-12-03"))
        #expect(huge.days == GoalEvaluation.maxDays && huge.unrecorded == 2)
        let none = GoalEvaluation.habit(
            answer: "no", start: day("2026-12-01"), days: 0, marks: [:], asOf: day("2026-12-03"))
        #expect(none.days == 1 && none.status == .notAchieved)
    }

    // MARK: From the store's records

    /// The starter form with an alcohol habit from 1 December for 5 days.
    func alcoholGoal(_ temp: TemporaryStore) throws -> Form {
        var form = try temp.starter
        form.goals = [
            Goal(
                id: "g-alcohol", kind: .habit, source: .screen("alcohol"), answer: "no", days: 5,
                startDay: day("2026-12-01"))
        ]
        try temp.store.saveForm(form)
        return form
    }

    func record(_ temp: TemporaryStore, _ form: Form, _ iso: String, _ answers: [String: AnswerValue]) throws {
        try temp.store.updateDay(day(iso)) { record in
            for (id, value) in answers {
                record.set(Answer(value: value, for: form.screen(id: id)!, savedAt: 0), form: form.id, screen: id)
            }
        }
    }

    func habit(_ temp: TemporaryStore, _ form: Form, asOf: String) throws -> HabitGoalState {
        let reports = try GoalBoard.reports(for: form, dataValues: [], asOf: day(asOf), records: temp.store)
        guard case .habit(let state) = try #require(reports.first).detail else {
            Issue.record("not a habit")
            throw CancellationError()
        }
        return state
    }

    @Test func anUnrecordedDayCanBeBackfilledAndAnUnansweredScreenIsUnrecorded() throws {
        let temp = try TemporaryStore()
        let form = try alcoholGoal(temp)
        try record(temp, form, "2026-12-01", ["alcohol": .yesNo(false)])
        try record(temp, form, "2026-12-02", ["alcohol": .yesNo(true)])
        try record(temp, form, "2026-12-04", ["weight": .number(80)])  // recorded, alcohol unanswered
        var state = try habit(temp, form, asOf: "2026-12-05")
        #expect(
            state.met == 1 && state.notMet == 1 && state.unrecorded == 2, "3 Dec has no record, 4 Dec no alcohol answer"
        )
        try record(temp, form, "2026-12-03", ["alcohol": .yesNo(false)])  // completed by editing that day
        state = try habit(temp, form, asOf: "2026-12-05")
        #expect(state.met == 2 && state.unrecorded == 1 && state.status == .inProgress)
        try record(temp, form, "2026-12-04", ["alcohol": .yesNo(false)])
        try record(temp, form, "2026-12-05", ["alcohol": .yesNo(false)])
        state = try habit(temp, form, asOf: "2026-12-05")
        #expect(state.met == 4 && state.notMet == 1 && state.status == .inProgress)
        #expect(try habit(temp, form, asOf: "2026-12-06").status == .notAchieved)
        try record(temp, form, "2026-12-02", ["alcohol": .yesNo(false)])  // a past day edited: derived again at once
        #expect(try habit(temp, form, asOf: "2026-12-06").status == .achieved)
    }

    @Test func aMultipleChoiceDayCountsWhenTheOptionIsSelected() throws {
        let temp = try TemporaryStore()
        let meals = Screen(
            id: "meals", title: "Meals",
            kind: .multipleChoice(
                MultipleChoiceSettings(options: [
                    ChoiceOption(value: "breakfast", label: "Breakfast"), ChoiceOption(value: "lunch", label: "Lunch"),
                    ChoiceOption(value: "dinner", label: "Dinner"),
                ])))
        let form = Form(
            id: "f-meals", title: "Meals", screens: [meals],
            goals: [
                Goal(
                    id: "g-b", kind: .habit, source: .screen("meals"), answer: "breakfast", days: 3,
                    startDay: day("2026-12-01"))
            ])
        try temp.store.saveForm(form)
        try record(temp, form, "2026-12-01", ["meals": .choices(["breakfast", "dinner"])])
        try record(temp, form, "2026-12-02", ["meals": .choices(["lunch"])])
        try record(temp, form, "2026-12-03", ["meals": .choices(["breakfast"])])
        let state = try habit(temp, form, asOf: "2026-12-03")
        #expect(state.met == 2 && state.notMet == 1 && state.unrecorded == 0)
        #expect(GoalText.title(form.goals[0], in: form, .en) == "Meals: Breakfast for 3 days")
    }

    @Test func aRangesValueCountsItsRangeDayByDay() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = [
            Goal(
                id: "g-size", kind: .habit, source: .calculated("size"), answer: "L", days: 3,
                startDay: day("2026-12-01"))
        ]
        try temp.store.saveForm(form)
        try record(temp, form, "2026-12-01", ["weight": .number(80)])  // L
        try record(temp, form, "2026-12-02", ["weight": .number(85)])  // XL
        try record(temp, form, "2026-12-03", ["water": .yesNo(true)])  // no weight: no size
        let state = try habit(temp, form, asOf: "2026-12-04")
        #expect(state.met == 1 && state.notMet == 1 && state.unrecorded == 1 && state.status == .notAchieved)
        #expect(GoalText.title(form.goals[0], in: form, .es) == "Size: L durante 3 días")
    }

    @Test func anAnswerSavedUnderAnotherTypeDoesNotCount() throws {
        let temp = try TemporaryStore()
        let form = try alcoholGoal(temp)
        try temp.store.updateDay(day("2026-12-01")) { record in
            record.set(Answer(value: .text("no"), type: "text", savedAt: 0), form: form.id, screen: "alcohol")
        }
        #expect(try habit(temp, form, asOf: "2026-12-02").unrecorded == 1)
    }
}
