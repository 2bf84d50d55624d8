import FormanzaState

/// Drawing of the two single-choice presentations that are not grids: the scale (a row of
/// points with end captions) and the wheel (a scrolling window over a long list).
enum ChoiceScaleView {
    /// Points `○`/`●` spaced four cells apart with their number keys under them, the first and
    /// last option's details as captions at the ends (the Spanish reading), and the focused
    /// (or chosen) option's label below. The focused point is in brackets.
    static func lines(_ items: [ChoiceItem], selected: Int?, focus: Int?, isProposal: Bool,
                      width: Int) -> [StyledLine] {
        var points = StyledLine.blank
        var numbers = ""
        for index in items.indices {
            let symbol = selected == index ? "●" : "○"
            let focused = focus == index
            let style: TextStyle = selected == index ? (isProposal ? .dim : .bold) : .plain
            points = points.appending(focused ? "[" : " ", .gray)
                .appending(symbol, focused ? style.adding(.reverse) : style)
                .appending(focused ? "]" : " ", .gray)
                .appending(" ")
            numbers += " \(ChoiceLayout.numberKey(index))  "
        }
        var lines = [points, StyledLine(numbers, .gray)]
        let first = items.first?.detail ?? "", last = items.last?.detail ?? ""
        if !first.isEmpty || !last.isEmpty {
            let span = max(DisplayWidth.of(numbers), DisplayWidth.of(first) + DisplayWidth.of(last) + 1)
            let gap = max(1, min(span, width) - DisplayWidth.of(first) - DisplayWidth.of(last))
            lines.append(StyledLine(first + String(repeating: " ", count: gap) + last, .gray))
        }
        if let shown = focus ?? selected, items.indices.contains(shown) {
            lines.append(StyledLine(items[shown].label, selected == shown ? (isProposal ? .dim : .bold) : .plain,
                                    overflow: .wrap))
        }
        return lines
    }

    /// Up to seven rows (an odd number; fewer in a short window or a short list) with the chosen
    /// option in the middle row, marked `›`, and its neighbours above and below in gray, as a
    /// wheel shows them.
    static func wheelLines(_ items: [ChoiceItem], selected: Int?, isProposal: Bool, height: Int) -> [StyledLine] {
        guard !items.isEmpty else { return [] }
        var visible = min(7, max(1, height), items.count * 2 - 1)
        if visible.isMultiple(of: 2) { visible -= 1 }
        let middle = visible / 2
        let current = selected ?? 0
        var lines: [StyledLine] = []
        for row in 0..<visible {
            let index = current - middle + row
            guard items.indices.contains(index) else {
                lines.append(.blank)
                continue
            }
            if index == current {
                let style: TextStyle = isProposal ? .dim.adding(.reverse) : TextStyle.bold.adding(.reverse)
                lines.append(StyledLine("› " + items[index].label + " ‹", style))
            } else {
                lines.append(StyledLine("  " + items[index].label, .gray))
            }
        }
        return lines
    }
}
