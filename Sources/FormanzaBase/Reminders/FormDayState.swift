/// A form's state on one day, derived from the day's record and the form's current
/// screens; never stored.
public enum FormDayState: Hashable, Sendable {
    /// No saved answer of this form on that day ("No check-in today").
    case noCheckIn
    /// Some answers saved, `n` screens still unanswered ("n answers missing").
    case missing(Int)
    /// Every screen of the form answered ("Complete"); skipped optional screens keep a form
    /// incomplete.
    case complete

    /// The form has a saved answer that day (what meets the morning reminder, `ReminderKind`).
    public var hasAnswer: Bool {
        if case .noCheckIn = self { return false }
        return true
    }

    /// Every screen answered (what meets the evening reminder, `ReminderKind`).
    public var isComplete: Bool { self == .complete }

    /// The stable name used in JSON output: `no-check-in`, `missing`, `complete`.
    public var code: String {
        switch self {
        case .noCheckIn: return "no-check-in"
        case .missing: return "missing"
        case .complete: return "complete"
        }
    }

    /// How many screens are unanswered; for `.noCheckIn` the caller knows the screen count.
    public var missingCount: Int? {
        if case .missing(let n) = self { return n }
        return self == .complete ? 0 : nil
    }
}
