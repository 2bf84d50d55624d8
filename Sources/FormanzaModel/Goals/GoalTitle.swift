import FormanzaBase

/// A goal's title in both languages, for refusals built before the language of the message is
/// known ("the option «no» of «Alcohol» is counted by the goal «Alcohol: No for 30 days»").

public struct GoalTitle: Hashable, Sendable {
    public let english: String
    public let spanish: String

    public init(english: String, spanish: String) {
        self.english = english
        self.spanish = spanish
    }

    public init(_ goal: Goal, in form: Form) {
        self.init(english: GoalText.title(goal, in: form, .en), spanish: GoalText.title(goal, in: form, .es))
    }

    /// The title in `l`: both were written when the refusal was made, so a language other than
    /// Spanish reads the English one.
    public func text(_ l: Language) -> String { l.storedText(english: english, spanish: spanish) }
}

/// A goal as a refusal lists it: "g-1a2b3c4d (Weight: reach 110 kg)".
public struct NamedGoal: Hashable, Sendable {
    public let id: String
    public let title: GoalTitle

    public init(_ goal: Goal, in form: Form) {
        id = goal.id
        title = GoalTitle(goal, in: form)
    }

    public func text(_ l: Language) -> String { "\(id) (\(title.text(l)))" }
}

/// Why a goal cannot be created or changed as asked; each case names what was wrong.
public struct GoalRefusal: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The form has nothing a goal can follow.
        case noEligibleSource(form: String)
        /// The source cannot carry a value goal; `eligible` names those of the form that can.
        case notForValue(name: String, eligible: [String])
        /// The source cannot carry a habit goal.
        case notForHabit(name: String, eligible: [String])
        case targetNotANumber(String)
        case targetOutOfRange(target: Double, name: String, range: ClosedRange<Double>, format: GoalValueFormat)
        case targetDecimals(allowed: Int)
        case daysOutOfRange(Int)
        case deadlineBeforeStart(deadline: CivilDate, start: CivilDate)
        case unknownAnswer(String, name: String, choices: GoalHabitChoices)
        case notFound(String, known: [NamedGoal])
        case ambiguous(String, goals: [NamedGoal])
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }
}
