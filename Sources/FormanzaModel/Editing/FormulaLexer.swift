/// Splits a formula as a person types it (`Weight / (Height ^ 2)`, `Peso ÷ (Altura ^ 2)`)
/// into pieces: numbers, names, operators and parentheses.
///
/// - Operators: `+`, `-` or `−`, `*` or `×`, `/` or `÷`, `^` (shown as − × ÷).
/// - Numbers: digits with one `,` or `.` as the decimal separator, e.g. `1,5` or `.5`.
/// - Names: first the longest known name or id written there (so `d-height` or `Slept 7 h+`
///   read as one name even though they hold an operator); else a run of anything else,
///   spaces inside kept (`Water 2 L`), ended by an operator, a parenthesis or a quote; or any
///   text in double quotes (`"Slept 7 h+"`, also “…” and «…»), which always reads as a name.
public enum FormulaLexer {
    public enum PieceKind: Hashable, Sendable {
        case number(Double)
        case name(String)
        case op(FormulaOperator)
        case open
        case close
    }

    /// A piece and the text it was read from, to name it in an error.
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

    /// The pieces of `text`; `known` are the names and ids a name may be (any case).
    public static func pieces(_ text: String, known: [String] = []) throws(FormulaTextError) -> [Piece] {
        let chars = Array(text)
        let names = known.map { Array($0.trimmingWhitespace.lowercased()) }.filter { !$0.isEmpty }.sorted {
            $0.count > $1.count
        }
        var result: [Piece] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
                continue
            }
            if quotes[c] == nil, let length = knownName(in: chars, at: i, names) {
                let name = String(chars[i..<(i + length)])
                result.append(Piece(kind: .name(name), text: name))
                i += length
            } else if let op = operators[c] {
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
                var end = i
                var seenSeparator = false
                while end < chars.count {
                    let d = chars[end]
                    if isDigit(d) {
                        end += 1
                    } else if d == "." || d == ",", !seenSeparator, end + 1 < chars.count, isDigit(chars[end + 1]) {
                        seenSeparator = true
                        end += 1
                    } else {
                        break
                    }
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

    /// The length of the longest of `names` written at `start` and ending where a piece may
    /// end (the text's end, a space, an operator, a parenthesis); a number written there that
    /// is as long wins (a screen called "2" never hides the number 2).
    static func knownName(in chars: [Character], at start: Int, _ names: [[Character]]) -> Int? {
        for name in names where start + name.count <= chars.count {
            var matches = true
            for (k, expected) in name.enumerated() where Array(chars[start + k].lowercased()) != [expected] {
                matches = false
                break
            }
            guard matches else { continue }
            let end = start + name.count
            guard end == chars.count || chars[end].isWhitespace || isBreak(chars[end]) else { continue }
            if isDigit(chars[start]) {
                var numberEnd = start
                while numberEnd < chars.count
                    && (isDigit(chars[numberEnd]) || chars[numberEnd] == "." || chars[numberEnd] == ",")
                { numberEnd += 1 }
                if numberEnd - start >= name.count { return nil }
            }
            return name.count
        }
        return nil
    }
}
