import FormanzaBase

/// One day's answers of one form, limited to the screens that were asked for.

public struct DayAnswers: Hashable, Sendable {
    public let day: CivilDate
    /// Answers keyed by screen id, as saved (whether they still fit the screen is the reader's
    /// question).
    public let answers: [String: Answer]

    public init(day: CivilDate, answers: [String: Answer]) {
        self.day = day
        self.answers = answers
    }
}

/// The one question goal evaluation asks of the store: a form's answers to a few screens, day
/// by day, over a period.
///
/// Everything else about goals is computed from what this returns, so the evaluation is pure
/// and testable without a store, and a store that can answer it with one indexed query (a
/// screen's values over a period) makes goals cost the same whatever the length of history.
public protocol GoalRecords {
    /// The answers of form `formID` to `screens`, one entry per day from `first` (nil: from the
    /// earliest record) through `last`, oldest first. Days where none of these screens is
    /// answered are left out.
    func answers(
        form formID: String, screens: Set<String>, from first: CivilDate?,
        through last: CivilDate
    ) throws -> [DayAnswers]

    /// One screen's answers from `first` (nil: the earliest) through `last`, handed to `visit`
    /// oldest first (newest first when `newestFirst`) until it returns false: the question a
    /// goal asks for its start value, its latest value and the first day it reached its target,
    /// each of which stops at the first answer that fits.
    func screenAnswers(
        form formID: String, screen: String, from first: CivilDate?, through last: CivilDate,
        newestFirst: Bool, _ visit: (CivilDate, Answer) throws -> Bool
    ) throws

    /// The kept scan of `question` for form `formID` (see `GoalScan`), nil when none is kept.
    func keptGoalScan(form formID: String, question: Int64) throws -> GoalScan?

    /// Hands `extend` the kept scan of `question` (nil: none) and keeps what it returns, in
    /// one write transaction so no answer changes between the two; nil when nothing could be
    /// kept (the write lock is held elsewhere, or the records keep nothing).
    func keepingGoalScan(
        form formID: String, question: Int64, _ extend: (GoalScan?) throws -> GoalScan
    ) -> GoalScan?
}

extension GoalRecords {
    /// Read through `answers`: right for any records, and what a store without the index
    /// falls back to.
    public func screenAnswers(
        form formID: String, screen: String, from first: CivilDate?, through last: CivilDate,
        newestFirst: Bool, _ visit: (CivilDate, Answer) throws -> Bool
    ) throws {
        let days = try answers(form: formID, screens: [screen], from: first, through: last)
        for day in newestFirst ? days.reversed() : days {
            guard let answer = day.answers[screen] else { continue }
            if try !visit(day.day, answer) { return }
        }
    }

    public func keptGoalScan(form formID: String, question: Int64) throws -> GoalScan? { nil }

    public func keepingGoalScan(
        form formID: String, question: Int64, _ extend: (GoalScan?) throws -> GoalScan
    ) -> GoalScan? { nil }
}

extension DayAnswers {
    /// Lists of days in order (one per screen) merged into one: a day in several lists gets
    /// the answers of all of them.
    package static func merged(_ lists: [[DayAnswers]]) -> [DayAnswers] {
        var next = Array(repeating: 0, count: lists.count)
        var merged: [DayAnswers] = []
        while true {
            var earliest: CivilDate?
            for (list, index) in zip(lists, next) where index < list.count {
                if earliest.map({ list[index].day < $0 }) ?? true { earliest = list[index].day }
            }
            guard let day = earliest else { return merged }
            var answers: [String: Answer] = [:]
            for place in lists.indices where next[place] < lists[place].count && lists[place][next[place]].day == day {
                answers.merge(lists[place][next[place]].answers) { kept, _ in kept }
                next[place] += 1
            }
            merged.append(DayAnswers(day: day, answers: answers))
        }
    }
}
