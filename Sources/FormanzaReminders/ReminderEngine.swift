import FormanzaBase
import FormanzaSchedule

/// The daemon's decisions, apart from its I/O: which reminders are due, which are still
/// wanted, which notifications to withdraw, what a click or a snooze does.
///
/// A function of what happened (`EngineEvent`), a snapshot of the store read once per pass
/// (`EngineSnapshot`) and the time, answering with `EngineAction`s: it reads no file, no clock
/// and no bus (this file and its extensions import only the planner), so a simulation drives it
/// through days, DST nights, suspends and clock jumps with its own clock and a real store,
/// without a bus.
public final class ReminderEngine {
    /// What `remind.conf` says of catching up and snoozing.
    public var rules: ReminderRules
    let wording: any ReminderWording

    /// The plan the daemon is waiting with.
    public private(set) var plan: Plan?
    /// Keys already handled (posted or dropped): each is decided at most once.
    var fired: Set<PlanKey> = []
    /// What became of today's passed reminders, for `plan` and `status`.
    var outcomes: [PlanKey: ReminderOutcome] = [:]
    /// What was posted, kept across restarts (the daemon writes each change to disk).
    var posted = PostedLog()
    /// Notifications on screen, by form and day.
    var shown: [FormDay: OnScreenNotification] = [:]
    /// The one notification standing for many caught-up reminders, while it is on screen.
    public internal(set) var caughtUpGroup: CaughtUpGroup?
    /// Snoozed reminders and when to show them again.
    var snoozes: [PlanKey: Int64] = [:]
    /// Activation tokens received for notifications, used by the click that follows.
    var tokens: [UInt32: String] = [:]
    /// Who shows the notifications now (`NotificationServerIdentity.text`), recorded with each
    /// id so a restart reuses the ids only with the server that gave them.
    var serverIdentity: String?
    /// Notifications taken back from the record after a restart and not shown again yet
    /// (`takeOverActions`).
    var takeOver: Set<FormDay> = []
    /// Whether a notification server owns its name now.
    var serverAvailable = true
    /// Reminders due while no server was there (logged once each); the next refresh after a
    /// server appears decides them again.
    var waitingForServer: Set<PlanKey> = []
    /// The zone of the last plan, kept when the zone cannot be read.
    public private(set) var zone: ZoneRules = .utc
    /// The instant of the event being handled.
    private(set) var now: Int64 = 0
    /// What the last plan was made from, apart from the clock: a store change that leaves it
    /// equal cannot change the plan.
    private var plannedFrom: PlanInputs?

    /// The parts of a plan request a store change can move.
    struct PlanInputs: Equatable {
        let forms: [PlanForm]
        let window: PlanWindow
    }

    public init(rules: ReminderRules, wording: any ReminderWording) {
        self.rules = rules
        self.wording = wording
    }

    /// Handles one event at `now`; `snapshot` is the store as read for this pass, needed
    /// when `event.readsStore`. The last action arms the timer for the next wake-up.
    public func handle(_ event: EngineEvent, now: Int64, snapshot: EngineSnapshot?) -> [EngineAction] {
        self.now = now
        var actions: [EngineAction]
        switch event {
        case .started(let record, let identity):
            posted = record
            serverIdentity = identity
            let restored = restoreShown()
            actions =
                restored > 0
                ? [.log(.info, "\(restored) notification(s) posted before the restart are still ours", fields: [:])]
                : []
            actions += [.sweepPhotos] + refresh(reason: event.planReason!, snapshot)
        case .timerFired, .clockChanged, .zoneChanged, .reread:
            actions = [.sweepPhotos] + refresh(reason: event.planReason!, snapshot)
        case .storeChanged: actions = storeChanged(reason: event.planReason!, snapshot)
        case .serverChanged(let available, let identity):
            serverIdentity = identity
            actions = serverChanged(available: available, reason: event.planReason ?? "", snapshot)
        case .shown(let post, let id): actions = shown(post, id: id)
        case .groupShown(let post, let id): actions = shownGroup(post, id: id)
        case .clicked(let id, let name): actions = clicked(id: id, name: name)
        case .activationToken(let id, let token):
            tokens[id] = token
            actions = []
        case .closed(let id): actions = closed(id: id)
        }
        return actions + [.armTimer(at: nextWake)]
    }

    /// A commit landed in the store: re-plans only when it moved what the plan is made of
    /// (forms, reminders, the states of the days in the horizon, the opening day).
    private func storeChanged(reason: String, _ snapshot: EngineSnapshot?) -> [EngineAction] {
        if let plannedFrom, let request = snapshot?.request,
            PlanInputs(forms: request.forms, window: request.window) == plannedFrom
        {
            return [.log(.debug, "the store changed; the plan stays", fields: [:])]
        }
        return refresh(reason: reason, snapshot)
    }

