import FormanzaCommandLine

extension Command {
    /// `formanza summary [--form F] [--date D] [--json]`.
    static let summaryCommand = Command(
        name: "summary", usage: "summary [--form FORM] [--date YYYY-MM-DD] [--json]",
        summary: {
            $0.pick(
                "Show a day's answers, what is missing and the calculated values.",
                "Muestra las respuestas de un día, lo que falta y los valores calculados.")
        },
        options: { [CommonOptions.form($0), CommonOptions.date($0), CommonOptions.json($0)] },
        run: { args, context in
            try requireNoPositionals(args, context)
            let day = try context.day(from: args.value("date"))
            if args.value("form") == nil && !args.has("json") {
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
            let (store, form) = try context.openNamedForm(args.value("form"))
            let summary = try DaySummary.make(
                form: form, day: day, today: context.today, store: store, language: context.language)
            if args.has("json") {
                Console.exact(bytes: try SummaryJSON(summary, context.language).text())
            } else {
                SummaryText.print(summary, context.language, paths: context.paths)
            }
        })

    static func requireNoPositionals(_ args: ParsedArguments, _ context: CLIContext) throws {
        if let extra = args.positionals.first {
            throw CommandError(
                usage: context.language.pick("unexpected argument \"\(extra)\"", "argumento inesperado «\(extra)»"))
        }
    }
}
