import FormanzaBase

/// A goal of a form, as defined: what it follows, its target or the answer it counts, its days.
/// Only the definition is stored; where a goal stands (`GoalBoard`, `GoalEvaluation`) is
/// computed from the records whenever it is shown.

public struct Goal: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Reach a target value on a number, slider or duration screen or a calculated value.
        case value
        /// Count days with a given answer on a yes/no or choice screen, or a range of a ranges
        /// value, over a window of days.
        case habit
    }

    public var id: String
    public var kind: Kind
    /// The screen or calculated value the goal follows.
    public var source: ValueSource
    public var target: Double?
    public var answer: String?
    public var days: Int?
    public var startDay: CivilDate?
    public var deadline: CivilDate?

    public init(
        id: String = Identifier.make(prefix: "g"), kind: Kind, source: ValueSource,
        target: Double? = nil, answer: String? = nil, days: Int? = nil,
        startDay: CivilDate? = nil, deadline: CivilDate? = nil
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.target = target
        self.answer = answer
        self.days = days
        self.startDay = startDay
        self.deadline = deadline
    }
}
