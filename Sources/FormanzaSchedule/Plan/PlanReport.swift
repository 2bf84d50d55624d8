import FormanzaBase

/// The `formanza-remind plan --json` object, documented in formanza-remind(1).
///
/// The contract's keys come first and in its order (`now`, `timeZone`, `horizonDays`,
/// `remindingForms`, `lastDay`, `reminders`); additions follow them and never replace them:
/// `stopsAfter` (the last day planned before reminders stop, also when already past), `nextWake`,
/// and per reminder `time` (the HH:MM setting) and `movedByGap`. Absent values are written as
/// `null`, never left out, so scripts can rely on every key being there.
public struct PlanReport: Codable, Hashable, Sendable {
    public var now: String
    public var timeZone: String
    public var horizonDays: Int
    public var remindingForms: Int
    public var lastDay: CivilDate?
    public var stopsAfter: CivilDate?
    public var nextWake: String?
    public var reminders: [Reminder]

    /// One entry of `reminders`.
    public struct Reminder: Codable, Hashable, Sendable, JSONElement {
        public var formId: String
        public var form: String
        public var kind: ReminderKind
        public var day: CivilDate
        /// RFC 3339 with the offset in force at that instant; null when the day does not exist.
        public var fireAt: String?
        public var status: PlanStatus
        /// A skip reason (`past`, `recorded`, `complete`, `no-such-day`) or, when missed, a miss
        /// reason (`condition-met`, `checkin-open`, `outside-catch-up`, `superseded`).
        public var reason: String?
        public var time: TimeOfDay
        public var movedByGap: Bool

        public init(_ entry: PlanEntry, outcome: ReminderOutcome? = nil) {
            formId = entry.formId
            form = entry.formTitle
            kind = entry.kind
            day = entry.day
            fireAt = entry.fireAt?.rfc3339
            switch outcome {
            case .posted?:
                status = .posted
                reason = nil
            case .caughtUp?:
                status = .caughtUp
                reason = nil
            case .missed(let why)?:
                status = .missed
                reason = why.rawValue
            case nil:
                status = entry.status
                reason = entry.skipReason?.rawValue
            }
            time = entry.time
            movedByGap = entry.movedByGap
        }

        /// The members in the contract's order, the order `plan --json` lists them in.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case formId, form, kind, day, fireAt, status, reason, time, movedByGap

            /// Sorted by name, as the daemon's `Status` answer lists them (the names are ASCII,
            /// so Swift's order is their bytes' order).
            static let sorted = allCases.sorted { $0.rawValue < $1.rawValue }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(formId, forKey: .formId)
            try container.encode(form, forKey: .form)
            try container.encode(kind, forKey: .kind)
            try container.encode(day, forKey: .day)
            try container.encode(fireAt, forKey: .fireAt)
            try container.encode(status, forKey: .status)
            try container.encode(reason, forKey: .reason)
            try container.encode(time, forKey: .time)
            try container.encode(movedByGap, forKey: .movedByGap)
        }

        /// As the daemon's `Status` answer lists today's reminders: keys sorted, every key
        /// written (`fireAt` and `reason` as `null` when absent).
        public func write(_ w: inout JSONText) throws { try write(&w, members: CodingKeys.sorted) }

        /// Every member, in the order given, absent values as `null`.
        func write(_ w: inout JSONText, members: [CodingKeys]) throws {
            try w.object { w in
                for member in members {
                    w.key(member.rawValue)
                    switch member {
                    case .formId: try w.value(formId)
                    case .form: try w.value(form)
                    case .kind: try w.value(kind.rawValue)
                    case .day: w.value(day: day)
                    case .fireAt: try w.value(fireAt)
                    case .status: try w.value(status.rawValue)
                    case .reason: try w.value(reason)
                    case .time: try w.value(time.description)
                    case .movedByGap: w.value(movedByGap)
                    }
                }
            }
        }
    }

    /// `outcomes` says what became of today's passed reminders; the others read as planned.
    public init(plan: Plan, outcomes: [PlanKey: ReminderOutcome] = [:]) {
        now = RFC3339.format(epochSecond: plan.now, in: plan.zone)
        timeZone = plan.zone.identifier
        horizonDays = plan.horizonDays
        remindingForms = plan.remindingForms
        lastDay = plan.lastDay
        stopsAfter = plan.stopsAfter
        nextWake = plan.nextWake.map { RFC3339.format(epochSecond: $0, in: plan.zone) }
        reminders = plan.entries.map { Reminder($0, outcome: outcomes[$0.key]) }
    }

    enum CodingKeys: String, CodingKey {
        case now, timeZone, horizonDays, remindingForms, lastDay, stopsAfter, nextWake, reminders
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(now, forKey: .now)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(horizonDays, forKey: .horizonDays)
        try container.encode(remindingForms, forKey: .remindingForms)
        try container.encode(lastDay, forKey: .lastDay)
        try container.encode(stopsAfter, forKey: .stopsAfter)
        try container.encode(nextWake, forKey: .nextWake)
        try container.encode(reminders, forKey: .reminders)
    }

    /// The JSON text in the contract's key order (not sorted as the other JSON outputs, nor in
    /// hash order, which changes from run to run). `pretty` (the CLI's default) puts each key of
    /// the object on its own line and each reminder on one line; otherwise one line in all.
    public func jsonText(pretty: Bool = true) -> String {
        var w = JSONText(layout: pretty ? .plan : .escapedLine)
        // Only a number that is not finite makes the writer throw, and the plan holds none.
        try? w.object { w in
            w.key("now")
            try w.value(now)
            w.key("timeZone")
            try w.value(timeZone)
            w.key("horizonDays")
            w.value(horizonDays)
            w.key("remindingForms")
            w.value(remindingForms)
            w.key("lastDay")
            try w.value(lastDay?.iso)
            w.key("stopsAfter")
            try w.value(stopsAfter?.iso)
            w.key("nextWake")
            try w.value(nextWake)
            w.key("reminders")
            try w.array { w in
                for reminder in reminders { try reminder.write(&w, members: Reminder.CodingKeys.allCases) }
            }
        }
        return String(decoding: w.bytes, as: UTF8.self)
    }
}
