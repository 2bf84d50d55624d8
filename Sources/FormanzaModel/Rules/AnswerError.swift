import FormanzaBase

/// Why a typed answer was not accepted, with the facts needed to say it in either language.

public enum AnswerError: Error, Sendable, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(value: String, min: String, max: String, unit: String)
    case tooManyDecimals(allowed: Int)
    /// A typed number with more digits after its separator than the screen allows (`1,000`).
    case tooManyDigitsAfterSeparator(String, digits: Int, allowed: Int)
    case offStep(step: String)
    case notYesNo(String)
    case unknownOption(String, choices: [String])
    case notADuration(String)
    case durationTooLong(maxHours: Int)
    case offInterval(minutes: Int)
    case tooLong(length: Int, max: Int)
    case badShape(ContactFormat)
    case notADate(String)
    case dateBeforeToday
    case dateAfterToday
    case notATime(String)
    case notADateTime(String)
    case notAColor(String)
    /// `#12AB`: a colour code cut short, with the number of hex digits it has.
    case incompleteColor(String, digits: Int)
    case photosNotSupported
    /// A NUL byte (typed, pasted, read from a line or an import) in the answer.
    case containsNUL
}
