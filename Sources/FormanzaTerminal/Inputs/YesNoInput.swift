/// Yes/No: two tiles with the host's fixed labels ("Yes"/"No", «Sí»/«No»).
///
/// `y` or `s` (Spanish «Sí») answer yes and `n` answers no, in either language, since the keys
/// cannot collide; `1` and `2` work too. Those keys report `picked` for the host's auto-advance.
/// Arrows and Tab move the focus between the tiles, Space chooses the focused one (`picked`),
/// Enter chooses it and submits. With no answer and no prefill nothing is focused, so Enter
/// alone skips instead of answering yes by accident.
public struct YesNoInput: CheckInInput {
    public struct Labels: Hashable, Sendable {
        var yes: String
        var no: String

        public init(yes: String, no: String) {
            self.yes = yes
            self.no = no
        }
    }

    let labels: Labels
    public private(set) var value: Bool?
    private(set) var focus: Bool?
    public private(set) var isConfirmed = false

    public init(labels: Labels, initial: Bool? = nil) {
        self.labels = labels
        self.value = initial
        self.focus = initial
    }

    public var autoAdvances: Bool { true }

    public mutating func handle(_ key: Key) -> InputEffect {
        switch key {
        case .character(let character):
            switch character.lowercased() {
            case "y", "s", "1": return choose(true)
            case "n", "2": return choose(false)
            case " ":
                guard let focus else { return .rejected }
                return choose(focus)
            default: return .ignored
            }
        case .left, .up, .backTab:
            return moveFocus(to: true)
        case .right, .down, .tab:
            return moveFocus(to: false)
        case .enter:
            if let focus {
                value = focus
                isConfirmed = true
            }
            return .submit
        default:
            return .ignored
        }
    }

    private mutating func choose(_ answer: Bool) -> InputEffect {
        value = answer
        focus = answer
        isConfirmed = true
        return .picked
    }

    private mutating func moveFocus(to target: Bool) -> InputEffect {
        guard focus != target else { return .rejected }
        focus = target
        return .updated
    }

    public func render(width: Int, height: Int) -> InputView {
        func tile(_ answer: Bool) -> StyledLine {
            let focused = focus == answer
            let chosen = value == answer
            let text = "\(focused ? "›" : " ")\(chosen ? "(•)" : "( )") \(answer ? labels.yes : labels.no) "
            var style: TextStyle = chosen ? (isConfirmed ? .bold : .dim) : .plain
            if focused { style = style.adding(.reverse) }
            return StyledLine(text, style)
        }
        return InputView(lines: [tile(true) + StyledLine("   ") + tile(false)])
    }
}
