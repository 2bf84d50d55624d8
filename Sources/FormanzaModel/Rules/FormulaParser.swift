/// A formula as a tree, parsed from its tokens.
///
/// Precedence, from loose to tight: `+ −`, then `× ÷`, then unary minus, then `^`; all
/// left-associative except `^`, which is right-associative (`2^3^2` = 2^9) and binds tighter
/// than unary minus (`−2^2` = −4), as in written mathematics.
public indirect enum FormulaNode: Hashable, Sendable {
    case number(Double)
    case screen(String)
    case data(String)
    case calculated(String)
    case negate(FormulaNode)
    case binary(FormulaOperator, FormulaNode, FormulaNode)
}

/// Why a formula's tokens do not form an expression; `position` is the 0-based index of the
/// token out of place (the error names the piece out of place).
public struct FormulaSyntaxError: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case empty
        case unexpected
        case missingOperand
        case unclosedParenthesis
        case extraToken
        /// More pieces than `FormulaParser.maxTokens`.
        case tooLong
        /// Parentheses, minus signs and powers nested deeper than `FormulaParser.maxDepth`.
        case tooDeep
    }

    public let problem: Problem
    public let position: Int
}

public enum FormulaParser {
    /// The most pieces a formula may have. Far more than any real formula; it bounds the tree's
    /// depth, and so the recursion of the parser, the calculator and the tree's own release,
    /// whatever a hand-edited or imported file holds.
    public static let maxTokens = 200
    /// The deepest nesting of parentheses, unary minus and powers.
    public static let maxDepth = 32

    /// The tree of `tokens`. Limits are checked before anything is built, both when a formula
    /// is written (so it is never saved) and when one is read from a file.
    public static func parse(_ tokens: [FormulaToken]) throws(FormulaSyntaxError) -> FormulaNode {
        guard !tokens.isEmpty else { throw FormulaSyntaxError(problem: .empty, position: 0) }
        guard tokens.count <= maxTokens else { throw FormulaSyntaxError(problem: .tooLong, position: maxTokens) }
        var cursor = Cursor(tokens: tokens)
        let node = try cursor.expression()
        if cursor.index < tokens.count {
            throw FormulaSyntaxError(problem: .extraToken, position: cursor.index)
        }
        return node
    }

    /// Ids of everything a formula reads.
    public static func references(_ tokens: [FormulaToken]) -> [FormulaToken] {
        tokens.filter {
            switch $0 {
            case .screen, .data, .calculated: return true
            default: return false
            }
        }
    }

    struct Cursor {
        let tokens: [FormulaToken]
        var index = 0
        var depth = 0

        var current: FormulaToken? { index < tokens.count ? tokens[index] : nil }

        mutating func expression() throws(FormulaSyntaxError) -> FormulaNode {
            var left = try term()
            while case .op(let op)? = current, op == .add || op == .subtract {
                index += 1
                left = .binary(op, left, try term())
            }
            return left
        }

        mutating func term() throws(FormulaSyntaxError) -> FormulaNode {
            var left = try unary()
            while case .op(let op)? = current, op == .multiply || op == .divide {
                index += 1
                left = .binary(op, left, try unary())
            }
            return left
        }

        mutating func unary() throws(FormulaSyntaxError) -> FormulaNode {
            if case .op(.subtract)? = current {
                index += 1
                try enter()
                defer { depth -= 1 }
                return .negate(try unary())
            }
            return try power()
        }

        mutating func power() throws(FormulaSyntaxError) -> FormulaNode {
            let base = try primary()
            if case .op(.power)? = current {
                index += 1
                try enter()
                defer { depth -= 1 }
                return .binary(.power, base, try unary())
            }
            return base
        }

        /// One level deeper, refused past `maxDepth`.
        mutating func enter() throws(FormulaSyntaxError) {
            depth += 1
            if depth > FormulaParser.maxDepth {
                throw FormulaSyntaxError(problem: .tooDeep, position: index - 1)
            }
        }

        mutating func primary() throws(FormulaSyntaxError) -> FormulaNode {
            guard let token = current else {
                throw FormulaSyntaxError(problem: .missingOperand, position: max(0, tokens.count - 1))
            }
            index += 1
            switch token {
            case .number(let n): return .number(n)
            case .screen(let id): return .screen(id)
            case .data(let id): return .data(id)
            case .calculated(let id): return .calculated(id)
            case .open:
                try enter()
                defer { depth -= 1 }
                let inner = try expression()
                guard case .close? = current else {
                    throw FormulaSyntaxError(problem: .unclosedParenthesis, position: index - 1)
                }
                index += 1
                return inner
            case .close, .op:
                throw FormulaSyntaxError(problem: .unexpected, position: index - 1)
            }
        }
    }
}
