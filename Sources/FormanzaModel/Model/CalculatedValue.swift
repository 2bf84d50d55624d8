/// What a ranges classification reads: a number screen or another calculated value.
public enum ValueSource: Hashable, Sendable {
    case screen(String)
    case calculated(String)
}

extension ValueSource: Codable {
    private enum CodingKeys: String, CodingKey { case screen, calculated }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let id = try c.decodeIfPresent(String.self, forKey: .screen) {
            self = .screen(id)
        } else if let id = try c.decodeIfPresent(String.self, forKey: .calculated) {
            self = .calculated(id)
        } else {
            throw DecodeProblem.Fault.sourceNeedsScreenOrCalculated.decodingError(at: decoder.codingPath)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .screen(let id): try c.encode(id, forKey: .screen)
        case .calculated(let id): try c.encode(id, forKey: .calculated)
        }
    }
}

/// One range of a classification: everything from `lowerBound` (inclusive) up to the next
/// range's bound; exactly one range has no lower bound and takes everything below.
public struct RangeBand: Hashable, Sendable, Codable {
    public var value: String
    public var label: String
    public var lowerBound: Double?

    public init(value: String, label: String, lowerBound: Double?) {
        self.value = value
        self.label = label
        self.lowerBound = lowerBound
    }
}

public struct FormulaSettings: Hashable, Sendable, Codable {
    public var tokens: [FormulaToken]
    public var unit: String
    /// 0 to 3; results are rounded half away from zero.
    public var decimals: Int

    public init(tokens: [FormulaToken], unit: String = "", decimals: Int = 1) {
        self.tokens = tokens
        self.unit = unit
        self.decimals = decimals
    }
}

/// The three kinds of calculated value.
public enum CalculationKind: Hashable, Sendable {
    case formula(FormulaSettings)
    /// Whole years from a date data value to the record's day.
    case age(dataValueID: String)
    case ranges(source: ValueSource, bands: [RangeBand])
}

/// A value computed from a day's answers, data values and other calculated values; never
/// stored.
public struct CalculatedValue: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var showInProgress: Bool
    public var kind: CalculationKind

    public init(
        id: String = Identifier.make(prefix: "c"), title: String, showInProgress: Bool = true,
        kind: CalculationKind
    ) {
        self.id = id
        self.title = title
        self.showInProgress = showInProgress
        self.kind = kind
    }
}

extension CalculatedValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, showInProgress, type, tokens, unit, decimals, dataValue, source, ranges
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind: CalculationKind
        switch try c.decode(String.self, forKey: .type) {
        case "formula":
            kind = .formula(
                FormulaSettings(
                    tokens: try c.decode([FormulaToken].self, forKey: .tokens),
                    unit: try c.decodeIfPresent(String.self, forKey: .unit) ?? "",
                    decimals: try c.decodeIfPresent(Int.self, forKey: .decimals) ?? 1))
        case "age":
            kind = .age(dataValueID: try c.decode(String.self, forKey: .dataValue))
        case "ranges":
            kind = .ranges(
                source: try c.decode(ValueSource.self, forKey: .source),
                bands: try c.decode([RangeBand].self, forKey: .ranges))
        case let other:
            throw DecodeProblem.Fault.unknownType(.calculatedValue, other).decodingError(
                at: c.codingPath + [CodingKeys.type])
        }
        self.init(
            id: try c.decode(String.self, forKey: .id),
            title: try c.decode(String.self, forKey: .title),
            showInProgress: try c.decodeIfPresent(Bool.self, forKey: .showInProgress) ?? true,
            kind: kind)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(showInProgress, forKey: .showInProgress)
        switch kind {
        case .formula(let f):
            try c.encode("formula", forKey: .type)
            try c.encode(f.tokens, forKey: .tokens)
            try c.encode(f.unit, forKey: .unit)
            try c.encode(f.decimals, forKey: .decimals)
        case .age(let dataValueID):
            try c.encode("age", forKey: .type)
            try c.encode(dataValueID, forKey: .dataValue)
        case .ranges(let source, let bands):
            try c.encode("ranges", forKey: .type)
            try c.encode(source, forKey: .source)
            try c.encode(bands, forKey: .ranges)
        }
    }
}
