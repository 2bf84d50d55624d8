/// Numbers as the number field and slider handle them: a count of `10^-decimals` units, so
/// stepping 72.4 by 0.1 gives exactly 72.5 and never 72.49999, and text in either decimal
/// separator ("72,5" and "72.5" are the same value).
public struct DecimalFormat: Hashable, Sendable {
    /// 0 to 3.
    let decimals: Int
    /// The separator shown, from the person's language ("," in Spanish).
    let separator: Character

    public init(decimals: Int, separator: Character = ".") {
        self.decimals = max(0, min(decimals, 6))
        self.separator = separator
    }

    /// 10^decimals.
    var scale: Int { (0..<decimals).reduce(1) { result, _ in result * 10 } }

    /// The most units a value may have, about 9 × 10^15: far beyond any screen's range, and
    /// small enough that sums and tens of steps of such counts never overflow an `Int`.
    static let unitLimit = 9_000_000_000_000_000

    /// `value` in units, rounded to the nearest and held within ±`unitLimit` (NaN is 0), so a
    /// hand-edited step of 1e20 or a stored 1e300 is a large number, never a trap.
    func units(_ value: Double) -> Int {
        let scaled = (value * Double(scale)).rounded()
        guard !scaled.isNaN else { return 0 }
        return Int(min(max(scaled, -Double(Self.unitLimit)), Double(Self.unitLimit)))
    }

    func value(units: Int) -> Double { Double(units) / Double(scale) }

    /// `units` written with exactly `decimals` decimals ("72,5", "3", "0,050").
    func text(units: Int) -> String {
        let magnitude = units.magnitude
        let whole = magnitude / UInt(scale)
        var text = (units < 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let fraction = String(magnitude % UInt(scale))
            text += String(separator) + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// `value` with at most `decimals` decimals and no trailing zeros ("0,5", "500").
    func shortText(_ value: Double) -> String {
        var text = self.text(units: units(value))
        if decimals > 0 {
            while text.last == "0" { text.removeLast() }
            if text.last == separator { text.removeLast() }
        }
        return text
    }

    /// Parses digits with at most one `,` or `.`; nil for anything else or an empty text.
    func parse(_ text: String) -> Double? {
        var whole = 0.0
        var fraction = 0.0
        var divisor = 1.0
        var seenSeparator = false
        var seenDigit = false
        for character in text {
            if character == "," || character == "." {
                guard !seenSeparator else { return nil }
                seenSeparator = true
            } else if let digit = character.wholeNumberValue, character.isASCII {
                seenDigit = true
                if seenSeparator {
                    divisor *= 10
                    fraction += Double(digit) / divisor
                } else {
                    whole = whole * 10 + Double(digit)
                }
            } else {
                return nil
            }
        }
        return seenDigit ? whole + fraction : nil
    }
}

/// The range and step of a number or slider field.
public struct NumberLimits: Hashable, Sendable {
    var min: Double
    var max: Double
    var step: Double
    var decimals: Int

    public init(min: Double, max: Double, step: Double, decimals: Int) {
        self.min = min
        self.max = Swift.max(min, max)
        self.step = step > 0 ? step : 1
        self.decimals = decimals
    }
}