    /// Wakes up (the timer, the start, a store change, a clock or zone change, SIGHUP): plans
    /// afresh, posts what the catch-up rule says is due now, and withdraws what is done.
    func refresh(reason: String, _ snapshot: EngineSnapshot?) -> [EngineAction] {
        guard let snapshot else {
            return [.log(.error, "cannot read the store: no snapshot; keeping the previous plan", fields: [:])]
        }
        var actions = deliverSnoozes(snapshot)
        if let problem = snapshot.zoneProblem {
            actions.append(.log(.error, "time zone: \(problem); keeping \(zone.identifier)", fields: [:]))
        }
        zone = snapshot.zone
        guard let request = snapshot.request else {
            actions.append(
                .log(
                    .error, "cannot read the store: \(snapshot.storeProblem ?? "?"); keeping the previous plan",
                    fields: [:]))
            return actions
        }
        for problem in snapshot.problems {
            actions.append(.log(.warning, problem, fields: [:]))
        }
        let newPlan = Planner.plan(request)
        plan = newPlan
        plannedFrom = PlanInputs(forms: request.forms, window: request.window)
        fired = fired.filter { $0.day >= newPlan.today.adding(days: -1) }
        outcomes = outcomes.filter { $0.key.day == newPlan.today }
        let forms = FormsByID(request.forms)
        actions += catchUp(plan: newPlan, forms: forms, checkinOpen: snapshot.checkinOpen)
        actions += withdrawals(plan: newPlan, forms: forms)
        actions += takeOverActions(plan: newPlan, forms: forms)
        actions.append(
            .log(
                .debug, "planned (\(reason)): \(newPlan.entries.filter { $0.status == .planned }.count) reminders",
                fields: [:]))
        return actions
    }

    /// When the daemon must wake next: the next planned reminder, a snooze, or the next local
    /// midnight (the day changes: re-plan and withdraw yesterday's notifications).
    public var nextWake: Int64? {
        guard let plan else { return nil }
        let midnight = (1...3).lazy.compactMap {
            plan.zone.fireTime(on: plan.today.adding(days: $0), at: TimeOfDay(hour: 0, minute: 0)!)?.epochSecond
        }.first
        return [plan.nextWake, snoozes.values.min(), midnight].compactMap { $0 }.min()
    }

    /// What the daemon will post next: the next planned reminder, or a snoozed one due before
    /// it (a snooze is a reminder too, and `status` must not hide it behind tomorrow's).
    public var nextUp: UpcomingReminder? {
        let planned = nextReminder.flatMap { entry in
            entry.fireAt.map {
                UpcomingReminder(key: entry.key, title: entry.formTitle, at: $0.epochSecond, snoozed: false)
            }
        }
        guard let snooze = snoozes.min(by: { ($0.value, $0.key.description) < ($1.value, $1.key.description) }),
            planned.map({ snooze.value < $0.at }) ?? true
        else { return planned }
        let title = plan?.entries.first { $0.formId == snooze.key.formId }?.formTitle ?? snooze.key.formId
        return UpcomingReminder(key: snooze.key, title: title, at: snooze.value, snoozed: true)
    }

    /// The next reminder the plan will post, if any.
    var nextReminder: PlanEntry? {
        guard let plan else { return nil }
        return plan.entries.first {
            $0.status == .planned && ($0.fireAt?.epochSecond ?? 0) > plan.now && !fired.contains($0.key)
        }
    }

    /// What became of each of today's passed reminders, for `plan` and `status`, at `now`.
    ///
    /// One waiting for a notification server is decided again only when a server appears; by
    /// then it may be later than `catch-up` allows, and the rule will drop it. It already reads
    /// as missed, so `status` never promises a reminder the daemon will not post.
    public func todaysOutcomes(now: Int64) -> [PlanKey: ReminderOutcome] {
        guard let plan else { return [:] }
        var result: [PlanKey: ReminderOutcome] = [:]
        for entry in plan.entries where entry.day == plan.today {
            if let outcome = outcome(of: entry.key, fireAt: entry.fireAt) {
                result[entry.key] = outcome
            } else if waitingForServer.contains(entry.key), let fireAt = entry.fireAt?.epochSecond,
                !rules.catchUp.allows(lateness: now - fireAt)
            {
                result[entry.key] = .missed(.outsideCatchUp)
            }
        }
        return result
    }

    /// What became of a reminder: this run's outcome, else what the record of posts says.
    public func outcome(of key: PlanKey) -> ReminderOutcome? {
        outcome(of: key, fireAt: plan?.entries.first(where: { $0.key == key })?.fireAt)
    }

    /// The same, for a caller that has the plan's entry at hand (no search of the plan).
    private func outcome(of key: PlanKey, fireAt: FireTime?) -> ReminderOutcome? {
        if let outcome = outcomes[key] { return outcome }
        guard let entry = posted.entry(for: key) else { return nil }
        if entry.caughtUp, let at = RFC3339.parse(entry.postedAt), let fireAt {
            return .caughtUp(lateSeconds: at - fireAt.epochSecond)
        }
        return entry.caughtUp ? .caughtUp(lateSeconds: 0) : .posted
    }

    /// The id the next post for this form and day should replace (0 = a new one).
    public func replacesID(for key: PlanKey) -> UInt32 {
        shown[FormDay(formId: key.formId, day: key.day)]?.id ?? 0
    }

    /// The record of posts changed: the daemon writes it; `consequence` is what a failed write
    /// means (nil: not worth a journal line).
    func writePosted(_ consequence: String?, fields: [String: String] = [:]) -> EngineAction {
        .writePosted(PostedWrite(entries: posted.entries, consequence: consequence, fields: fields))
    }

    func logFields(_ entry: PlanEntry) -> [String: String] {
        var fields = logFields(entry.key)
        if let fireAt = entry.fireAt { fields["FORMANZA_INSTANT"] = fireAt.rfc3339 }
        return fields
    }

    public func logFields(_ key: PlanKey) -> [String: String] {
        ["FORMANZA_FORM": key.formId, "FORMANZA_KIND": key.kind.rawValue, "FORMANZA_DAY": key.day.iso]
    }
}
