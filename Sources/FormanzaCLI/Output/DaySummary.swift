import FormanzaBase
import FormanzaModel
import FormanzaState

/// The day summary of one form, computed once and shown as text or JSON: the
/// answers with their changes (judged by the screens' value goals), the calculated values and
/// the form's goals as of that day.
struct DaySummary {
    struct Row {
        let screen: Screen
        let answer: Answer?
        /// The change against the previous answer of this screen, nil when none or zero.
        let change: JudgedChange?
        /// Day of the previous answer, for "No change since …".
        let previousDay: CivilDate?
    }

    let form: Form
    let day: CivilDate
    /// The person's today, so a past day's state names its day.
    let today: CivilDate
    let state: FormDayState
    let rows: [Row]
    let calculated: [(CalculatedValue, CalculatedResult)]
    let goals: [GoalReport]

    static func make(
        form: Form, day: CivilDate, today: CivilDate, store: Store, language l: Language
    ) throws -> DaySummary {
        let record = try store.loadDay(day, form: form.id)
        let answers = DayStates.visibleAnswers(of: form, in: record)
        let numeric = form.screens.filter { $0.kind.isNumeric && answers[$0.id] != nil }
        let previous = try History(store: store).lastAnswers(form: form, screens: numeric, before: day)
        let dataValues = (try? store.loadDataValues()) ?? []
        let goals = try GoalBoard.reports(for: form, dataValues: dataValues, asOf: day, records: store)
        let guides = ChangeGuide.byScreen(goals)
        let rows = form.screens.map { screen -> Row in
            let answer = answers[screen.id]
            var change: JudgedChange?
            if let answer, let earlier = previous[screen.id],
                let new = AnswerDisplay.number(answer.value), let old = AnswerDisplay.number(earlier.answer.value)
            {
                change = JudgedChange.make(from: old, to: new, screen: screen, guide: guides[screen.id], form: form, l)
            }
            return Row(screen: screen, answer: answer, change: change, previousDay: previous[screen.id]?.day)
        }
        let calculator = Calculator(form: form, answers: answers, dataValues: dataValues, day: day)
        return DaySummary(
            form: form, day: day, today: today, state: DayStates.state(of: form, in: record), rows: rows,
            calculated: calculator.all(), goals: goals)
    }

    var missing: Int { rows.filter { $0.answer == nil }.count }

    /// The highlighted number's row, when the form has one and it is answered.
    var highlighted: Row? {
        guard let screen = form.highlightedScreen else { return nil }
        return rows.first { $0.screen.id == screen.id && $0.answer != nil }
    }
}
