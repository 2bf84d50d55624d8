import FormanzaBase
import FormanzaSchedule
import FormanzaSystemd

/// The daemon's decisions, apart from its I/O: which reminders are due, which are still
/// wanted, which notifications to withdraw, what a click or a snooze does.
///
/// It reads the store through `StoreFacts` and the time through a `WallClock`, and answers
/// with `EngineAction`s, so a simulation can drive it through days, DST nights, suspends and
/// clock jumps with its own clock and a real store, without a bus.
final class ReminderEngine {
    let facts: StoreFacts
    let clock: any WallClock
    var settings: RemindSettings
    let language: Language
    /// Whether an interactive check-in is open now.
    let checkinOpen: () -> Bool

    /// The plan the daemon is waiting with.
    private(set) var plan: Plan?
    /// Keys already handled (posted or dropped): each is decided at most once.
    private(set) var fired: Set<PlanKey> = []
    /// What became of today's passed reminders, for `plan` and `status`.
    private(set) var outcomes: [PlanKey: ReminderOutcome] = [:]
    /// What was posted, kept across restarts.
    let posted: PostedRecord
    /// Notifications on screen, by form and day.
    private(set) var shown: [FormDay: OnScreenNotification] = [:]
    /// The one notification standing for many caught-up reminders, while it is on screen.
    var caughtUpGroup: CaughtUpGroup?
    /// Snoozed reminders and when to show them again.
    private(set) var snoozes: [PlanKey: Int64] = [:]
    /// Activation tokens received for notifications, used by the click that follows.
    private var tokens: [UInt32: String] = [:]
    /// Who shows the notifications now (`NotificationServerIdentity.text`), recorded with each
    /// id so a restart reuses the ids only with the server that gave them.
    var serverIdentity: String?
    /// Notifications taken back from the record after a restart and not shown again yet
    /// (`takeOverActions`).
    var takeOver: Set<FormDay> = []
    /// Whether a notification server owns its name now.
    private(set) var serverAvailable = true
    /// Reminders due while no server was there (logged once each); the next refresh after a
    /// server appears decides them again.
    private var waitingForServer: Set<PlanKey> = []
    private var lastZone: ZoneRules = .utc
    /// What the last plan was made from, apart from the clock: a store change that leaves it
    /// equal cannot change the plan.
    private var plannedFrom: PlanInputs?

    /// The parts of a plan request a store change can move.
    struct PlanInputs: Equatable {
        let forms: [PlanForm]
        let window: PlanWindow
    }

    init(
        facts: StoreFacts, clock: any WallClock, settings: RemindSettings, language: Language,
        posted: PostedRecord, checkinOpen: @escaping () -> Bool
    ) {
        self.facts = facts
        self.clock = clock
        self.settings = settings
        self.language = language
        self.posted = posted
        self.checkinOpen = checkinOpen
    }

    /// Reads the record of what was posted before a restart; the problem when it cannot.
    func loadPosted() -> EngineAction? {
        do {
            try posted.load()
            return nil
        } catch {
            return .log(
                .error,
                "cannot read \(posted.path): \(describe(error)); reminders already posted today may be posted again",
                fields: [:])
        }
    }

    /// A commit landed in the store: re-plans only when it moved what the plan is made of
    /// (forms, reminders, the states of the days in the horizon, the opening day).
    func storeChanged() -> [EngineAction] {
        if let plannedFrom, let snapshot = try? facts.snapshot(now: clock.now(), zone: lastZone),
            PlanInputs(forms: snapshot.request.forms, window: snapshot.request.window) == plannedFrom
        {
            return [.log(.debug, "the store changed; the plan stays", fields: [:])]
        }
        return refresh(reason: "store changed")
    }

