import FormanzaBase
import FormanzaModel

/// How a refused edit of forms, screens, data values or calculated values is said.
extension EditRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        switch reason {
        case .formTitleEmpty:
            return l.tr("the form's title is empty")
        case .controlCharacters(let text):
            return l.tr(
                "\"{0}\" holds control characters; type it without them", VisibleText.escape(text))
        case .formTitleTooLong(let max):
            return l.tr(
                "the form's title is longer than {0} characters", max)
        case .formTitleTaken(let title):
            return l.tr(
                "a form called \"{0}\" already exists; choose another title", title)
        case .lastForm(let title):
            return l.tr(
                "\"{0}\" is the last form and cannot be deleted", title)
        case .positionOutOfRange(let n, let count):
            return l.tr(
                "position {0} is outside 1 to {1}", n, count)
        case .typeLockedByCalculated(let screen, let calculated):
            return l.tr(
                "the type and unit of \"{0}\" are locked while the calculated value \"{1}\" reads it; remove that value first",
                screen, calculated
            )
        case .typeLockedByGoal(let screen, let goal):
            return l.tr(
                "the type and unit of \"{0}\" are locked while the goal \"{1}\" follows it; remove the goal first",
                screen,
                goal.text(l))
        case .optionUsedByGoal(let screen, let value, let goal):
            return l.tr(
                "the option \"{0}\" of \"{1}\" is counted by the goal \"{2}\" and cannot be removed or change its value",
                value, screen, goal.text(l))
        case .calculatedTitleTaken(let title):
            return l.tr(
                "this form already has a calculated value called \"{0}\"", title)
        case .dataNameEmpty:
            return l.tr("the data value's name is empty")
        case .dataNameTooLong(let max):
            return l.tr(
                "the data value's name is longer than {0} characters", max)
        case .dataNameTaken(let name):
            return l.tr("a data value called \"{0}\" already exists", name)
        case .dataDateOutOfRange(let date, let today):
            return l.tr(
                "the date {0} must be from 1900-01-01 to today ({1})", date.iso, today.iso)
        case .dataKindFixed(let name, let isDate):
            return isDate
                ? l.tr(
                    "\"{0}\" is a date; a data value keeps the kind it was created with (remove it and create it again)",
                    name)
                : l.tr(
                    "\"{0}\" is a number; a data value keeps the kind it was created with (remove it and create it again)",
                    name)
        case .bandMalformed(let text):
            return l.tr(
                "the range \"{0}\" is not VALUE:LABEL:LOWER (LOWER empty for the range without lower bound)", text)
        case .changedMeanwhile(let title):
            return l.tr(
                "\"{0}\" was changed by another program meanwhile; nothing was saved, try again", title)
        case .idChanged(let old, let new):
            return l.tr(
                "the form's id cannot change from \"{0}\" to \"{1}\" here; use `formanza form import` to create another form",
                old, new
            )
        case .formExists(let id):
            return l.tr("a form with id \"{0}\" already exists", id)
        }
    }
}
