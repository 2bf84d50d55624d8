import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// `formanza-remind run`: the daemon in the foreground (systemd `Type=notify`).
struct RunCommand: ParsableCommand {
    /// Exit status when there is no session bus (EX_UNAVAILABLE): `make run` treats it as the
    /// expected outcome on a machine without a desktop session, systemd as a failure to retry.
    static let noSessionBus: Int32 = 69

    static let name = "run"
    static let usage = "run"

    static func summary(_ l: Language) -> String {
        l.tr(
            "Run the reminder daemon in the foreground on the session bus (as systemd starts it). It prints the plan it armed; SIGHUP reloads remind.conf, SIGTERM stops it."
        )
    }

    init(_ arguments: ParsedArguments) throws { try arguments.requireNoPositionals() }

    func run(_ environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        // Signals are blocked before anything else so sd-event can take them as events.
        try SignalWatch.block(SignalWatch.standard + [ProcessSignal.child])
        let clock = SystemClock(environment: environment)
        let store = try Store.open(paths: StorePaths.from(environment: environment), language: l, now: clock.now())
        let bus: BusConnection
        do {
            bus = try BusConnection.userBus()
            _ = try bus.uniqueName()
        } catch {
            Console.error(
                l.tr(
                    "no session bus ({0}); showing the plan it would arm instead", error), language: l)
            let zone = try clock.zone()
            let (plan, outcomes, _) = try PlanCommand.makePlan(
                environment: environment, language: l, now: clock.now(), zone: zone, days: nil,
                setting: PlanCommand.catchUpSetting(environment: environment))
            PlanText.render(plan, outcomes: outcomes, l).forEach { Console.out($0) }
            return Self.noSessionBus
        }
        let daemon = try Daemon(environment: environment, store: store, bus: bus, loop: try EventLoop.makeDefault())
        return try daemon.run(
            printPlan: Console.isTerminal(StandardStreams.output) || environment["NOTIFY_SOCKET"] == nil)
    }
}
