import FormanzaState

/// One option of a choice as a widget shows it: the value saved, the label shown, and an
/// optional detail (shown under the option in a list, and as the end captions of a scale).
struct ChoiceItem: Hashable, Sendable {
    var value: String
    var label: String
    var detail: String?

    init(value: String, label: String, detail: String? = nil) {
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
enum ChoiceLayout {
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

    /// The options as list rows (detail lines under each), scrolled so the focus stays visible
    /// within `height` rows.
    static func listLines(_ items: [ChoiceItem], marks: (Int) -> String, chosen: (Int) -> Bool,
                          focus: Int?, isProposal: Bool, width: Int, height: Int) -> [StyledLine] {
        var blocks: [[StyledLine]] = []
        for (index, item) in items.enumerated() {
            let focused = index == focus
            let mark = "\(focused ? "›" : " ") \(marks(index)) \(numberKey(index)) "
            var style: TextStyle = chosen(index) ? (isProposal ? .dim : .bold) : .plain
            if focused { style = style.adding(.reverse) }
            var block = [StyledLine(mark + item.label, style)]
            if let detail = item.detail, !detail.isEmpty {
                let indent = String(repeating: " ", count: DisplayWidth.of(mark))
                block += DisplayWidth.wrap(detail, width: max(1, width - indent.count)).map {
                    StyledLine(indent + $0, .gray)
                }
            }
            blocks.append(block)
        }
        return window(blocks, focus: focus ?? 0, height: height)
    }

    /// The options as a grid of tiles, `columns` a row, each tile as wide as the row allows.
    static func tileLines(_ items: [ChoiceItem], marks: (Int) -> String, chosen: (Int) -> Bool,
                          focus: Int?, isProposal: Bool, columns: Int, width: Int, height: Int) -> [StyledLine] {
        let columns = max(1, min(columns, 3))
        let tileWidth = max(8, (width - (columns - 1) * 2) / columns)
        var rows: [[StyledLine]] = []
        for start in stride(from: 0, to: items.count, by: columns) {
            var line = StyledLine.blank
            for index in start..<min(start + columns, items.count) {
                let focused = index == focus
                let text = "\(focused ? "›" : " ")\(marks(index)) \(numberKey(index)) \(items[index].label)"
                let fitted = DisplayWidth.truncate(text, to: tileWidth - 1)
                let room = max(0, tileWidth - 1 - DisplayWidth.of(fitted))
                let padded = fitted + String(repeating: " ", count: room) + " "
                var style: TextStyle = chosen(index) ? (isProposal ? .dim : .bold) : .plain
                if focused { style = style.adding(.reverse) }
                if index > start { line = line.appending("  ") }
                line = line.appending(padded, style)
            }
            rows.append([line])
        }
        return window(rows, focus: (focus ?? 0) / columns, height: height)
    }

    /// The blocks that fit in `height` rows: from the first one when the focused block fits
    /// that way, otherwise scrolled just far enough that the focused block is the last shown.
    static func window(_ blocks: [[StyledLine]], focus: Int, height: Int) -> [StyledLine] {
        let height = max(1, height)
        guard !blocks.isEmpty else { return [] }
        let focus = min(max(0, focus), blocks.count - 1)
        var first = 0
        while first < focus, blocks[first...focus].reduce(0, { $0 + $1.count }) > height {
            first += 1
        }
        var lines: [StyledLine] = []
        for block in blocks[first...] {
            guard lines.count + block.count <= height else { break }
            lines += block
        }
        return lines.isEmpty ? Array(blocks[first].prefix(height)) : lines
    }
}
