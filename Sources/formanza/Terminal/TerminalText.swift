/// Text typed by a person (form, screen and option titles, labels) made safe to print on a
/// terminal: control characters (U+0000–U+001F and U+007F–U+009F) would let a title move the
/// cursor, change colours or retitle the window, so each becomes U+FFFD. One place, so every
/// printer shares it.
enum TerminalText {
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F ..< 0xA0).contains(scalar.value)
    }
}
