import FormanzaBase
import FormanzaCommandLine
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// `formanza-remind run`: the daemon in the foreground (systemd `Type=notify`).
enum RunCommand {
    /// Exit status when there is no session bus (EX_UNAVAILABLE): `make run` treats it as the
    /// expected outcome on a machine without a desktop session, systemd as a failure to retry.
    static let noSessionBus: Int32 = 69

    static func help(_ l: Language) -> String {
        HelpText.render(
            usage: "formanza-remind run",
            summary: l.pick(
                "Run the reminder daemon in the foreground on the session bus (as systemd starts it). It prints the plan it armed; SIGHUP reloads remind.conf, SIGTERM stops it.",
                "Ejecuta el demonio de recordatorios en primer plano en el bus de sesión (como lo arranca systemd). Imprime el plan que armó; SIGHUP relee remind.conf, SIGTERM lo detiene."
            ),
            options: [], language: l)
    }

    static func run(_ args: ParsedArguments, environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        if let extra = args.positionals.first {
            throw CommandError(usage: l.pick("unexpected argument \"\(extra)\"", "argumento inesperado «\(extra)»"))
        }
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
                l.pick(
                    "no session bus (\(error)); showing the plan it would arm instead",
                    "no hay bus de sesión (\(error)); se muestra el plan que armaría"), language: l)
            let zone = try clock.zone()
            let (plan, outcomes, _) = try PlanCommand.makePlan(
                environment: environment, language: l, now: clock.now(), zone: zone, days: nil,
                setting: PlanCommand.catchUpSetting(environment: environment))
            PlanText.render(plan, outcomes: outcomes, l).forEach { Console.out($0) }
            return noSessionBus
        }
        let daemon = try Daemon(environment: environment, store: store, bus: bus, loop: try EventLoop.makeDefault())
        return try daemon.run(
            printPlan: Console.isTerminal(StandardStreams.output) || environment["NOTIFY_SOCKET"] == nil)
    }
}
