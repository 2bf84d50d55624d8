/// A string that needs escapes, written as a JSON string: quotes and backslashes escaped, the C0
/// controls as their short escapes (`\n`, `\r`, `\t`, `\b`, `\f`) or `\u00xx`, slashes as `\/`
/// when asked, the hidden characters (`HiddenCharacters`: DEL, C1 and bidirectional controls) as
/// `\uxxxx` when asked, and everything else as its UTF-8 bytes. Hex digits are lowercase.
enum JSONStringEscaping {
    static func append(
        _ text: String, escapingSlashes: Bool, hidden: Bool, shortBackspaceAndFormFeed: Bool = true,
        to bytes: inout [UInt8]
    ) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x22: short(UInt8(ascii: "\""), to: &bytes)
            case 0x5C: short(UInt8(ascii: "\\"), to: &bytes)
            case 0x2F where escapingSlashes: short(UInt8(ascii: "/"), to: &bytes)
            case 0x0A: short(UInt8(ascii: "n"), to: &bytes)
            case 0x0D: short(UInt8(ascii: "r"), to: &bytes)
            case 0x09: short(UInt8(ascii: "t"), to: &bytes)
            case 0x08 where shortBackspaceAndFormFeed: short(UInt8(ascii: "b"), to: &bytes)
            case 0x0C where shortBackspaceAndFormFeed: short(UInt8(ascii: "f"), to: &bytes)
            case 0x00..<0x20: unicodeEscape(value, to: &bytes)
            case 0x20..<0x7F: bytes.append(UInt8(truncatingIfNeeded: value))
            default:
                if hidden && HiddenCharacters.contains(scalar) {
                    unicodeEscape(value, to: &bytes)
                } else {
                    bytes.append(contentsOf: scalar.utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A backslash and `letter`.
    private static func short(_ letter: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    /// `\u` and the four lowercase hex digits of `value`, which is below 0x10000 (every control
    /// and hidden character is).
    private static func unicodeEscape(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: (value >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}
