import FormanzaBase

/// Drawing of a `TextBuffer` with its cursor: one scrolled line, or a wrapped note.
public enum TextFieldView {
    /// One row, scrolled sideways so the cursor stays in view.
    static func singleLine(_ buffer: TextBuffer, width: Int) -> ([StyledLine], CursorPosition) {
        let characters = buffer.characters
        var start = 0
        while start < buffer.cursor,
            DisplayWidth.of(String(characters[start..<buffer.cursor])) > width - 1
        {
            start += 1
        }
        let shown = DisplayWidth.prefix(String(characters[start...]), cells: width)
        let column = DisplayWidth.of(String(characters[start..<buffer.cursor]))
        return ([StyledLine(shown)], CursorPosition(row: 0, column: column))
    }

    /// The text wrapped to `width`, at most `rows` rows, scrolled so the cursor's row shows.
    static func multiLine(_ buffer: TextBuffer, width: Int, rows: Int) -> ([StyledLine], CursorPosition) {
        let characters = buffer.characters
        let ranges = DisplayWidth.rowRanges(characters, width: width)
        let cursorRow =
            ranges.firstIndex { range in
                buffer.cursor >= range.lowerBound
                    && (buffer.cursor < range.upperBound || range == ranges.last)
            } ?? ranges.count - 1
        let row = ranges[cursorRow]
        let before = characters[row.lowerBound..<buffer.cursor].filter { $0 != "\n" }
        let column = min(DisplayWidth.of(String(before)), width - 1)
        let first = max(0, cursorRow - rows + 1)
        let lines = ranges[first..<min(ranges.count, first + rows)].map { range in
            var text = String(characters[range].filter { $0 != "\n" })
            while DisplayWidth.of(text) > width, text.last == " " { text.removeLast() }
            return StyledLine(text)
        }
        return (lines, CursorPosition(row: cursorRow - first, column: column))
    }
}
