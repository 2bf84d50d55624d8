/// Which plural form a count takes: the `plural=` expression of a catalog's `Plural-Forms`
/// header, a C expression over `n` (`n != 1` in English and Spanish, longer in Polish or
/// Arabic). Parsed once, evaluated on every plural lookup.
///
/// The parser refuses what it does not understand and nests at most `maximumDepth` deep, so a
/// hostile header cannot overflow the stack; arithmetic is checked, and a division by zero or an
/// overflow picks a form like `n != 1` does. A header without a usable rule gets `n != 1` too,
/// the rule gettext assumes.
public struct PluralRule: Sendable, Hashable {
    /// How many forms the language has (`nplurals=`).
    public let count: Int
    let expression: PluralExpression

    static let maximumDepth = 100
    /// English's rule, which gettext uses when a catalog gives none. Made on each use, not kept
    /// in a global: the boxed expression would outlive every catalog (LeakSanitizer counts it).
    public static var germanic: PluralRule { PluralRule(count: 2, expression: .binary("!=", .n, .number(1))) }

    init(count: Int, expression: PluralExpression) {
        self.count = count
        self.expression = expression
    }

    /// The rule in a catalog header's `Plural-Forms:` line; `germanic` when there is none or it
    /// does not parse.
    public init(header: String) {
        for line in header.split(separator: "\n") where line.hasPrefix("Plural-Forms:") {
            if let rule = PluralRule(forms: String(line.dropFirst("Plural-Forms:".count))) {
                self = rule
                return
            }
        }
        self = .germanic
    }

    /// Parses `nplurals=N; plural=EXPRESSION;`; nil when either part is missing or malformed.
    public init?(forms: String) {
        var count: Int?
        var expression: PluralExpression?
        for part in forms.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].filter { $0 != " " && $0 != "\t" }
            if name == "nplurals" {
                count = Int(pair[1].filter { $0 != " " && $0 != "\t" })
            } else if name == "plural" {
                expression = PluralParser.parse(String(pair[1]))
            }
        }
        guard let count, count >= 1, count <= 16, let expression else { return nil }
        self.init(count: count, expression: expression)
    }

    /// The index of the form `n` takes; `n != 1`'s answer when the expression cannot be
    /// evaluated or names a form the language does not have.
    public func form(for n: Int) -> Int {
        let fallback = n == 1 ? 0 : 1
        guard let value = expression.value(n: n), value >= 0, value < count else { return min(fallback, count - 1) }
        return value
    }
}

/// A parsed plural expression. Evaluation recurses, bounded by the parser's depth limit.
indirect enum PluralExpression: Sendable, Hashable {
    case n
    case number(Int)
    case not(PluralExpression)
    case binary(String, PluralExpression, PluralExpression)
    case choice(PluralExpression, PluralExpression, PluralExpression)

    /// The value for count `n`; nil on overflow or division by zero.
    func value(n: Int) -> Int? {
        switch self {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return operand.value(n: n).map { $0 == 0 ? 1 : 0 }
        case .choice(let condition, let then, let otherwise):
            guard let test = condition.value(n: n) else { return nil }
            return test != 0 ? then.value(n: n) : otherwise.value(n: n)
        case .binary(let op, let left, let right):
            guard let a = left.value(n: n) else { return nil }
            // && and || do not evaluate their right side when the left decides, as in C.
            if op == "&&" && a == 0 { return 0 }
            if op == "||" && a != 0 { return 1 }
            guard let b = right.value(n: n) else { return nil }
            return PluralExpression.apply(op, a, b)
        }
    }

    static func apply(_ op: String, _ a: Int, _ b: Int) -> Int? {
        func checked(_ result: (partialValue: Int, overflow: Bool)) -> Int? {
            result.overflow ? nil : result.partialValue
        }
        switch op {
        case "+": return checked(a.addingReportingOverflow(b))
        case "-": return checked(a.subtractingReportingOverflow(b))
        case "*": return checked(a.multipliedReportingOverflow(by: b))
        case "/": return b == 0 ? nil : checked(a.dividedReportingOverflow(by: b))
        case "%": return b == 0 ? nil : checked(a.remainderReportingOverflow(dividingBy: b))
        case "==": return a == b ? 1 : 0
        case "!=": return a != b ? 1 : 0
        case "<": return a < b ? 1 : 0
        case ">": return a > b ? 1 : 0
        case "<=": return a <= b ? 1 : 0
        case ">=": return a >= b ? 1 : 0
        case "&&": return a != 0 && b != 0 ? 1 : 0
        case "||": return a != 0 || b != 0 ? 1 : 0
        default: return nil
        }
    }
}

