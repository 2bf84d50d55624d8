import FoundationEssentials
import FormanzaSchedule
import FormanzaState
import Glibc

/// The daemon's own D-Bus interface, `app.formanza.Remind1` at `/app/formanza/Remind1`, which
/// `formanza-remind status` uses: the plan as JSON, a re-plan, the next reminder, the server.
enum DaemonInterface {
    static let interface = BusInterface(name: Daemon.busName, methods: [
        .init("Status", outputs: [.init("json", "s")]),
        .init("Plan", outputs: [.init("json", "s")]),
        .init("Next", outputs: [.init("json", "s")]),
        .init("Server", outputs: [.init("json", "s")]),
        .init("Replan", outputs: [.init("json", "s")]),
    ])

    static func export(_ daemon: Daemon) throws -> BusObject {
        try daemon.bus.exportObject(path: Daemon.objectPath, interfaces: [interface]) { [weak daemon] call in
            guard let daemon else { throw BusMethodError.failed("the daemon is stopping") }
            switch call.member {
            case "Plan":
                guard let plan = daemon.engine.plan else { throw BusMethodError.failed("not planned yet") }
                return [.string(PlanReport(plan: plan, outcomes: daemon.engine.todaysOutcomes).jsonText(pretty: false))]
            case "Next": return [.string(try json(next(daemon)))]
            case "Server": return [.string(try json(server(daemon)))]
            case "Status": return [.string(try json(status(daemon)))]
            case "Replan":
                daemon.refresh(reason: "asked over D-Bus")
                return [.string(try json(next(daemon)))]
            default: throw BusMethodError.failed("unknown method \(call.member)")
            }
        }
    }

    struct NextJSON: Encodable {
        let formId: String
        let form: String
        let kind: String
        let day: String
        let fireAt: String
    }

    struct ServerJSON: Encodable {
        let owner: String?
        let name: String?
        let vendor: String?
        let version: String?
        let specVersion: String?
        let capabilities: [String]
    }

    /// One of today's reminders as `plan --json` shows it.
    typealias TodayJSON = PlanReport.Reminder

    struct StatusJSON: Encodable {
        let pid: Int32
        let started: String
        let status: String
        let timeZone: String?
        let horizonDays: Int?
        let remindingForms: Int?
        let lastDay: String?
        let armedFor: String?
        let next: NextJSON?
        let today: [TodayJSON]
        let server: ServerJSON
        let settings: [String: String]
        let configProblem: String?
    }

    static func next(_ daemon: Daemon) -> NextJSON? {
        guard let plan = daemon.engine.plan, let entry = daemon.engine.nextReminder, let fireAt = entry.fireAt else { return nil }
        return NextJSON(formId: entry.formId, form: entry.formTitle, kind: entry.kind.rawValue, day: entry.day.iso,
                        fireAt: RFC3339.format(epochSecond: fireAt.epochSecond, in: plan.zone))
    }

    static func today(_ daemon: Daemon) -> [TodayJSON] {
        guard let plan = daemon.engine.plan else { return [] }
        let outcomes = daemon.engine.todaysOutcomes
        return plan.entries.filter { $0.day == plan.today }.map { PlanReport.Reminder($0, outcome: outcomes[$0.key]) }
    }

    static func server(_ daemon: Daemon) -> ServerJSON {
        let info = daemon.serverInformation
        return ServerJSON(owner: daemon.notifications.serverOwner, name: info?.name, vendor: info?.vendor,
                          version: info?.version, specVersion: info?.specVersion, capabilities: daemon.capabilities.sorted())
    }

    static func status(_ daemon: Daemon) -> StatusJSON {
        let plan = daemon.engine.plan
        let settings = daemon.engine.settings
        return StatusJSON(
            pid: getpid(), started: UTCInstant.format(daemon.started), status: daemon.statusText,
            timeZone: plan?.zone.identifier, horizonDays: plan?.horizonDays, remindingForms: plan?.remindingForms,
            lastDay: plan?.lastDay?.iso,
            armedFor: zip(daemon.armedFor, plan?.zone).map { RFC3339.format(epochSecond: $0, in: $1) },
            next: next(daemon), today: today(daemon), server: server(daemon),
            settings: [
                "terminal": (settings.terminalCommand(path: daemon.environment["PATH"] ?? "") ?? []).joined(separator: " "),
                "catch-up": settings.catchUp.text, "snooze": "\(settings.snooze / 60)m",
            ],
            configProblem: daemon.configProblem)
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
