/// How many terminal cells text takes, so frames fit the window and cursors land right.
///
/// A small wcwidth: combining marks and other zero-width scalars take no cell, East Asian wide
/// and fullwidth characters and emoji take two, everything else one. The Swift standard library
/// gives grapheme clusters and the emoji and category properties; it has no East Asian Width, so
/// the wide ranges are listed here (the blocks that matter for text people type in a check-in).
public enum DisplayWidth {
    /// Cells taken by one grapheme as a terminal draws it.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        // A text-style emoji turned into an emoji by VARIATION SELECTOR-16 (❤️, 1️⃣).
        if scalars.contains("\u{FE0F}"), base.properties.isEmoji { return 2 }
        return of(base)
    }

    /// Cells taken by a single scalar: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Cells taken by a string. Printable ASCII (the usual case) takes one cell a byte, counted
    /// without splitting the text into graphemes.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// `text` cut to at most `width` cells, ending in `ellipsis` when something was cut.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard of(text) > width else { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return String(prefix(text, cells: width)) }
        return prefix(text, cells: room) + ellipsis
    }

    /// The longest start of `text` that fits in `cells` cells (a wide character never splits).
    public static func prefix(_ text: some StringProtocol, cells: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            if used + width > cells { break }
            used += width
            result.append(character)
        }
        return result
    }

    /// `text` broken into rows of at most `width` cells, at spaces where possible; a word
    /// longer than a row is broken inside, and line breaks in `text` start a new row.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return rowRanges(characters, width: width).map { range in
            var row = String(characters[range].filter { $0 != "\n" })
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// Where rows start and end when `characters` are wrapped at `width` cells.
    ///
    /// The ranges cover every character once, in order, so an editor can map its cursor to a
    /// row and column: the spaces at a break stay at the end of the row they follow (they may
    /// hang past the width, and renderers trim them), and a line break ends its row. Text ending
    /// in a line break gets a last, empty row, where a cursor after it belongs.
    public static func rowRanges(_ characters: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0
        var used = 0
        var breakAfterSpaces: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                rows.append(start..<index + 1)
                start = index + 1
                used = 0
                breakAfterSpaces = nil
                index += 1
            } else if character == " " {
                used += 1
                index += 1
                breakAfterSpaces = index
            } else if used + of(character) > width, index > start {
                if let cut = breakAfterSpaces, cut > start, cut <= index {
                    rows.append(start..<cut)
                    start = cut
                } else {
                    rows.append(start..<index)
                    start = index
                }
                used = characters[start..<index].reduce(0) { $0 + of($1) }
                breakAfterSpaces = nil
            } else {
                used += of(character)
                index += 1
            }
        }
        rows.append(start..<characters.count)
        return rows
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
