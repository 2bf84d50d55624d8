import FormanzaBase

/// A fixed value no form asks for, used by formulas in every form: a number with a unit,
/// or a date (for ages). The kind is chosen at creation and never changes.

public struct DataValue: Hashable, Sendable, Identifiable {
    public enum Content: Hashable, Sendable {
        case number(Double, unit: String)
        case date(CivilDate)
    }

    public var id: String
    /// 1 to 40 characters.
    public var name: String
    public var content: Content

    public static let nameLimit = 40

    public init(id: String = Identifier.make(prefix: "d"), name: String, content: Content) {
        self.id = id
        self.name = name
        self.content = content
    }
}

extension DataValue: Codable {
    private enum CodingKeys: String, CodingKey { case id, name, type, number, unit, date }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let content: Content
        switch try c.decode(String.self, forKey: .type) {
        case "number":
            content = .number(
                try c.decode(Double.self, forKey: .number),
                unit: try c.decodeIfPresent(String.self, forKey: .unit) ?? "")
        case "date":
            content = .date(try c.decode(CivilDate.self, forKey: .date))
        case let other:
            throw DecodeProblem.Fault.unknownType(.dataValue, other).decodingError(at: c.codingPath + [CodingKeys.type])
        }
        self.init(
            id: try c.decode(String.self, forKey: .id),
            name: try c.decode(String.self, forKey: .name), content: content)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        switch content {
        case .number(let n, let unit):
            try c.encode("number", forKey: .type)
            try c.encode(n, forKey: .number)
            try c.encode(unit, forKey: .unit)
        case .date(let d):
            try c.encode("date", forKey: .type)
            try c.encode(d, forKey: .date)
        }
    }
}
