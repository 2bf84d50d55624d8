import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A small form and data values for the editing-rule tests: two number screens, a yes/no and
/// a choice, a number and a date data value.
enum Fixture {
    static let weight = Screen(
        id: "weight", title: "Weight",
        kind: .number(NumberSettings(unit: "kg", max: 500, decimals: 1, step: 0.1)))
    static let water = Screen(
        id: "water", title: "Water 2 L", kind: .number(NumberSettings(unit: "L", max: 10, decimals: 1, step: 0.1)))
    static let sleep = Screen(id: "sleep", title: "Slept 7 h+", kind: .yesNo)
    static let mood = Screen(
        id: "mood", title: "Mood",
        kind: .singleChoice(
            SingleChoiceSettings(options: [
                ChoiceOption(value: "good", label: "Good"), ChoiceOption(value: "ok", label: "OK"),
                ChoiceOption(value: "bad", label: "Bad"),
            ])))
    static let height = DataValue(id: "d-height", name: "Height", content: .number(1.8, unit: "m"))
    static let born = DataValue(id: "d-born", name: "Born", content: .date(CivilDate(iso: "2000-03-10")!))
    static let data = [height, born]

    static func form(calculated: [CalculatedValue] = [], goals: [Goal] = []) -> Form {
        Form(
            id: "f-fixture", title: "Fixture", screens: [weight, water, sleep, mood], calculated: calculated,
            goals: goals)
    }

    /// A formula calculated value from typed text.
    static func formula(_ id: String, _ title: String, _ text: String, in form: Form, decimals: Int = 3) throws
        -> CalculatedValue
    {
        let tokens = try FormulaText(form: form, dataValues: data).tokens(text)
        return CalculatedValue(
            id: id, title: title, kind: .formula(FormulaSettings(tokens: tokens, decimals: decimals)))
    }

    /// The value of typed `text` with the given answers.
    static func evaluate(_ text: String, answers: [String: Double] = [:]) throws -> CalculatedResult {
        var form = form()
        let value = try formula("c-eval", "Eval", text, in: form)
        form.calculated.append(value)
        var saved: [String: Answer] = [:]
        for (id, n) in answers { saved[id] = Answer(value: .number(n), for: form.screen(id: id)!, savedAt: 0) }
        return Calculator(form: form, answers: saved, dataValues: data, day: CivilDate(iso: "2026-12-02")!).result(
            of: value)
    }

    static func number(_ result: CalculatedResult) -> Double? {
        if case .number(let n, _, _) = result { return n }
        return nil
    }

    static func answer(_ value: AnswerValue, _ screen: Screen) -> Answer {
        Answer(value: value, for: screen, savedAt: 0)
    }
}
