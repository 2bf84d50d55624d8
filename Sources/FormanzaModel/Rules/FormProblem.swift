import FormanzaBase

/// One thing wrong with a form's definition, as the editors explain it (the first problem
/// found is the one explained).

public struct FormProblem: Error, Sendable, Equatable {
    /// Where: the form, a screen (by title), a calculated value (by title) or a goal.
    public enum Place: Sendable, Equatable {
        case form
        case screen(String)
        case calculated(String)
        case goal(GoalTitle)
    }

    public enum Issue: Sendable, Equatable {
        case titleEmpty
        case titleTooLong(max: Int)
        case shortTitleTooLong
        case badID(String)
        case duplicateID(String)
        case minNegative
        case maxTooLarge
        case minNotBelowMax
        case decimalsOutOfRange
        case stepNotPositive
        case stepNotWritable(decimals: Int)
        /// A step larger than the distance from the minimum to the maximum.
        case stepBeyondRange
        /// A title, label, unit or other text holding control characters (NUL, escape…).
        case controlCharacters(FormLimits.Part)
        /// A text longer than the editors allow (option labels, units, placeholders).
        case textTooLong(FormLimits.Part, max: Int)
        /// More screens, calculated values, options or goals than a form may hold.
        case tooMany(FormLimits.Part, max: Int)
        case thresholdNotPositive
        case intervalNotAllowed(allowed: [Int])
        case maxHoursOutOfRange
        case columnsOutOfRange
        case tooFewOptions
        case tooManyOptions(max: Int)
        case optionValueEmpty
        case optionLabelEmpty
        case duplicateOptionValue(String)
        case maxLengthOutOfRange
        case tooFewPhotoNames
        case photoNameInvalid(String)
        case highlightNotNumber
        case severalHighlights
        case formula(FormulaSyntaxError)
        case unknownReference(String)
        case referenceNotNumeric(String)
        case cycle([String])
        case tooFewRanges
        case needsExactlyOneOpenRange
        case duplicateBound
        case duplicateRangeValue(String)
        case dataValueNotDate(String)
        case lockedByCalculated(String)
        /// A goal that breaks a rule the goal commands apply.
        case goalRule(GoalRefusal)
        case goalFieldMissing(GoalField)
        /// The goal's source (a screen or calculated value id) is not in the form.
        case goalSourceGone(String)
        /// A habit goal counts an answer its source does not have (any more).
        case goalAnswerUnknown(answer: String, name: String, choices: [String])
    }

    public let place: Place
    public let issue: Issue

    public init(_ place: Place, _ issue: Issue) {
        self.place = place
        self.issue = issue
    }
}
