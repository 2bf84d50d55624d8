import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza goals [--form FORM] [--date DAY] [--json]`: every goal of one form, or of
    /// every form, with its status and progress as of a day (default today). Computed from the
    /// records at every call: editing a past day changes them at once.
    static let goalsCommand = Command(
        name: "goals", usage: "goals [--form FORM] [--date YYYY-MM-DD] [--json]",
        summary: {
            $0.pick(
                "Show the goals with their status and progress as of a day.",
                "Muestra los objetivos con su estado y su avance a fecha de un día.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "form", value: "FORM",
                    help: l.pick(
                        "only this form's goals (default: every form)",
                        "solo los objetivos de este formulario (por defecto: todos)")),
                CommonOptions.date(l), CommonOptions.json(l),
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let forms = try args.value("form").map { [try context.form($0, in: snapshot)] } ?? snapshot.forms
            let day = try context.day(from: args.value("date")) { date, l in
                l.pick(
                    "\(date.iso) is in the future; goals can be shown for days up to today",
                    "\(date.iso) está en el futuro; los objetivos solo se pueden ver hasta hoy")
            }
            let dataValues = (try? store.loadDataValues()) ?? []
            let boards = try forms.map { form in
                (form, try GoalBoard.reports(for: form, dataValues: dataValues, asOf: day, records: store))
            }
            if args.has("json") {
                let forms = boards.map { FormGoalsJSON(form: $0, reports: $1, asOf: day, l) }
                return Console.exact(bytes: try JSONText.array(of: forms))
            }
            let shown = boards.filter { !$0.1.isEmpty }
            if shown.isEmpty {
                let add = l.pick(
                    "Add one: formanza goal add FORM --screen SCREEN --target VALUE",
                    "Agrega uno: formanza goal add FORM --screen SCREEN --target VALUE")
                if forms.count == 1 {
                    Console.out(
                        l.pick(
                            "\"\(forms[0].title)\" has no goals yet. ",
                            "«\(forms[0].title)» todavía no tiene objetivos. ") + add)
                } else {
                    Console.out(l.pick("No goals yet. ", "Todavía no hay objetivos. ") + add)
                }
                return
            }
            for (index, (form, reports)) in shown.enumerated() {
                if index > 0 { Console.out("") }
                Console.out(
                    styled: [StyledLine("\(form.title) · \(DateText.dayWithWeekday(day, l))", .bold)]
                        + GoalsText.lines(reports, form: form, asOf: day, l, ids: true))
            }
        })
}
