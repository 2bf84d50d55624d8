import FormanzaSchedule

/// The daemon's `Status` answer: encoded by the daemon, decoded by `formanza-remind status`,
/// so the two can never disagree on a field.
struct DaemonStatus: Codable {
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
}
