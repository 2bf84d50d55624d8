import FormanzaBase
import FormanzaSchedule

/// Events from the notification server: what it showed, clicks, closes, its coming and going.
extension ReminderEngine {
    /// The server showed `post` as `id`: it is on screen now, and in the record of posts.
    func shown(_ post: ReminderPost, id: UInt32) -> [EngineAction] {
        shown[FormDay(formId: post.key.formId, day: post.key.day)] = OnScreenNotification(id: id, key: post.key)
        guard !post.snoozed && !post.takenOver else {
            guard posted.showing(post.key, notification: id, server: serverIdentity) else { return [] }
            return [writePosted("a restart may post it again", fields: logFields(post.key))]
        }
        outcomes[post.key] = post.caughtUp ? .caughtUp(lateSeconds: now - post.dueAt) : .posted
        posted.add(
            [post.key], postedAt: now, caughtUp: post.caughtUp, today: plan?.today ?? post.key.day,
            notification: id, server: serverIdentity)
        return [writePosted("a restart may post it again", fields: logFields(post.key))]
    }

    /// A notification left the screen: it is no longer ours to withdraw, click or snooze.
    func closed(id: UInt32) -> [EngineAction] {
        shown = shown.filter { $0.value.id != id }
        if caughtUpGroup?.id == id { caughtUpGroup = nil }
        tokens[id] = nil
        return posted.left(notification: id) ? [writePosted(nil)] : []
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

    /// A click on one of our notifications, with the action id the server sent.
    func clicked(id: UInt32, name: String) -> [EngineAction] {
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
            let at = now + rules.snooze
            guard let plan, plan.zone.localDate(atEpochSecond: at) == key.day else {
                return [.log(.info, "snooze past the end of \(key.day.iso) ignored", fields: logFields(key))]
            }
            snoozes[key] = at
            // Servers that keep a notification after an action (mako, dunst with some settings)
            // would leave it on screen: the snooze takes it away until it is shown again.
            shown[FormDay(formId: key.formId, day: key.day)] = nil
            tokens[id] = nil
            let write = posted.left(notification: id) ? [writePosted(nil)] : []
            return write + [
                .log(.info, "snoozed until \(RFC3339.format(epochSecond: at, in: plan.zone))", fields: logFields(key)),
                .close(notificationID: id, reason: "snoozed"),
            ]
        }
    }

    /// The notification server left or came back. When one appears, reminders that came due
    /// meanwhile go through the catch-up rule.
    func serverChanged(available: Bool, reason: String, _ snapshot: EngineSnapshot?) -> [EngineAction] {
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
        ] + refresh(reason: reason, snapshot)
    }
}
