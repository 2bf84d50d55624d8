import FormanzaBase

/// A goal's source read day by day from a form's answers: the number a value goal follows, or
/// how a day counts for a habit goal. Answers are read as their screen shows them now, as
/// everywhere else: one saved under an old type or unit, or a single choice whose option was
/// removed, does not count; a multiple choice counts the options it still has. Calculated
/// values are computed for each day from that day's answers and the data values.

public struct GoalReadings: Sendable {
    public let form: Form
    public let dataValues: [DataValue]

    public init(form: Form, dataValues: [DataValue]) {
        self.form = form
        self.dataValues = dataValues
    }

    /// The source's number on each day that has one, oldest first.
    public func values(of source: ValueSource, in days: some Sequence<DayAnswers>) -> [DayValue] {
        // A screen is looked up once, not once per day.
        if case .screen(let id) = source {
            guard let screen = form.screen(id: id) else { return [] }
            return days.compactMap { day in
                guard let answer = day.answers[id]?.shown(under: screen),
                    let number = AnswerDisplay.number(answer.value)
                else { return nil }
                return DayValue(day: day.day, value: number)
            }
        }
        return days.compactMap { day in value(of: source, on: day).map { DayValue(day: day.day, value: $0) } }
    }

    public func value(of source: ValueSource, on day: DayAnswers) -> Double? {
        switch source {
        case .screen(let id):
            guard let screen = form.screen(id: id), let answer = day.answers[id]?.shown(under: screen) else {
                return nil
            }
            return AnswerDisplay.number(answer.value)
        case .calculated(let id):
            guard let value = form.calculatedValue(id: id) else { return nil }
            guard case .success(let n) = calculator(day).result(of: value).numeric else { return nil }
            return n
        }
    }

    /// The met and not-met days of a habit counting `answer` on `source`.
    public func marks(of source: ValueSource, counting answer: String, in days: [DayAnswers]) -> [CivilDate: HabitDay] {
        var marks: [CivilDate: HabitDay] = [:]
        for day in days {
            if let counted = counts(source, answer, on: day) { marks[day.day] = counted ? .met : .notMet }
        }
        return marks
    }

    /// True when the day has the counted answer, false when it has another, nil when none.
    func counts(_ source: ValueSource, _ answer: String, on day: DayAnswers) -> Bool? {
        switch source {
        case .screen(let id):
            guard let screen = form.screen(id: id), let saved = day.answers[id]?.shown(under: screen) else {
                return nil
            }
            switch saved.value {
            case .yesNo(let yes): return (yes ? "yes" : "no") == answer
            case .choice(let value): return value == answer
            case .choices(let values): return values.contains(answer)
            default: return nil
            }
        case .calculated(let id):
            guard let value = form.calculatedValue(id: id), case .band(let band) = calculator(day).result(of: value)
            else {
                return nil
            }
            return band.value == answer
        }
    }

    private func calculator(_ day: DayAnswers) -> Calculator {
        Calculator(
            form: form, answers: DayStates.shown(day.answers, of: form), dataValues: dataValues, day: day.day)
    }
}
