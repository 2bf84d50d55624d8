import FormanzaBase
import FormanzaTestSupport
import FormanzaWords
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// What goals can follow, targets and answers as typed, and the same rules applied to a whole
/// definition (import, edit) and to changes of what a goal follows.
@Suite struct GoalRulesTests {
    init() { TestCatalogs.install() }

    let start = day("2026-12-01")

    /// The fixture with a duration screen, a text screen, a multiple choice and a ranges value.
    func form() throws -> Form {
        var form = Fixture.form()
        form.screens += [
            Screen(id: "run", title: "Run", kind: .duration(DurationSettings(minuteInterval: 5, maxHours: 3))),
            Screen(id: "note", title: "Note", kind: .text(TextSettings())),
        ]
        form.calculated = [
            try Fixture.formula("c-bmi", "BMI", "Weight / Height ^ 2", in: form),
            CalculatedValue(
                id: "c-band", title: "Band",
                kind: .ranges(
                    source: .screen("weight"),
                    bands: [
                        RangeBand(value: "low", label: "Low", lowerBound: nil),
                        RangeBand(value: "high", label: "High", lowerBound: 100),
                    ])),
        ]
        return form
    }

    @Test func whatGoalsCanFollow() throws {
        let form = try form()
        #expect(
            GoalSources.valueSources(in: form) == [
                .screen("weight"), .screen("water"), .screen("run"), .calculated("c-bmi"),
            ])
        #expect(GoalSources.habitSources(in: form) == [.screen("sleep"), .screen("mood"), .calculated("c-band")])
        let onlyText = Form(
            id: "f-t", title: "Notes",
            screens: [
                Screen(id: "t", title: "T", kind: .text(TextSettings())),
                Screen(id: "c", title: "C", kind: .color),
            ])
        #expect(throws: GoalRefusal(.noEligibleSource(form: "Notes"))) {
            try GoalRules.requireEligibleSource(in: onlyText)
        }
        let message = GoalRefusal(.noEligibleSource(form: "Notes")).message(in: .en)
        #expect(
            message.contains("number, slider and duration screens")
                && message.contains("yes/no, single-choice and multiple-choice"))
        #expect(throws: GoalRefusal(.notForValue(name: "Note", eligible: ["Weight", "Water 2 L", "Run", "BMI"]))) {
            try GoalRules.valueGoal(
                id: "g", source: .screen("note"), target: "3", start: start, deadline: nil, in: form)
        }
        #expect(throws: GoalRefusal(.notForHabit(name: "Weight", eligible: ["Slept 7 h+", "Mood", "Band"]))) {
            try GoalRules.habitGoal(id: "g", source: .screen("weight"), answer: "yes", days: 3, start: start, in: form)
        }
    }

    @Test func targetsAreTypedAsAnswersAndStayInsideTheRange() throws {
        let form = try form()
        #expect(try GoalRules.target("110,5", for: .screen("weight"), in: form) == 110.5)
        #expect(try GoalRules.target("1h30", for: .screen("run"), in: form) == 90)
        #expect(
            try GoalRules.target("1:07", for: .screen("run"), in: form) == 67,
            "a target need not sit on the wheel's interval")
        #expect(
            try GoalRules.target("-3", for: .calculated("c-bmi"), in: form) == -3,
            "a calculated value takes any finite target")
        #expect(
            throws: GoalRefusal(
                .targetOutOfRange(target: 600, name: "Weight", range: 0...500, format: .number(decimals: 1, unit: "kg"))
            )
        ) {
            try GoalRules.target("600", for: .screen("weight"), in: form)
        }
        #expect(throws: GoalRefusal(.targetOutOfRange(target: 240, name: "Run", range: 0...239, format: .duration))) {
            try GoalRules.target("4h", for: .screen("run"), in: form)
        }
        #expect(throws: GoalRefusal(.targetDecimals(allowed: 1))) {
            try GoalRules.target("110.25", for: .screen("weight"), in: form)
        }
        #expect(throws: GoalRefusal(.targetNotANumber("lots"))) {
            try GoalRules.target("lots", for: .screen("weight"), in: form)
        }
        #expect(throws: GoalRefusal(.targetNotANumber("9223372036854775807:00"))) {
            try GoalRules.target("9223372036854775807:00", for: .screen("run"), in: form)
        }
        let refusal = GoalRefusal(
            .targetOutOfRange(target: 600, name: "Peso", range: 0...500, format: .number(decimals: 1, unit: "kg")))
        #expect(refusal.message(in: .es) == "la meta 600 kg está fuera del rango de «Peso» (de 0 kg a 500 kg)")
    }

    @Test func answersDaysAndDeadlines() throws {
        let form = try form()
        #expect(try GoalRules.answer("sí", for: .screen("sleep"), in: form) == "yes")
        #expect(try GoalRules.answer("No", for: .screen("sleep"), in: form) == "no")
        #expect(try GoalRules.answer("Good", for: .screen("mood"), in: form) == "good")
        #expect(try GoalRules.answer("3", for: .screen("mood"), in: form) == "bad", "an option's number")
        #expect(try GoalRules.answer("high", for: .calculated("c-band"), in: form) == "high")
        #expect(try GoalRules.answer("LOW", for: .calculated("c-band"), in: form) == "low")
        #expect(throws: GoalRefusal(.unknownAnswer("maybe", name: "Slept 7 h+", choices: .yesNo))) {
            try GoalRules.answer("maybe", for: .screen("sleep"), in: form)
        }
        #expect(
            GoalRefusal(.unknownAnswer("quizás", name: "Alcohol", choices: .yesNo)).message(in: .es).contains(
                "(respuestas: sí, no)"))
        #expect(throws: GoalRefusal(.daysOutOfRange(0))) {
            try GoalRules.habitGoal(id: "g", source: .screen("sleep"), answer: "yes", days: 0, start: start, in: form)
        }
        #expect(throws: GoalRefusal(.daysOutOfRange(3651))) { try GoalRules.check(days: 3651) }
        #expect(throws: GoalRefusal(.deadlineBeforeStart(deadline: day("2026-11-30"), start: start))) {
            try GoalRules.valueGoal(
                id: "g", source: .screen("weight"), target: "80", start: start, deadline: day("2026-11-30"), in: form)
        }
        let goal = try GoalRules.valueGoal(
            id: "g-1", source: .screen("weight"), target: "80", start: start, deadline: start, in: form)
        #expect(
            goal
                == Goal(
                    id: "g-1", kind: .value, source: .screen("weight"), target: 80, startDay: start, deadline: start))
    }

    @Test func aGoalIsFoundByIdOrByWhatItFollows() throws {
        var form = try form()
        form.goals = [
            Goal(id: "g-w", kind: .value, source: .screen("weight"), target: 80, startDay: start),
            Goal(id: "g-s1", kind: .habit, source: .screen("sleep"), answer: "yes", days: 3, startDay: start),
            Goal(id: "g-s2", kind: .habit, source: .screen("sleep"), answer: "no", days: 3, startDay: start),
        ]
        #expect(try GoalRules.find("g-s2", in: form).id == "g-s2")
        #expect(try GoalRules.find("WEIGHT", in: form).id == "g-w")
        #expect(
            throws: GoalRefusal(
                .ambiguous("sleep", goals: [NamedGoal(form.goals[1], in: form), NamedGoal(form.goals[2], in: form)]))
        ) {
            try GoalRules.find("sleep", in: form)
        }
        let ambiguous = GoalRefusal(
            .ambiguous("sleep", goals: [NamedGoal(form.goals[1], in: form), NamedGoal(form.goals[2], in: form)]))
        #expect(
            ambiguous.message(in: .en).hasSuffix(
                "name one by its id: g-s1 (Slept 7 h+: Yes for 3 days), g-s2 (Slept 7 h+: No for 3 days)"))
        #expect(
            ambiguous.message(in: .es).hasSuffix(
                "indica uno por su id: g-s1 (Slept 7 h+: Sí durante 3 días), g-s2 (Slept 7 h+: No durante 3 días)"))
        #expect(throws: (any Error).self) { try GoalRules.find("mood", in: form) }
    }

    @Test func aDefinitionKeepsOnlyGoalsTheCommandsWouldAccept() throws {
        var form = try form()
        form.goals = [
            Goal(id: "g-gone", kind: .value, source: .screen("nope"), target: 1, startDay: start),
            Goal(id: "g-note", kind: .value, source: .screen("note"), target: 1, startDay: start),
            Goal(id: "g-far", kind: .value, source: .screen("weight"), target: 900, startDay: start),
            Goal(id: "g-zero", kind: .habit, source: .screen("sleep"), answer: "yes", days: 0, startDay: start),
            Goal(id: "g-what", kind: .habit, source: .screen("mood"), answer: "great", days: 3, startDay: start),
            Goal(id: "g-bare", kind: .habit, source: .screen("sleep"), startDay: nil),
        ]
        let issues = FormValidator(dataValues: Fixture.data).problems(in: form).map(\.issue)
        #expect(issues.contains(.goalSourceGone("nope")))
        #expect(
            issues.contains {
                if case .goalRule(let r) = $0, case .notForValue(name: "Note", _) = r.reason { return true }
                return false
            })
        #expect(
            issues.contains(
                .goalRule(
                    GoalRefusal(
                        .targetOutOfRange(
                            target: 900, name: "Weight", range: 0...500,
                            format: .number(decimals: 1, unit: "kg"))))))
        #expect(issues.contains(.goalRule(GoalRefusal(.daysOutOfRange(0)))))
        #expect(issues.contains(.goalAnswerUnknown(answer: "great", name: "Mood", choices: ["good", "ok", "bad"])))
        #expect(
            issues.contains(.goalFieldMissing(.answer)) && issues.contains(.goalFieldMissing(.days))
                && issues.contains(.goalFieldMissing(.startDay)))
        let far = FormValidator(dataValues: Fixture.data).problems(in: form).first {
            $0.issue.description.contains("900")
        }
        #expect(
            far?.message(in: .en)
                == "goal \"Weight: reach 900 kg\": the target 900 kg is outside the range of \"Weight\" (0 kg to 500 kg)"
        )
    }

    @Test func changesOfWhatAGoalFollowsAreRefusedNamingIt() throws {
        var form = try form()
        form.goals = [
            Goal(id: "g-w", kind: .value, source: .screen("weight"), target: 80, startDay: start),
            Goal(id: "g-b", kind: .habit, source: .calculated("c-band"), answer: "high", days: 3, startDay: start),
        ]
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).isEmpty)
        // The range cannot shrink to leave the target out.
        var shrunk = form
        shrunk.screens[0].kind = .number(NumberSettings(unit: "kg", max: 70, decimals: 1, step: 0.1))
        #expect(
            FormValidator(dataValues: Fixture.data).problems(in: shrunk).map(\.place) == [
                .goal(GoalTitle(form.goals[0], in: shrunk))
            ])
        // The unit is locked.
        var pounds = Fixture.weight
        pounds.kind = .number(NumberSettings(unit: "lb", max: 500, decimals: 1, step: 0.1))
        var locked = form
        locked.calculated = []
        locked.goals = [form.goals[0]]
        #expect(
            throws: EditRefusal(
                .typeLockedByGoal(
                    screen: "Weight", goal: GoalTitle(english: "Weight: reach 80 kg", spanish: "Weight: llegar a 80 kg")
                ))
        ) {
            try locked.replaceScreen(pounds)
        }
        // A range a goal counts keeps its value.
        var renamed = form
        renamed.calculated[1].kind = .ranges(
            source: .screen("weight"),
            bands: [
                RangeBand(value: "low", label: "Low", lowerBound: nil),
                RangeBand(value: "heavy", label: "High", lowerBound: 100),
            ])
        let problems = FormValidator(dataValues: Fixture.data).problems(in: renamed)
        #expect(problems.map(\.issue) == [.goalAnswerUnknown(answer: "high", name: "Band", choices: ["low", "heavy"])])
        #expect(problems[0].message(in: .en).contains("keeps its value"))
        var relabelled = form
        relabelled.calculated[1].kind = .ranges(
            source: .screen("weight"),
            bands: [
                RangeBand(value: "low", label: "Light", lowerBound: nil),
                RangeBand(value: "high", label: "Heavy", lowerBound: 95),
            ])
        #expect(FormValidator(dataValues: Fixture.data).problems(in: relabelled).isEmpty, "labels and bounds stay free")
        // A formula that turns into ranges can no longer carry a value goal.
        form.goals.append(Goal(id: "g-bmi", kind: .value, source: .calculated("c-bmi"), target: 25, startDay: start))
        form.calculated[0].kind = .ranges(
            source: .screen("weight"),
            bands: [
                RangeBand(value: "a", label: "A", lowerBound: nil), RangeBand(value: "b", label: "B", lowerBound: 1),
            ])
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).count == 1)
    }
}

extension FormProblem.Issue {
    var description: String { "\(self)" }
}
