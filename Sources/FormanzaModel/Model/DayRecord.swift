import FormanzaBase

/// The record of one calendar day, shared by every form: answers keyed by form id, then
/// by screen id. A form's part disappears with its last answer, the day with its last part.

public struct DayRecord: Hashable, Sendable {
    public let date: CivilDate
    public var forms: [String: [String: Answer]]

    public init(date: CivilDate, forms: [String: [String: Answer]] = [:]) {
        self.date = date
        self.forms = forms
    }

    /// The answers a form saved that day (empty when none).
    public func answers(form id: String) -> [String: Answer] { forms[id] ?? [:] }

    /// True when no form has an answer left: such a day is removed from the store.
    public var isEmpty: Bool { forms.values.allSatisfy(\.isEmpty) }

    /// Sets one answer.
    public mutating func set(_ answer: Answer, form: String, screen: String) {
        forms[form, default: [:]][screen] = answer
    }

    /// Removes one answer, and the form's part when it was its last.
    public mutating func remove(form: String, screen: String) {
        forms[form]?[screen] = nil
        if forms[form]?.isEmpty == true { forms[form] = nil }
    }
}

extension DayRecord: Codable {
    private enum CodingKeys: String, CodingKey { case schema, date, forms }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try StoreSchema.check(try c.decodeIfPresent(Int.self, forKey: .schema))
        self.init(
            date: try c.decode(CivilDate.self, forKey: .date),
            forms: try c.decodeIfPresent([String: [String: Answer]].self, forKey: .forms) ?? [:])
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(StoreSchema.current, forKey: .schema)
        try c.encode(date, forKey: .date)
        try c.encode(forms, forKey: .forms)
    }
}
