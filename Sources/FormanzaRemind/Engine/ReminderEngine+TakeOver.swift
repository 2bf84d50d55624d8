import FormanzaSchedule

/// Taking over the notifications a previous run of the daemon posted.
///
/// Servers such as dunst send `ActionInvoked` and `NotificationClosed` only to the connection
/// that posted the notification, and a restarted daemon has a new connection: a click on the old
/// notification would reach nobody. Posting it again in place (`replaces_id` = its id) makes this
/// run its sender, with today's text (the count of missing answers may have changed meanwhile).
/// Done after the withdrawals of the same refresh, so a reminder whose condition was met while
/// the daemon was down is withdrawn rather than shown again.
extension ReminderEngine {
    func takeOverActions(plan: Plan) -> [EngineAction] {
        var actions: [EngineAction] = []
        for formDay in takeOver.sorted(by: { ($0.formId, $0.day) < ($1.formId, $1.day) }) {
            takeOver.remove(formDay)
            guard serverAvailable, let notification = shown[formDay],
                let state = try? facts.state(formId: formDay.formId, day: formDay.day)
            else { continue }
            let title =
                plan.entries.first { $0.formId == formDay.formId }?.formTitle
                ?? (try? facts.store.loadForm(id: formDay.formId))?.title ?? formDay.formId
            var post = ReminderPost(
                key: notification.key, summary: title,
                body: ReminderTexts.body(kind: notification.key.kind, state: state, language),
                snoozed: false, dueAt: clock.now(), caughtUp: false)
            post.takenOver = true
            actions.append(.post(post))
        }
        return actions
    }
}
