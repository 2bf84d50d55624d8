import FormanzaBase

/// One check-in of one form for one day, as the person goes through it.
///
/// It keeps apart what is already saved, what is merely proposed (a prefill looked at but
/// not confirmed), what the person confirmed, and what they skipped. Only confirmed
/// answers are saved. The day is fixed when the session starts, so a check-in begun before
/// midnight saves into the day it began.

public struct CheckinSession: Sendable {
    public let form: Form
    public let day: CivilDate
    public package(set) var saved: [String: Answer]
    public private(set) var proposals: [String: EarlierAnswer]
    public package(set) var confirmed: [String: AnswerValue] = [:]
    public private(set) var skipped: Set<String> = []

    public init(form: Form, day: CivilDate, record: DayRecord?, proposals: [String: EarlierAnswer] = [:]) {
        self.form = form
        self.day = day
        self.saved = DayStates.visibleAnswers(of: form, in: record)
        self.proposals = proposals
    }

    /// What a screen shows right now.
    public enum Current: Hashable, Sendable {
        case confirmed(AnswerValue)
        case saved(AnswerValue)
        /// A prefill with the day it came from ("Prefilled from your check-in of …").
        case proposed(AnswerValue, from: CivilDate)
        case unanswered
    }

    public func current(_ screenID: String) -> Current {
        if let value = confirmed[screenID] { return .confirmed(value) }
        if let answer = saved[screenID] { return .saved(answer.value) }
        if let earlier = proposals[screenID] { return .proposed(earlier.answer.value, from: earlier.day) }
        return .unanswered
    }

    /// Confirms an answer (Next, a key, an edit). Changing a proposal drops its label.
    public mutating func confirm(_ screenID: String, _ value: AnswerValue) {
        precondition(form.screen(id: screenID) != nil, "confirm a screen of this form")
        confirmed[screenID] = value
        skipped.remove(screenID)
    }

    /// Skip: only optional screens. A skipped screen stays unanswered unless already saved.
    public mutating func skip(_ screenID: String) throws(CheckinError) {
        guard let screen = form.screen(id: screenID) else { preconditionFailure("skip a screen of this form") }
        guard !screen.required else { throw .requiredCannotBeSkipped(screen.title) }
        confirmed[screenID] = nil
        skipped.insert(screenID)
    }

    /// Whether the screen has an answer (saved or confirmed).
    public func isAnswered(_ screenID: String) -> Bool {
        confirmed[screenID] != nil || saved[screenID] != nil
    }

    /// The first screen without an answer, for Continue.
    public var firstUnanswered: Int? {
        form.screens.firstIndex { !isAnswered($0.id) }
    }

    /// Why Save is refused, or nil when it may go ahead (any required screen still
    /// unanswered blocks it, and a day needs at least one answer).
    public var saveRefusal: CheckinError? {
        if let required = form.screens.first(where: { $0.required && !isAnswered($0.id) }) {
            return .requiredUnanswered(required.title)
        }
        if confirmed.isEmpty && saved.isEmpty { return .nothingToSave }
        return nil
    }

}

/// Why a check-in step was refused.
public enum CheckinError: Error, Sendable, Equatable {
    case requiredCannotBeSkipped(String)
    case requiredUnanswered(String)
    case nothingToSave
    case requiredCannotBeRemoved(String)
    case notAnswered(String)
    case futureDay(CivilDate)
    /// A day before 1900 given where a day is recorded: no check-in is that old.
    case dayBeforeRecords(CivilDate)
}
