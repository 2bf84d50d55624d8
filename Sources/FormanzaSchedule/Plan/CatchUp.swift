import FormanzaBase

/// How late a missed reminder may still be posted (`catch-up` in remind.conf).
public enum CatchUpSetting: Hashable, Sendable {
    /// Any reminder of today whose time has passed (the default): a desktop is rarely running
    /// at the reminder's minute, so being logged out or asleep then is the common case.
    case today
    /// Only when at most this many seconds late.
    case within(seconds: Int64)
    /// Never: only reminders posted on time.
    case off

    /// A reminder at most this late counts as on time, whatever the setting: the timer's own
    /// wake-up (or a loop busy for a moment) is not a catch-up.
    public static let onTimeSeconds: Int64 = 60

    /// Whether a reminder this many seconds late may be posted.
    public func allows(lateness: Int64) -> Bool {
        if lateness <= CatchUpSetting.onTimeSeconds { return true }
        switch self {
        case .today: return true
        case .within(let seconds): return lateness <= seconds
        case .off: return false
        }
    }

    /// As written in remind.conf: `today`, `off`, or minutes such as `60m`.
    public var text: String {
        switch self {
        case .today: return "today"
        case .off: return "off"
        case .within(let seconds): return seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
        }
    }
}

/// Why a reminder whose time has passed was not posted.
public enum MissReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// The morning has a record, or the evening's form is complete.
    case conditionMet = "condition-met"
    /// An interactive check-in was open at that moment.
    case checkinOpen = "checkin-open"
    /// Later than the `catch-up` setting allows.
    case outsideCatchUp = "outside-catch-up"
    /// A later reminder of the same form and day had passed too; only that one is posted.
    case superseded

    /// The journal's words.
    public var logText: String {
        switch self {
        case .conditionMet: return "its condition is met"
        case .checkinOpen: return "a check-in is open"
        case .outsideCatchUp: return "outside the catch-up window"
        case .superseded: return "superseded by a later reminder"
        }
    }
}

/// What became of one of today's reminders whose time has passed.
public enum ReminderOutcome: Hashable, Sendable {
    case posted
    case caughtUp(lateSeconds: Int64)
    case missed(MissReason)
}

/// The catch-up rule: which of today's passed reminders to post now.
///
/// When the daemon starts, resumes, or finds the clock moved forward, each reminding form gets
/// at most one reminder: the most recent of today whose time has passed and that was not yet
/// handled (posted, or dropped with a reason), if its condition still holds and no check-in is
/// open. Earlier reminders of that form today are superseded; reminders of earlier days are
/// never caught up. The timer's own wake-up is the same rule with a lateness of zero, so one
/// rule serves the on-time post, the start, the resume and the clock jump.
public enum CatchUp {
    /// The reminders to post now, and those dropped with their reason.
    public struct Decision: Hashable, Sendable {
        public var post: [PlanEntry] = []
        public var missed: [PlanKey: MissReason] = [:]
    }

    /// `handled` holds the keys already posted or dropped (each is decided once); `state` gives
    /// a form's state on the entry's day as the store says now.
    public static func decide(
        plan: Plan, now: Int64, handled: Set<PlanKey>, setting: CatchUpSetting,
        checkinOpen: Bool, state: (PlanEntry) -> FormDayState
    ) -> Decision {
        var decision = Decision()
        let passed = plan.entries.filter { entry in
            guard entry.day == plan.today, let fireAt = entry.fireAt?.epochSecond else { return false }
            return fireAt <= now
        }
        var byForm: [String: [PlanEntry]] = [:]
        for entry in passed { byForm[entry.formId, default: []].append(entry) }
        for formId in byForm.keys.sorted() {
            let entries = byForm[formId]!.sorted { $0.fireAt!.epochSecond < $1.fireAt!.epochSecond }
            let latest = entries.last!
            for older in entries.dropLast() where !handled.contains(older.key) {
                decision.missed[older.key] = .superseded
            }
            guard !handled.contains(latest.key) else { continue }
            let current = state(latest)
            if latest.kind.isSatisfied(by: current) {
                decision.missed[latest.key] = .conditionMet
            } else if !setting.allows(lateness: now - latest.fireAt!.epochSecond) {
                decision.missed[latest.key] = .outsideCatchUp
            } else if checkinOpen {
                decision.missed[latest.key] = .checkinOpen
            } else {
                decision.post.append(latest)
            }
        }
        return decision
    }
}
