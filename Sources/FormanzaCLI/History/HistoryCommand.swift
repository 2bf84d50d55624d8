import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza history [--form F] [--month YYYY-MM] [--json]`: a form's recorded days by
/// month, newest first; full screen on a terminal, the same list printed otherwise.
struct HistoryCommand: FormanzaCommand {
    static let name = "history"
    static let usage = "history [--form FORM] [--month YYYY-MM] [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, month, CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Browse a form's recorded days by month, open one, or delete one.")
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "On a terminal: ↑↓ select a day, Enter opens its summary (edit, answer, remove, x deletes the day for this form), c switches between the list and a month calendar (Enter there opens any day up to today, so you can record another day), q or Esc leaves. Only this form's answers are deleted; other forms keep theirs."
            )
        ]
    }

    static let month = Option<YearMonth>(
        "month", placeholder: "YYYY-MM",
        help: { l in l.tr("only that month (on a terminal: open there)")
        },
        convert: { text, _, l in
            guard let month = YearMonth(iso: text) else {
                throw CommandError(
                    usage: l.tr(
                        "--month wants YYYY-MM, not \"{0}\"", text))
            }
            return month
        })

    let form: String?
    /// The month asked for; whether it has begun is checked against today.
    let month: YearMonth?
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        form = arguments[CommonOptions.form]
        month = try arguments[Self.month]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(self.form)
        let month = try context.month(from: self.month)
        let history = FormHistory(form: form, records: store)
        if Console.isInteractive() && !json {
            let marker = CheckinMarker(paths: context.paths)
            try marker.mark()
            defer { marker.clear() }
            try HistoryTerminal.run(form: form, month: month, store: store, context: context)
            return
        }
        let months = try history.months(through: month ?? YearMonth(context.today), only: month != nil)
        if json {
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
    }
}

extension CLIContext {
    /// The month named by `--month`, nil when absent; a month after this one is refused.
    func month(from month: YearMonth?) throws -> YearMonth? {
        guard let month else { return nil }
        guard month <= YearMonth(today) else {
            throw CommandError(
                refused: language.tr(
                    "{0} has not begun yet; history ends today", month.iso))
        }
        return month
    }
}
