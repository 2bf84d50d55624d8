import FormanzaBase
import FormanzaSchedule

/// The one notification that stands for many reminders caught up at the same moment: a
/// thousand forms missed while the computer was off would otherwise pour a thousand
/// notifications on the screen at login. It says how many forms wait, and a click opens the
/// check-in's form list.
struct CaughtUpGroup: Equatable {
    /// Up to this many reminders caught up at once are each posted on their own.
    static let largestSingly = 3

    let id: UInt32
    /// The reminders it stands for whose condition still holds.
    var keys: Set<PlanKey>

    /// How many forms it counts.
    var formCount: Int { Set(keys.map(\.formId)).count }
}

/// The grouped notification the engine wants shown.
struct GroupPost: Equatable {
    /// Every reminder it stands for, in the plan's order.
    let keys: [PlanKey]
    let summary: String
    let body: String
    /// When the earliest of them was due, to log how late it went out.
    let dueAt: Int64
}

extension ReminderEngine {
    /// One notification for `entries`, caught up at once, counting also the forms of a grouped
    /// notification still on screen (the new one replaces it).
    func groupPost(_ entries: [PlanEntry], now: Int64) -> GroupPost {
        var keys = entries.map(\.key)
        let new = Set(keys)
        keys += (caughtUpGroup?.keys ?? []).filter { !new.contains($0) }.sorted { $0.description < $1.description }
        let forms = Set(keys.map(\.formId)).count
        return GroupPost(
            keys: keys, summary: "Formanza", body: ReminderTexts.formsWaiting(forms, language),
            dueAt: entries.compactMap { $0.fireAt?.epochSecond }.min() ?? now)
    }

    /// The server showed `post` as `id`: it is the grouped notification now, and each reminder it
    /// stands for is caught up, in the record of posts too (one write for all of them), so a
    /// restart posts none of them again.
    /// Returns the problem when the record of posts cannot be written.
    @discardableResult
    func postedGroup(_ post: GroupPost, id: UInt32) -> EngineAction? {
        caughtUpGroup = CaughtUpGroup(id: id, keys: Set(post.keys))
        let now = clock.now()
        let newly = post.keys.filter { posted.entry(for: $0) == nil }
        let wanted = Set(newly)
        let fireTimes = Dictionary(
            (plan?.entries ?? []).filter { wanted.contains($0.key) }.compactMap { entry in
                entry.fireAt.map { (entry.key, $0.epochSecond) }
            }, uniquingKeysWith: { first, _ in first })
        for key in newly { recordCaughtUp(key, lateSeconds: now - (fireTimes[key] ?? now)) }
        do {
            try posted.add(newly, postedAt: now, caughtUp: true, today: plan?.today ?? post.keys[0].day)
            return nil
        } catch {
            return .log(
                .error, "cannot write \(posted.path): \(describe(error)); a restart may post them again", fields: [:])
        }
    }

    /// Withdraws the grouped notification once none of its forms waits (each answered, its day
    /// ended, or no longer reminding); until then it stays as posted.
    func withdrawGroupIfDone(today: CivilDate, forms: FormsByID) -> EngineAction? {
        guard var group = caughtUpGroup else { return nil }
        group.keys = group.keys.filter { forms.doneReason($0, today: today) == nil }
        guard group.keys.isEmpty else {
            caughtUpGroup = group
            return nil
        }
        caughtUpGroup = nil
        return .close(notificationID: group.id, reason: "no form waits any more")
    }
}
