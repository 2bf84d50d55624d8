import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaSystem
import FormanzaSystemd
import FoundationEssentials

/// The daemon's own D-Bus interface, `app.formanza.Remind1` at `/app/formanza/Remind1`, which
/// `formanza-remind status` uses: the plan as JSON, a re-plan, the next reminder, the server.
enum DaemonInterface {
    /// One method of the interface: its name, what it returns, and what answers it. Every
    /// method takes nothing and returns one JSON string, so the table is the whole interface:
    /// introspection and dispatch both read it, and a method cannot be listed without a handler.
    struct Method: Sendable {
        let name: String
        let answer: @Sendable (Daemon) throws -> String
        var shape: BusInterface.Method { BusInterface.Method(name, outputs: [.init("json", "s")]) }
    }

    static let methods: [Method] = [
        Method(name: "Status") { try json(status($0)) },
        Method(name: "Plan") { daemon in
            guard let plan = daemon.engine.plan else { throw BusMethodError.failed("not planned yet") }
            return PlanReport(plan: plan, outcomes: daemon.engine.todaysOutcomes(now: daemon.clock.now())).jsonText(
                pretty: false)
        },
        Method(name: "Next") { try json(next($0)) },
        Method(name: "Server") { try json(server($0)) },
        Method(name: "Replan") { daemon in
            daemon.driver.send(.reread(reason: "asked over D-Bus"))
            return try json(next(daemon))
        },
    ]

    static let interface = BusInterface(name: Daemon.busName, methods: methods.map(\.shape))

    static func export(_ daemon: Daemon) throws -> BusObject {
        try daemon.bus.exportObject(path: Daemon.objectPath, interfaces: [interface]) { [weak daemon] call in
            guard let daemon else { throw BusMethodError.failed("the daemon is stopping") }
            guard let method = methods.first(where: { $0.name == call.member }) else {
                throw BusMethodError.failed("unknown method \(call.member)")
            }
            return [.string(try method.answer(daemon))]
        }
    }

    struct NextJSON: Decodable, Equatable, JSONElement {
        let formId: String
        let form: String
        let kind: String
        let day: String
        let fireAt: String
        /// A reminder snoozed from its notification, shown again at `fireAt`.
        var snoozed: Bool = false

        func write(_ w: inout JSONText) throws {
            try w.object { w in
                w.key("day")
                try w.value(day)
                w.key("fireAt")
                try w.value(fireAt)
                w.key("form")
                try w.value(form)
                w.key("formId")
                try w.value(formId)
                w.key("kind")
                try w.value(kind)
                w.key("snoozed")
                w.value(snoozed)
            }
        }
    }

    struct ServerJSON: Decodable, Equatable, JSONElement {
        let owner: String?
        let name: String?
        let vendor: String?
        let version: String?
        let specVersion: String?
        let capabilities: [String]

        /// Keys sorted; what the server did not say is left out.
        func write(_ w: inout JSONText) throws {
            try w.object { w in
                w.key("capabilities")
                try w.array(capabilities)
                try w.member("name", ifPresent: name)
                try w.member("owner", ifPresent: owner)
                try w.member("specVersion", ifPresent: specVersion)
                try w.member("vendor", ifPresent: vendor)
                try w.member("version", ifPresent: version)
            }
        }
    }

    static func next(_ daemon: Daemon) -> NextJSON? {
        guard let plan = daemon.engine.plan, let next = daemon.engine.nextUp else { return nil }
        return NextJSON(
            formId: next.key.formId, form: next.title, kind: next.key.kind.rawValue, day: next.key.day.iso,
            fireAt: RFC3339.format(epochSecond: next.at, in: plan.zone), snoozed: next.snoozed)
    }

    static func today(_ daemon: Daemon) -> [PlanReport.Reminder] {
        guard let plan = daemon.engine.plan else { return [] }
        let outcomes = daemon.engine.todaysOutcomes(now: daemon.clock.now())
        return plan.entries.filter { $0.day == plan.today }.map { PlanReport.Reminder($0, outcome: outcomes[$0.key]) }
    }

    static func server(_ daemon: Daemon) -> ServerJSON {
        let info = daemon.serverInformation
        return ServerJSON(
            owner: daemon.notifications.serverOwner, name: info?.name, vendor: info?.vendor,
            version: info?.version, specVersion: info?.specVersion, capabilities: daemon.capabilities.sorted())
    }

    static func status(_ daemon: Daemon) -> DaemonStatus {
        let plan = daemon.engine.plan
        let settings = daemon.driver.settings
        return DaemonStatus(
            pid: ThisProcess.id, started: UTCInstant.format(daemon.started), status: daemon.statusText(daemon.language),
            timeZone: plan?.zone.identifier, horizonDays: plan?.horizonDays, remindingForms: plan?.remindingForms,
            lastDay: plan?.lastDay?.iso,
            armedFor: zip(daemon.armedFor, plan?.zone).map { RFC3339.format(epochSecond: $0, in: $1) },
            next: next(daemon), today: today(daemon), server: server(daemon),
            settings: [
                "terminal": (settings.terminalCommand(path: daemon.environment["PATH"] ?? "") ?? []).joined(
                    separator: " "),
                "catch-up": settings.catchUp.text, "snooze": "\(settings.snooze / 60)m",
            ],
            configProblem: daemon.configProblem)
    }

    /// An answer's text: one line, keys sorted, hidden characters escaped; nothing is `null`.
    static func json(_ value: some JSONElement) throws -> String {
        String(decoding: try JSONText.document(value, layout: .oneLine), as: UTF8.self)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
