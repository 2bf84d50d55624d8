import FormanzaBase
import FormanzaModel

/// How a form document that cannot be read is said.
extension FormDocumentError: UserFacingError {
    public func message(in l: Language) -> String {
        switch reason {
        case .malformed(let why):
            return l.tr(
                "{0} is not a form definition: {1}; nothing was changed", source, why.message(in: l))
        case .newerSchema(let found):
            return l.tr(
                "{0} was written by a newer Formanza (schema {1}; this one reads {2}); nothing was changed", source,
                found, StoreSchema.current
            )
        }
    }
}
