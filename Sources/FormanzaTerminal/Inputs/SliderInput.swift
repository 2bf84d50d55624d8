import FormanzaBase

/// The slider: a number moved in steps between the limits, with its value above a bar.
///
/// It starts at the middle of the range (rounded down to a step) unless the host proposes a
/// prefilled value, and that value stays a proposal until the first key: any movement, or Space
/// to take the value as it is ("the first touch confirms"). Enter confirms a prefill, but not
/// the middle: that position is only where the knob starts, and taking it on Enter would save
/// an answer the person never chose.
public struct SliderInput: CheckInInput {
    let limits: NumberLimits
    let unit: String
    let format: DecimalFormat
    /// The position as a count of steps from the minimum.
    private(set) var position: Int
    public private(set) var isConfirmed = false
    /// Whether the starting position came from the host (a prefill or an earlier answer).
    let isPrefilled: Bool

    public init(limits: NumberLimits, unit: String = "", decimalSeparator: Character = ".", initial: Double? = nil) {
        self.limits = limits
        self.unit = unit
        self.format = DecimalFormat(decimals: limits.decimals, separator: decimalSeparator)
        let last = Self.lastPosition(limits, format)
        self.isPrefilled = initial != nil
        if let initial {
            let units = format.units(initial) - format.units(limits.min)
            let offset = Double(units) / Double(Self.stepUnits(limits, format))
            self.position = min(max(Int(offset.rounded()), 0), last)
        } else {
            self.position = last / 2
        }
    }

    /// The number of the last step: the largest position that does not pass the maximum.
    var lastPosition: Int { Self.lastPosition(limits, format) }

    public var value: Double? {
        format.value(units: format.units(limits.min) + position * Self.stepUnits(limits, format))
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        switch key {
        case .left, .down, .character("-"), .character("−"): return move(to: position - 1)
        case .right, .up, .character("+"): return move(to: position + 1)
        case .pageDown: return move(to: position - 10)
        case .pageUp: return move(to: position + 10)
        case .home: return move(to: 0)
        case .end: return move(to: lastPosition)
        case .character(" "):
            guard !isConfirmed else { return .ignored }
            isConfirmed = true
            return .updated
        case .enter:
            if isPrefilled { isConfirmed = true }
            return .submit
        default:
            return .ignored
        }
    }

    private mutating func move(to target: Int) -> InputEffect {
        let clamped = min(max(target, 0), lastPosition)
        let wasConfirmed = isConfirmed
        isConfirmed = true
        guard clamped != position else { return wasConfirmed ? .rejected : .updated }
        position = clamped
        return .updated
    }

    public func render(width: Int, height: Int) -> InputView {
        let number = format.text(units: format.units(value ?? limits.min)) + (unit.isEmpty ? "" : " " + unit)
        let low = format.shortText(limits.min)
        let high = format.shortText(limits.max)
        let barWidth = max(3, min(40, width - DisplayWidth.of(low) - DisplayWidth.of(high) - 4))
        let knob = lastPosition == 0 ? 0 : (position * (barWidth - 1) + lastPosition / 2) / lastPosition
        let filled = String(repeating: "━", count: knob)
        let empty = String(repeating: "─", count: barWidth - knob - 1)
        let accent: TextStyle = isConfirmed ? .bold : .dim
        let bar = StyledLine(low + " ", .gray)
            .appending(filled, isConfirmed ? .green : .gray)
            .appending("●", accent)
            .appending(empty, .gray)
            .appending(" " + high, .gray)
        // The value centred over the knob, as far as the left edge allows.
        let start = DisplayWidth.of(low) + 1 + knob - DisplayWidth.of(number) / 2
        let indent = String(repeating: " ", count: max(0, start))
        return InputView(lines: [StyledLine(indent).appending(number, accent), bar])
    }

    private static func stepUnits(_ limits: NumberLimits, _ format: DecimalFormat) -> Int {
        max(1, format.units(limits.step))
    }

    private static func lastPosition(_ limits: NumberLimits, _ format: DecimalFormat) -> Int {
        max(0, (format.units(limits.max) - format.units(limits.min)) / stepUnits(limits, format))
    }
}
