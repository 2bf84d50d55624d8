import FormanzaBase
import FormanzaModel

extension CalculatedRules {
    /// The value a calculated value has with the form's latest record on or before `today`
    /// (the value shown live while it is being defined), or computed for `today` without answers
    /// when the form has no record yet (an age still has a value then).
    public static func latest(
        _ value: CalculatedValue, form: Form, store: Store, dataValues: [DataValue],
        today: CivilDate
    ) throws -> (day: CivilDate, recorded: Bool, result: CalculatedResult) {
        for date in try store.recordedDays(form: form.id, through: today).reversed() {
            let record = DayRecord(date: date, forms: [form.id: try store.answers(form: form.id, on: date)])
            let answers = DayStates.visibleAnswers(of: form, in: record)
            guard !answers.isEmpty else { continue }
            let calculator = Calculator(form: form, answers: answers, dataValues: dataValues, day: date)
            return (date, true, calculator.result(of: value))
        }
        let calculator = Calculator(form: form, answers: [:], dataValues: dataValues, day: today)
        return (today, false, calculator.result(of: value))
    }
}
