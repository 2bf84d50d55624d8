/// An arithmetic operator of a formula.
public enum FormulaOperator: String, Hashable, Sendable, Codable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case power = "^"

    /// The symbol shown to a person (− × ÷ rather than - * /).
    public var symbol: String {
        switch self {
        case .add: return "+"
        case .subtract: return "−"
        case .multiply: return "×"
        case .divide: return "÷"
        case .power: return "^"
        }
    }
}

/// One piece ("chip") of a formula: a number, a reference or an operator.
///
/// References hold ids, not names, so renaming a screen or a data value never breaks a formula.
public enum FormulaToken: Hashable, Sendable {
    case number(Double)
    case screen(String)
    case data(String)
    case calculated(String)
    case op(FormulaOperator)
    case open
    case close
}

extension FormulaToken: Codable {
    private enum CodingKeys: String, CodingKey { case number, screen, data, calculated, op, paren }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let n = try c.decodeIfPresent(Double.self, forKey: .number) {
            self = .number(n)
        } else if let id = try c.decodeIfPresent(String.self, forKey: .screen) {
            self = .screen(id)
        } else if let id = try c.decodeIfPresent(String.self, forKey: .data) {
            self = .data(id)
        } else if let id = try c.decodeIfPresent(String.self, forKey: .calculated) {
            self = .calculated(id)
        } else if let op = try c.decodeIfPresent(FormulaOperator.self, forKey: .op) {
            self = .op(op)
        } else if let paren = try c.decodeIfPresent(String.self, forKey: .paren), paren == "(" || paren == ")" {
            self = paren == "(" ? .open : .close
        } else {
            throw DecodeProblem.Fault.formulaPieceNeedsOne.decodingError(at: decoder.codingPath)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .number(let n): try c.encode(n, forKey: .number)
        case .screen(let id): try c.encode(id, forKey: .screen)
        case .data(let id): try c.encode(id, forKey: .data)
        case .calculated(let id): try c.encode(id, forKey: .calculated)
        case .op(let op): try c.encode(op, forKey: .op)
        case .open: try c.encode("(", forKey: .paren)
        case .close: try c.encode(")", forKey: .paren)
        }
    }
}
