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
        var places = max(0, min(decimals, 6))
        var factor = power10(places)
        var scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        while !(scaled < 9e15) && places > 0 && abs(value) < 9e15 {
            places -= 1
            factor = power10(places)
            scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        }
        guard scaled < 9e15 else { return value < 0 ? "−∞" : "∞" }
        let whole = Int64(scaled) / Int64(factor)
        let fraction = Int64(scaled) % Int64(factor)
        var text = (value < 0 && scaled != 0 ? "−" : "") + String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += String(decimalSeparator(language)) + String(repeating: "0", count: places - digits.count) + digits
        }
        return text
    }

    /// Like `format`, but without trailing zeros (for steps, bounds and changes): 0.10 → "0.1".
    public static func compact(_ value: Double, maxDecimals: Int = 3, language: Language) -> String {
        var text = format(value, decimals: maxDecimals, language: language)
        let separator = decimalSeparator(language)
        if text.contains(separator) {
            while text.last == "0" { text.removeLast() }
            if text.last == separator { text.removeLast() }
        }
        return text
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