    /// Wakes up (the timer, the start, a store change, a clock or zone change, SIGHUP): plans
    /// afresh, posts what the catch-up rule says is due now, and withdraws what is done.
    func refresh(reason: String) -> [EngineAction] {
        let now = clock.now()
        var actions = deliverSnoozes(now: now)
        do {
            lastZone = try clock.zone()
        } catch {
            actions.append(.log(.error, "time zone: \(error.message); keeping \(lastZone.identifier)", fields: [:]))
        }
        let snapshot: StoreFacts.Snapshot
        do {
            snapshot = try facts.snapshot(now: now, zone: lastZone)
        } catch {
            actions.append(
                .log(.error, "cannot read the store: \(describe(error)); keeping the previous plan", fields: [:]))
            return actions
        }
        for problem in snapshot.problems {
            actions.append(.log(.warning, problem.message(in: .en), fields: [:]))
        }
        let newPlan = Planner.plan(snapshot.request)
        plan = newPlan
        plannedFrom = PlanInputs(forms: snapshot.request.forms, window: snapshot.request.window)
        fired = fired.filter { $0.day >= newPlan.today.adding(days: -1) }
        outcomes = outcomes.filter { $0.key.day == newPlan.today }
        let forms = FormsByID(snapshot.request.forms)
        actions += catchUp(plan: newPlan, now: now, forms: forms)
        actions += withdrawals(plan: newPlan, forms: forms)
        actions += takeOverActions(plan: newPlan)
        actions.append(
            .log(
                .debug, "planned (\(reason)): \(newPlan.entries.filter { $0.status == .planned }.count) reminders",
                fields: [:]))
        return actions
    }

    /// When the daemon must wake next: the next planned reminder, a snooze, or the next local
    /// midnight (the day changes: re-plan and withdraw yesterday's notifications).
    var nextWake: Int64? {
        guard let plan else { return nil }
        let midnight = (1...3).lazy.compactMap {
            plan.zone.fireTime(on: plan.today.adding(days: $0), at: TimeOfDay(hour: 0, minute: 0)!)?.epochSecond
        }.first
        return [plan.nextWake, snoozes.values.min(), midnight].compactMap { $0 }.min()
    }

