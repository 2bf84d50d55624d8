/// The one sanitizer for text bound for a terminal or a log.
///
/// Titles, labels, units, answers, file names and error details come from people and files,
/// and a terminal obeys control bytes: `ESC ] 0;…BEL` renames the window, `ESC [2J` clears it,
/// a right-to-left override makes a line read backwards. Every such character is shown as a
/// visible escape instead (`\e`, `\x07`, `\u{9B}`, `\u{202E}`), so the person sees that it is
/// there and the terminal never acts on it. JSON output does not go through here: it is exact.
public enum VisibleText {
    /// `text` with every control character and bidirectional override written as an escape.
    /// With `keepingLineBreaks`, `\n` and `\t` pass through (for multi-line messages whose
    /// layout is ours); a lone `\r` is always escaped, since it lets text overwrite a line.
    public static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard needsEscape(text, keepingLineBreaks: keepingLineBreaks) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) {
                result.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` holds a character a terminal would act on or that reorders a line.
    public static func containsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isHidden)
    }

    private static func needsEscape(_ text: String, keepingLineBreaks: Bool) -> Bool {
        text.unicodeScalars.contains { isHidden($0) && !(keepingLineBreaks && ($0 == "\n" || $0 == "\t")) }
    }

    /// C0 controls, DEL, C1 controls, and the bidirectional marks, embeddings, overrides and
    /// isolates, plus the Unicode line and paragraph separators: the set JSON output escapes too.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        HiddenCharacters.contains(scalar)
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{1B}": return "\\e"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            if scalar.value < 0x80 { return "\\x" + (hex.count == 1 ? "0" : "") + hex }
            return "\\u{" + hex + "}"
        }
    }
}
