import FormanzaTerminal

/// How charts are drawn: Unicode (braille dots, eighth blocks, shades) or plain ASCII
/// characters, and with colours or without.
///
/// Plain characters are used with `NO_COLOR` or a locale that is not UTF-8 (a terminal that
/// cannot show braille would print question marks); colours follow `ColorPolicy`.
struct ChartStyle: Hashable, Sendable {
    var unicode: Bool
    var colors: Bool
    /// 24-bit colour (`COLORTERM` says `truecolor` or `24bit`); else the 256-colour palette.
    var trueColor: Bool

    static let plain = ChartStyle(unicode: false, colors: false, trueColor: false)

    static func from(environment: [String: String], colors: Bool) -> ChartStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let term = environment["COLORTERM"]?.lowercased() ?? ""
        return ChartStyle(
            unicode: !noColor && isUTF8(environment), colors: colors,
            trueColor: term == "truecolor" || term == "24bit")
    }

    /// The character set from `LC_ALL`, `LC_CTYPE`, `LANG` (the first set decides).
    static func isUTF8(_ environment: [String: String]) -> Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let lowered = value.lowercased()
            return lowered.contains("utf-8") || lowered.contains("utf8")
        }
        return false
    }

    /// A colour for a swatch: exact in 24-bit, else the nearest of the 256-colour cube.
    func swatch(_ hex: String) -> TextColor? {
        guard let normalized = ColorHex.components(hex) else { return nil }
        let (r, g, b) = normalized
        if trueColor { return .rgb(r, g, b) }
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        return .indexed(UInt8(16 + 36 * level(r) + 6 * level(g) + level(b)))
    }
}

enum ColorHex {
    /// `#RRGGBB` as three bytes.
    static func components(_ hex: String) -> (UInt8, UInt8, UInt8)? {
        let digits = Array(hex.dropFirst(hex.hasPrefix("#") ? 1 : 0))
        guard digits.count == 6, let value = UInt32(String(digits), radix: 16) else { return nil }
        return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}
