import FormanzaSchedule
import FormanzaState

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
    /// Whether an interactive check-in is open now (R8).
    let checkinOpen: () -> Bool

    /// The plan the daemon is waiting with.
    private(set) var plan: Plan?
    /// Keys already handled (posted, dropped or silenced): each fires at most once (R6).
    private(set) var fired: Set<PlanKey> = []
    /// Notifications on screen, by form and day (R10).
    private(set) var shown: [FormDay: OnScreenNotification] = [:]
    /// Snoozed reminders and when to show them again (R10).
    private(set) var snoozes: [PlanKey: Int64] = [:]
    /// Activation tokens received for notifications, used by the click that follows.
    private var tokens: [UInt32: String] = [:]
    /// Whether a notification server owns its name now.
    private(set) var serverAvailable = true
    /// Reminders that came due while no server was there; posted when one appears, if still
    /// wanted and within the grace.
    private(set) var waitingForServer: [PlanEntry] = []
    private var lastZone: ZoneRules = .utc

    init(facts: StoreFacts, clock: any WallClock, settings: RemindSettings, language: Language,
         checkinOpen: @escaping () -> Bool) {
        self.facts = facts
        self.clock = clock
        self.settings = settings
        self.language = language
        self.checkinOpen = checkinOpen
    }

    /// Wakes up (the timer, a store change, a clock or zone change, SIGHUP): first delivers what
    /// the plan it was waiting with has due by now — a reminder that passed during a suspend is
    /// still sent within the grace (R7) — then plans afresh and withdraws what is done.
    func refresh(reason: String) -> [EngineAction] {
        let now = clock.now()
        var actions = deliverDue(now: now)
        actions += deliverSnoozes(now: now)
        do {
            lastZone = try clock.zone()
        } catch {
            actions.append(.log(.error, "time zone: \(error.message); keeping \(lastZone.identifier)", fields: [:]))
        }
        let snapshot: StoreFacts.Snapshot
        do {
            snapshot = try facts.snapshot(now: now, zone: lastZone)
        } catch {
            actions.append(.log(.error, "cannot read the store: \(describe(error)); keeping the previous plan", fields: [:]))
            return actions
        }
        for problem in snapshot.problems {
            actions.append(.log(.warning, problem.message(in: .en), fields: [:]))
        }
        let newPlan = Planner.plan(snapshot.request)
        plan = newPlan
        fired = fired.filter { $0.day >= newPlan.today.adding(days: -1) }
        actions += withdrawals(plan: newPlan, forms: snapshot.request.forms)
        actions.append(.log(.debug, "planned (\(reason)): \(newPlan.entries.filter { $0.status == .planned }.count) reminders",
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

    /// The next reminder the plan will post, if any.
    var nextReminder: PlanEntry? {
        guard let plan else { return nil }
        return plan.entries.first { $0.status == .planned && ($0.fireAt?.epochSecond ?? 0) > plan.now && !fired.contains($0.key) }
    }

    private func deliverDue(now: Int64) -> [EngineAction] {
        guard let plan else { return [] }
        var actions: [EngineAction] = []
        for entry in plan.due(atOrBefore: now) where !fired.contains(entry.key) {
            fired.insert(entry.key)
            actions += decide(entry, now: now)
        }
        return actions
    }

    private func decide(_ entry: PlanEntry, now: Int64) -> [EngineAction] {
        let fields = logFields(entry)
        let state: FormDayState
        do {
            guard let current = try facts.state(formId: entry.formId, day: entry.day) else {
                return [.log(.info, "dropped \(entry.kind.rawValue) reminder of \(entry.formTitle): the form no longer reminds", fields: fields)]
            }
            state = current
        } catch {
            state = .noCheckIn  // unknown: remind rather than stay silent
        }
        switch FireCheck.decide(entry, now: now, lateGrace: settings.lateGrace, state: state) {
        case .drop(let reason):
            return [.log(.info, "dropped \(entry.kind.rawValue) reminder of \(entry.formTitle): \(reason)", fields: fields)]
        case .post:
            if checkinOpen() {
                return [.log(.info, "silent \(entry.kind.rawValue) reminder of \(entry.formTitle): a check-in is open", fields: fields)]
            }
            guard serverAvailable else {
                waitingForServer.append(entry)
                return [.log(.warning, "no notification server: \(entry.kind.rawValue) reminder of \(entry.formTitle) waits for one", fields: fields)]
            }
            return [.post(post(entry.key, title: entry.formTitle, state: state, snoozed: false,
                               dueAt: entry.fireAt?.epochSecond ?? now))]
        }
    }

    private func deliverSnoozes(now: Int64) -> [EngineAction] {
        var actions: [EngineAction] = []
        for (key, at) in snoozes where at <= now {
            snoozes[key] = nil
            guard let form = try? facts.store.loadForm(id: key.formId),
                  let state = try? facts.state(formId: key.formId, day: key.day) else { continue }
            let done = key.kind == .morning ? state.hasAnswer : state.isComplete
            if done || checkinOpen() || !serverAvailable { continue }
            actions.append(.post(post(key, title: form.title, state: state, snoozed: true, dueAt: at)))
        }
        return actions
    }

    private func post(_ key: PlanKey, title: String, state: FormDayState, snoozed: Bool, dueAt: Int64) -> ReminderPost {
        ReminderPost(key: key, summary: title, body: ReminderTexts.body(kind: key.kind, state: state, language),
                     snoozed: snoozed, dueAt: dueAt)
    }

    /// Withdraws notifications whose condition is met or whose day has ended (R10).
    private func withdrawals(plan: Plan, forms: [PlanForm]) -> [EngineAction] {
        var actions: [EngineAction] = []
        for (formDay, notification) in shown {
            var reason: String?
            if formDay.day < plan.today {
                reason = "its day ended"
            } else if let form = forms.first(where: { $0.id == formDay.formId }), form.isReminding {
                let state = form.state(on: formDay.day)
                if notification.key.kind == .morning && state.hasAnswer { reason = "the day has a record" }
                if notification.key.kind == .evening && state.isComplete { reason = "the form is complete" }
            } else {
                reason = "the form no longer reminds"
            }
            if let reason {
                shown[formDay] = nil
                actions.append(.close(notificationID: notification.id, reason: reason))
            }
        }
        return actions
    }

    // MARK: Events from the notification server

    /// The daemon posted `post` and the server gave it `id`.
    func posted(_ post: ReminderPost, id: UInt32) {
        shown[FormDay(formId: post.key.formId, day: post.key.day)] = OnScreenNotification(id: id, key: post.key)
    }

    /// The id the next post for this form and day should replace (0 = a new one).
    func replacesID(for key: PlanKey) -> UInt32 {
        shown[FormDay(formId: key.formId, day: key.day)]?.id ?? 0
    }

    func closed(id: UInt32) {
        shown = shown.filter { $0.value.id != id }
        tokens[id] = nil
    }

    func activationToken(id: UInt32, token: String) {
        tokens[id] = token
    }

    /// A click on one of our notifications: `default` opens the check-in (R9), `snooze` shows
    /// it again after the snooze, the same day only (R10).
    func action(id: UInt32, name: String) -> [EngineAction] {
        guard let notification = shown.values.first(where: { $0.id == id }) else {
            return [.log(.debug, "action \(name) on unknown notification \(id)", fields: [:])]
        }
        let key = notification.key
        switch name {
        case "default":
            return [.launch(formId: key.formId, day: key.day, activationToken: tokens.removeValue(forKey: id))]
        case "snooze":
            let at = clock.now() + settings.snooze
            guard let plan, plan.zone.localDate(atEpochSecond: at) == key.day else {
                return [.log(.info, "snooze past the end of \(key.day.iso) ignored", fields: logFields(key))]
            }
            snoozes[key] = at
            return [.log(.info, "snoozed until \(RFC3339.format(epochSecond: at, in: plan.zone))", fields: logFields(key))]
        default:
            return [.log(.debug, "unknown action \(name)", fields: [:])]
        }
    }

    /// The notification server left or came back. When one appears, reminders that came due
    /// meanwhile are posted if still wanted and within the grace.
    func serverChanged(available: Bool) -> [EngineAction] {
        serverAvailable = available
        guard available else {
            shown = [:]  // a new server knows nothing of the old one's notifications
            return [.log(.warning, "the notification server left; reminders wait for one", fields: [:])]
        }
        let now = clock.now()
        let waiting = waitingForServer
        waitingForServer = []
        var actions: [EngineAction] = [.log(.info, "a notification server is available", fields: [:])]
        for entry in waiting { actions += decide(entry, now: now) }
        return actions
    }

    func logFields(_ entry: PlanEntry) -> [String: String] {
        var fields = logFields(entry.key)
        if let fireAt = entry.fireAt { fields["FORMANZA_INSTANT"] = fireAt.rfc3339 }
        return fields
    }

    func logFields(_ key: PlanKey) -> [String: String] {
        ["FORMANZA_FORM": key.formId, "FORMANZA_KIND": key.kind.rawValue, "FORMANZA_DAY": key.day.iso]
    }

    private func describe(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message(in: .en) ?? "\(error)"
    }
}
