import FormanzaBase
import FormanzaModel
import FormanzaSchedule

/// The plan as a table a person reads (`formanza-remind plan` without `--json`, and what
/// `run` prints when it has armed its timer): day, time, form, kind, status and why, a mark
/// where DST moved the time, the horizon, and when reminders stop without an opening.
enum PlanText {
    /// `horizon`: the daemon's own plan when `plan` shows a chosen number of days; the header
    /// then names the real horizon and the day reminders really stop after.
    static func render(
        _ plan: Plan, outcomes: [PlanKey: ReminderOutcome] = [:], horizon: Plan? = nil,
        _ l: Language
    ) -> [String] {
        let now = plan.zone.localTime(atEpochSecond: plan.now)
        var lines = [
            l.pick("Reminder plan", "Plan de recordatorios") + " · \(plan.zone.identifier) · "
                + l.pick("now ", "ahora ")
                + "\(DateText.dayWithWeekday(now.date, l)) \(clock(now)) (\(offset(now.offset)))"
        ]
        let forms = plan.remindingForms
        let formsText =
            forms == 1
            ? l.pick("1 form reminds", "1 formulario con recordatorios")
            : l.pick("\(forms) forms remind", "\(forms) formularios con recordatorios")
        let horizon = horizon ?? plan
        var header =
            formsText + " · "
            + l.pick("horizon \(horizon.horizonDays) days", "horizonte de \(horizon.horizonDays) días")
        if horizon.horizonDays != plan.horizonDays {
            header += l.pick(" (showing \(plan.horizonDays))", " (se muestran \(plan.horizonDays))")
        }
        if let stops = horizon.stopsAfter {
            header +=
                " · "
                + (stops >= plan.today
                    ? l.pick(
                        "reminders stop after \(DateText.dayWithWeekday(stops, l)) unless you open Formanza",
                        "los recordatorios cesan tras el \(DateText.dayWithWeekday(stops, l)) si no abres Formanza")
                    : l.pick(
                        "reminders stopped after \(DateText.dayWithWeekday(stops, l)); open Formanza to resume",
                        "los recordatorios cesaron tras el \(DateText.dayWithWeekday(stops, l)); abre Formanza para reanudarlos"
                    ))
        }
        lines.append(header)
        guard !plan.entries.isEmpty else {
            lines.append(
                forms == 0
                    ? l.pick(
                        "No form reminds (active, with screens and a reminder on).",
                        "Ningún formulario envía recordatorios (activo, con pantallas y un recordatorio encendido).")
                    : l.pick("Nothing to remind of.", "Nada que recordar."))
            return lines
        }
        let titleWidth = min(30, max(6, plan.entries.map(\.formTitle.cells).max() ?? 0) + 2)
        lines.append("")
        lines.append(
            l.pick("Day", "Día").padding(to: 18) + l.pick("Time", "Hora").padding(to: 8)
                + l.pick("Form", "Formulario").padding(to: titleWidth) + l.pick("Kind", "Tipo").padding(to: 10)
                + l.pick("Status", "Estado"))
        var moved = false
        for entry in plan.entries {
            var time = "—"
            if let fireAt = entry.fireAt {
                time = clock(plan.zone.localTime(atEpochSecond: fireAt.epochSecond))
                if fireAt.movedByGap {
                    time += "*"
                    moved = true
                }
            }
            lines.append(
                DateText.dayWithWeekday(entry.day, l).padding(to: 18) + time.padding(to: 8)
                    + String(entry.formTitle.prefix(titleWidth - 2)).padding(to: titleWidth)
                    + kind(entry.kind, l).padding(to: 10)
                    + status(entry, outcome: outcomes[entry.key], today: plan.today, l))
        }
        if moved {
            lines.append("")
            lines.append(
                l.pick(
                    "* moved by a daylight-saving change: the set time does not exist that day",
                    "* movido por el cambio de hora: la hora fijada no existe ese día"))
        }
        return lines
    }

    static func kind(_ kind: ReminderKind, _ l: Language) -> String {
        kind == .morning ? l.pick("morning", "mañana") : l.pick("evening", "noche")
    }

