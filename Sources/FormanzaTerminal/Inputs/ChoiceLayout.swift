import FormanzaBase

/// One option of a choice as a widget shows it: the value saved, the label shown, and an
/// optional detail (shown under the option in a list, and as the end captions of a scale).
public struct ChoiceItem: Hashable, Sendable {
    var value: String
    var label: String
    var detail: String?

    public init(value: String, label: String, detail: String? = nil) {
        self.value = value
        self.label = label
        self.detail = detail
    }
}

/// Focus movement and drawing shared by the single- and multiple-choice widgets, as tiles (a
/// grid of 1 to 3 columns) or as a list (one option a row, its detail under it).
///
/// Each option carries its number key (1–9, then 0 for the tenth) and a state mark, `(•)` for a
/// chosen single option and `[x]` for a chosen multiple one, so the state reads the same with
/// `NO_COLOR` as with colors; the focused option is marked `›` and drawn in reverse video.
public enum ChoiceLayout {
    /// The number key shown for the option at `index`: "1"…"9", "0" for the tenth, none after.
    static func numberKey(_ index: Int) -> String {
        index < 9 ? String(index + 1) : (index == 9 ? "0" : " ")
    }

    /// The option a number key names, if there is one.
    static func index(for key: Key, count: Int) -> Int? {
        guard let number = key.choiceNumber, number <= count else { return nil }
        return number - 1
    }

    /// Where the focus goes for a movement key in a grid of `columns` columns (a list is one
    /// column); nil when the key is not a movement. With no focus yet, any movement lands on the
    /// first option. The focus stops at the edges rather than wrapping.
    static func move(_ focus: Int?, key: Key, count: Int, columns: Int) -> Int? {
        guard count > 0 else { return nil }
        let delta: Int
        switch key {
        case .left: delta = columns > 1 ? -1 : 0
        case .right: delta = columns > 1 ? 1 : 0
        case .up: delta = -columns
        case .down: delta = columns
        case .home: return 0
        case .end: return count - 1
        case .pageUp: delta = -columns * 5
        case .pageDown: delta = columns * 5
        default: return nil
        }
        guard let focus else { return delta == 0 ? nil : 0 }
        guard delta != 0 else { return nil }
        return min(max(focus + delta, 0), count - 1)
    }

    /// The options as list rows (detail lines under each), the focused option's rows named as
    /// the view's focus so a short window scrolls to it; its label wraps rather than being cut.
    static func listView(
        _ items: [ChoiceItem], marks: (Int) -> String, chosen: (Int) -> Bool,
        focus: Int?, isProposal: Bool, width: Int
    ) -> InputView {
        var lines: [StyledLine] = []
        var focusRows: Range<Int>?
        for (index, item) in items.enumerated() {
            let focused = index == focus
            let first = lines.count
            let mark = "\(focused ? "›" : " ") \(marks(index)) \(numberKey(index)) "
            var style: TextStyle = chosen(index) ? (isProposal ? .dim : .bold) : .plain
            if focused { style = style.adding(.reverse) }
            lines.append(StyledLine(mark + item.label, style, overflow: focused ? .wrap : .truncate))
            if let detail = item.detail, !detail.isEmpty {
                let indent = String(repeating: " ", count: DisplayWidth.of(mark))
                lines += DisplayWidth.wrap(detail, width: max(1, width - indent.count)).map {
                    StyledLine(indent + $0, .gray)
                }
            }
            if focused { focusRows = first..<lines.count }
        }
        return InputView(lines: lines, focus: focusRows ?? 0..<1)
    }

    /// Cells a tile takes before its label: the focus mark, the state mark, the number key.
    static let tilePrefixWidth = 7

    /// The columns a grid of tiles gets at `width`: the columns asked for (1 to 3), fewer while
    /// a label would be cut, one at the least. The keys move through the same grid as is drawn.
    static func tileColumns(_ items: [ChoiceItem], wanted: Int, width: Int) -> Int {
        let widest = items.map { DisplayWidth.of($0.label) }.max() ?? 0
        var columns = max(1, min(wanted, 3))
        while columns > 1, tilePrefixWidth + widest > tileWidth(columns: columns, width: width) - 1 {
            columns -= 1
        }
        return columns
    }

    static func tileWidth(columns: Int, width: Int) -> Int {
        max(8, (width - (columns - 1) * 2) / columns)
    }

    /// The options as a grid of tiles, `columns` a row (as `tileColumns` fits them), each tile as
    /// wide as the row allows; a focused label that is still cut is pinned below, whole.
    static func tileView(
        _ items: [ChoiceItem], marks: (Int) -> String, chosen: (Int) -> Bool,
        focus: Int?, isProposal: Bool, columns wanted: Int, width: Int
    ) -> InputView {
        let columns = tileColumns(items, wanted: wanted, width: width)
        let tileWidth = tileWidth(columns: columns, width: width)
        var lines: [StyledLine] = []
        var pinned: [StyledLine] = []
        for start in stride(from: 0, to: items.count, by: columns) {
            var line = StyledLine.blank
            for index in start..<min(start + columns, items.count) {
                let focused = index == focus
                let text = "\(focused ? "›" : " ")\(marks(index)) \(numberKey(index)) \(items[index].label)"
                let fitted = DisplayWidth.truncate(text, to: tileWidth - 1)
                let room = max(0, tileWidth - 1 - DisplayWidth.of(fitted))
                let padded = fitted + String(repeating: " ", count: room) + " "
                var style: TextStyle = chosen(index) ? (isProposal ? .dim : .bold) : .plain
                if focused {
                    if fitted != text { pinned = [StyledLine("› " + items[index].label, style, overflow: .wrap)] }
                    style = style.adding(.reverse)
                }
                if index > start { line = line.appending("  ") }
                line = line.appending(padded, style)
            }
            lines.append(line)
        }
        let focusRow = (focus ?? 0) / columns
        return InputView(lines: lines, focus: focusRow..<(focusRow + 1), pinned: pinned)
    }
}
