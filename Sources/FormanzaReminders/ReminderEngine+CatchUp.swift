import FormanzaBase
import FormanzaSchedule

/// Deciding, on each refresh, what to post and what to withdraw.
extension ReminderEngine {
    /// Applies the catch-up rule to today's passed reminders: at most one per form is posted,
    /// the others are dropped with their reason. More than `CaughtUpGroup.largestSingly`
    /// reminders caught up at once become one notification that counts the forms waiting.
    ///
    /// The states are the snapshot's, read in the same pass: one query per day of the window for
    /// every form, rather than two per form (a thousand forms made that 19 s).
    func catchUp(plan: Plan, forms: FormsByID, checkinOpen: Bool) -> [EngineAction] {
        let handled = fired.union(posted.keys)
        // A day that could not be read has no states in the snapshot: "not done", remind rather
        // than stay silent; a form that no longer reminds counts as done.
        let state = { (entry: PlanEntry) in forms.state(formId: entry.formId, day: entry.day) ?? .complete }
        let decision = CatchUp.decide(
            plan: plan, now: now, handled: handled, setting: rules.catchUp,
            checkinOpen: checkinOpen, state: state)
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
                        body: wording.body(kind: entry.kind, state: state(entry)),
                        snoozed: false, dueAt: dueAt, caughtUp: isCaughtUp)))
        }
        if caughtUp.count > CaughtUpGroup.largestSingly {
            let grouped = Set(caughtUp.map(\.key))
            actions.removeAll {
                if case .post(let post) = $0 { return grouped.contains(post.key) }
                return false
            }
            actions.append(.postGroup(groupPost(caughtUp)))
        }
        return actions
    }

    /// Shows again the snoozed reminders whose time has come, unless their condition is met
    /// meanwhile, a check-in is open or no server is there (then the snooze is dropped).
    func deliverSnoozes(_ snapshot: EngineSnapshot) -> [EngineAction] {
        var actions: [EngineAction] = []
        let forms = snapshot.request.map { FormsByID($0.forms) }
        for (key, at) in snoozes where at <= now {
            snoozes[key] = nil
            guard let forms, let title = forms.title(formId: key.formId),
                let state = forms.state(formId: key.formId, day: key.day)
            else { continue }
            if key.kind.isSatisfied(by: state) || snapshot.checkinOpen || !serverAvailable { continue }
            actions.append(
                .post(
                    ReminderPost(
                        key: key, summary: title,
                        body: wording.body(kind: key.kind, state: state),
                        snoozed: true, dueAt: at, caughtUp: false)))
        }
        return actions
    }

    /// Withdraws notifications whose condition is met or whose day has ended, and the grouped
    /// one once no form it counted waits any more.
    func withdrawals(plan: Plan, forms: FormsByID) -> [EngineAction] {
        var actions: [EngineAction] = []
        for (formDay, notification) in shown {
            if let reason = forms.doneReason(notification.key, today: plan.today) {
                shown[formDay] = nil
                if posted.left(notification: notification.id) { actions.append(writePosted(nil)) }
                actions.append(.close(notificationID: notification.id, reason: reason))
            }
        }
        if let close = withdrawGroupIfDone(today: plan.today, forms: forms) { actions.append(close) }
        return actions
    }
}
