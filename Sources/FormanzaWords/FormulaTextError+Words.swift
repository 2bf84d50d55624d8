import FormanzaBase
import FormanzaModel

/// How a formula that cannot be read is said, naming the candidates of an ambiguous name.
extension FormulaTextError: UserFacingError {
    public func message(in l: Language) -> String {
        switch reason {
        case .empty:
            return l.tr("the formula is empty")
        case .function(let name):
            return l.tr(
                "functions such as \"{0}(…)\" are not supported; a formula uses + − × ÷ ^ and parentheses", name)
        case .unclosedQuote(let text):
            return l.tr("a quote is not closed: {0}", text)
        case .unknownNames(let names):
            let list = names.map { l.tr("\"{0}\"", $0) }.joined(separator: ", ")
            return l.trn(
                "unknown name in the formula: {0} (a formula reads the form's number screens, data values and calculated values)",
                "unknown names in the formula: {0} (a formula reads the form's number screens, data values and calculated values)",
                names.count, list)
        case .unknownSource(let name):
            return l.tr(
                "\"{0}\" is not a screen or calculated value of this form", name)
        case .unknownDataValue(let name):
            return l.tr(
                "there is no data value called \"{0}\" (see `formanza data list`)", name)
        case .ambiguous(let name, let candidates):
            let list = candidates.map { candidate -> String in
                let kind: String
                switch candidate.kind {
                case .screen: kind = l.tr("the screen")
                case .data: kind = l.tr("the data value")
                case .calculated: kind = l.tr("the calculated value")
                }
                return "\(kind) \(l.quote(candidate.name)) (id \(candidate.id))"
            }.joined(separator: l.tr(" or "))
            return l.tr(
                "\"{0}\" could be {1}; write the id instead", name, list)
        case .outOfPlace(let piece):
            return l.tr(
                "\"{0}\" is out of place in the formula", piece)
        case .endsWithoutValue:
            return l.tr("the formula ends without a value")
        case .unclosedParenthesis:
            return l.tr("a parenthesis is not closed")
        case .tooLong:
            return l.tr(
                "the formula has more than {0} pieces", FormulaParser.maxTokens)
        case .tooDeep:
            return l.tr(
                "the formula nests parentheses, minus signs or powers more than {0} deep", FormulaParser.maxDepth)
        }
    }
}
