import FormanzaBase

/// Fits a widget's whole view into the rows a question leaves it, the one scrolling rule every
/// widget shares: what does not fit is scrolled, a `▲ more` row says something is hidden above
/// and a `▼ more` row below, and the rows the widget names as focused (the focused option, the
/// chosen week, the wheel being turned, the cursor's line) are always among those shown.
///
/// Widgets draw everything and say what matters; none of them cuts its own content, so a short
/// terminal never loses options without a sign. Pure, so tests check any size without a terminal.
public enum ScrollViewport {
    /// The words of the two marker rows, in the person's language.
    public struct Marks: Hashable, Sendable {
        var above: String
        var below: String

        public static func of(_ l: Language) -> Marks {
            Marks(above: l.tr("▲ more"), below: l.tr("▼ more"))
        }
    }

    /// `view` cut to at most `height` rows of at most `width` cells: its lines wrapped or
    /// truncated to the width (so each line of the result is one row), scrolled around its
    /// focus, followed by its pinned lines; the cursor moved to where its row ended up, or
    /// hidden when its row is scrolled away.
    public static func fit(_ view: InputView, width: Int, height: Int, marks: Marks) -> InputView {
        let width = max(1, width)
        var rows: [StyledLine] = []
        var firstRow: [Int] = []
        for line in view.lines {
            firstRow.append(rows.count)
            rows += FrameLayout.fit(line, width: width)
        }
        firstRow.append(rows.count)
        // Pinned blank lines are spacing: they go first when the content does not fit.
        var keptPinned: [StyledLine?] = view.pinned
        if rows.count + view.pinned.count > height {
            keptPinned = view.pinned.map { $0.plainText.isEmpty ? nil : $0 }
        }
        let pinned = keptPinned.compactMap { $0 }.flatMap { FrameLayout.fit($0, width: width) }
        let room = max(1, height - pinned.count)
        let cursorRow = view.cursor.map { row(of: $0, in: view, kept: keptPinned, firstRow: firstRow, width: width) }
        let focus = focusRows(view, firstRow: firstRow, cursorRow: cursorRow, count: rows.count)
        let shown = window(count: rows.count, focus: focus, height: room)
        var lines: [StyledLine] = []
        if shown.above { lines.append(StyledLine(marks.above, .gray)) }
        lines += rows[shown.rows]
        if shown.below { lines.append(StyledLine(marks.below, .gray)) }
        let pinnedStart = lines.count
        lines += pinned.prefix(max(0, height - lines.count))
        var cursor: CursorPosition?
        if let wanted = view.cursor, let row = cursorRow {
            let column = columnOf(wanted, in: view, width: width)
            if row.isPinned, pinnedStart + row.index < lines.count {
                cursor = CursorPosition(row: pinnedStart + row.index, column: column)
            } else if !row.isPinned, shown.rows.contains(row.index) {
                let at = row.index - shown.rows.lowerBound + (shown.above ? 1 : 0)
                cursor = CursorPosition(row: at, column: column)
            }
        }
        return InputView(lines: lines, cursor: cursor)
    }

    /// Which rows to show of `count`, in `height` rows counting the marker rows, so that
    /// `focus` is visible: from the top when it fits there, at the bottom when it fits there,
    /// else centred on it between both markers.
    static func window(count: Int, focus: Range<Int>, height: Int) -> (above: Bool, rows: Range<Int>, below: Bool) {
        guard count > height else { return (false, 0..<count, false) }
        let start = min(max(0, focus.lowerBound), count - 1)
        let end = min(max(start + 1, focus.upperBound), count)
        // Too short for a marker and a row: only the focus, without signs.
        guard height >= 3 else {
            let top = min(start, count - height)
            return (false, top..<(top + height), false)
        }
        if end <= height - 1 { return (false, 0..<(height - 1), true) }
        if start >= count - (height - 1) { return (true, (count - height + 1)..<count, false) }
        let room = height - 2
        var top = end - start >= room ? start : start - (room - (end - start)) / 2
        top = max(1, min(top, count - room - 1))
        return (true, top..<(top + room), true)
    }

    /// A row of the fitted view: among the scrolled rows or among the pinned ones.
    struct Row {
        var index: Int
        var isPinned: Bool
    }

    /// `kept` is `view.pinned` with the lines left out as nil.
    private static func row(
        of cursor: CursorPosition, in view: InputView, kept: [StyledLine?], firstRow: [Int],
        width: Int
    ) -> Row {
        if cursor.row >= view.lines.count {
            let pinnedIndex = cursor.row - view.lines.count
            let before = kept.prefix(pinnedIndex).compactMap { $0 }
                .reduce(0) { $0 + FrameLayout.fit($1, width: width).count }
            return Row(index: before, isPinned: true)
        }
        let line = view.lines[max(0, cursor.row)]
        let wrapped = line.overflow == .wrap && line.width > width ? cursor.column / width : 0
        return Row(index: firstRow[max(0, cursor.row)] + wrapped, isPinned: false)
    }

    private static func columnOf(_ cursor: CursorPosition, in view: InputView, width: Int) -> Int {
        let line = cursor.row < view.lines.count ? view.lines[max(0, cursor.row)] : nil
        if let line, line.overflow == .wrap, line.width > width { return cursor.column % width }
        return min(cursor.column, width - 1)
    }

    /// The rows that must stay visible: the widget's focus, else the cursor's row, else the top.
    private static func focusRows(_ view: InputView, firstRow: [Int], cursorRow: Row?, count: Int) -> Range<Int> {
        if let focus = view.focus, !view.lines.isEmpty {
            let lower = firstRow[min(max(0, focus.lowerBound), view.lines.count - 1)]
            let upper = firstRow[min(max(focus.lowerBound + 1, focus.upperBound), view.lines.count)]
            return lower..<max(lower + 1, upper)
        }
        if let cursorRow, !cursorRow.isPinned { return cursorRow.index..<(cursorRow.index + 1) }
        return 0..<min(1, count)
    }
}
