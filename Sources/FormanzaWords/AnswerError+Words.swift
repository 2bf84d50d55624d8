import FormanzaBase
import FormanzaModel

/// How a refused answer is said, with what the person can write instead.
extension AnswerError: UserFacingError {
    public func message(in l: Language) -> String {
        switch self {
        case .empty:
            return l.tr(
                "the answer is empty (skip the question to leave it unanswered)")
        case .notANumber(let text):
            return l.tr(
                "\"{0}\" is not a number (write it like 80.5 or 80,5)", text)
        case .outOfRange(let value, let min, let max, let unit):
            let u = unit.isEmpty ? "" : " " + unit
            return l.tr("{0}{1} is outside {2}–{3}{1}", value, u, min, max)
        case .tooManyDecimals(let allowed):
            return allowed == 0
                ? l.tr("use a whole number")
                : allowed == 1
                    ? l.tr("use at most 1 decimal")
                    : l.tr("use at most {0} decimals", allowed)
        case .tooManyDigitsAfterSeparator(let text, let digits, let allowed):
            let allows =
                allowed == 0
                ? l.tr("this screen takes whole numbers")
                : allowed == 1
                    ? l.tr("this screen allows 1 decimal")
                    : l.tr("this screen allows {0} decimals", allowed)
            let counted = digits == 1 ? l.tr("1 digit") : l.tr("{0} digits", digits)
            return l.tr(
                "\"{0}\" has {1} after the decimal separator and {2} ({3})", text, counted, allows,
                Self.separatorHint(text, digits, allowed, l)
            )
        case .offStep(let step):
            return l.tr("the value must move in steps of {0}", step)
        case .notYesNo(let text):
            return l.tr("\"{0}\" is not yes or no", text)
        case .unknownOption(let text, let choices):
            return l.tr(
                "\"{0}\" is not one of: {1}", text, choices.joined(separator: ", "))
        case .notADuration(let text):
            return l.tr(
                "\"{0}\" is not a duration (write 90, 1h30 or 1:30)", text)
        case .durationTooLong(let maxHours):
            return l.tr("durations go up to {0} h 59 min", maxHours)
        case .offInterval(let minutes):
            return l.tr("minutes must be a multiple of {0}", minutes)
        case .containsNUL:
            return l.tr(
                "the answer contains a NUL byte (\\0), which cannot be saved; remove it")
        case .tooLong(let length, let max):
            return l.tr(
                "{0} characters is more than the {1} allowed", length, max)
        case .badShape(let format):
            switch format {
            case .email:
                return l.tr("that does not look like an email address")
            case .phone: return l.tr("that does not look like a phone number")
            case .url: return l.tr("that does not look like a web address")
            }
        case .notADate(let text):
            return l.tr(
                "\"{0}\" is not a date (write YYYY-MM-DD)", text)
        case .dateBeforeToday:
            return l.tr("the date cannot be before today")
        case .dateAfterToday:
            return l.tr("the date cannot be after today")
        case .notATime(let text):
            return l.tr("\"{0}\" is not a time (write HH:MM)", text)
        case .notADateTime(let text):
            return l.tr(
                "\"{0}\" is not a date and time (write YYYY-MM-DD HH:MM)", text)
        case .notAColor(let text):
            return l.tr(
                "\"{0}\" is not a color (a palette name or #RRGGBB)", text)
        case .incompleteColor(let text, let digits):
            return l.tr(
                "\"{0}\" is incomplete: a color code has 6 hex digits (#RRGGBB), not {1}", text, digits)
        case .photosNotSupported:
            return l.tr("photo answers are not supported yet")
        }
    }
}

extension AnswerError {
    /// What the person can write instead: the comma or point is always read as the decimal
    /// separator; three digits after it may be thousands (`1,000`: write 1000), and on a
    /// whole-number screen the whole part is a number that fits (`118,5`: such as 118).
    static func separatorHint(_ text: String, _ digits: Int, _ allowed: Int, _ l: Language) -> String {
        let comma = text.contains(",")
        let read =
            comma
            ? l.tr("the comma is read as a decimal separator")
            : l.tr("the point is read as a decimal separator")
        let parts = text.split(separator: comma ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String((parts.first ?? "").trimmingWhitespace)
        let after = parts.count > 1 ? String(parts[1].trimmingWhitespace) : ""
        let isDigits = { (part: String) in
            !part.isEmpty && part.count <= 9 && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
        if digits == 3, isDigits(whole), whole.count <= 3, isDigits(after) {
            let joined = whole + after
            return read
                + l.tr("; if it separates thousands, write {0}", joined)
        }
        if allowed == 0 {
            return read
                + (isDigits(whole)
                    ? l.tr("; write a whole number, such as {0}", whole)
                    : l.tr("; write a whole number"))
        }
        return read
    }
}
