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
            l.tr("Reminder plan") + " · \(plan.zone.identifier) · "
                + l.tr("now ")
                + "\(DateText.dayWithWeekday(now.date, l)) \(clock(now)) (\(offset(now.offset)))"
        ]
        let forms = plan.remindingForms
        let formsText =
            forms == 1
            ? l.tr("1 form reminds")
            : l.tr("{0} forms remind", forms)
        let horizon = horizon ?? plan
        var header =
            formsText + " · "
            + l.tr("horizon {0} days", horizon.horizonDays)
        if horizon.horizonDays != plan.horizonDays {
            header += l.tr(" (showing {0})", plan.horizonDays)
        }
        if let stops = horizon.stopsAfter {
            header +=
                " · "
                + (stops >= plan.today
                    ? l.tr(
                        "reminders stop after {0} unless you open Formanza", DateText.dayWithWeekday(stops, l))
                    : l.tr(
                        "reminders stopped after {0}; open Formanza to resume", DateText.dayWithWeekday(stops, l)
                    ))
        }
        lines.append(header)
        guard !plan.entries.isEmpty else {
            lines.append(
                forms == 0
                    ? l.tr(
                        "No form reminds (active, with screens and a reminder on).")
                    : l.tr("Nothing to remind of."))
            return lines
        }
        let titleWidth = min(30, max(6, plan.entries.map(\.formTitle.cells).max() ?? 0) + 2)
        lines.append("")
        lines.append(
            l.tr("Day").padding(to: 18) + l.tr("Time").padding(to: 8)
                + l.tr("Form").padding(to: titleWidth) + l.tr("Kind").padding(to: 10)
                + l.tr("Status"))
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
                l.tr(
                    "* moved by a daylight-saving change: the set time does not exist that day"))
        }
        return lines
    }

    static func kind(_ kind: ReminderKind, _ l: Language) -> String {
        switch kind {
        case .morning: return l.tr("morning")
        case .evening: return l.tr("evening")
        }
    }

    /// The reminder named on its own, beside a day: «el de la mañana», as the app says it, since
    /// a bare «mañana» next to «mañana 08:00» would read as tomorrow.
    static func whichOne(_ kind: ReminderKind, _ l: Language) -> String {
        switch kind {
        case .morning: return l.trc("PlanText", "morning")
        case .evening: return l.trc("PlanText", "evening")
        }
    }

    static func status(_ entry: PlanEntry, outcome: ReminderOutcome? = nil, today: CivilDate? = nil, _ l: Language)
        -> String
    {
        switch outcome {
        case .posted?: return l.tr("posted")
        case .caughtUp(let seconds)?:
            let minutes = max(1, seconds / 60)
            return l.tr("caught up, {0} min late", minutes)
        case .missed(let why)?: return l.tr("missed: ") + missReason(why, l)
        case nil: break
        }
        guard let reason = entry.skipReason else { return l.tr("planned") }
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
            return l.tr(
                "due: caught up once the daemon runs with a notification server")
        case .past: why = l.tr("time already past")
        case .recorded: why = l.tr("the day has a check-in")
        case .complete: why = l.tr("the form is complete")
        case .noSuchDay: why = l.tr("this day does not exist here")
        }
        return l.tr("skipped: ") + why
    }

    static func missReason(_ reason: MissReason, _ l: Language) -> String {
        switch reason {
        case .conditionMet: return l.tr("already done")
        case .checkinOpen: return l.tr("a check-in was open")
        case .outsideCatchUp: return l.tr("outside the catch-up window")
        case .superseded: return l.tr("superseded by a later reminder")
        }
    }

    /// The rule in one paragraph, under the table.
    static func catchUpNote(_ setting: CatchUpSetting, _ l: Language) -> String {
        switch setting {
        case .today:
            return l.tr(
                "Missed reminders: when the daemon starts or wakes, each form gets the latest of today's passed reminders that was not posted, if still wanted; earlier days are never caught up."
            )
        case .within:
            return l.tr(
                "Missed reminders: each form gets the latest of today's passed reminders that was not posted, if at most {0} late and still wanted.",
                setting.text
            )
        case .off:
            return l.tr(
                "Missed reminders are not caught up (catch-up = off).")
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
