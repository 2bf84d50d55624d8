import FormanzaBase

/// Whether a reminder of the plan will be posted, and for today's passed ones what became of
/// them (from the daemon, or the record of what it posted).
public enum PlanStatus: String, Hashable, Sendable, Codable {
    case planned
    case skipped
    case posted
    case caughtUp = "caught-up"
    case missed
}

/// Why a reminder of the window is not planned. The raw values are the `reason` strings of the
/// `plan` JSON contract.
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its instant is not after `now`; the catch-up rule decides what becomes of it.
    case past
    /// Morning reminder, and the form already has an answer that day.
    case recorded
    /// Evening reminder, and the form is complete that day.
    case complete
    /// The day never happens in this zone (Pacific/Apia, 2011-12-30).
    case noSuchDay = "no-such-day"
}

/// What makes a reminder unique: at most one notification per form, local day and kind,
/// whatever the clock does. Never keyed by instant: a repeated hour must not make a second one.
public struct PlanKey: Hashable, Sendable, CustomStringConvertible {
    public let formId: String
    public let day: CivilDate
    public let kind: ReminderKind

    public init(formId: String, day: CivilDate, kind: ReminderKind) {
        self.formId = formId
        self.day = day
        self.kind = kind
    }

    public var description: String { "\(formId)/\(day.iso)/\(kind.rawValue)" }
}

/// One (form, day, kind) of the window.
public struct PlanEntry: Hashable, Sendable {
    public let formId: String
    public let formTitle: String
    public let kind: ReminderKind
    public let day: CivilDate
    /// The reminder's setting, HH:MM.
    public let time: TimeOfDay
    /// When it fires; nil only when the day does not exist locally.
    public let fireAt: FireTime?
    /// Nil when planned.
    public let skipReason: SkipReason?

    public init(
        formId: String, formTitle: String, kind: ReminderKind, day: CivilDate, time: TimeOfDay,
        fireAt: FireTime?, skipReason: SkipReason?
    ) {
        self.formId = formId
        self.formTitle = formTitle
        self.kind = kind
        self.day = day
        self.time = time
        self.fireAt = fireAt
        self.skipReason = skipReason
    }

    public var status: PlanStatus { skipReason == nil ? .planned : .skipped }
    public var key: PlanKey { PlanKey(formId: formId, day: day, kind: kind) }
    /// True when a DST gap moved the reminder past its set time.
    public var movedByGap: Bool { fireAt?.movedByGap ?? false }
}

/// The result of one planning run: every reminder of the window, and when to wake next.
public struct Plan: Hashable, Sendable {
    /// The instant planned for.
    public let now: Int64
    public let zone: ZoneRules
    /// The local day of `now`, day 0 of the horizon.
    public let today: CivilDate
    public let horizonDays: Int
    public let remindingForms: Int
    /// The last day of the horizon counted from the last opening, even when that is already
    /// past ("Reminders stopped after …"); nil when no form reminds.
    public let stopsAfter: CivilDate?
    /// Ordered by instant (entries without one sit where their day would have been), then form
    /// title, then morning before evening.
    public let entries: [PlanEntry]

    public init(
        now: Int64, zone: ZoneRules, today: CivilDate, horizonDays: Int, remindingForms: Int,
        stopsAfter: CivilDate?, entries: [PlanEntry]
    ) {
        self.now = now
        self.zone = zone
        self.today = today
        self.horizonDays = horizonDays
        self.remindingForms = remindingForms
        self.stopsAfter = stopsAfter
        self.entries = entries
    }

    /// The last day planned (the contract's `lastDay`): nil when no form reminds or the window
    /// has already ended.
    public var lastDay: CivilDate? {
        guard let stopsAfter, stopsAfter >= today else { return nil }
        return stopsAfter
    }

    /// The earliest planned instant strictly after `now`: where the daemon arms its timer. Nil
    /// when nothing is planned; the daemon then waits for a store change or an opening.
    public var nextWake: Int64? {
        entries.lazy.filter { $0.status == .planned }.compactMap(\.fireAt?.epochSecond).filter { $0 > now }.min()
    }

    /// The planned entries whose instant lies in `(now, instant]`: what is due when the daemon
    /// wakes at `instant`.
    public func due(atOrBefore instant: Int64) -> [PlanEntry] {
        entries.filter { entry in
            guard entry.status == .planned, let fireAt = entry.fireAt?.epochSecond else { return false }
            return fireAt > now && fireAt <= instant
        }
    }
}
