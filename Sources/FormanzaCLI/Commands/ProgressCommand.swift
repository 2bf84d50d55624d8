import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystem

extension Command {
    /// `formanza progress [--form FORM] [--period 7d|1m|3m|1y|all] [--date DAY] [--json]`: what
    /// the check-ins add up to. Full screen on a terminal; printed once, fitting `$COLUMNS`, in a
    /// pipe; figures for scripts with `--json`.
    static let progressCommand = Command(
        name: "progress", usage: "progress [--form FORM] [--period 7d|1m|3m|1y|all] [--date YYYY-MM-DD] [--json]",
        summary: {
            $0.pick(
                "See what the check-ins add up to: today, streaks, trends, habits.",
                "Mira lo que suman tus registros: hoy, rachas, tendencias, hábitos.")
        },
        options: { l in
            [
                CommonOptions.form(l),
                OptionSpec(
                    name: "period", value: "7d|1m|3m|1y|all",
                    help: l.pick(
                        "the period (default: the one chosen last, else 1m)",
                        "el período (por defecto: el último elegido, si no 1m)")),
                CommonOptions.date(l), CommonOptions.json(l),
            ]
        },
        notes: { l in
            [
                l.pick(
                    "On a terminal: arrows, PgUp/PgDn, Home/End, j/k scroll; p/P change the period; f the form; Enter opens a card; Esc goes back; q quits.",
                    "En una terminal: flechas, RePág/AvPág, Inicio/Fin, j/k desplazan; p/P cambian el período; f el formulario; Intro abre una tarjeta; Esc vuelve; q sale."
                )
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let settings = (try? store.loadSettings()) ?? CheckinSettings()
            var period = settings.progressPeriod ?? .month
            if let text = args.value("period") {
                guard let chosen = ProgressPeriod(text: text) else {
                    throw CommandError(
                        usage: l.pick(
                            "--period wants 7d, 1m, 3m, 1y or all, not \"\(text)\"",
                            "--period espera 7d, 1m, 3m, 1a o todo, no «\(text)»"))
                }
                period = chosen
            }
            let offered = ProgressForms.offered(snapshot)
            let form: Form
            if let query = args.value("form") {
                form = try context.form(query, in: snapshot)
                guard !form.screens.isEmpty else {
                    throw CommandError(
                        refused: l.pick(
                            "\"\(form.title)\" has no screens yet, so Progress has nothing to show; add one with `formanza screen add`",
                            "«\(form.title)» todavía no tiene pantallas, así que Progreso no tiene nada que mostrar; agrega una con `formanza screen add`"
                        ))
                }
            } else if let remembered = offered.first(where: { $0.id == settings.progressForm }) ?? offered.first {
                form = remembered
            } else {
                form = try context.form(nil, in: snapshot)
            }
            let day = try context.day(from: args.value("date"))
            let progress = ProgressForms(
                store: store, context: context, dataValues: (try? store.loadDataValues()) ?? [])
            if args.has("json") {
                let json = ProgressJSON(report: try progress.report(form, period, day), language: l, paths: store.paths)
                return Console.exact(bytes: try json.text())
            }
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
            let report = try progress.report(form, period, day)
            let colors = ColorPolicy.colorsEnabled(output: StandardStreams.output)
            let width = Int(context.environment["COLUMNS"] ?? "").flatMap { (20...1000).contains($0) ? $0 : nil } ?? 80
            let text = ProgressText(
                report: report, width: width,
                style: ChartStyle.from(environment: context.environment, colors: colors), language: l,
                pictures: progress.pictures)
            // An inactive form is named (it is not among the forms Progress offers) and said to be inactive.
            for row in FrameLayout.fit(text.header(severalForms: offered.count > 1 || !form.active), width: width) {
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
        })
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
