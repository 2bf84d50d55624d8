import FormanzaBase
import FormanzaModel

/// How a refused step of a check-in is said.
extension CheckinError: UserFacingError {
    public func message(in l: Language) -> String {
        switch self {
        case .requiredCannotBeSkipped(let title):
            return l.tr(
                "\"{0}\" is required and cannot be skipped", title)
        case .requiredUnanswered(let title):
            return l.tr(
                "cannot save: \"{0}\" is required and unanswered", title)
        case .nothingToSave:
            return l.tr(
                "nothing to save: the day needs at least one answer")
        case .requiredCannotBeRemoved(let title):
            return l.tr(
                "\"{0}\" is required; its answer cannot be removed", title)
        case .notAnswered(let title):
            return l.tr("\"{0}\" has no answer that day", title)
        case .futureDay(let day):
            return l.tr(
                "{0} is in the future; only days from {1} up to today can be recorded", day.iso, ShownYears.firstDay.iso
            )
        case .dayBeforeRecords(let day):
            return l.tr(
                "{0} is before {1}; only days from {1} up to today can be recorded", day.iso, ShownYears.firstDay.iso
            )
        }
    }
}
