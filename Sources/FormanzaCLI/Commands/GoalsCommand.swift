import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// `formanza goals [--form FORM] [--date DAY] [--json]`: every goal of one form, or of
/// every form, with its status and progress as of a day (default today). Computed from the
/// records at every call: editing a past day changes them at once.
struct GoalsCommand: FormanzaCommand {
    static let name = "goals"
    static let usage = "goals [--form FORM] [--date YYYY-MM-DD] [--json]"
    static let options: [any OptionDeclaration] = [form, CommonOptions.date, CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show the goals with their status and progress as of a day.")
    }

    static let form = Option<String>(
        "form", placeholder: "FORM",
        help: { l in
            l.tr(
                "only this form's goals (default: every form)")
        })

    let form: String?
    let date: DayChoice?
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        form = arguments[Self.form]
        date = try arguments[CommonOptions.date]
        json = arguments[CommonOptions.json]
    }

    /// The form `--form` names, reading only its definition (with a hundred forms, reading
    /// them all was most of the command), else every form.
    private func forms(in store: Store, _ context: CLIContext) throws -> [Form] {
        if let form, let named = try store.form(matching: form) { return [named] }
        let snapshot = try context.loadForms(store)
        return try form.map { [try context.form($0, in: snapshot)] } ?? snapshot.forms
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let forms = try self.forms(in: store, context)
        let day = try context.day(from: date) { date, l in
            l.tr(
                "{0} is in the future; goals can be shown for days up to today", date.iso)
        }
        let dataValues = (try? store.loadDataValues()) ?? []
        // In one read transaction: every form's goals from the same state of the store, and
        // one lock taken for all their questions instead of one per question.
        let boards = try store.snapshot {
            try forms.map { form in
                (form, try GoalBoard.reports(for: form, dataValues: dataValues, asOf: day, records: store))
            }
        }
        if json {
            let forms = boards.map { FormGoalsJSON(form: $0, reports: $1, asOf: day, l) }
            return Console.exact(bytes: try JSONText.array(of: forms))
        }
        let shown = boards.filter { !$0.1.isEmpty }
        if shown.isEmpty {
            let add = l.tr(
                "Add one: formanza goal add FORM --screen SCREEN --target VALUE")
            if forms.count == 1 {
                Console.out(
                    l.tr(
                        "\"{0}\" has no goals yet. ", forms[0].title) + add)
            } else {
                Console.out(l.tr("No goals yet. ") + add)
            }
            return
        }
        for (index, (form, reports)) in shown.enumerated() {
            if index > 0 { Console.out("") }
            Console.out(
                styled: [StyledLine("\(form.title) · \(DateText.dayWithWeekday(day, l))", .bold)]
                    + GoalsText.lines(reports, form: form, asOf: day, l, ids: true))
        }
    }
}
