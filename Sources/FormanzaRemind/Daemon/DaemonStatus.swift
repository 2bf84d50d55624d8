import FormanzaBase
import FormanzaSchedule

/// The daemon's `Status` answer: written by the daemon (`write`), decoded by `formanza-remind
/// status` from the same fields; a test writes one and decodes it back, so the two cannot drift.
struct DaemonStatus: Decodable, Equatable, JSONElement {
    let pid: Int32
    /// When the daemon started, RFC 3339 in UTC.
    let started: String
    /// What systemd shows as `STATUS=`: the next reminder, or why there is none.
    let status: String
    let timeZone: String?
    let horizonDays: Int?
    let remindingForms: Int?
    let lastDay: String?
    /// The instant the timer is armed for.
    let armedFor: String?
    let next: DaemonInterface.NextJSON?
    /// Today's reminders as `plan --json` shows them, with what became of the passed ones.
    let today: [PlanReport.Reminder]
    let server: DaemonInterface.ServerJSON
    /// `terminal`, `catch-up` and `snooze` as in effect.
    let settings: [String: String]
    /// The malformed line of remind.conf, when there is one.
    let configProblem: String?

    /// Keys sorted; an absent value is left out.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            try w.member("armedFor", ifPresent: armedFor)
            try w.member("configProblem", ifPresent: configProblem)
            w.member("horizonDays", ifPresent: horizonDays)
            try w.member("lastDay", ifPresent: lastDay)
            try w.member("next", ifPresent: next)
            w.key("pid")
            w.value(Int(pid))
            w.member("remindingForms", ifPresent: remindingForms)
            w.key("server")
            try server.write(&w)
            w.key("settings")
            try w.object(settings)
            w.key("started")
            try w.value(started)
            w.key("status")
            try w.value(status)
            try w.member("timeZone", ifPresent: timeZone)
            try w.array(key: "today") { w in for reminder in today { try reminder.write(&w) } }
        }
    }
}
