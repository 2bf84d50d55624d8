import FormanzaBase

/// Formulas as text: what a person types becomes the stored tokens (ids, never names, so a
/// rename never breaks a formula), and stored tokens are written back with today's names.
///
/// A name is matched without case against, in one pool: the form's screens (short title,
/// title or id), the data values (name or id) and the form's calculated values (title or
/// id). A name that matches two different things is refused as ambiguous, naming both and
/// their ids, which always work.

public struct FormulaText: Sendable {
    public let form: Form
    public let dataValues: [DataValue]

    public init(form: Form, dataValues: [DataValue]) {
        self.form = form
        self.dataValues = dataValues
    }

    /// The tokens of `text`. Unknown names are all named at once; a piece out of place is
    /// named as typed. Whether each reference is a number, and cycles, are judged by
    /// `FormValidator` on the whole form.
    public func tokens(_ text: String) throws(FormulaTextError) -> [FormulaToken] {
        // Each piece takes at least one character; a longer text is refused before the lexer
        // compares it with every known name.
        guard text.utf8.count <= FormulaParser.maxTokens * 64 else { throw FormulaTextError(.tooLong) }
        let pieces = try FormulaLexer.pieces(text, known: knownNames)
        guard !pieces.isEmpty else { throw FormulaTextError(.empty) }
        var tokens: [FormulaToken] = []
        var unknown: [String] = []
        for (index, piece) in pieces.enumerated() {
            // An unknown name right before "(" is a function call (max, round, sqrt…): said as
            // such, not as unknown names, since no name would make it work.
            if case .name(let name) = piece.kind, index + 1 < pieces.count, pieces[index + 1].kind == .open,
                matches(name).isEmpty
            {
                throw FormulaTextError(.function(name))
            }
            switch piece.kind {
            case .number(let n): tokens.append(.number(n))
            case .op(let op): tokens.append(.op(op))
            case .open: tokens.append(.open)
            case .close: tokens.append(.close)
            case .name(let name):
                let found = matches(name)
                switch found.count {
                case 0:
                    if !unknown.contains(name) { unknown.append(name) }
                    tokens.append(.number(0))
                case 1: tokens.append(found[0])
                default: throw FormulaTextError(.ambiguous(name, found.map { describe(reference: $0) }))
                }
            }
        }
        if !unknown.isEmpty { throw FormulaTextError(.unknownNames(unknown)) }
        do {
            _ = try FormulaParser.parse(tokens)
        } catch {
            switch error.problem {
            case .empty: throw FormulaTextError(.empty)
            case .missingOperand: throw FormulaTextError(.endsWithoutValue)
            case .unclosedParenthesis: throw FormulaTextError(.unclosedParenthesis)
            case .unexpected, .extraToken: throw FormulaTextError(.outOfPlace(pieces[error.position].text))
            case .tooLong: throw FormulaTextError(.tooLong)
            case .tooDeep: throw FormulaTextError(.tooDeep)
            }
        }
        return tokens
    }

    /// Every name and id a formula of this form may use.
    var knownNames: [String] {
        form.screens.flatMap { [$0.id, $0.title, $0.displayShortTitle] } + dataValues.flatMap { [$0.id, $0.name] }
            + form.calculated.flatMap { [$0.id, $0.title] }
    }

    /// Every reference `name` could mean.
    public func matches(_ name: String) -> [FormulaToken] {
        let wanted = name.trimmingWhitespace.lowercased()
        var found: [FormulaToken] = []
        func add(_ token: FormulaToken) { if !found.contains(token) { found.append(token) } }
        for screen in form.screens
        where screen.id.lowercased() == wanted
            || screen.displayShortTitle.lowercased() == wanted || screen.title.trimmingWhitespace.lowercased() == wanted
        {
            add(.screen(screen.id))
        }
        for value in dataValues
        where value.id.lowercased() == wanted || value.name.trimmingWhitespace.lowercased() == wanted {
            add(.data(value.id))
        }
        for value in form.calculated
        where value.id.lowercased() == wanted || value.title.trimmingWhitespace.lowercased() == wanted {
            add(.calculated(value.id))
        }
        return found
    }

    /// The name a reference is written with: a screen's short title, a data value's name, a
    /// calculated value's title; its id when it no longer exists.
    public func name(of token: FormulaToken) -> String {
        switch token {
        case .screen(let id): return form.screen(id: id)?.displayShortTitle ?? id
        case .data(let id): return dataValues.first { $0.id == id }?.name ?? id
        case .calculated(let id): return form.calculatedValue(id: id)?.title ?? id
        default: return ""
        }
    }

    /// "screen «Weight» (weight)": for the ambiguity message.
    func describe(reference token: FormulaToken) -> FormulaTextError.Candidate {
        switch token {
        case .screen(let id): return .init(kind: .screen, name: name(of: token), id: id)
        case .data(let id): return .init(kind: .data, name: name(of: token), id: id)
        case .calculated(let id): return .init(kind: .calculated, name: name(of: token), id: id)
        default: return .init(kind: .calculated, name: name(of: token), id: "")
        }
    }

    /// The formula written with names and the symbols − × ÷, in a form `tokens(_:)`
    /// reads back: `Weight ÷ (Height ^ 2)`. A name is quoted when it would not read back
    /// plainly, and replaced by its id when another thing shares it.
    public func written(_ tokens: [FormulaToken], language: Language = .en) -> String {
        var text = ""
        var previous: FormulaToken?
        var afterUnaryMinus = false
        for token in tokens {
            let piece: String
            switch token {
            case .number(let n): piece = NumberText.compact(n, maxDecimals: 6, language: language)
            case .op(let op): piece = op.symbol
            case .open: piece = "("
            case .close: piece = ")"
            case .screen, .data, .calculated: piece = reference(token)
            }
            var isUnaryMinus = false
            if case .op(.subtract) = token {
                switch previous {
                case nil, .open?, .op?: isUnaryMinus = true
                default: break
                }
            }
            text += text.isEmpty || previous == .open || token == .close || afterUnaryMinus ? piece : " " + piece
            afterUnaryMinus = isUnaryMinus
            previous = token
        }
        return text
    }

    func reference(_ token: FormulaToken) -> String {
        let plain = name(of: token)
        guard matches(plain) == [token] else {
            switch token {
            case .screen(let id), .data(let id), .calculated(let id): return id
            default: return plain
            }
        }
        let needsQuotes =
            plain.isEmpty || plain.contains(where: FormulaLexer.isBreak)
            || plain.first.map { FormulaLexer.isDigit($0) || $0 == "." || $0 == "," } == true
        return needsQuotes && !plain.contains("\"") ? "\"\(plain)\"" : (needsQuotes ? "«\(plain)»" : plain)
    }
}

/// Why typed formula text cannot become a formula; each names what was wrong.
public struct FormulaTextError: Error, Sendable, Equatable {
    public struct Candidate: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case screen, data, calculated }
        public let kind: Kind
        public let name: String
        public let id: String
    }

    public enum Reason: Sendable, Equatable {
        case empty
        /// `max(…)`: a formula has operators and parentheses only.
        case function(String)
        case unclosedQuote(String)
        case unknownNames([String])
        /// A ranges source that is neither a screen nor a calculated value of the form.
        case unknownSource(String)
        /// An age's data value that does not exist.
        case unknownDataValue(String)
        case ambiguous(String, [Candidate])
        case outOfPlace(String)
        case endsWithoutValue
        case unclosedParenthesis
        case tooLong
        case tooDeep
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }
}
