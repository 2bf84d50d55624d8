import FormanzaBase

/// Numbers as people write them: parsed with a comma or a point, shown with the
/// language's decimal separator and a fixed number of decimals, without thousands separators.

public enum NumberText {
    /// Parses `80.5`, `80,5`, `-3`, `.5`; nil for anything else (letters, two separators,
    /// thousands groups, exponents).
    public static func parse(_ text: String) -> Double? {
        var body = Substring(text.trimmingWhitespace)
        var negative = false
        if body.first == "-" || body.first == "−" {
            negative = true
            body = body.dropFirst()
        } else if body.first == "+" {
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        var digitsBefore = ""
        var digitsAfter = ""
        var seenSeparator = false
        for ch in body {
            if ch.isASCIIDigit {
                if seenSeparator { digitsAfter.append(ch) } else { digitsBefore.append(ch) }
            } else if (ch == "." || ch == ",") && !seenSeparator {
                seenSeparator = true
            } else {
                return nil
            }
        }
        guard !(digitsBefore.isEmpty && digitsAfter.isEmpty),
            let value = Double(
                (digitsBefore.isEmpty ? "0" : digitsBefore) + "." + (digitsAfter.isEmpty ? "0" : digitsAfter))
        else { return nil }
        return negative ? -value : value
    }

    /// The number of decimals written in `text` (`80,50` → 2).
    public static func writtenDecimals(_ text: String) -> Int {
        let trimmed = text.trimmingWhitespace
        guard let separator = trimmed.lastIndex(where: { $0 == "." || $0 == "," }) else { return 0 }
        return trimmed.distance(from: separator, to: trimmed.endIndex) - 1
    }

    /// `value` rounded half away from zero to `decimals` (0–6) places, with the language's
    /// decimal separator: 80.5 → "80.5" / "80,5". A negative number takes the minus sign
    /// (U+2212), the one sign every number shown uses; `parse` reads it back, as it reads "-".
    /// A large number gives up decimals before it gives up digits (100000000000 with six
    /// decimals is written whole); only a whole part past 64-bit exactness reads "∞".
    /// The character between a number's whole part and its decimals, from the catalog: "." in
    /// English, "," in Spanish; "." when a translation is not one character.
    public static func decimalSeparator(_ language: Language) -> Character {
        let text = language.trc("decimal separator", ".")
        return text.count == 1 ? text.first ?? "." : "."
    }

    public static func format(_ value: Double, decimals: Int, language: Language) -> String {
        written(value, decimals: decimals, separator: decimalSeparator(language), trimmingZeros: false)
    }

    /// Like `format`, but without trailing zeros (for steps, bounds and changes): 0.10 → "0.1".
    public static func compact(_ value: Double, maxDecimals: Int = 3, language: Language) -> String {
        written(value, decimals: maxDecimals, separator: decimalSeparator(language), trimmingZeros: true)
    }

    /// The digits are written as bytes into one buffer: goals, Progress and the lists write
    /// several numbers per form, and a `String` per part (sign, whole, padding, fraction) made
    /// this the costliest step of a goal's line.
    private static func written(_ value: Double, decimals: Int, separator: Character, trimmingZeros: Bool) -> String {
        var places = max(0, min(decimals, 6))
        var factor = power10(places)
        var scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        while !(scaled < 9e15) && places > 0 && abs(value) < 9e15 {
            places -= 1
            factor = power10(places)
            scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        }
        guard scaled < 9e15 else { return value < 0 ? "−∞" : "∞" }
        // 0 ≤ scaled < 9e15 and factor ≤ 10⁶: both fit a UInt64 exactly.
        let units = UInt64(scaled)
        let whole = units / UInt64(factor)
        var fraction = units % UInt64(factor)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        if value < 0 && scaled != 0 { bytes.append(contentsOf: "−".utf8) }
        appendDigits(of: whole, to: &bytes)
        guard places > 0 else { return String(decoding: bytes, as: UTF8.self) }
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: places)
        var index = places - 1
        while fraction > 0 && index >= 0 {
            digits[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
            index -= 1
        }
        var kept = places
        if trimmingZeros {
            while kept > 0 && digits[kept - 1] == UInt8(ascii: "0") { kept -= 1 }
        }
        if kept > 0 {
            bytes.append(contentsOf: separator.utf8)
            bytes.append(contentsOf: digits[0..<kept])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(of number: UInt64, to bytes: inout [UInt8]) {
        var reversed: [UInt8] = []
        reversed.reserveCapacity(20)
        var rest = number
        repeat {
            reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes.append(contentsOf: reversed.reversed())
    }

    /// Whether `value` can be written with `decimals` decimals (a step must be
    /// writable with the screen's decimals).
    public static func fits(_ value: Double, decimals: Int) -> Bool {
        let scaled = value * power10(decimals)
        return abs(scaled - scaled.rounded()) < 1e-6
    }

    static func power10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
