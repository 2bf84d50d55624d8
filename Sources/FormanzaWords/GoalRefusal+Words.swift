import FormanzaBase
import FormanzaModel

/// How a refused goal is said, naming what a goal can follow.
extension GoalRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        let valueKinds = l.tr(
            "value goals follow number, slider and duration screens and calculated values that give a number"
        )
        let habitKinds = l.tr(
            "habit goals follow yes/no, single-choice and multiple-choice screens and ranges values"
        )
        func names(_ list: [String]) -> String {
            list.isEmpty
                ? l.tr("none") : list.map { l.tr("\"{0}\"", $0) }.joined(separator: ", ")
        }
        switch reason {
        case .noEligibleSource(let form):
            return l.tr(
                "\"{0}\" has nothing a goal can follow: {1}; {2}. Text, email, phone, web address, date, time, colour and photo screens take no goals",
                form, valueKinds, habitKinds
            )
        case .notForValue(let name, let eligible):
            return l.tr(
                "\"{0}\" cannot carry a value goal: {1} (here: {2})", name, valueKinds, names(eligible))
        case .notForHabit(let name, let eligible):
            return l.tr(
                "\"{0}\" cannot carry a habit goal: {1} (here: {2})", name, habitKinds, names(eligible))
        case .targetNotANumber(let text):
            return l.tr("the target \"{0}\" is not a number", text)
        case .targetOutOfRange(let target, let name, let range, let format):
            let (value, low, high) = (
                format.text(target, l), format.text(range.lowerBound, l), format.text(range.upperBound, l)
            )
            return l.tr(
                "the target {0} is outside the range of \"{1}\" ({2} to {3})", value, name, low, high)
        case .targetDecimals(let allowed):
            return allowed == 0
                ? l.tr("the target must be a whole number")
                : allowed == 1
                    ? l.tr("the target takes at most 1 decimal")
                    : l.tr(
                        "the target takes at most {0} decimals", allowed
                    )
        case .daysOutOfRange(let n):
            return l.tr(
                "a habit goal lasts 1 to {0} days, not {1}", GoalEvaluation.maxDays, n)
        case .deadlineBeforeStart(let deadline, let start):
            return l.tr(
                "the deadline {0} is before the start day {1}", deadline.iso, start.iso)
        case .unknownAnswer(let text, let name, let choices):
            let list = choices == .yesNo ? l.tr("yes, no") : choices.values.joined(separator: ", ")
            return l.tr(
                "\"{0}\" is not an answer of \"{1}\" (answers: {2})", text, name, list)
        case .notFound(let query, let known):
            let list = known.isEmpty ? l.tr("none") : known.map { $0.text(l) }.joined(separator: ", ")
            return l.tr(
                "no goal called \"{0}\" (goals: {1})", query, list
            )
        case .ambiguous(let query, let goals):
            let list = goals.map { $0.text(l) }.joined(separator: ", ")
            return l.tr(
                "several goals follow \"{0}\"; name one by its id: {1}", query, list)
        }
    }
}