    /// What the daemon will post next: the next planned reminder, or a snoozed one due before
    /// it (a snooze is a reminder too, and `status` must not hide it behind tomorrow's).
    var nextUp: UpcomingReminder? {
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

    /// Applies the catch-up rule to today's passed reminders: at most one per form is posted,
    /// the others are dropped with their reason. More than `CaughtUpGroup.largestSingly`
    /// reminders caught up at once become one notification that counts the forms waiting.
    ///
    /// The states are the snapshot's, read in the same refresh: one query per day of the
    /// window for every form, rather than two per form (a thousand forms made that 19 s).
    private func catchUp(plan: Plan, now: Int64, forms: FormsByID) -> [EngineAction] {
        let handled = fired.union(posted.keys)
        // A day that could not be read has no states in the snapshot: "not done", remind rather
        // than stay silent; a form that no longer reminds counts as done.
        let state = { (entry: PlanEntry) in forms.state(formId: entry.formId, day: entry.day) ?? .complete }
        let decision = CatchUp.decide(
            plan: plan, now: now, handled: handled, setting: settings.catchUp,
            checkinOpen: checkinOpen(), state: state)
        var actions: [EngineAction] = []
        for entry in plan.entries where decision.missed[entry.key] != nil {
            let reason = decision.missed[entry.key]!
            // Too late stays open: a zone or clock moved back may bring it ahead again.
            if reason != .outsideCatchUp { fired.insert(entry.key) }
            guard outcomes.updateValue(.missed(reason), forKey: entry.key) != .missed(reason) else { continue }
            let late = entry.fireAt.map { now - $0.epochSecond } ?? 0
            actions.append(
                .log(
                    .info,
                    "dropped \(entry.kind.rawValue) reminder of \(entry.formTitle): \(reason.logText) (\(late) s after its time)",
                    fields: logFields(entry)))
        }
        var caughtUp: [PlanEntry] = []
        for entry in decision.post {
            guard serverAvailable else {
                if waitingForServer.insert(entry.key).inserted {
                    actions.append(
                        .log(
                            .warning,
                            "no notification server: \(entry.kind.rawValue) reminder of \(entry.formTitle) waits for one",
                            fields: logFields(entry)))
                }
                continue
            }
            waitingForServer.remove(entry.key)
            fired.insert(entry.key)
            let dueAt = entry.fireAt?.epochSecond ?? now
            let isCaughtUp = now - dueAt > CatchUpSetting.onTimeSeconds
            if isCaughtUp { caughtUp.append(entry) }
            actions.append(
                .post(
                    ReminderPost(
                        key: entry.key, summary: entry.formTitle,
                        body: ReminderTexts.body(kind: entry.kind, state: state(entry), language),
                        snoozed: false, dueAt: dueAt, caughtUp: isCaughtUp)))
        }
        if caughtUp.count > CaughtUpGroup.largestSingly {
            let grouped = Set(caughtUp.map(\.key))
            actions.removeAll {
                if case .post(let post) = $0 { return grouped.contains(post.key) }
                return false
            }
            actions.append(.postGroup(groupPost(caughtUp, now: now)))
        }
        return actions
    }

    private func deliverSnoozes(now: Int64) -> [EngineAction] {
        var actions: [EngineAction] = []
        for (key, at) in snoozes where at <= now {
            snoozes[key] = nil
            guard let form = try? facts.store.loadForm(id: key.formId),
                let state = try? facts.state(formId: key.formId, day: key.day)
            else { continue }
            let done = key.kind == .morning ? state.hasAnswer : state.isComplete
            if done || checkinOpen() || !serverAvailable { continue }
            actions.append(
                .post(
                    ReminderPost(
                        key: key, summary: form.title,
                        body: ReminderTexts.body(kind: key.kind, state: state, language),
                        snoozed: true, dueAt: at, caughtUp: false)))
        }
        return actions
    }

    /// Withdraws notifications whose condition is met or whose day has ended, and the grouped
    /// one once no form it counted waits any more.
    private func withdrawals(plan: Plan, forms: FormsByID) -> [EngineAction] {
        var actions: [EngineAction] = []
        for (formDay, notification) in shown {
            if let reason = forms.doneReason(notification.key, today: plan.today) {
                shown[formDay] = nil
                try? posted.left(notification: notification.id)
                actions.append(.close(notificationID: notification.id, reason: reason))
            }
        }
        if let close = withdrawGroupIfDone(today: plan.today, forms: forms) { actions.append(close) }
        return actions
    }

    // MARK: Events from the notification server

    /// The daemon posted `post` and the server gave it `id`.
    /// Returns the problem when the record of posts cannot be written.
    @discardableResult
    func posted(_ post: ReminderPost, id: UInt32) -> EngineAction? {
        shown[FormDay(formId: post.key.formId, day: post.key.day)] = OnScreenNotification(id: id, key: post.key)
        let now = clock.now()
        do {
            guard !post.snoozed && !post.takenOver else {
                try posted.showing(post.key, notification: id, server: serverIdentity)
                return nil
            }
            outcomes[post.key] = post.caughtUp ? .caughtUp(lateSeconds: now - post.dueAt) : .posted
            try posted.add(
                post.key, postedAt: now, caughtUp: post.caughtUp, today: plan?.today ?? post.key.day,
                notification: id, server: serverIdentity)
            return nil
        } catch {
            return .log(
                .error, "cannot write \(posted.path): \(describe(error)); a restart may post it again",
                fields: logFields(post.key))
        }
    }

    /// A reminder went out inside the grouped notification.
    func recordCaughtUp(_ key: PlanKey, lateSeconds: Int64) {
        outcomes[key] = .caughtUp(lateSeconds: lateSeconds)
    }

    /// What became of each of today's passed reminders, for `plan` and `status`.
    ///
    /// One waiting for a notification server is decided again only when a server appears; by
    /// then it may be later than `catch-up` allows, and the rule will drop it. It already reads
    /// as missed, so `status` never promises a reminder the daemon will not post.
    var todaysOutcomes: [PlanKey: ReminderOutcome] {
        guard let plan else { return [:] }
        var result: [PlanKey: ReminderOutcome] = [:]
        let now = clock.now()
        for entry in plan.entries where entry.day == plan.today {
            if let outcome = outcome(of: entry.key, fireAt: entry.fireAt) {
                result[entry.key] = outcome
            } else if waitingForServer.contains(entry.key), let fireAt = entry.fireAt?.epochSecond,
                !settings.catchUp.allows(lateness: now - fireAt)
            {
                result[entry.key] = .missed(.outsideCatchUp)
            }
        }
        return result
    }

    /// What became of a reminder: this run's outcome, else what the record of posts says.
    func outcome(of key: PlanKey) -> ReminderOutcome? {
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
    func replacesID(for key: PlanKey) -> UInt32 {
        shown[FormDay(formId: key.formId, day: key.day)]?.id ?? 0
    }

    func closed(id: UInt32) {
        shown = shown.filter { $0.value.id != id }
        if caughtUpGroup?.id == id { caughtUpGroup = nil }
        tokens[id] = nil
        try? posted.left(notification: id)
    }

    /// Takes back the notifications the record says this same server shows (posted before a
    /// restart), so withdrawing, clicking and snoozing them work as before it. Returns how many.
    @discardableResult
    func restoreShown() -> Int {
        guard let serverIdentity else { return 0 }
        let restored = posted.onScreen(server: serverIdentity)
        for (key, id) in restored where shown[FormDay(formId: key.formId, day: key.day)] == nil {
            shown[FormDay(formId: key.formId, day: key.day)] = OnScreenNotification(id: id, key: key)
            takeOver.insert(FormDay(formId: key.formId, day: key.day))
        }
        return restored.count
    }

    func activationToken(id: UInt32, token: String) {
        tokens[id] = token
    }

    /// A click on one of our notifications, with the action id the server sent.
    func action(id: UInt32, name: String) -> [EngineAction] {
        if let group = caughtUpGroup, group.id == id {
            guard NotificationAction(rawValue: name) == .checkIn else {
                return [.log(.debug, "unknown action \(name) on the grouped notification", fields: [:])]
            }
            return [.launchFormList(activationToken: tokens.removeValue(forKey: id))]
        }
        guard let notification = shown.values.first(where: { $0.id == id }) else {
            return [.log(.debug, "action \(name) on unknown notification \(id)", fields: [:])]
        }
        guard let action = NotificationAction(rawValue: name) else {
            return [.log(.debug, "unknown action \(name)", fields: [:])]
        }
        let key = notification.key
        switch action {
        case .checkIn:
            return [.launch(formId: key.formId, day: key.day, activationToken: tokens.removeValue(forKey: id))]
        case .snooze:
            let at = clock.now() + settings.snooze
            guard let plan, plan.zone.localDate(atEpochSecond: at) == key.day else {
                return [.log(.info, "snooze past the end of \(key.day.iso) ignored", fields: logFields(key))]
            }
            snoozes[key] = at
            // Servers that keep a notification after an action (mako, dunst with some settings)
            // would leave it on screen: the snooze takes it away until it is shown again.
            shown[FormDay(formId: key.formId, day: key.day)] = nil
            tokens[id] = nil
            try? posted.left(notification: id)
            return [
                .log(.info, "snoozed until \(RFC3339.format(epochSecond: at, in: plan.zone))", fields: logFields(key)),
                .close(notificationID: id, reason: "snoozed"),
            ]
        }
    }

    /// The notification server left or came back. When one appears, reminders that came due
    /// meanwhile go through the catch-up rule.
    func serverChanged(available: Bool) -> [EngineAction] {
        serverAvailable = available
        guard available else {
            shown = [:]  // a new server knows nothing of the old one's notifications
            caughtUpGroup = nil
            return [.log(.warning, "the notification server left; reminders wait for one", fields: [:])]
        }
        let restored = restoreShown()
        return [
            .log(
                .info,
                "a notification server is available"
                    + (restored > 0 ? "; \(restored) of its notifications are ours from before a restart" : ""),
                fields: [:])
        ] + refresh(reason: "notification server")
    }

    func logFields(_ entry: PlanEntry) -> [String: String] {
        var fields = logFields(entry.key)
        if let fireAt = entry.fireAt { fields["FORMANZA_INSTANT"] = fireAt.rfc3339 }
        return fields
    }

    func logFields(_ key: PlanKey) -> [String: String] {
        ["FORMANZA_FORM": key.formId, "FORMANZA_KIND": key.kind.rawValue, "FORMANZA_DAY": key.day.iso]
    }

    func describe(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message(in: .en) ?? "\(error)"
    }
}
