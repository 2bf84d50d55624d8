/// Single choice as tiles, a list, a scale or a wheel.
///
/// Tiles, list and scale: arrows move the focus, a number key (1–9, 0 for the tenth) or Space
/// chooses and reports `picked`, so the host can auto-advance after a short beat; Enter
/// chooses the focused option and submits. The focus starts on the prefilled option, else on
/// the first, so one arrow moves one option; Enter takes a focus the person has not moved only
/// when it is the prefill (the first option is merely where the focus starts). A wheel is for long lists: the value is the row under
/// the focus, so moving changes it; it starts on the first option when there is no answer and
/// never reports `picked`. Enter takes a wheel's prefill but not that first option, which is
/// only where the wheel starts: a move, a typed letter or Space takes it. Typing a letter on a
/// wheel jumps to the next option starting with it.
public struct SingleChoiceInput: CheckInInput {
    public enum Presentation: Hashable, Sendable {
        /// A grid of 1 to 3 columns (the grid's column count).
        case tiles(columns: Int)
        case list
        /// A row of points; the first and last option's details are the end captions.
        case scale
        case wheel
    }

    let items: [ChoiceItem]
    let presentation: Presentation
    private(set) var selected: Int?
    private(set) var focus: Int?
    public private(set) var isConfirmed = false
    /// Cells the widget is drawn in, so the arrows move through the grid as it is drawn.
    private var width = Int.max
    /// Whether the person moved the focus, so Enter on it is a choice.
    private var focusMoved = false
    /// Whether the option shown first came from the host (a prefill or an earlier answer).
    let isPrefilled: Bool

    /// `initial` is the proposal (a prefill), matched by value; a value no longer among the
    /// options proposes nothing.
    public init(items: [ChoiceItem], presentation: Presentation, initial: String? = nil) {
        self.items = items
        self.presentation = presentation
        self.selected = initial.flatMap { value in items.firstIndex { $0.value == value } }
        self.isPrefilled = selected != nil
        if presentation == .wheel, selected == nil, !items.isEmpty { selected = 0 }
        self.focus = selected ?? (items.isEmpty ? nil : 0)
    }

    public var value: String? { selected.map { items[$0].value } }

    public var autoAdvances: Bool { presentation != .wheel }

    public mutating func handle(_ key: Key) -> InputEffect {
        if presentation == .wheel { return handleWheel(key) }
        if let index = ChoiceLayout.index(for: key, count: items.count) {
            choose(index)
            return .picked
        }
        switch key {
        case .character(" "):
            guard let focus else { return .rejected }
            choose(focus)
            return .picked
        case .enter:
            if let focus, focusMoved || selected == focus { choose(focus) }
            return .submit
        default:
            // A scale is one row: Up and Down move along it like Left and Right.
            let along = presentation == .scale ? (key == .up ? .left : key == .down ? .right : key) : key
            guard let moved = ChoiceLayout.move(focus, key: along, count: items.count, columns: columns) else {
                return .ignored
            }
            guard moved != focus else { return .rejected }
            focus = moved
            focusMoved = true
            return .updated
        }
    }

    private mutating func handleWheel(_ key: Key) -> InputEffect {
        switch key {
        case .enter:
            if isPrefilled { isConfirmed = true }
            return .submit
        case .character(" "):
            guard selected != nil, !isConfirmed else { return .ignored }
            isConfirmed = true
            return .updated
        case .left, .right:
            return .ignored
        case .character(let character):
            if let index = ChoiceLayout.index(for: key, count: items.count) { return wheel(to: index) }
            let letter = String(character).lowercased()
            let start = (selected ?? -1) + 1
            let order = Array(items.indices[start...]) + Array(items.indices[..<start])
            guard let match = order.first(where: { items[$0].label.lowercased().hasPrefix(letter) }) else {
                return .rejected
            }
            return wheel(to: match)
        default:
            guard let moved = ChoiceLayout.move(selected, key: key, count: items.count, columns: 1) else {
                return .ignored
            }
            return wheel(to: moved)
        }
    }

    private mutating func wheel(to index: Int) -> InputEffect {
        let wasConfirmed = isConfirmed
        isConfirmed = true
        guard index != selected else { return wasConfirmed ? .rejected : .updated }
        selected = index
        focus = index
        return .updated
    }

    private mutating func choose(_ index: Int) {
        selected = index
        focus = index
        isConfirmed = true
    }

    public mutating func fit(width: Int) {
        self.width = width
    }

    private var columns: Int {
        switch presentation {
        case .tiles(let columns): return ChoiceLayout.tileColumns(items, wanted: columns, width: width)
        case .scale: return max(2, items.count)
        case .list, .wheel: return 1
        }
    }

    public func render(width: Int, height: Int) -> InputView {
        let marks: (Int) -> String = { selected == $0 ? "(•)" : "( )" }
        let chosen: (Int) -> Bool = { selected == $0 }
        switch presentation {
        case .tiles(let columns):
            return ChoiceLayout.tileView(
                items, marks: marks, chosen: chosen, focus: focus, isProposal: !isConfirmed,
                columns: columns, width: width)
        case .list:
            return ChoiceLayout.listView(
                items, marks: marks, chosen: chosen, focus: focus, isProposal: !isConfirmed,
                width: width)
        case .scale:
            return InputView(
                lines: ChoiceScaleView.lines(
                    items, selected: selected, focus: focus,
                    isProposal: !isConfirmed, width: width))
        case .wheel:
            let lines = ChoiceScaleView.wheelLines(items, selected: selected, isProposal: !isConfirmed, height: height)
            return InputView(lines: lines, focus: (lines.count / 2)..<(lines.count / 2 + 1))
        }
    }
}
