import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FoundationEssentials

/// `formanza-remind plan [--json] [--now INSTANT] [--tz ZONE] [--days N]`: the dry run. It
/// reads the store as it is (or, when there is none yet, plans the starter form a new store
/// would get) and never writes, so it never counts as an opening.
enum PlanCommand {
    static func options(_ l: Language) -> [OptionSpec] {
        [
            OptionSpec(name: "json", value: nil, help: l.pick("print the plan as JSON", "imprime el plan como JSON")),
            OptionSpec(
                name: "now", value: "INSTANT",
                help: l.pick(
                    "plan as if it were then (RFC 3339, e.g. 2026-03-28T07:00:00+01:00)",
                    "planifica como si fuera ese instante (RFC 3339, p. ej. 2026-03-28T07:00:00+01:00)")),
            OptionSpec(
                name: "tz", value: "ZONE",
                help: l.pick(
                    "an IANA time zone instead of the system's", "una zona horaria IANA en lugar de la del sistema")),
            OptionSpec(
                name: "days", value: "N",
                help: l.pick(
                    "plan N days (1–366) instead of the horizon", "planifica N días (de 1 a 366) en lugar del horizonte"
                )),
        ]
    }

    static func help(_ l: Language) -> String {
        HelpText.render(
            usage: "formanza-remind plan [--json] [--now INSTANT] [--tz ZONE] [--days N]",
            summary: l.pick(
                "Show the reminders the daemon would plan, without sending any.",
                "Muestra los recordatorios que el demonio planificaría, sin enviar ninguno."),
            options: options(l), language: l)
    }

    static func run(_ args: ParsedArguments, environment: [String: String]) throws {
        let l = Language.current(environment: environment)
        if let extra = args.positionals.first {
            throw CommandError(usage: l.pick("unexpected argument \"\(extra)\"", "argumento inesperado «\(extra)»"))
        }
        var now = SystemClock(environment: environment).now()
        if let text = args.value("now") {
            guard let instant = RFC3339.parse(text) else {
                throw CommandError(
                    usage: l.pick(
                        "--now wants an RFC 3339 instant with an offset, such as 2026-03-28T07:00:00+01:00, not \"\(text)\"",
                        "--now espera un instante RFC 3339 con desfase, como 2026-03-28T07:00:00+01:00, no «\(text)»"))
            }
            now = instant
        }
        var days: Int?
        if let text = args.value("days") {
            guard let n = Int(text), (1...366).contains(n) else {
                throw CommandError(
                    usage: l.pick(
                        "--days wants a whole number from 1 to 366, not \"\(text)\"",
                        "--days espera un número entero de 1 a 366, no «\(text)»"))
            }
            days = n
        }
        let zone: ZoneRules
        do {
            if let name = args.value("tz") {
                zone = try ZoneLoader(environment: environment).load(identifier: name)
            } else {
                zone = try SystemClock(environment: environment).zone()
            }
        } catch {
            throw args.value("tz") != nil
                ? CommandError(usage: "--tz: " + error.message) : CommandError(refused: error.message)
        }
        // Read once: a malformed remind.conf is said once, and the note and the plan agree.
        let setting = catchUpSetting(environment: environment)
        let (plan, outcomes, horizon) = try makePlan(
            environment: environment, language: l, now: now, zone: zone,
            days: days, setting: setting)
        if args.has("json") {
            var report = PlanReport(plan: plan, outcomes: outcomes)
            report.stopsAfter = horizon.stopsAfter
            Console.exact(report.jsonText())
        } else {
            PlanText.render(plan, outcomes: outcomes, horizon: horizon, l).forEach { Console.out($0) }
            Console.out("")
            Console.out(PlanText.catchUpNote(setting, l))
        }
    }

