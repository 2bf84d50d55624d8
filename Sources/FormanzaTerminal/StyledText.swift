import FormanzaBase
import FormanzaModel

/// Colors the check-in uses: few, so they keep a meaning (red for wrong, yellow for a warning,
/// green for done or a change toward a goal's target, orange for a change away from it, gray
/// for secondary text), plus exact colors for the color field's swatches.
public enum TextColor: Hashable, Sendable {
    case red, green, yellow, gray
    /// From the 256-color palette (208): terminals have no orange among the first sixteen.
    case orange
    /// A 24-bit color, for swatches of the twelve-color palette and `#RRGGBB` answers.
    case rgb(UInt8, UInt8, UInt8)
    /// One of the 256-color palette: the swatches' fallback where 24-bit colour is not known,
    /// and a photo preview on a 256-color terminal.
    case indexed(UInt8)

    fileprivate func sgr(background: Bool) -> String {
        switch self {
        case .red: return background ? "41" : "31"
        case .green: return background ? "42" : "32"
        case .yellow: return background ? "43" : "33"
        case .gray: return background ? "100" : "90"
        case .orange: return background ? "48;5;208" : "38;5;208"
        case .rgb(let r, let g, let b): return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .indexed(let n): return "\(background ? 48 : 38);5;\(n)"
        }
    }
}

/// How a run of text looks. Every style is decoration only: widgets also mark state with plain
/// characters (`›`, `(•)`, `[x]`), so nothing is lost when `NO_COLOR` turns styles off.
public struct TextStyle: Hashable, Sendable {
    public var bold = false
    var dim = false
    public var reverse = false
    var underline = false
    public var foreground: TextColor?
    public var background: TextColor?

    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
        foreground: TextColor? = nil, background: TextColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    static let dim = TextStyle(dim: true)
    public static let reverse = TextStyle(reverse: true)
    static let underline = TextStyle(underline: true)
    public static let red = TextStyle(foreground: .red)
    public static let green = TextStyle(foreground: .green)
    public static let yellow = TextStyle(foreground: .yellow)
    public static let gray = TextStyle(foreground: .gray)
    public static let orange = TextStyle(foreground: .orange)

    /// This style with `other`'s attributes added (colors of `other` win when set).
    public func adding(_ other: TextStyle) -> TextStyle {
        TextStyle(
            bold: bold || other.bold, dim: dim || other.dim, reverse: reverse || other.reverse,
            underline: underline || other.underline,
            foreground: other.foreground ?? foreground, background: other.background ?? background)
    }

    /// The SGR escape that switches this style on, or "" for plain text.
    var escapeSequence: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if let foreground { codes.append(foreground.sgr(background: false)) }
        if let background { codes.append(background.sgr(background: true)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// Resets every attribute.
    static let resetSequence = "\u{1B}[0m"
}

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    public var text: String
    public var style: TextStyle

    /// `text` is shown with its control characters as visible escapes (`VisibleText`): a span
    /// is one run of one line, and whatever it holds came from a person or a file.
    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = VisibleText.escape(text)
        self.style = style
    }
}

/// One logical line of a frame: spans, and what to do when it is wider than the window.
public struct StyledLine: Hashable, Sendable {
    /// Wider lines are cut with "…" (`truncate`) or continued on the next rows (`wrap`).
    public enum Overflow: Hashable, Sendable { case truncate, wrap }

    public var spans: [StyledSpan]
    public var overflow: Overflow

    public init(_ spans: [StyledSpan], overflow: Overflow = .truncate) {
        self.spans = spans
        self.overflow = overflow
    }

    public init(_ text: String, _ style: TextStyle = .plain, overflow: Overflow = .truncate) {
        self.init(text.isEmpty ? [] : [StyledSpan(text, style)], overflow: overflow)
    }

    public static let blank = StyledLine([])

    /// The text without styles: what a test, a screen reader or a `NO_COLOR` terminal sees.
    public var plainText: String { spans.map(\.text).joined() }

    /// Cells the line takes unwrapped.
    public var width: Int { DisplayWidth.of(plainText) }

    /// The line with `span` added at the end.
    public func appending(_ text: String, _ style: TextStyle = .plain) -> StyledLine {
        var copy = self
        if !text.isEmpty { copy.spans.append(StyledSpan(text, style)) }
        return copy
    }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans, overflow: lhs.overflow)
    }

    /// The line with `style` added to every span (for example reverse video on a focused row).
    public func styled(_ style: TextStyle) -> StyledLine {
        StyledLine(spans.map { StyledSpan($0.text, $0.style.adding(style)) }, overflow: overflow)
    }

    /// The line as terminal output: SGR sequences around styled spans when `colors` is true,
    /// the bare text otherwise.
    public func encoded(colors: Bool) -> String {
        var output = ""
        for span in spans where !span.text.isEmpty {
            let start = colors ? span.style.escapeSequence : ""
            output += start + span.text + (start.isEmpty ? "" : TextStyle.resetSequence)
        }
        return output
    }
}
