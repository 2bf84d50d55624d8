import FormanzaCommandLine
import FormanzaModel
import FormanzaState

extension Command {
    /// `formanza history [--form F] [--month YYYY-MM] [--json]`: a form's recorded days by
    /// month, newest first; full screen on a terminal, the same list printed otherwise.
    static let historyCommand = Command(
        name: "history", usage: "history [--form FORM] [--month YYYY-MM] [--json]",
        summary: {
            $0.pick(
                "Browse a form's recorded days by month, open one, or delete one.",
                "Recorre los días registrados de un formulario por mes, abre uno o bórralo.")
        },
        options: { l in
            [
                CommonOptions.form(l),
                OptionSpec(
                    name: "month", value: "YYYY-MM",
                    help: l.pick(
                        "only that month (on a terminal: open there)", "solo ese mes (en una terminal: abre ahí)")),
                CommonOptions.json(l),
            ]
        },
        notes: { l in
            [
                l.pick(
                    "On a terminal: ↑↓ select a day, Enter opens its summary (edit, answer, remove, x deletes the day for this form), c switches between the list and a month calendar (Enter there opens any day up to today, so you can record another day), q or Esc leaves. Only this form's answers are deleted; other forms keep theirs.",
                    "En una terminal: ↑↓ eligen un día, Intro abre su resumen (editar, responder, quitar, x borra el día de este formulario), c cambia entre la lista y un calendario del mes (Intro ahí abre cualquier día hasta hoy, para registrar otro día), q o Esc salen. Solo se borran las respuestas de este formulario; los demás conservan las suyas."
                )
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let (store, _, form) = try context.openForm(args.value("form"))
            let month = try context.month(from: args.value("month"))
            let history = FormHistory(form: form, records: store)
            if Console.isInteractive() && !args.has("json") {
                let marker = CheckinMarker(paths: context.paths)
                try marker.mark()
                defer { marker.clear() }
                try HistoryTerminal.run(form: form, month: month, store: store, context: context)
                return
            }
            let months = try history.months(through: month ?? YearMonth(context.today), only: month != nil)
            if args.has("json") {
                Console.exact(bytes: try HistoryJSON(form: form, months: months, l).text())
                return
            }
            Console.out(HistoryText.heading(form, l))
            guard !months.isEmpty else {
                Console.out(month.map { HistoryText.emptyMonth($0, l) } ?? HistoryText.empty(form, l))
                return
            }
            for entry in months {
                Console.out("")
                Console.out(HistoryText.month(entry.month, l))
                for day in entry.days { Console.out(HistoryText.dayLine(day, form: form, l)) }
            }
        })

    /// `formanza delete [--form F] --date D [--yes]`: one form's answers of one day.
    static let deleteCommand = Command(
        name: "delete", usage: "delete [--form FORM] --date YYYY-MM-DD [--yes]",
        summary: {
            $0.pick(
                "Delete one form's answers of a day (other forms keep theirs).",
                "Borra las respuestas de un formulario en un día (los demás conservan las suyas).")
        },
        options: { l in
            [
                CommonOptions.form(l), CommonOptions.date(l),
                OptionSpec(
                    name: "yes", value: nil,
                    help: l.pick(
                        "answer yes to the confirmation (for scripts)",
                        "responde sí a la confirmación (para scripts)")),
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            guard let date = args.value("date") else {
                throw CommandError(usage: l.pick("name the day with --date", "indica el día con --date"))
            }
            let (store, _, form) = try context.openForm(args.value("form"))
            let day = try context.day(from: date)
            guard try !store.answers(form: form.id, on: day).isEmpty else {
                throw CommandError(refused: HistoryText.notAnswered(form, day, l))
            }
            try Confirm.ask(HistoryText.deleteQuestion(form, day, l), yes: args.has("yes"), context)
            let removed = try store.deleteAnswers(form: form.id, on: day, now: context.now)
            guard !removed.isEmpty else { throw CommandError(refused: HistoryText.notAnswered(form, day, l)) }
            Console.out(HistoryText.deleted(removed, form: form, day: day, l))
        })
}

extension CLIContext {
    /// The month named by `--month` (YYYY-MM), nil when absent; a month after this one is refused.
    func month(from text: String?) throws -> YearMonth? {
        guard let text else { return nil }
        guard let month = YearMonth(iso: text) else {
            throw CommandError(
                usage: language.pick(
                    "--month wants YYYY-MM, not \"\(text)\"",
                    "--month espera AAAA-MM, no «\(text)»"))
        }
        guard month <= YearMonth(today) else {
            throw CommandError(
                refused: language.pick(
                    "\(month.iso) has not begun yet; history ends today",
                    "\(month.iso) todavía no ha empezado; el historial termina hoy"))
        }
        return month
    }
}
