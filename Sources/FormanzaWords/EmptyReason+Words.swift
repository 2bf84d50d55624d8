import FormanzaBase
import FormanzaModel

/// Why a calculated value is empty on a day, as the summary, `calc` and Progress say it.
extension EmptyReason {
    public func message(_ l: Language) -> String {
        switch self {
        case .unanswered: return l.tr("needs an answer it reads")
        case .missingDataValue(let id): return EmptyReason.needsData([id], l)
        case .missingReference: return l.tr("something it reads was removed")
        case .noValue:
            return l.tr(
                "no value (division by zero or impossible root)")
        case .beforeBirth: return l.tr("the day is before the date")
        case .notANumber: return l.tr("reads a value that is not a number")
        case .invalidFormula: return l.tr("the formula is incomplete")
        case .tooLarge(let formID):
            return l.tr(
                "the formula is longer or nested deeper than Formanza reads ({0} pieces, {1} levels); fix it with `formanza form edit {2}`",
                FormulaParser.maxTokens, FormulaParser.maxDepth, formID
            )
        case .cycle: return l.tr("the formula reads itself")
        }
    }

    /// "needs “height”, a data value with no value yet": data values a formula reads that no
    /// data value has the id of, named by that id (all there is to name them by until they are
    /// set). The summary and Progress both say it this way.
    public static func needsData(_ ids: [String], _ l: Language) -> String {
        let list = ids.map { l.tr("“{0}”", $0) }.joined(separator: ", ")
        if ids.count == 1 {
            return l.tr(
                "needs {0}, a data value with no value yet", list)
        }
        return l.tr(
            "needs {0}, data values with no value yet", list)
    }
}
