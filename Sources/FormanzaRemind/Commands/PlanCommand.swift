import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FoundationEssentials

/// `formanza-remind plan [--json] [--now INSTANT] [--tz ZONE] [--days N]`: the dry run. It
/// reads the store as it is (or, when there is none yet, plans the starter form a new store
/// would get) and never writes, so it never counts as an opening.
struct PlanCommand: ParsableCommand {
    static let name = "plan"
    static let usage = "plan [--json] [--now INSTANT] [--tz ZONE] [--days N]"

    static let json = Flag("json") { l in l.tr("print the plan as JSON") }
    static let now = Option<Int64>(
        "now", placeholder: "INSTANT",
        help: { l in
            l.tr(
                "plan as if it were then (RFC 3339, e.g. 2026-03-28T07:00:00+01:00)")
        },
        convert: { text, _, l in
            guard let instant = RFC3339.parse(text) else {
                throw CommandError(
                    usage: l.tr(
                        "--now wants an RFC 3339 instant with an offset, such as 2026-03-28T07:00:00+01:00, not \"{0}\"",
                        text))
            }
            return instant
        })
    static let tz = Option<String>(
        "tz", placeholder: "ZONE",
        help: { l in
            l.tr("an IANA time zone instead of the system's")
        })
    static let days = Option<Int>(
        "days", placeholder: "N",
        help: { l in
            l.tr("plan N days (1–366) instead of the horizon")
        },
        convert: { text, _, l in
            guard let n = Int(text), (1...366).contains(n) else {
                throw CommandError(
                    usage: l.tr(
                        "--days wants a whole number from 1 to 366, not \"{0}\"", text))
            }
            return n
        })
    static let options: [any OptionDeclaration] = [json, now, tz, days]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show the reminders the daemon would plan, without sending any.")
    }

    let json: Bool
    /// The instant to plan from, when not the clock's.
    let now: Int64?
    /// The zone named by `--tz`, when not the system's.
    let zoneName: String?
    /// The days to show, when not the daemon's horizon.
    let days: Int?

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        json = arguments[Self.json]
        now = try arguments[Self.now]
        days = try arguments[Self.days]
        zoneName = arguments[Self.tz]
    }

    func run(_ environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        let now = self.now ?? SystemClock(environment: environment).now()
        let zone: ZoneRules
        do {
            if let name = zoneName {
                zone = try ZoneLoader(environment: environment).load(identifier: name)
            } else {
                zone = try SystemClock(environment: environment).zone()
            }
        } catch {
            throw zoneName != nil
                ? CommandError(usage: "--tz: " + error.message(in: l)) : CommandError(refused: error.message(in: l))
        }
        // Read once: a malformed remind.conf is said once, and the note and the plan agree.
        let setting = Self.catchUpSetting(environment: environment)
        let (plan, outcomes, horizon) = try Self.makePlan(
            environment: environment, language: l, now: now, zone: zone,
            days: days, setting: setting)
        if json {
            var report = PlanReport(plan: plan, outcomes: outcomes)
            report.stopsAfter = horizon.stopsAfter
            Console.exact(report.jsonText())
        } else {
            PlanText.render(plan, outcomes: outcomes, horizon: horizon, l).forEach { Console.out($0) }
            Console.out("")
            Console.out(PlanText.catchUpNote(setting, l))
        }
        return 0
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
                l.tr(
                    "no store yet at {0}: planning the starter form a new store would get", paths.root),
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
            let l = Language.current(environment: environment)
            Console.warn(problem.located(path, l), language: l)
            return RemindSettings().catchUp
        }
    }
}