/// A recursive-descent parser of C's precedence for the operators plural rules use, from `?:`
/// (lowest) to `!` (highest). Every level counts toward `PluralRule.maximumDepth`.
struct PluralParser {
    var tokens: [String]
    var position = 0
    var depth = 0

    /// The expression in `text`, nil when it is malformed, nests too deep or leaves tokens over.
    static func parse(_ text: String) -> PluralExpression? {
        guard let tokens = tokenize(text) else { return nil }
        var parser = PluralParser(tokens: tokens)
        guard let expression = parser.choice(), parser.position == tokens.count else { return nil }
        return expression
    }

    /// The tokens of `text`: `n`, decimal numbers, operators, parentheses; nil on anything else.
    static func tokenize(_ text: String) -> [String]? {
        let characters = Array(text.unicodeScalars)
        let twoCharacter: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]
        var tokens: [String] = []
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == " " || c == "\t" || c == "\n" {
                index += 1
            } else if ("0"..."9").contains(c) {
                var digits = ""
                while index < characters.count, ("0"..."9").contains(characters[index]) {
                    digits.unicodeScalars.append(characters[index])
                    index += 1
                }
                guard Int(digits) != nil else { return nil }  // too large
                tokens.append(digits)
            } else if index + 1 < characters.count, twoCharacter.contains(String(c) + String(characters[index + 1])) {
                tokens.append(String(c) + String(characters[index + 1]))
                index += 2
            } else if "n!<>+-*/%?:()".unicodeScalars.contains(c) {
                tokens.append(String(c))
                index += 1
            } else {
                return nil
            }
            guard tokens.count <= 4096 else { return nil }
        }
        return tokens
    }

    var next: String? { position < tokens.count ? tokens[position] : nil }

    mutating func take(_ token: String) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    /// Runs one level of the grammar one step deeper; nil past the depth limit.
    mutating func deeper(_ level: (inout PluralParser) -> PluralExpression?) -> PluralExpression? {
        guard depth < PluralRule.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return level(&self)
    }

    mutating func choice() -> PluralExpression? {
        deeper { parser in
            guard let condition = parser.binary(level: 0) else { return nil }
            guard parser.take("?") else { return condition }
            guard let then = parser.choice(), parser.take(":"), let otherwise = parser.choice() else { return nil }
            return .choice(condition, then, otherwise)
        }
    }

    /// Binary operators by precedence, lowest first; each level is left-associative.
    static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(level: Int) -> PluralExpression? {
        guard level < PluralParser.levels.count else { return unary() }
        return deeper { parser in
            guard var left = parser.binary(level: level + 1) else { return nil }
            while let op = parser.next, PluralParser.levels[level].contains(op) {
                parser.position += 1
                guard let right = parser.binary(level: level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }
    }

    mutating func unary() -> PluralExpression? {
        deeper { parser in
            if parser.take("!") { return parser.unary().map { .not($0) } }
            if parser.take("n") { return .n }
            if parser.take("(") {
                guard let inner = parser.choice(), parser.take(")") else { return nil }
                return inner
            }
            if let token = parser.next, let value = Int(token) {
                parser.position += 1
                return .number(value)
            }
            return nil
        }
    }
}
