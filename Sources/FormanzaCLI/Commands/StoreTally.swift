import FormanzaBase

/// What a store or a backup holds, "2 forms, 1 answer" / «2 formularios, 1 respuesta», each
/// noun in the number its count takes.
enum StoreTally {
    /// `and` joins the two with "and" / «y» for a sentence; else a comma, for a parenthesis.
    static func of(_ forms: Int, _ answers: Int, _ l: Language, and: Bool = false) -> String {
        l.trn("{0} form", "{0} forms", forms)
            + (and ? l.tr(" and ") : ", ")
            + l.trn("{0} answer", "{0} answers", answers)
    }
}
