import FormanzaBase

/// Editable text with a cursor, counted in characters as a person sees them (graphemes).
///
/// A combining mark typed on its own (a dead-key `´` arriving after the `a`, or `n` + U+0303)
/// joins the character before the cursor, so "ñ" typed either way is one character for the
/// cursor, Backspace and the "12/2000" count.
public struct TextBuffer: Hashable, Sendable {
    let maxLength: Int
    private(set) var characters: [Character]
    /// Index in `characters` the next character goes before.
    private(set) var cursor: Int

    init(_ text: String = "", maxLength: Int) {
        self.maxLength = max(1, maxLength)
        self.characters = Array(text.prefix(self.maxLength))
        self.cursor = characters.count
    }

    var text: String { String(characters) }
    var count: Int { characters.count }

    /// Inserts at the cursor; false when the text is already at its maximum length.
    mutating func insert(_ character: Character) -> Bool {
        if cursor > 0, DisplayWidth.of(character) == 0, character != "\n" {
            let joined = String(characters[cursor - 1]) + String(character)
            if joined.count == 1, let merged = joined.first {
                characters[cursor - 1] = merged
                return true
            }
        }
        guard characters.count < maxLength else { return false }
        characters.insert(character, at: cursor)
        cursor += 1
        return true
    }

    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        characters.remove(at: cursor)
        return true
    }

    mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    mutating func replaceAll(with text: String) {
        characters = Array(text.prefix(maxLength))
        cursor = characters.count
    }

    /// Moves the cursor by `offset` characters; false at either end.
    mutating func move(by offset: Int) -> Bool {
        let target = min(max(cursor + offset, 0), characters.count)
        guard target != cursor else { return false }
        cursor = target
        return true
    }

    /// To the start (or end) of the current line; the whole text is one line unless it holds
    /// line breaks.
    mutating func moveToLineStart() -> Bool {
        setCursor(lineStart(of: cursor))
    }

    mutating func moveToLineEnd() -> Bool {
        setCursor(lineEnd(of: cursor))
    }

    /// To the line above or below, keeping the column where that line is long enough.
    mutating func moveLine(by direction: Int) -> Bool {
        let start = lineStart(of: cursor)
        let column = cursor - start
        if direction < 0 {
            guard start > 0 else { return false }
            let previousStart = lineStart(of: start - 1)
            return setCursor(min(previousStart + column, start - 1))
        }
        let end = lineEnd(of: cursor)
        guard end < characters.count else { return false }
        let nextStart = end + 1
        return setCursor(min(nextStart + column, lineEnd(of: nextStart)))
    }

    /// Readline's kills: Ctrl-U to the line's start, Ctrl-K to its end, Ctrl-W the word before
    /// the cursor (with the blanks after it); false when there was nothing to delete.
    mutating func deleteToLineStart() -> Bool {
        let start = lineStart(of: cursor)
        guard start < cursor else { return false }
        characters.removeSubrange(start..<cursor)
        cursor = start
        return true
    }

    mutating func deleteToLineEnd() -> Bool {
        let end = lineEnd(of: cursor)
        guard cursor < end else { return false }
        characters.removeSubrange(cursor..<end)
        return true
    }

    mutating func deleteWordBackward() -> Bool {
        let start = wordStart(before: cursor)
        guard start < cursor else { return false }
        characters.removeSubrange(start..<cursor)
        cursor = start
        return true
    }

    /// To the start of this or the previous word (Alt-B), or past the end of the next (Alt-F).
    mutating func moveWord(by direction: Int) -> Bool {
        if direction < 0 { return setCursor(wordStart(before: cursor)) }
        var end = cursor
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return setCursor(end)
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    private mutating func setCursor(_ target: Int) -> Bool {
        guard target != cursor else { return false }
        cursor = target
        return true
    }
}
