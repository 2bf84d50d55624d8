import FormanzaBase

/// Where a goal stands on a day. Derived every time from the records, never stored, so an edit
/// of a past day changes it at once; only "met" is final.

public enum GoalStatus: String, Hashable, Sendable, Codable {
    /// The start day is still ahead.
    case upcoming
    case inProgress = "in-progress"
    /// A value goal reached its target (and stays met whatever comes after).
    case met
    /// A habit goal has every day of its window met.
    case achieved
    /// A value goal's deadline day ended unmet, or a habit goal's window ended short.
    case notAchieved = "not-achieved"
}

/// Which way a value goal's source has to move: down when the target is below the start
/// value, up when above.
public enum GoalDirection: String, Hashable, Sendable, Codable {
    case up, down
}

/// One day's reading of a value goal's source.
public struct DayValue: Hashable, Sendable {
    public let day: CivilDate
    public let value: Double

    public init(day: CivilDate, value: Double) {
        self.day = day
        self.value = value
    }
}

/// How one day of a habit goal's window counts: the counted answer, another answer, or none
/// (no answer to that screen that day, also when the form recorded other screens).
public enum HabitDay: Hashable, Sendable {
    case met, notMet, unrecorded
}

/// A value goal on a day: its figures and its status.
public struct ValueGoalState: Hashable, Sendable {
    public let target: Double
    public let deadline: CivilDate?
    /// The last value recorded on or before the start day; without one, the first after it.
    public let startValue: Double?
    public let startValueDay: CivilDate?
    /// The value the progress is measured with: the last one recorded (up to the deadline
    /// once the deadline has passed unmet).
    public let latest: Double?
    public let latestDay: CivilDate?
    /// Nil while there is no start value, and when the target is the start value itself.
    public let direction: GoalDirection?
    /// The share of the distance from the start value to the target covered, 0…1: nil (not 0)
    /// before the start day and while there is no start value; 1 once met (met is final).
    public let progress: Double?
    public let metOn: CivilDate?
    public let status: GoalStatus
}

/// A habit goal on a day: its window and how its days count.
public struct HabitGoalState: Hashable, Sendable {
    /// The stored value counted ("yes", "no", an option's or range's value).
    public let answer: String
    public let days: Int
    public let windowEnd: CivilDate
    public let met: Int
    public let notMet: Int
    /// Ended days of the window (before the day asked about) without an answer; the day
    /// itself, still open, does not count until it ends.
    public let unrecorded: Int
    public let status: GoalStatus
}
