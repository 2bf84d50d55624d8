import FoundationEssentials
import FormanzaSchedule
import FormanzaState

/// `formanza-remind status [--json]`: asks the running daemon over D-Bus.
enum StatusCommand {
    static func options(_ l: Language) -> [OptionSpec] {
        [OptionSpec(name: "json", value: nil, help: l.pick("print the daemon's answer as JSON", "imprime la respuesta del demonio como JSON"))]
    }

    static func help(_ l: Language) -> String {
        HelpText.render(usage: "formanza-remind status [--json]",
                        summary: l.pick("Ask the running daemon for its next reminder, its plan and the notification server it talks to.",
                                        "Pregunta al demonio en marcha su próximo recordatorio, su plan y el servidor de notificaciones."),
                        options: options(l), language: l)
    }

    static func run(_ args: ParsedArguments, environment: [String: String]) throws {
        let l = Language.current(environment: environment)
        let answer: String
        do {
            let bus = try BusConnection.userBus(description: "formanza-remind-status")
            answer = try bus.call(destination: Daemon.busName, path: Daemon.objectPath, interface: Daemon.busName,
                                  member: "Status").readString()
        } catch {
            if error.busErrorName == "org.freedesktop.DBus.Error.ServiceUnknown"
                || error.busErrorName == "org.freedesktop.DBus.Error.NameHasNoOwner" {
                throw RefusedError(message: l.pick("formanza-remind is not running on this session bus; start it with `systemctl --user start formanza-remind` or `formanza-remind run`",
                                                   "formanza-remind no está en marcha en este bus de sesión; arráncalo con `systemctl --user start formanza-remind` o `formanza-remind run`"))
            }
            throw RefusedError(message: l.pick("cannot reach the daemon: \(error)", "no se puede hablar con el demonio: \(error)"))
        }
        if args.has("json") {
            Output.exact(answer)
            return
        }
        guard let status = try? JSONDecoder().decode(DaemonStatus.self, from: Data(answer.utf8)) else {
            Output.line(answer)
            return
        }
        status.lines(l).forEach { Output.line($0) }
    }

}

/// The daemon's `Status` answer as a person reads it.
extension DaemonStatus {
        func lines(_ l: Language) -> [String] {
            var lines = [l.pick("formanza-remind is running (pid \(pid))", "formanza-remind está en marcha (pid \(pid))")]
            if let next {
                lines.append(l.pick("Next reminder: ", "Próximo recordatorio: ") + "\(next.form), \(next.kind), \(next.fireAt)")
            } else {
                lines.append(status)
            }
            if let zone = timeZone, let days = horizonDays, let forms = remindingForms {
                lines.append(l.pick("Zone \(zone) · \(forms) form(s) remind · horizon \(days) days",
                                    "Zona \(zone) · \(forms) formulario(s) con recordatorios · horizonte de \(days) días")
                             + (lastDay.map { l.pick(" · last day \($0)", " · último día \($0)") } ?? ""))
            }
            for reminder in today {
                lines.append(l.pick("Today ", "Hoy ") + "\(reminder.time) \(reminder.form) \(PlanText.kind(reminder.kind, l)): "
                             + todayStatus(reminder, l))
            }
            if let name = server.name {
                lines.append(l.pick("Notification server: ", "Servidor de notificaciones: ")
                             + "\(name) \(server.version ?? "") (\(server.capabilities.joined(separator: ", ")))")
            } else {
                lines.append(l.pick("No notification server: reminders wait for one.", "Sin servidor de notificaciones: los recordatorios esperan a uno."))
            }
            if let configProblem { lines.append(l.pick("Settings: ", "Ajustes: ") + configProblem) }
            return lines
        }

        func todayStatus(_ reminder: PlanReport.Reminder, _ l: Language) -> String {
            switch reminder.status {
            case .posted: return l.pick("posted", "enviado")
            case .caughtUp: return l.pick("caught up", "recuperado")
            case .missed:
                return l.pick("missed: ", "perdido: ") + (reminder.reason.flatMap(MissReason.init(rawValue:)).map { PlanText.missReason($0, l) } ?? "")
            case .planned: return l.pick("planned", "planificado")
            case .skipped:
                switch reminder.reason.flatMap(SkipReason.init(rawValue:)) {
                case .recorded?: return l.pick("skipped: the day has a check-in", "omitido: el día ya tiene registro")
                case .complete?: return l.pick("skipped: the form is complete", "omitido: el formulario está completo")
                default: return l.pick("skipped", "omitido")
                }
            }
        }
    }
