import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza history [--form F] [--month YYYY-MM] [--json]`: a form's recorded days by
    /// month, newest first; full screen on a terminal, the same list printed otherwise.
    static let historyCommand = Command(
        name: "history", usage: "history [--form FORM] [--month YYYY-MM] [--json]",
        summary: {
            $0.tr(
                "Browse a form's recorded days by month, open one, or delete one.")
        },
        options: { l in
            [
                CommonOptions.form(l),
                OptionSpec(
                    name: "month", value: "YYYY-MM",
                    help: l.tr(
                        "only that month (on a terminal: open there)")),
                CommonOptions.json(l),
            ]
        },
        notes: { l in
            [
                l.tr(
                    "On a terminal: ↑↓ select a day, Enter opens its summary (edit, answer, remove, x deletes the day for this form), c switches between the list and a month calendar (Enter there opens any day up to today, so you can record another day), q or Esc leaves. Only this form's answers are deleted; other forms keep theirs."
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
            $0.tr(
                "Delete one form's answers of a day (other forms keep theirs).")
        },
        options: { l in
            [
                CommonOptions.form(l), CommonOptions.date(l),
                OptionSpec(
                    name: "yes", value: nil,
                    help: l.tr(
                        "answer yes to the confirmation (for scripts)")),
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            guard let date = args.value("date") else {
                throw CommandError(usage: l.tr("name the day with --date"))
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
                usage: language.tr(
                    "--month wants YYYY-MM, not \"{0}\"", text))
        }
        guard month <= YearMonth(today) else {
            throw CommandError(
                refused: language.tr(
                    "{0} has not begun yet; history ends today", month.iso))
        }
        return month
    }
}