    /// The plan from the store as it is, without writing to it, and what became of today's
    /// passed reminders: what the daemon posted (its record), and what the catch-up rule drops.
    /// With `days`, the plan shows that window, and `horizon` is the plan the daemon itself
    /// makes: when reminders really stop is its end, not the shown window's. `setting` is the
    /// `catch-up` of remind.conf, read by the caller (`catchUpSetting`).
    static func makePlan(
        environment: [String: String], language l: Language, now: Int64, zone: ZoneRules,
        days: Int?, setting: CatchUpSetting
    ) throws -> (plan: Plan, outcomes: [PlanKey: ReminderOutcome], horizon: Plan) {
        let paths = StorePaths.from(environment: environment)
        StoreMoveNotice.sayIfMoving(paths, l)
        guard let store = try Store.existing(paths: paths) else {
            let starter = StarterForm.make(language: l)
            Console.warn(
                l.pick(
                    "no store yet at \(paths.root): planning the starter form a new store would get",
                    "todavía no hay almacén en \(paths.root): se planifica el formulario inicial de un almacén nuevo"),
                language: l)
            let request = PlanRequest(
                forms: [StoreFacts.planForm(starter)], lastOpened: now, now: now, zone: zone,
                horizonDays: days)
            return (Planner.plan(request), [:], horizonPlan(request))
        }
        let snapshot = try StoreFacts(store: store).snapshot(now: now, zone: zone, horizonDays: days)
        snapshot.problems.forEach { Console.warn($0.message(in: l), language: l) }
        let plan = Planner.plan(snapshot.request)
        let posted = PostedRecord(path: PostedRecord.path(environment: environment))
        do { try posted.load() } catch { Console.warn("\(posted.path): \(error)", language: l) }
        return (
            plan,
            outcomes(
                plan: plan, forms: snapshot.request.forms, posted: posted,
                setting: setting,
                checkinOpen: try CheckinMarker(paths: paths).isOpen()),
            horizonPlan(snapshot.request)
        )
    }

    /// The plan of `request` over the daemon's own horizon, whatever window it asked for.
    static func horizonPlan(_ request: PlanRequest) -> Plan {
        guard request.horizonDays != nil else { return Planner.plan(request) }
        var full = request
        full.horizonDays = nil
        return Planner.plan(full)
    }

    /// The dry run's view of today: posts from the record, drops from the catch-up rule; a
    /// reminder the rule would post is left without an outcome (due, not yet caught up).
    static func outcomes(
        plan: Plan, forms: [PlanForm], posted: PostedRecord, setting: CatchUpSetting,
        checkinOpen: Bool
    ) -> [PlanKey: ReminderOutcome] {
        var result: [PlanKey: ReminderOutcome] = [:]
        for entry in plan.entries where entry.day == plan.today {
            guard let record = posted.entry(for: entry.key) else { continue }
            let late = (RFC3339.parse(record.postedAt) ?? 0) - (entry.fireAt?.epochSecond ?? 0)
            result[entry.key] = record.caughtUp ? .caughtUp(lateSeconds: late) : .posted
        }
        let decision = CatchUp.decide(
            plan: plan, now: plan.now, handled: posted.keys, setting: setting,
            checkinOpen: checkinOpen
        ) { entry in
            forms.first { $0.id == entry.formId }?.state(on: entry.day) ?? .complete
        }
        for (key, reason) in decision.missed { result[key] = .missed(reason) }
        return result
    }

    /// The `catch-up` setting of remind.conf; the default when it is missing or malformed (said
    /// on stderr, as the daemon says it in the journal). Each call reads the file and says its
    /// problem again, so a command calls it once.
    static func catchUpSetting(environment: [String: String]) -> CatchUpSetting {
        let path = StorePaths.from(environment: environment).remindConf
        let data: FoundationEssentials.Data?
        do {
            data = try FileSystem.readRegularFile(path, followLinks: true)
        } catch {
            let l = Language.current(environment: environment)
            Console.warn((error as? any UserFacingError)?.message(in: l) ?? "\(path): \(error)", language: l)
            return RemindSettings().catchUp
        }
        guard let data else { return RemindSettings().catchUp }
        switch RemindSettings.parse(String(decoding: data, as: UTF8.self)) {
        case .success(let settings): return settings.catchUp
        case .failure(let problem):
            Console.warn(
                "\(path):\(problem.line): \(problem.message)", language: Language.current(environment: environment))
            return RemindSettings().catchUp
        }
    }
}
