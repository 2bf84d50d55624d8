import FormanzaBase
import FormanzaTestSupport
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Goals in words, in both languages, as the app words them, and the colour a change takes.
@Suite struct GoalTextTests {
    /// First, so the Spanish form below is made with the Spanish catalog on the shelf.
    let catalogs: Void = TestCatalogs.install()
    let starter = StarterForm.make(language: .en)
    let spanish = StarterForm.make(language: .es)

    func report(_ goal: Goal, _ detail: GoalReport.Detail) -> GoalReport {
        GoalReport(goal: goal, start: goal.startDay!, detail: detail)
    }

    @Test func aValueGoalsTitleAndCardLine() {
        let goal = Goal(id: "g", kind: .value, source: .screen("weight"), target: 110, startDay: day("2026-11-01"))
        #expect(GoalText.title(goal, in: starter, .en) == "Weight: reach 110 kg")
        #expect(GoalText.title(goal, in: spanish, .es) == "Peso: llegar a 110 kg")
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-11-01"), deadline: nil,
            readings: [DayValue(day: day("2026-11-01"), value: 120), DayValue(day: day("2026-11-20"), value: 118)],
            asOf: day("2026-11-20"))
        let card = report(goal, .value(state))
        #expect(GoalText.line(card, in: starter, asOf: day("2026-11-20"), .en) == "120 kg → 118 kg · target 110 kg")
        #expect(GoalText.line(card, in: spanish, asOf: day("2026-11-20"), .es) == "120 kg → 118 kg · meta 110 kg")
        #expect(GoalText.statusWithProgress(card, .en) == "In progress · 20%")
        #expect(GoalText.statusWithProgress(card, .es) == "En curso · 20 %")
    }

    @Test func aHabitGoalsTitleAndCardLine() {
        let goal = Goal(
            id: "g", kind: .habit, source: .screen("alcohol"), answer: "no", days: 30, startDay: day("2026-11-01"))
        #expect(GoalText.title(goal, in: starter, .en) == "Alcohol: No for 30 days")
        #expect(GoalText.title(goal, in: spanish, .es) == "Alcohol: No durante 30 días")
        let state = HabitGoalState(
            answer: "no", days: 30, windowEnd: day("2026-11-30"), met: 12, notMet: 0, unrecorded: 1, status: .inProgress
        )
        let card = report(goal, .habit(state))
        #expect(
            GoalText.line(card, in: starter, asOf: day("2026-11-14"), .en)
                == "12 of 30 days · 1 unrecorded · until 30 Nov")
        #expect(
            GoalText.line(card, in: spanish, asOf: day("2026-11-14"), .es)
                == "12 de 30 días · 1 sin registrar · hasta el 30 nov.")
        #expect(
            GoalText.line(card, in: starter, asOf: day("2025-11-14"), .en).hasSuffix("until 30 Nov 2026"),
            "another year is named")
        let failed = HabitGoalState(
            answer: "no", days: 1, windowEnd: day("2026-11-01"), met: 0, notMet: 1, unrecorded: 0, status: .notAchieved)
        #expect(
            GoalText.line(report(goal, .habit(failed)), in: spanish, asOf: day("2026-11-02"), .es)
                == "0 de 1 día · 1 no cumplido · hasta el 1 nov.")
    }

    @Test func statusesInBothLanguages() {
        let english = [GoalStatus.met, .achieved, .notAchieved, .upcoming, .inProgress].map { GoalText.status($0, .en) }
        let spanish = [GoalStatus.met, .achieved, .notAchieved, .upcoming, .inProgress].map { GoalText.status($0, .es) }
        #expect(english == ["Met", "Achieved", "Not achieved", "Upcoming", "In progress"])
        #expect(spanish == ["Cumplido", "Cumplido", "No cumplido", "Próximo", "En curso"])
    }

    @Test func durationsReadAsDurations() {
        var form = starter
        form.screens.append(Screen(id: "run", title: "Run", kind: .duration(DurationSettings())))
        let goal = Goal(id: "g", kind: .value, source: .screen("run"), target: 90, startDay: day("2026-12-01"))
        #expect(GoalText.title(goal, in: form, .en) == "Run: reach 1 h 30 min")
        let state = GoalEvaluation.value(
            target: 90, start: day("2026-12-01"), deadline: day("2026-12-24"),
            readings: [DayValue(day: day("2026-12-01"), value: 45), DayValue(day: day("2026-12-02"), value: 60)],
            asOf: day("2026-12-02"))
        #expect(
            GoalText.line(report(goal, .value(state)), in: form, asOf: day("2026-12-02"), .es)
                == "45 min → 1 h · meta 1 h 30 min · hasta el 24 dic.")
    }

    @Test func changesAreJudgedByTheScreensValueGoal() {
        let down = ChangeGuide(target: 110, direction: .down)
        #expect(down.tone(from: 118, to: 116.5) == .toward)
        #expect(down.tone(from: 116.5, to: 118) == .away)
        #expect(down.tone(from: 118, to: 118) == .neutral)
        #expect(down.tone(from: 112, to: 105) == .toward, "going past the target is still the goal's way")
        let undecided = ChangeGuide(target: 110, direction: nil)
        #expect(undecided.tone(from: 100, to: 104) == .toward && undecided.tone(from: 100, to: 96) == .away)
        let goal = Goal(id: "g", kind: .value, source: .screen("weight"), target: 110, startDay: day("2026-11-01"))
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-11-01"), deadline: nil,
            readings: [DayValue(day: day("2026-11-01"), value: 120)], asOf: day("2026-11-02"))
        #expect(ChangeGuide.byScreen([report(goal, .value(state))]) == ["weight": down])
    }
}
