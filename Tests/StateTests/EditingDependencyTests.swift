import FormanzaTestSupport
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Dependency protection: removals take their dependants along, type and
/// unit are locked while read.
@Suite struct EditingDependencyTests {
    /// The goal titles in refusals are made in Spanish too, from the Spanish catalog: loaded
    /// here, not left to whichever suite happened to run first.
    init() { TestCatalogs.install() }

    /// W (weight) ← S (a formula) ← T (ranges over S); G is a goal on S; H a goal on weight.
    func chain() throws -> Form {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-s", "S", "Weight * 2", in: form))
        form.calculated.append(
            CalculatedValue(
                id: "c-t", title: "T",
                kind: .ranges(
                    source: .calculated("c-s"),
                    bands: [
                        RangeBand(value: "low", label: "Low", lowerBound: nil),
                        RangeBand(value: "high", label: "High", lowerBound: 100),
                    ])))
        form.calculated.append(try Fixture.formula("c-u", "U", "Water 2 L + 1", in: form))
        form.goals = [
            Goal(id: "g-s", kind: .value, source: .calculated("c-s"), target: 150, startDay: day("2026-12-01")),
            Goal(id: "g-w", kind: .value, source: .screen("weight"), target: 75, startDay: day("2026-12-01")),
        ]
        return form
    }

    @Test func removingAScreenAsksOnceAndTakesItsReadersAndGoals() throws {
        var form = try chain()
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).isEmpty)
        let plan = RemovalPlan.screen("weight", in: form)
        #expect(plan.screens.map(\.id) == ["weight"])
        #expect(plan.calculated.map(\.id) == ["c-s", "c-t"])  // T reads S: transitive
        #expect(Set(plan.goals.map(\.id)) == ["g-s", "g-w"])
        plan.apply(to: &form)
        #expect(form.screens.map(\.id) == ["water", "sleep", "mood"])
        #expect(form.calculated.map(\.id) == ["c-u"])
        #expect(form.goals.isEmpty)
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).isEmpty)
        #expect(RemovalPlan.screen("sleep", in: form).calculated.isEmpty)
    }

    @Test func removingACalculatedValueTakesTheOnesThatReadIt() throws {
        let form = try chain()
        let plan = RemovalPlan.calculated("c-s", in: form)
        #expect(plan.calculated.map(\.id) == ["c-s", "c-t"])
        #expect(plan.goals.map(\.id) == ["g-s"])
        #expect(plan.without(calculated: "c-s").calculated.map(\.id) == ["c-t"])
        #expect(RemovalPlan.calculated("c-t", in: form).calculated.map(\.id) == ["c-t"])
    }

    @Test func removingADataValueTakesItsReadersInEveryForm() throws {
        var first = Fixture.form()
        first.calculated.append(try Fixture.formula("c-bmi", "BMI", "Weight / Height ^ 2", in: first))
        first.calculated.append(try Fixture.formula("c-twice", "Twice", "BMI * 2", in: first))
        first.calculated.append(CalculatedValue(id: "c-age", title: "Age", kind: .age(dataValueID: "d-born")))
        var second = Fixture.form()
        second.id = "f-second"
        second.calculated.append(try Fixture.formula("c-h", "H", "Height * 100", in: second))
        let third = Fixture.form()
        let plans = DataValueRules.removalPlans("d-height", in: [first, second, third])
        #expect(plans.map(\.0.id) == ["f-fixture", "f-second"])
        #expect(plans[0].1.calculated.map(\.id) == ["c-bmi", "c-twice"])
        #expect(plans[1].1.calculated.map(\.id) == ["c-h"])
        #expect(DataValueRules.removalPlans("d-born", in: [first])[0].1.calculated.map(\.id) == ["c-age"])
    }

    @Test func typeAndUnitAreLockedWhileRead() throws {
        var form = try chain()
        var edited = Fixture.water
        edited.kind = .number(NumberSettings(unit: "ml", max: 10000, decimals: 0, step: 1))
        #expect(throws: EditRefusal(.typeLockedByCalculated(screen: "Water 2 L", calculated: "U"))) {
            try form.replaceScreen(edited)
        }
        edited.kind = .slider(NumberSettings(unit: "L", max: 10, decimals: 1, step: 0.1))
        #expect(throws: EditRefusal(.typeLockedByCalculated(screen: "Water 2 L", calculated: "U"))) {
            try form.replaceScreen(edited)
        }
        // Other settings stay free: a new maximum is not a type or unit change.
        edited.kind = .number(NumberSettings(unit: "L", max: 20, decimals: 1, step: 0.1))
        try form.replaceScreen(edited)
        #expect(form.screen(id: "water")?.kind.numberSettings?.max == 20)
        // Once the reader is gone, the unit can change.
        RemovalPlan.calculated("c-u", in: form).apply(to: &form)
        edited.kind = .number(NumberSettings(unit: "ml", max: 10000, decimals: 0, step: 1))
        try form.replaceScreen(edited)
        #expect(form.screen(id: "water")?.kind.numberSettings?.unit == "ml")
    }

    @Test func aGoalLocksTheTypeAndItsOption() throws {
        var form = Fixture.form(goals: [
            Goal(id: "g-m", kind: .habit, source: .screen("mood"), answer: "good", days: 30)
        ])
        let title = GoalTitle(english: "Mood: Good for 30 days", spanish: "Mood: Good durante 30 días")
        var edited = Fixture.mood
        edited.kind = .multipleChoice(MultipleChoiceSettings(options: Fixture.mood.kind.options!))
        #expect(throws: EditRefusal(.typeLockedByGoal(screen: "Mood", goal: title))) { try form.replaceScreen(edited) }
        edited.kind = .singleChoice(SingleChoiceSettings(options: Array(Fixture.mood.kind.options!.dropFirst())))
        var changed = form
        changed.screens[3] = edited
        #expect(throws: EditRefusal(.optionUsedByGoal(screen: "Mood", value: "good", goal: title))) {
            try DefinitionChange.analyze(old: form, new: changed) { StoredAnswers(byScreen: [:]) }
        }
        form.goals = []
        changed.goals = []
        #expect(throws: Never.self) {
            try DefinitionChange.analyze(old: form, new: changed) { StoredAnswers(byScreen: [:]) }
        }
    }

    @Test func aScreenGoneFromAnEditedDefinitionTakesItsLeftovers() throws {
        let old = try chain()
        var new = old
        new.screens.removeAll { $0.id == "weight" }
        let change = try DefinitionChange.analyze(old: old, new: new) { StoredAnswers(byScreen: [:]) }
        #expect(change.removedScreens.map(\.id) == ["weight"])
        #expect(change.leftovers.calculated.map(\.id) == ["c-s", "c-t"])
        #expect(Set(change.leftovers.goals.map(\.id)) == ["g-s", "g-w"])
        #expect(change.result.calculated.map(\.id) == ["c-u"])
        #expect(FormValidator(dataValues: Fixture.data).problems(in: change.result).isEmpty)
        // Without the cascade the edited definition would not validate.
        #expect(!FormValidator(dataValues: Fixture.data).problems(in: new).isEmpty)
    }
}
