import FormanzaBase
import FormanzaModel

/// How a form's problem is said: where it is, then what is wrong. The model names the place and
/// the issue with their figures; the programs word them.
extension FormProblem: UserFacingError {
    public func message(in l: Language) -> String {
        let whereText: String
        switch place {
        case .form: whereText = l.tr("form")
        case .screen(let title): whereText = l.tr("screen") + " " + l.quote(title)
        case .calculated(let title): whereText = l.tr("calculated value") + " " + l.quote(title)
        case .goal(let title): whereText = l.tr("goal") + " " + l.quote(title.text(l))
        }
        return whereText + ": " + issueText(l)
    }

    func issueText(_ l: Language) -> String {
        switch issue {
        case .titleEmpty: return l.tr("the title is empty")
        case .titleTooLong(let max):
            return l.tr("the title is longer than {0} characters", max)
        case .shortTitleTooLong:
            return l.tr("the short title is longer than 24 characters")
        case .badID(let id):
            return l.tr(
                "the id \"{0}\" may only hold letters, digits, - and _", id)
        case .duplicateID(let id): return l.tr("the id \"{0}\" is used twice", id)
        case .minNegative: return l.tr("the minimum must be 0 or more")
        case .maxTooLarge: return l.tr("the maximum must be 999 999 or less")
        case .minNotBelowMax:
            return l.tr("the minimum must be below the maximum")
        case .decimalsOutOfRange: return l.tr("decimals must be 0 to 3")
        case .stepNotPositive: return l.tr("the step must be more than 0")
        case .stepNotWritable(let d):
            return d == 1
                ? l.tr("the step must be writable with 1 decimal")
                : l.tr(
                    "the step must be writable with {0} decimals", d)
        case .stepBeyondRange:
            return l.tr(
                "the step must not be larger than the range from minimum to maximum")
        case .controlCharacters(let part):
            return l.tr("{0} holds control characters", part.name(l))
        case .textTooLong(let part, let max):
            return l.tr(
                "{0} is longer than {1} characters", part.name(l), max)
        case .tooMany(let part, let max):
            return l.tr("more than {0} {1}", max, part.name(l))
        case .thresholdNotPositive:
            return l.tr(
                "the unusual-change threshold must be more than 0")
        case .intervalNotAllowed(let allowed):
            let list = allowed.map(String.init).joined(separator: ", ")
            return l.tr("the minute interval must be one of {0}", list)
        case .maxHoursOutOfRange: return l.tr("the hours limit must be 1 to 99")
        case .columnsOutOfRange: return l.tr("tiles take 1 to 3 columns")
        case .tooFewOptions: return l.tr("at least two options are needed")
        case .tooManyOptions(let max):
            return l.tr("a scale takes up to {0} options", max)
        case .optionValueEmpty: return l.tr("an option has no stored value")
        case .optionLabelEmpty: return l.tr("an option has no label")
        case .duplicateOptionValue(let v):
            return l.tr("the value \"{0}\" cannot repeat", v)
        case .maxLengthOutOfRange:
            return l.tr("the character limit must be 1 to 2000")
        case .tooFewPhotoNames:
            return l.tr("at least two named photos are needed")
        case .photoNameInvalid(let n):
            return l.tr(
                "the photo name \"{0}\" must be 1 to 24 characters and unique", n)
        case .highlightNotNumber: return l.tr("only a number can be highlighted")
        case .severalHighlights:
            return l.tr("only one screen can be highlighted")
        case .formula(let error):
            let piece = error.position + 1
            switch error.problem {
            case .empty: return l.tr("the formula is empty")
            case .unclosedParenthesis:
                return l.tr(
                    "piece {0}: a parenthesis is not closed", piece)
            case .missingOperand: return l.tr("the formula ends without a value")
            case .unexpected, .extraToken:
                return l.tr("piece {0} is out of place", piece)
            case .tooLong: return FormulaTextError(.tooLong).message(in: l)
            case .tooDeep: return FormulaTextError(.tooDeep).message(in: l)
            }
        case .unknownReference(let name): return l.tr("\"{0}\" does not exist", name)
        case .referenceNotNumeric(let name): return l.tr("\"{0}\" is not a number", name)
        case .cycle(let chain):
            return l.tr(
                "it reads itself: {0}", chain.joined(separator: " → "))
        case .tooFewRanges: return l.tr("at least two ranges are needed")
        case .needsExactlyOneOpenRange:
            return l.tr(
                "exactly one range must have no lower bound")
        case .duplicateBound:
            return l.tr("two ranges start at the same bound")
        case .duplicateRangeValue(let v):
            return l.tr("the range value \"{0}\" repeats", v)
        case .dataValueNotDate(let name):
            return l.tr("\"{0}\" is not a date data value", name)
        case .lockedByCalculated(let title):
            return l.tr(
                "its type and unit are locked while \"{0}\" reads it", title)
        case .goalRule(let refusal): return refusal.message(in: l)
        case .goalFieldMissing(let field): return l.tr("it has no {0}", field.name(l))
        case .goalSourceGone(let id):
            return l.tr(
                "it follows \"{0}\", which the form does not have", id)
        case .goalAnswerUnknown(let answer, let name, let choices):
            return l.tr(
                "it counts \"{0}\", which is not an answer of \"{1}\" (answers: {2}); an option or range a goal counts keeps its value",
                answer, name, choices.joined(separator: ", ")
            )
        }
    }
}
