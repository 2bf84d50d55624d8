/// Splits a formula as a person types it (`Weight / (Height ^ 2)`, `Peso ÷ (Altura ^ 2)`)
/// into pieces: numbers, names, operators and parentheses.
///
/// - Operators: `+`, `-` or `−`, `*` or `×`, `/` or `÷`, `^` (E5 writes − × ÷).
/// - Numbers: digits with one `,` or `.` as the decimal separator (C3), e.g. `1,5` or `.5`.
/// - Names: a run of anything else, spaces inside kept (`Water 2 L`), ended by an operator,
///   a parenthesis or a quote; or any text in double quotes (`"Slept 7 h+"`, also “…” and
///   «…») when it holds an operator or starts with a digit.
public enum FormulaLexer {
    public enum PieceKind: Hashable, Sendable {
        case number(Double)
        case name(String)
        case op(FormulaOperator)
        case open
        case close
    }

    /// A piece and the text it was read from, to name it in an error (E8).
    public struct Piece: Hashable, Sendable {
        public let kind: PieceKind
        public let text: String
    }

    static let operators: [Character: FormulaOperator] = [
        "+": .add, "-": .subtract, "−": .subtract, "*": .multiply, "×": .multiply,
        "/": .divide, "÷": .divide, "^": .power,
    ]
    static let quotes: [Character: Character] = ["\"": "\"", "“": "”", "«": "»"]

    static func isBreak(_ c: Character) -> Bool {
        operators[c] != nil || c == "(" || c == ")" || quotes[c] != nil
    }

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    public static func pieces(_ text: String) throws(FormulaTextError) -> [Piece] {
        let chars = Array(text)
        var result: [Piece] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if let op = operators[c] {
                result.append(Piece(kind: .op(op), text: String(c)))
                i += 1
            } else if c == "(" || c == ")" {
                result.append(Piece(kind: c == "(" ? .open : .close, text: String(c)))
                i += 1
            } else if let closing = quotes[c] {
                guard let end = chars[(i + 1)...].firstIndex(of: closing) else {
                    throw FormulaTextError(.unclosedQuote(String(chars[i...])))
                }
                let name = String(chars[(i + 1)..<end]).trimmingWhitespace
                result.append(Piece(kind: .name(name), text: String(chars[i...end])))
                i = end + 1
            } else if isDigit(c) || ((c == "." || c == ",") && i + 1 < chars.count && isDigit(chars[i + 1])) {
                var end = i, seenSeparator = false
                while end < chars.count {
                    let d = chars[end]
                    if isDigit(d) { end += 1 }
                    else if (d == "." || d == ","), !seenSeparator, end + 1 < chars.count, isDigit(chars[end + 1]) {
                        seenSeparator = true
                        end += 1
                    } else { break }
                }
                let written = String(chars[i..<end])
                guard let value = NumberText.parse(written) else { throw FormulaTextError(.unknownNames([written])) }
                result.append(Piece(kind: .number(value), text: written))
                i = end
            } else {
                var end = i
                while end < chars.count && !isBreak(chars[end]) { end += 1 }
                let name = String(chars[i..<end]).trimmingWhitespace
                result.append(Piece(kind: .name(name), text: name))
                i = end
            }
        }
        return result
    }
}
