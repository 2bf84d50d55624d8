/// Multiple choice as tiles or a list of checkboxes.
///
/// Arrows move the focus, Space toggles the focused option, a number key toggles that option,
/// Enter submits. It never auto-advances. The value lists the chosen options' values in the
/// options' order; an empty selection is no answer, so it is nil.
public struct MultipleChoiceInput: CheckInInput {
    public enum Presentation: Hashable, Sendable {
        case tiles(columns: Int)
        case list
    }

    let items: [ChoiceItem]
    let presentation: Presentation
    private(set) var chosen: Set<Int>
    private(set) var focus: Int?
    public private(set) var isConfirmed = false
    /// Cells the widget is drawn in, so the arrows move through the grid as it is drawn.
    private var width = Int.max

    /// `initial` is the proposal (a prefill); values no longer among the options are dropped.
    public init(items: [ChoiceItem], presentation: Presentation, initial: [String]? = nil) {
        self.items = items
        self.presentation = presentation
        let values = Set(initial ?? [])
        self.chosen = Set(items.indices.filter { values.contains(items[$0].value) })
        // On the first chosen option, else the first, so one arrow moves one option.
        self.focus = chosen.min() ?? (items.isEmpty ? nil : 0)
    }

    public var value: [String]? {
        chosen.isEmpty ? nil : items.indices.filter(chosen.contains).map { items[$0].value }
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        if let index = ChoiceLayout.index(for: key, count: items.count) {
            return toggle(index)
        }
        switch key {
        case .character(" "):
            guard let focus else {
                guard !items.isEmpty else { return .rejected }
                focus = 0
                return toggle(0)
            }
            return toggle(focus)
        case .enter:
            if !chosen.isEmpty { isConfirmed = true }
            return .submit
        default:
            guard let moved = ChoiceLayout.move(focus, key: key, count: items.count, columns: columns) else {
                return .ignored
            }
            guard moved != focus else { return .rejected }
            focus = moved
            return .updated
        }
    }

    private mutating func toggle(_ index: Int) -> InputEffect {
        if chosen.contains(index) { chosen.remove(index) } else { chosen.insert(index) }
        focus = index
        isConfirmed = true
        return .updated
    }

    public mutating func fit(width: Int) {
        self.width = width
    }

    private var columns: Int {
        switch presentation {
        case .tiles(let columns): return ChoiceLayout.tileColumns(items, wanted: columns, width: width)
        case .list: return 1
        }
    }

    public func render(width: Int, height: Int) -> InputView {
        let marks: (Int) -> String = { chosen.contains($0) ? "[x]" : "[ ]" }
        let isChosen: (Int) -> Bool = { chosen.contains($0) }
        switch presentation {
        case .tiles(let columns):
            return ChoiceLayout.tileView(
                items, marks: marks, chosen: isChosen, focus: focus, isProposal: !isConfirmed,
                columns: columns, width: width)
        case .list:
            return ChoiceLayout.listView(
                items, marks: marks, chosen: isChosen, focus: focus, isProposal: !isConfirmed,
                width: width)
        }
    }
}
