import FormanzaBase
import FormanzaModel

/// How a store document that cannot be read is said: what was wrong, then where in it.
extension DecodeProblem: UserFacingError {
    public func message(in l: Language) -> String {
        let what = fault.message(in: l)
        return place.isEmpty ? what : l.tr("{0} at {1}", what, place)
    }
}

extension DecodeProblem.Fault {
    func message(in l: Language) -> String {
        switch self {
        case .empty: return l.tr("the file is empty")
        case .notJSON: return l.tr("not valid JSON (truncated or garbled)")
        case .missing(let key): return l.tr("missing \"{0}\"", key)
        case .wrongKind: return l.tr("wrong kind of value")
        case .notADate(let text): return l.tr("not a YYYY-MM-DD date: {0}", text)
        case .notATime(let text): return l.tr("not an HH:MM time: {0}", text)
        case .notADateTime(let text): return l.tr("not a YYYY-MM-DDTHH:MM value: {0}", text)
        case .notAnInstant(let text): return l.tr("not a UTC instant: {0}", text)
        case .unknownType(.answer, let name): return l.tr("unknown answer type \"{0}\"", name)
        case .unknownType(.field, let name): return l.tr("unknown field type \"{0}\"", name)
        case .unknownType(.calculatedValue, let name): return l.tr("unknown calculated value type \"{0}\"", name)
        case .unknownType(.dataValue, let name): return l.tr("unknown data value type \"{0}\"", name)
        case .noSuchSchema(let schema): return l.tr("schema {0} does not exist", schema)
        case .sourceNeedsScreenOrCalculated: return l.tr("a source needs screen or calculated")
        case .formulaPieceNeedsOne:
            return l.tr("a formula piece needs one of number, screen, data, calculated, op, paren")
        case .other(let words): return words
        }
    }
}
