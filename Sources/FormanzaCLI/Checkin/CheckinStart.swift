import FormanzaBase
import FormanzaModel
import FormanzaState

/// What every check-in, interactive or line by line, starts from: the session with its
/// proposals, the day's record, and the earlier answers used for warnings and suggestions.
struct CheckinStart {
    let store: Store
    let settings: CheckinSettings
    let dataValues: [DataValue]
    var session: CheckinSession
    /// The last answer of each screen before the day (unusual-change warnings).
    let previous: [String: History.Earlier]
    /// The value goal that judges each screen's change (green toward its target, orange away).
    var guides: [String: ChangeGuide] = [:]

    static func make(form: Form, day: CivilDate, store: Store) throws -> CheckinStart {
        let settings = try store.loadSettings()
        let history = History(store: store)
        let record = try store.loadDay(day, form: form.id)
        let proposals = try history.prefills(form: form, day: day, settings: settings)
        let numeric = form.screens.filter { $0.kind.isNumeric }
        let dataValues = (try? store.loadDataValues()) ?? []
        let goals = try GoalBoard.reports(for: form, dataValues: dataValues, asOf: day, records: store)
        return CheckinStart(
            store: store, settings: settings, dataValues: dataValues,
            session: CheckinSession(form: form, day: day, record: record, proposals: proposals),
            previous: try history.lastAnswers(form: form, screens: numeric, before: day),
            guides: ChangeGuide.byScreen(goals))
    }

    /// Whether the day already has this form's answers: it then opens on its summary.
    var isRecorded: Bool { !session.saved.isEmpty }

    /// Up to 8 earlier answers of a text screen.
    func suggestions(for screen: Screen) -> [String] {
        guard case .text(let settings) = screen.kind, settings.suggestions else { return [] }
        return (try? History(store: store).suggestions(form: session.form, screen: screen, excluding: session.day))
            ?? []
    }

    /// The change of `screen` from its previous answer to `value`, judged by its value goal;
    /// nil without a previous answer or when zero.
    func change(for screen: Screen, to value: Double, _ l: Language) -> (JudgedChange, since: CivilDate)? {
        guard let earlier = previous[screen.id], let old = AnswerDisplay.number(earlier.answer.value),
            let change = JudgedChange.make(
                from: old, to: value, screen: screen, guide: guides[screen.id],
                form: session.form, l)
        else { return nil }
        return (change, earlier.day)
    }

    /// Whether `value` is an unusual change for `screen`.
    func isUnusual(_ value: Double, for screen: Screen) -> Bool {
        UnusualChange.isUnusual(
            value, previous: previous[screen.id].flatMap { AnswerDisplay.number($0.answer.value) },
            screen: screen)
    }

    /// The calculated values computed from `screen`, as they would be with `value`:
    /// "Size L · BMI 27.1".
    func preview(for screen: Screen, value: AnswerValue?, _ l: Language) -> String? {
        let dependents = CalculatedDependencies.dependents(ofScreen: screen.id, in: session.form)
        guard !dependents.isEmpty else { return nil }
        var answers = session.saved
        for (id, confirmed) in session.confirmed {
            answers[id] = Answer(value: confirmed, for: session.form.screen(id: id)!, savedAt: 0)
        }
        if let value { answers[screen.id] = Answer(value: value, for: screen, savedAt: 0) }
        let calculator = Calculator(form: session.form, answers: answers, dataValues: dataValues, day: session.day)
        return dependents.map { "\($0.title) " + calculator.result(of: $0).display(l).ifEmpty("—") }
            .joined(separator: " · ")
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
