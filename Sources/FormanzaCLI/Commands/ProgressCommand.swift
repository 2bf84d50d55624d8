import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaTerminal

/// `formanza progress [--form FORM] [--period 7d|1m|3m|1y|all] [--date DAY] [--json]`: what
/// the check-ins add up to. Full screen on a terminal; printed once, fitting `$COLUMNS`, in a
/// pipe; figures for scripts with `--json`.
struct ProgressCommand: FormanzaCommand {
    static let name = "progress"
    static let usage = "progress [--form FORM] [--period 7d|1m|3m|1y|all] [--date YYYY-MM-DD] [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, period, CommonOptions.date, CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "See what the check-ins add up to: today, streaks, trends, habits.")
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "On a terminal: arrows, PgUp/PgDn, Home/End, j/k scroll; p/P change the period; f the form; Enter opens a card; Esc goes back; q quits."
            )
        ]
    }

    static let period = Option<ProgressPeriod>(
        "period", placeholder: "7d|1m|3m|1y|all",
        help: { l in
            l.tr(
                "the period (default: the one chosen last, else 1m)")
        },
        convert: { text, _, l in
            guard let chosen = ProgressPeriod(text: text) else {
                throw CommandError(
                    usage: l.tr(
                        "--period wants 7d, 1m, 3m, 1y or all, not \"{0}\"", text))
            }
            return chosen
        })

    let form: String?
    /// The period asked for; else the one chosen last.
    let period: ProgressPeriod?
    let date: DayChoice?
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        form = arguments[CommonOptions.form]
        period = try arguments[Self.period]
        date = try arguments[CommonOptions.date]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let settings = (try? store.loadSettings()) ?? CheckinSettings()
        let period = self.period ?? settings.progressPeriod ?? .month
        let day = try context.day(from: date)
        let progress = ProgressForms(
            store: store, context: context, dataValues: (try? store.loadDataValues()) ?? [])
        func writeJSON(_ form: Form) throws {
            let json = ProgressJSON(report: try progress.report(form, period, day), language: l, paths: store.paths)
            Console.exact(bytes: try json.text())
        }
        // JSON of a named form needs no other form: only its definition is read (with a
        // hundred forms, reading them all was most of the command).
        if json, let query = self.form, let named = try store.form(matching: query) {
            try requireScreens(named, l)
            return try writeJSON(named)
        }
        let snapshot = try context.loadForms(store)
        let offered = ProgressForms.offered(snapshot)
        let form = try chosenForm(snapshot, offered: offered, lastChosen: settings.progressForm, context)
        if json { return try writeJSON(form) }
        if Console.isInteractive() {
            try ProgressScreen.run(
                progress: progress, forms: offered.contains(form) ? offered : [form] + offered,
                form: form, period: period, day: day
            ) { shown, device in
                let ui = CheckinTerminal(device: device, language: l, clock: CheckinClock(context: context))
                var history = try HistoryScreen(ui: ui, form: shown, store: store)
                _ = try history.browse()
            }
            return
        }
        try printReport(
            try progress.report(form, period, day), pictures: progress.pictures, form: form,
            severalForms: offered.count > 1, context)
    }

    /// The form named by `--form` (which must have screens), else the one chosen last, else
    /// the first offered, else the only usable form.
    private func chosenForm(
        _ snapshot: FormsSnapshot, offered: [Form], lastChosen: String?, _ context: CLIContext
    ) throws -> Form {
        let l = context.language
        if let query = self.form {
            let form = try context.form(query, in: snapshot)
            try requireScreens(form, l)
            return form
        } else if let remembered = offered.first(where: { $0.id == lastChosen }) ?? offered.first {
            return remembered
        } else {
            return try context.form(nil, in: snapshot)
        }
    }

    /// Refuses a form without screens: Progress would have nothing to show.
    private func requireScreens(_ form: Form, _ l: Language) throws {
        guard form.screens.isEmpty else { return }
        throw CommandError(
            refused: l.tr(
                "\"{0}\" has no screens yet, so Progress has nothing to show; add one with `formanza screen add`",
                form.title
            ))
    }

    /// Progress printed once, fitting `$COLUMNS` (a pipe, a file).
    private func printReport(
        _ report: ProgressReport, pictures: PhotoPictures, form: Form, severalForms: Bool, _ context: CLIContext
    ) throws {
        let l = context.language
        let colors = ColorPolicy.colorsEnabled(output: StandardStreams.output)
        let width = Int(context.environment["COLUMNS"] ?? "").flatMap { (20...1000).contains($0) ? $0 : nil } ?? 80
        let text = ProgressText(
            report: report, width: width,
            style: ChartStyle.from(environment: context.environment, colors: colors), language: l,
            pictures: pictures)
        // An inactive form is named (it is not among the forms Progress offers) and said to be inactive.
        for row in FrameLayout.fit(text.header(severalForms: severalForms || !form.active), width: width) {
            Console.out(row.encoded(colors: colors))
        }
        if !form.active { Console.out(ProgressStrings.inactive(form.title, l)) }
        for block in text.blocks() {
            Console.out("")
            Console.out(StyledLine(block.heading, .bold).encoded(colors: colors))
            for line in block.lines {
                for row in FrameLayout.fit(line, width: width) { Console.out(row.encoded(colors: colors)) }
            }
        }
    }
}

/// What Progress needs from the outside: the store, the clock's zone, the locale's week.
struct ProgressForms: Sendable {
    let store: Store
    let zone: ZoneRules
    let weekStart: WeekStart
    let dataValues: [DataValue]
    let environment: [String: String]
    let language: Language
    /// The photos card's previews, drawn once for the whole run.
    let pictures: PhotoPictures

    init(store: Store, context: CLIContext, dataValues: [DataValue]) {
        self.store = store
        environment = context.environment
        language = context.language
        zone = context.zone
        weekStart = WeekStart.from(environment: context.environment)
        self.dataValues = dataValues
        pictures = PhotoPictures(paths: store.paths)
    }

    /// Forms Progress offers: active ones with screens, by title.
    static func offered(_ snapshot: FormsSnapshot) -> [Form] { snapshot.usable }

    func builder(_ form: Form) -> ProgressBuilder {
        let zone = self.zone
        return ProgressBuilder(
            form: form, dataValues: dataValues, weekStart: weekStart,
            localMinutes: { zone.localTime(atEpochSecond: $0).secondsOfDay / 60 })
    }

    func report(_ form: Form, _ period: ProgressPeriod, _ day: CivilDate) throws -> ProgressReport {
        // Its questions are answered from one snapshot of the store: a check-in committed by
        // another process meanwhile is shown whole or not at all.
        try store.snapshot { try builder(form).report(period: period, today: day, records: store) }
    }

    /// Remembers the period and form last chosen (in the store's settings, read again just
    /// before, so a switch changed meanwhile by `formanza settings` is kept). A store that
    /// cannot be written costs only the memory of the choice.
    func remember(period: ProgressPeriod, form: Form) {
        var settings = (try? store.loadSettings()) ?? CheckinSettings()
        settings.progressPeriod = period
        settings.progressForm = form.id
        try? store.saveSettings(settings)
    }
}
