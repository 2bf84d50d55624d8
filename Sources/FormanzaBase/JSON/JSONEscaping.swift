/// The characters no output of ours carries raw, and JSON strings that escape them.
///
/// Titles, answers, units and file names come from people and files. A terminal obeys control
/// characters (C0, DEL, C1), and the bidirectional overrides, isolates and marks make a line
/// read in another order than its bytes, so a `--json` result, an export or a status printed to
/// a terminal or piped through `cat` could rename the window or hide what a value says. JSON
/// lets any character be written as `\uXXXX`; every writer of JSON in both programs escapes these
/// that way in what it prints (`\n`, `\r` and `\t` keep their short escapes), so a parser gets the
/// same text back and the bytes hold nothing a terminal acts on.
public enum HiddenCharacters {
    /// C0 controls, DEL, C1 controls, the Arabic letter mark, the left-to-right and
    /// right-to-left marks, the line and paragraph separators, and the bidirectional
    /// embeddings, overrides and isolates.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

public enum JSONEscaping {
    /// `text` as a JSON string literal: quotes and backslashes escaped, `\n`, `\r` and `\t` as
    /// their short escapes, every other hidden character as `\uXXXX`, the rest as it is.
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal to `output` (see `quoted`).
    public static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        // Printable ASCII without quotes or backslashes (ids, days, times: nearly everything
        // the planner writes) has nothing to escape: appended whole, not scalar by scalar.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if HiddenCharacters.contains(scalar) {
                    output += unicodeEscape(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// JSON text this process did not escape itself (a stored form as the store keeps it, the
    /// answer of a daemon that may be an older one), which may hold DEL, C1 controls and the
    /// bidirectional characters raw, with every hidden character inside it escaped as
    /// `\uXXXX`. Such characters can only stand inside strings of valid JSON, where the escape
    /// means the same character, so the document parses to the same value; every other byte is
    /// kept, and text without them comes back unchanged. A raw line break is kept: it is the
    /// layout of pretty-printed output (inside a string its writer has already escaped it).
    public static func escapingHidden(_ json: [UInt8]) -> [UInt8] {
        guard json.contains(where: mayStartHidden) else { return json }
        var result: [UInt8] = []
        result.reserveCapacity(json.count + 64)
        var index = 0
        while index < json.count {
            if let (scalar, length) = hiddenScalar(in: json, at: index) {
                result += unicodeEscape(scalar).utf8
                index += length
            } else {
                result.append(json[index])
                index += 1
            }
        }
        return result
    }

    /// The same for JSON held as a `String`.
    public static func escapingHidden(_ json: String) -> String {
        guard json.utf8.contains(where: mayStartHidden) else { return json }
        return String(decoding: escapingHidden(Array(json.utf8)), as: UTF8.self)
    }

    /// Whether `byte` can begin a hidden character's UTF-8 encoding (a line break excepted).
    private static func mayStartHidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\n")) || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// The hidden character whose UTF-8 encoding starts at `index`, with its length in bytes.
    private static func hiddenScalar(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        let first = bytes[index]
        if first < 0x20 && first != UInt8(ascii: "\n") || first == 0x7F { return (UInt32(first), 1) }
        guard first >= 0xC2, index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        if first == 0xC2, (0x80...0x9F).contains(second) { return (UInt32(second), 2) }
        if first == 0xD8, second == 0x9C { return (0x061C, 2) }
        guard first == 0xE2, index + 2 < bytes.count, second == 0x80 || second == 0x81 else { return nil }
        let value = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
        guard bytes[index + 2] & 0xC0 == 0x80, let scalar = Unicode.Scalar(value), HiddenCharacters.contains(scalar)
        else { return nil }
        return (value, 3)
    }

    /// `\u` and four lowercase hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
