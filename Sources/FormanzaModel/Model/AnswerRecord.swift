import FormanzaBase

/// One stored answer with where it belongs: a row of `formanza export` and `import-records`.
public struct AnswerRecord: Hashable, Sendable {
    public let form: String
    public let day: CivilDate
    public let screen: String
    public let answer: Answer

    public init(form: String, day: CivilDate, screen: String, answer: Answer) {
        self.form = form
        self.day = day
        self.screen = screen
        self.answer = answer
    }
}
