import FormanzaBase

/// A proposed answer and the day it comes from: what a check-in prefills from an earlier day.
public struct EarlierAnswer: Hashable, Sendable {
    public let answer: Answer
    public let day: CivilDate

    public init(answer: Answer, day: CivilDate) {
        self.answer = answer
        self.day = day
    }
}
