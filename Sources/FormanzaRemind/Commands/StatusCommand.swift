import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaSystemd
import FoundationEssentials

/// `formanza-remind status [--json]`: asks the running daemon over D-Bus.
enum StatusCommand {
    static func options(_ l: Language) -> [OptionSpec] {
        [
            OptionSpec(
                name: "json", value: nil,
                help: l.pick("print the daemon's answer as JSON", "imprime la respuesta del demonio como JSON"))
        ]
    }

    static func help(_ l: Language) -> String {
        HelpText.render(
            usage: "formanza-remind status [--json]",
            summary: l.pick(
                "Ask the running daemon for its next reminder, its plan and the notification server it talks to.",
                "Pregunta al demonio en marcha su próximo recordatorio, su plan y el servidor de notificaciones."),
            options: options(l), language: l)
    }

    static func run(_ args: ParsedArguments, environment: [String: String]) throws {
        let l = Language.current(environment: environment)
        let answer: String
        let bus: BusConnection
        do {
            bus = try BusConnection.userBus(description: "formanza-remind-status")
        } catch {
            // No bus to connect to at all (a console login, ssh, a container): one plain
            // sentence instead of the library's errno text.
            throw CommandError(
                refused: l.pick(
                    "no session bus: is this a desktop session?",
                    "no hay bus de sesión: ¿es esta una sesión de escritorio?"))
        }
        do {
            answer = try bus.call(
                destination: Daemon.busName, path: Daemon.objectPath, interface: Daemon.busName,
                member: "Status"
            ).readString()
        } catch {
            if error.busErrorName == "org.freedesktop.DBus.Error.ServiceUnknown"
                || error.busErrorName == "org.freedesktop.DBus.Error.NameHasNoOwner"
            {
                throw CommandError(
                    refused: l.pick(
                        "formanza-remind is not running on this session bus; start it with `systemctl --user start formanza-remind` or `formanza-remind run`",
                        "formanza-remind no está en marcha en este bus de sesión; arráncalo con `systemctl --user start formanza-remind` o `formanza-remind run`"
                    ))
            }
            throw CommandError(
                refused: l.pick("cannot reach the daemon: \(error)", "no se puede contactar con el demonio: \(error)"))
        }
        if args.has("json") {
            // Whatever answered on the bus, its JSON holds no raw terminal or bidirectional
            // control: inside strings the escapes mean the same characters.
            Console.exact(JSONEscaping.escapingHidden(answer))
            return
        }
        guard let status = try? JSONDecoder().decode(DaemonStatus.self, from: Data(answer.utf8)) else {
            Console.out(answer)
            return
        }
        let zone = try? ZoneLoader(environment: environment).system(environment: environment)
        status.lines(l, zone: zone).forEach { Console.out($0) }
    }

}

/// The daemon's `Status` answer as a person reads it.
extension DaemonStatus {
    func lines(_ l: Language, zone: ZoneRules?) -> [String] {
        var lines = [l.pick("formanza-remind is running (pid \(pid))", "formanza-remind está en marcha (pid \(pid))")]
        if let next {
            var kind = ReminderKind(rawValue: next.kind).map { PlanText.whichOne($0, l) } ?? next.kind
            if next.snoozed { kind += l.pick(" (snoozed)", " (pospuesto)") }
            lines.append(
                l.pick("Next reminder: ", "Próximo recordatorio: ") + "\(next.form), \(kind), "
                    + Self.when(
                        next.fireAt, nowEpochSecond: Int64(Daemon.realtimeMicroseconds() / 1_000_000), zone: zone, l))
        } else {
            lines.append(status)
        }
        if let zone = timeZone, let days = horizonDays, let forms = remindingForms {
            lines.append(
                l.pick(
                    "Zone \(zone) · \(forms == 1 ? "1 form reminds" : "\(forms) forms remind") · horizon \(days) days",
                    "Zona \(zone) · \(forms == 1 ? "1 formulario con recordatorios" : "\(forms) formularios con recordatorios") · horizonte de \(days) días"
                )
                    + (lastDay.map { l.pick(" · last day \($0)", " · último día \($0)") } ?? ""))
        }
        for reminder in today {
            lines.append(
                l.pick("Today ", "Hoy ") + "\(reminder.time) \(reminder.form)" + l.pick(" ", ", ")
                    + "\(PlanText.whichOne(reminder.kind, l)): "
                    + todayStatus(reminder, l))
        }
        if let name = server.name {
            lines.append(
                l.pick("Notification server: ", "Servidor de notificaciones: ")
                    + "\(name) \(server.version ?? "") (\(server.capabilities.joined(separator: ", ")))")
        } else {
            lines.append(
                l.pick(
                    "No notification server: reminders wait for one.",
                    "Sin servidor de notificaciones: los recordatorios esperan a uno."))
        }
        if let configProblem { lines.append(l.pick("Settings: ", "Ajustes: ") + configProblem) }
        return lines
    }

    /// An instant the daemon wrote, as local time a person reads in `zone`: "today 21:00",
    /// "tomorrow 08:00", else the day with its weekday. Without a zone, the text as written.
    static func when(_ fireAt: String, nowEpochSecond: Int64, zone: ZoneRules?, _ l: Language) -> String {
        guard let zone, let instant = RFC3339.parse(fireAt) else { return fireAt }
        let local = zone.localTime(atEpochSecond: instant)
        let today = zone.localDate(atEpochSecond: nowEpochSecond)
        let clock = local.timeOfDay.description
        if local.date == today { return l.pick("today ", "hoy ") + clock }
        if local.date == today.adding(days: 1) { return l.pick("tomorrow ", "mañana ") + clock }
        return DateText.dayWithWeekday(local.date, l) + " " + clock
    }

    func todayStatus(_ reminder: PlanReport.Reminder, _ l: Language) -> String {
        switch reminder.status {
        case .posted: return l.pick("posted", "enviado")
        case .caughtUp: return l.pick("caught up", "recuperado")
        case .missed:
            return l.pick("missed: ", "perdido: ")
                + (reminder.reason.flatMap(MissReason.init(rawValue:)).map { PlanText.missReason($0, l) } ?? "")
        case .planned: return l.pick("planned", "planificado")
        case .skipped:
            // Only today's reminders are listed here.
            return reminder.reason.flatMap(SkipReason.init(rawValue:)).map { PlanText.skipped($0, isToday: true, l) }
                ?? l.pick("skipped", "omitido")
        }
    }
}
