import FormanzaState

/// What the daemon does with a due reminder.
public enum FireDecision: Hashable, Sendable {
    case post
    case drop(DropReason)
}

/// Why a due reminder is dropped rather than posted (logged by the daemon).
public enum DropReason: Hashable, Sendable, CustomStringConvertible {
    /// Its instant has not come yet: the timer fired early (a clock jump backwards). Re-arm.
    case notYetDue(seconds: Int64)
    /// Morning reminder, and the form got an answer since the plan was made (R5).
    case recorded
    /// Evening reminder, and the form became complete since the plan was made (R5).
    case complete
    /// More than `late-grace` late (R7): a suspend or a blocked loop outlasted the grace.
    case tooLate(seconds: Int64)
    /// The entry has no instant (its day does not exist locally).
    case noSuchDay

    /// Stable names for logs: `not-yet-due`, `recorded`, `complete`, `too-late`, `no-such-day`.
    public var code: String {
        switch self {
        case .notYetDue: return "not-yet-due"
        case .recorded: return "recorded"
        case .complete: return "complete"
        case .tooLate: return "too-late"
        case .noSuchDay: return "no-such-day"
        }
    }

    /// "too-late by 5400 s".
    public var description: String {
        switch self {
        case .notYetDue(let seconds): return "\(code) by \(seconds) s"
        case .tooLate(let seconds): return "\(code) by \(seconds) s"
        default: return code
        }
    }
}

/// The check the daemon runs right before posting a reminder.
///
/// It only applies to reminders the daemon was already waiting for: R7 says a daemon that
/// *starts* after a reminder's time does not send it, and the planner already marks those
/// `past`. So the daemon calls this for the entries its armed timer was for (`Plan.due`), using
/// the plan it was waiting with, *before* re-planning from the new `now`; a fresh plan would
/// call them past. Whether it was waiting is the caller's knowledge, not this function's.
public enum FireCheck {
    /// R7's default `late-grace`: 60 minutes.
    public static let defaultLateGrace: Int64 = 3600

    /// Post, or drop with a reason. `state` is the form's state on the entry's day as the store
    /// says *now* (R5 is checked again at fire time); `lateGrace` is in seconds.
    ///
    /// A reminder exactly `lateGrace` late is still posted. When it is both late and no longer
    /// wanted, the store's reason wins: it is the more useful line in the log.
    public static func decide(_ entry: PlanEntry, now: Int64, lateGrace: Int64 = defaultLateGrace,
                              state: FormDayState) -> FireDecision {
        precondition(lateGrace >= 0, "late-grace cannot be negative")
        guard let fireAt = entry.fireAt?.epochSecond else { return .drop(.noSuchDay) }
        if now < fireAt { return .drop(.notYetDue(seconds: fireAt - now)) }
        switch entry.kind {
        case .morning where state.hasAnswer: return .drop(.recorded)
        case .evening where state.isComplete: return .drop(.complete)
        default: break
        }
        let lateness = now - fireAt
        return lateness <= lateGrace ? .post : .drop(.tooLate(seconds: lateness))
    }
}
