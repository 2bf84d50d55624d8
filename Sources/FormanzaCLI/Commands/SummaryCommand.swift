import FormanzaBase
import FormanzaCommandLine

/// `formanza summary [--form F] [--date D] [--json]`.
struct SummaryCommand: FormanzaCommand {
    static let name = "summary"
    static let usage = "summary [--form FORM] [--date YYYY-MM-DD] [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, CommonOptions.date, CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show a day's answers, what is missing and the calculated values.")
    }

    let form: String?
    let date: DayChoice?
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        form = arguments[CommonOptions.form]
        date = try arguments[CommonOptions.date]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let day = try context.day(from: date)
        if form == nil && !json {
            // Several active forms and none named: each form's summary, one after another
            // (JSON stays one form per run, so a script names it).
            let store = try context.openStore()
            let usable = FormListScreen.ordered(try context.loadForms(store).usable)
            if usable.count > 1 {
                for (index, form) in usable.enumerated() {
                    if index > 0 { Console.out("") }
                    SummaryText.print(
                        try DaySummary.make(
                            form: form, day: day, today: context.today, store: store, language: context.language),
                        context.language)
                }
                return
            }
        }
        let (store, form) = try context.openNamedForm(self.form)
        let summary = try DaySummary.make(
            form: form, day: day, today: context.today, store: store, language: context.language)
        if json {
            Console.exact(bytes: try SummaryJSON(summary, context.language).text())
        } else {
            SummaryText.print(summary, context.language, paths: context.paths)
        }
    }
}
