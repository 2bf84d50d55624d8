import FormanzaBase

/// Why an edit of forms, screens, data values or calculated values is refused: the editing
/// rules about a change (the definition's own validity is
/// `FormProblem`'s job). Each case names what was wrong, in English and Spanish.

public struct EditRefusal: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case formTitleEmpty
        case formTitleTooLong(max: Int)
        /// A title or name holding control characters (escape, NUL…): they would act on the
        /// terminal of whoever lists it.
        case controlCharacters(String)
        /// Our rule: two forms never share a title (compared without case), so a title
        /// always names one form on the command line.
        case formTitleTaken(String)
        /// The last form cannot be deleted.
        case lastForm(String)
        case positionOutOfRange(Int, count: Int)
        /// Type and unit are locked while a calculated value reads the screen.
        case typeLockedByCalculated(screen: String, calculated: String)
        /// Also while a goal follows the screen.
        case typeLockedByGoal(screen: String, goal: GoalTitle)
        /// An option a goal counts cannot be removed or change its value.
        case optionUsedByGoal(screen: String, value: String, goal: GoalTitle)
        case calculatedTitleTaken(String)
        case dataNameEmpty
        case dataNameTooLong(max: Int)
        case dataNameTaken(String)
        /// A date data value lies between 1900-01-01 and today.
        case dataDateOutOfRange(CivilDate, today: CivilDate)
        /// A data value's kind (number or date) is chosen at creation.
        case dataKindFixed(name: String, isDate: Bool)
        case bandMalformed(String)
        /// The stored form changed between reading it and saving the edit.
        case changedMeanwhile(String)
        /// `form edit` keeps the form's id; a different id is an import.
        case idChanged(old: String, new: String)
        case formExists(String)
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }
}
