import FormanzaBase

/// The number field: digits typed with a comma or a point, `+`/`−` or Up/Down stepping
/// by the step (PageUp/PageDown by ten steps), clamped to the limits.
///
/// Typing over a value the widget wrote (an unconfirmed proposal, or the result of a step)
/// replaces it, as a selected field would; once the person types, digits are appended. A value
/// typed outside the limits is shown in red and Enter refuses it, because while typing "75" the
/// field passes through "7", which clamping would destroy. The host sets `warning` (the
/// unusual-change warning) and `preview` (calculated values) after each key from `value`.
public struct NumberInput: CheckInInput {
    let limits: NumberLimits
    let unit: String
    let format: DecimalFormat
    /// A line under the field in yellow, e.g. the unusual-change warning; never blocks Enter.
    public var warning: String?
    /// The change from the previous answer, styled by the host ("−1.5 kg since 1 Dec 2026");
    /// with a warning it follows it on the same line: "⚠ unusual change: +7.9 kg since …".
    public var change: StyledLine?
    /// Lines under the field in gray, e.g. "BMI 37 · Size 4XL".
    public var preview: [String] = []
    private(set) var text: String
    public private(set) var isConfirmed = false
    /// Whether the next digit starts a new number: true while the text is the widget's own.
    private var typingReplaces = true

    /// The most digits before the separator: the largest allowed maximum is 999 999.
    static let maximumWholeDigits = 6

    public init(limits: NumberLimits, unit: String = "", decimalSeparator: Character = ".", initial: Double? = nil) {
        self.limits = limits
        self.unit = unit
        let format = DecimalFormat(decimals: limits.decimals, separator: decimalSeparator)
        self.format = format
        self.text = initial.map { format.text(units: format.units($0)) } ?? ""
    }

    public var value: Double? { format.parse(text) }

    /// Whether the typed value lies within the limits (true when the field is empty).
    var isInRange: Bool {
        guard let value else { return true }
        let units = format.units(value)
        return units >= format.units(limits.min) && units <= format.units(limits.max)
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        switch key {
        case .character(let character) where character.isASCII && character.wholeNumberValue != nil:
            return type(digit: character)
        case .character(","), .character("."):
            return typeSeparator()
        case .character("+"), .up: return step(by: 1)
        case .character("-"), .character("−"), .down: return step(by: -1)
        case .pageUp: return step(by: 10)
        case .pageDown: return step(by: -10)
        case .backspace:
            guard !text.isEmpty else { return .rejected }
            text.removeLast()
            isConfirmed = true
            typingReplaces = false
            return .updated
        case .enter:
            guard value != nil else { return .submit }
            guard isInRange else { return .rejected }
            text = format.text(units: format.units(value ?? 0))
            isConfirmed = true
            typingReplaces = true
            return .submit
        default:
            return .ignored
        }
    }

    private mutating func type(digit: Character) -> InputEffect {
        var candidate = typingReplaces ? "" : text
        let parts = candidate.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "." })
        if parts.count == 2 {
            guard parts[1].count < limits.decimals else { return .rejected }
        } else if candidate == "0" {
            candidate = ""
        } else if candidate.count >= Self.maximumWholeDigits {
            return .rejected
        }
        text = candidate + String(digit)
        isConfirmed = true
        typingReplaces = false
        return .updated
    }

    private mutating func typeSeparator() -> InputEffect {
        guard limits.decimals > 0 else { return .rejected }
        var candidate = typingReplaces ? "" : text
        guard !candidate.contains(where: { $0 == "," || $0 == "." }) else { return .rejected }
        if candidate.isEmpty { candidate = "0" }
        text = candidate + String(format.separator)
        isConfirmed = true
        typingReplaces = false
        return .updated
    }

    private mutating func step(by steps: Int) -> InputEffect {
        let low = format.units(limits.min)
        let high = format.units(limits.max)
        let stepUnits = max(1, format.units(limits.step))
        let start = value.map { min(max(format.units($0), low), high) } ?? low
        let moved = value == nil ? low : min(max(start + steps * stepUnits, low), high)
        let changed = format.text(units: moved) != text
        text = format.text(units: moved)
        isConfirmed = true
        typingReplaces = true
        return changed ? .updated : .rejected
    }

    public func render(width: Int, height: Int) -> InputView {
        let shown = text.isEmpty ? "" : text
        let valueStyle: TextStyle = !isInRange ? .red.adding(.bold) : (isConfirmed ? .bold : .dim)
        var line = StyledLine("[−] ", .dim).appending(shown, valueStyle)
        let cursorColumn = DisplayWidth.of("[−] " + shown)
        line = line.appending(unit.isEmpty ? "" : " " + unit, isConfirmed ? .plain : .dim)
        line = line.appending(" [+]", .dim)
        var lines = [line]
        let range = "\(format.shortText(limits.min)) – \(format.shortText(limits.max))"
        let rangeStyle: TextStyle = isInRange ? .gray : .red
        lines.append(StyledLine(range + (unit.isEmpty ? "" : " " + unit), rangeStyle))
        let warned = warning.flatMap { $0.isEmpty ? nil : $0 }
        if let change {
            var line = warned.map { StyledLine("⚠ " + $0 + ": ", .yellow) } ?? StyledLine([])
            line = line + change
            line.overflow = .wrap
            lines.append(line)
        } else if let warned {
            lines.append(StyledLine("⚠ " + warned, .yellow, overflow: .wrap))
        }
        lines += preview.map { StyledLine($0, .gray) }
        return InputView(lines: lines, cursor: CursorPosition(row: 0, column: cursorColumn))
    }
}
