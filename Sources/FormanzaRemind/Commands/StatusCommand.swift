import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaSystemd
import FoundationEssentials

/// `formanza-remind status [--json]`: asks the running daemon over D-Bus.
struct StatusCommand: ParsableCommand {
    static let name = "status"
    static let usage = "status [--json]"
    static let json = Flag("json") { l in
        l.tr("print the daemon's answer as JSON")
    }
    static let options: [any OptionDeclaration] = [json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Ask the running daemon for its next reminder, its plan and the notification server it talks to.")
    }

    let json: Bool

    /// Extra words are let through, as they always were: the question has nothing to take.
    init(_ arguments: ParsedArguments) { json = arguments[Self.json] }

    func run(_ environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        let answer: String
        let bus: BusConnection
        do {
            bus = try BusConnection.userBus(description: "formanza-remind-status")
        } catch {
            // No bus to connect to at all (a console login, ssh, a container): one plain
            // sentence instead of the library's errno text.
            throw CommandError(
                refused: l.tr(
                    "no session bus: is this a desktop session?"))
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
                    refused: l.tr(
                        "formanza-remind is not running on this session bus; start it with `systemctl --user start formanza-remind` or `formanza-remind run`"
                    ))
            }
            throw CommandError(
                refused: l.tr("cannot reach the daemon: {0}", error))
        }
        if json {
            // Whatever answered on the bus, its JSON holds no raw terminal or bidirectional
            // control: inside strings the escapes mean the same characters.
            Console.exact(JSONEscaping.escapingHidden(answer))
            return 0
        }
        guard let status = try? JSONDecoder().decode(DaemonStatus.self, from: Data(answer.utf8)) else {
            Console.out(answer)
            return 0
        }
        let zone = try? ZoneLoader(environment: environment).system(environment: environment)
        status.lines(l, zone: zone).forEach { Console.out($0) }
        return 0
    }

}

/// The daemon's `Status` answer as a person reads it.
extension DaemonStatus {
    func lines(_ l: Language, zone: ZoneRules?) -> [String] {
        var lines = [l.tr("formanza-remind is running (pid {0})", pid)]
        if let next {
            var kind = ReminderKind(rawValue: next.kind).map { PlanText.whichOne($0, l) } ?? next.kind
            if next.snoozed { kind += l.tr(" (snoozed)") }
            lines.append(
                l.tr("Next reminder: ") + "\(next.form), \(kind), "
                    + Self.when(
                        next.fireAt, nowEpochSecond: Int64(Daemon.realtimeMicroseconds() / 1_000_000), zone: zone, l))
        } else {
            lines.append(status)
        }
        if let zone = timeZone, let days = horizonDays, let forms = remindingForms {
            lines.append(
                l.trn(
                    "Zone {1} · {0} form reminds · horizon {2} days", "Zone {1} · {0} forms remind · horizon {2} days",
                    forms, forms, zone, days)
                    + (lastDay.map { l.tr(" · last day {0}", $0) } ?? ""))
        }
        for reminder in today {
            lines.append(
                l.tr("Today ") + "\(reminder.time) \(reminder.form)" + l.tr(" ")
                    + "\(PlanText.whichOne(reminder.kind, l)): "
                    + todayStatus(reminder, l))
        }
        if let name = server.name {
            lines.append(
                l.tr("Notification server: ")
                    + "\(name) \(server.version ?? "") (\(server.capabilities.joined(separator: ", ")))")
        } else {
            lines.append(
                l.tr(
                    "No notification server: reminders wait for one."))
        }
        if let configProblem { lines.append(l.tr("Settings: ") + configProblem) }
        return lines
    }

    /// An instant the daemon wrote, as local time a person reads in `zone`: "today 21:00",
    /// "tomorrow 08:00", else the day with its weekday. Without a zone, the text as written.
    static func when(_ fireAt: String, nowEpochSecond: Int64, zone: ZoneRules?, _ l: Language) -> String {
        guard let zone, let instant = RFC3339.parse(fireAt) else { return fireAt }
        let local = zone.localTime(atEpochSecond: instant)
        let today = zone.localDate(atEpochSecond: nowEpochSecond)
        let clock = local.timeOfDay.description
        if local.date == today { return l.tr("today ") + clock }
        if local.date == today.adding(days: 1) { return l.tr("tomorrow ") + clock }
        return DateText.dayWithWeekday(local.date, l) + " " + clock
    }

    func todayStatus(_ reminder: PlanReport.Reminder, _ l: Language) -> String {
        switch reminder.status {
        case .posted: return l.tr("posted")
        case .caughtUp: return l.tr("caught up")
        case .missed:
            return l.tr("missed: ")
                + (reminder.reason.flatMap(MissReason.init(rawValue:)).map { PlanText.missReason($0, l) } ?? "")
        case .planned: return l.tr("planned")
        case .skipped:
            // Only today's reminders are listed here.
            return reminder.reason.flatMap(SkipReason.init(rawValue:)).map { PlanText.skipped($0, isToday: true, l) }
                ?? l.tr("skipped")
        }
    }
}