    /// The reminder named on its own, beside a day: «el de la mañana», as the app says it, since
    /// a bare «mañana» next to «mañana 08:00» would read as tomorrow.
    static func whichOne(_ kind: ReminderKind, _ l: Language) -> String {
        kind == .morning ? l.pick("morning", "el de la mañana") : l.pick("evening", "el de la noche")
    }

    static func status(_ entry: PlanEntry, outcome: ReminderOutcome? = nil, today: CivilDate? = nil, _ l: Language)
        -> String
    {
        switch outcome {
        case .posted?: return l.pick("posted", "enviado")
        case .caughtUp(let seconds)?:
            let minutes = max(1, seconds / 60)
            return l.pick("caught up, \(minutes) min late", "recuperado con \(minutes) min de retraso")
        case .missed(let why)?: return l.pick("missed: ", "perdido: ") + missReason(why, l)
        case nil: break
        }
        guard let reason = entry.skipReason else { return l.pick("planned", "planificado") }
        return skipped(reason, isToday: entry.day == today, l)
    }

    /// A reminder not planned, and why. `plan` and `status` both say it with these words, so the
    /// same reminder never reads "skipped" in one and "due" in the other.
    ///
    /// A passed reminder of today without an outcome is one the catch-up rule would still post:
    /// before the daemon runs (it catches up at its start), and while it runs without a
    /// notification server (it decides again when one appears). Either way the daemon posts it
    /// once it runs with a server, if it is still within the catch-up window and still wanted;
    /// one that falls out of the window reads "missed" instead.
    static func skipped(_ reason: SkipReason, isToday: Bool, _ l: Language) -> String {
        let why: String
        switch reason {
        case .past where isToday:
            return l.pick(
                "due: caught up once the daemon runs with a notification server",
                "pendiente: se recupera en cuanto el demonio esté en marcha con un servidor de notificaciones")
        case .past: why = l.pick("time already past", "hora ya pasada")
        case .recorded: why = l.pick("the day has a check-in", "el día ya tiene registro")
        case .complete: why = l.pick("the form is complete", "el formulario está completo")
        case .noSuchDay: why = l.pick("this day does not exist here", "este día no existe aquí")
        }
        return l.pick("skipped: ", "omitido: ") + why
    }

    static func missReason(_ reason: MissReason, _ l: Language) -> String {
        switch reason {
        case .conditionMet: return l.pick("already done", "ya hecho")
        case .checkinOpen: return l.pick("a check-in was open", "había un registro abierto")
        case .outsideCatchUp: return l.pick("outside the catch-up window", "fuera del margen de recuperación")
        case .superseded: return l.pick("superseded by a later reminder", "sustituido por uno posterior")
        }
    }

    /// The rule in one paragraph, under the table.
    static func catchUpNote(_ setting: CatchUpSetting, _ l: Language) -> String {
        switch setting {
        case .today:
            return l.pick(
                "Missed reminders: when the daemon starts or wakes, each form gets the latest of today's passed reminders that was not posted, if still wanted; earlier days are never caught up.",
                "Recordatorios perdidos: al arrancar o despertar, el demonio envía por formulario el último de hoy ya pasado y no enviado, si sigue haciendo falta; los de días anteriores nunca."
            )
        case .within:
            return l.pick(
                "Missed reminders: each form gets the latest of today's passed reminders that was not posted, if at most \(setting.text) late and still wanted.",
                "Recordatorios perdidos: se envía por formulario el último de hoy ya pasado y no enviado, si no lleva más de \(setting.text) de retraso y sigue haciendo falta."
            )
        case .off:
            return l.pick(
                "Missed reminders are not caught up (catch-up = off).",
                "Los recordatorios perdidos no se recuperan (catch-up = off).")
        }
    }

    static func clock(_ time: LocalTime) -> String {
        "\(pad(time.hour)):\(pad(time.minute))"
    }

    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return "\(sign)\(pad(magnitude / 3600)):\(pad(magnitude / 60 % 60))"
    }

    static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
