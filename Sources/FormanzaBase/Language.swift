/// The two languages of Formanza: Spanish when the locale says `es…`, else English.
public enum Language: String, Sendable, Hashable, CaseIterable {
    case en
    case es

    /// Chooses from `LC_ALL`, `LC_MESSAGES`, `LANG`, in that order; the first one set (and
    /// non-empty) decides, as gettext does.
    public static func current(environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("es") ? .es : .en
            }
        }
        return .en
    }

    /// Picks the text of this language.
    public func pick(_ english: String, _ spanish: String) -> String {
        self == .es ? spanish : english
    }

    /// A count with its noun in the number the count takes, "1 answer", "2 answers" /
    /// «1 respuesta», «2 respuestas», so no message reads "1 answers".
    public func counted(_ n: Int, _ english: (one: String, many: String), _ spanish: (one: String, many: String))
        -> String
    {
        let noun = n == 1 ? pick(english.one, spanish.one) : pick(english.many, spanish.many)
        return "\(n) \(noun)"
    }

    /// A name in this language's quotation marks, one style per language in every message:
    /// "Weight" in English, «Peso» in Spanish.
    public func quote(_ name: String) -> String {
        self == .es ? "«\(name)»" : "\"\(name)\""
    }
}

/// An error a person can act on: a message in their language naming what was wrong.
public protocol UserFacingError: Error {
    func message(in language: Language) -> String
}
