import FormanzaBase

/// Drawing of the two single-choice presentations that are not grids: the scale (a row of
/// points with end captions) and the wheel (a scrolling window over a long list).
public enum ChoiceScaleView {
    /// Points `○`/`●` with their number keys under them. When every option's label fits under
    /// its point, the labels are a row of their own (a scale is read by its words, not by its
    /// keys); otherwise the points are four cells apart (three on a narrow terminal) and the
    /// focused (or chosen) option's label is shown below, whole. The first and last option's
    /// details are the end captions (the Spanish reading), starting under the first point and
    /// ending under the last. The focused point is in brackets.
    static func lines(
        _ items: [ChoiceItem], selected: Int?, focus: Int?, isProposal: Bool,
        width: Int
    ) -> [StyledLine] {
        let widest = items.map { DisplayWidth.of($0.label) }.max() ?? 0
        let labelsRepeatKeys = items.indices.allSatisfy { items[$0].label == ChoiceLayout.numberKey($0) }
        // Two blank cells between neighbouring labels, so they read as separate words.
        let wideCell = max(compactCell, widest + 2)
        let labelsFit = !labelsRepeatKeys && wideCell * items.count <= width
        // Points close up to three cells (brackets touching) before a row is cut.
        let cell = labelsFit ? wideCell : (compactCell * items.count <= width ? compactCell : compactCell - 1)
        let center = (cell - 1) / 2
        let chosenStyle: TextStyle = isProposal ? .dim : .bold
        var points = StyledLine.blank
        var numbers = ""
        var labels = StyledLine.blank
        for index in items.indices {
            let focused = focus == index
            let style: TextStyle = selected == index ? chosenStyle : .plain
            points = points.appending(String(repeating: " ", count: center - 1))
                .appending(focused ? "[" : " ", .gray)
                .appending(selected == index ? "●" : "○", focused ? style.adding(.reverse) : style)
                .appending(focused ? "]" : " ", .gray)
                .appending(String(repeating: " ", count: cell - center - 2))
            numbers +=
                String(repeating: " ", count: center) + ChoiceLayout.numberKey(index)
                + String(repeating: " ", count: cell - center - 1)
            let label = items[index].label
            let lead = max(0, center - (DisplayWidth.of(label) - 1) / 2)
            labels = labels.appending(String(repeating: " ", count: lead))
                .appending(label, focused ? style.adding(.underline) : style)
                .appending(String(repeating: " ", count: max(0, cell - lead - DisplayWidth.of(label))))
        }
        var lines = [points, StyledLine(numbers, .gray)]
        if labelsFit { lines.append(labels) }
        if let captions = captions(items, cell: cell, center: center) { lines.append(captions) }
        if !labelsFit, let shown = focus ?? selected, items.indices.contains(shown),
            items[shown].label != ChoiceLayout.numberKey(shown)
        {
            lines.append(StyledLine(items[shown].label, selected == shown ? chosenStyle : .plain, overflow: .wrap))
        }
        return lines
    }

    /// Cells a point takes when the labels are not shown under the points.
    static let compactCell = 4

    /// The first option's detail from the first point's left edge, the last option's ending at
    /// the last point's right edge; a single blank between them when they are longer than the row.
    static func captions(_ items: [ChoiceItem], cell: Int, center: Int) -> StyledLine? {
        let first = items.first?.detail ?? ""
        let last = items.last?.detail ?? ""
        guard !first.isEmpty || !last.isEmpty else { return nil }
        let start = center - 1
        let end = cell * (items.count - 1) + center + 2
        let gap = max(1, end - start - DisplayWidth.of(first) - DisplayWidth.of(last))
        let text = String(repeating: " ", count: start) + first + String(repeating: " ", count: gap) + last
        return StyledLine(text, .gray)
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
