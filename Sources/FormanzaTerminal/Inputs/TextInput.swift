import FormanzaBase

/// Text, and email, phone and URL, with up to eight suggestion chips.
///
/// Single line: Enter submits. Note (multi-line): Enter starts a new line and Ctrl-D submits,
/// since a note needs both. The cursor moves with the arrows, Home and End; Backspace and Delete
/// edit; the count "12/2000" sits under the field and a character past the maximum is refused.
/// The readline keys people type without thinking work too: Ctrl-A/Ctrl-E to the line's start
/// and end, Ctrl-U/Ctrl-K delete to them, Ctrl-W the word before the cursor, Alt-B/Alt-F and
/// Ctrl-Left/Right a word back and forward.
///
/// Suggestions: Tab moves into the chips (Tab and Shift-Tab or Left and Right go through them,
/// past either end back to the text); there a number key or Enter/Space takes a chip as the
/// whole text, Esc goes back, and any other character goes back and is typed. Number keys only
/// pick chips once Tab has entered them, so digits can still be typed into the text.
///
/// Email, phone and URL: the host's `shapeCheck` decides whether the text has the right shape
/// (a deliberately lenient check of the shape, not of the address itself); a wrong shape is drawn
/// in red. It does not stop Enter: a wrong
/// shape blocks saving, which is the host's rule (`hasValidShape`).
public struct TextInput: CheckInInput {
    public enum Mode: Hashable, Sendable { case singleLine, multiLine }

    static let maximumSuggestions = 8
    static let maximumChipWidth = 24

    let mode: Mode
    let placeholder: String
    public let suggestions: [String]
    let shapeCheck: (@Sendable (String) -> Bool)?
    private(set) var buffer: TextBuffer
    /// The focused chip while the focus is in the suggestions, nil in the text.
    private(set) var chipFocus: Int?
    public private(set) var isConfirmed = false

    public init(
        mode: Mode = .singleLine, maxLength: Int = 2000, initial: String? = nil, placeholder: String = "",
        suggestions: [String] = [], shapeCheck: (@Sendable (String) -> Bool)? = nil
    ) {
        self.mode = mode
        self.placeholder = placeholder
        self.suggestions = Array(suggestions.prefix(Self.maximumSuggestions))
        self.shapeCheck = shapeCheck
        self.buffer = TextBuffer(initial ?? "", maxLength: maxLength)
    }

    public var text: String { buffer.text }

    /// The text, nil when empty or only blanks (an empty text is no answer).
    public var value: String? {
        buffer.characters.contains(where: { !$0.isWhitespace }) ? buffer.text : nil
    }

    /// False when the host's shape check rejects the (non-empty) text.
    public var hasValidShape: Bool {
        guard let shapeCheck, let value else { return true }
        return shapeCheck(value)
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        if chipFocus != nil { return handleChips(key) }
        switch key {
        case .character(let character):
            return edit(buffer.insert(character))
        case .enter where mode == .multiLine:
            return edit(buffer.insert("\n"))
        case .enter, .control("d"):
            guard key == .enter || mode == .multiLine else { return .ignored }
            if value != nil { isConfirmed = true }
            return .submit
        case .backspace: return edit(buffer.deleteBackward())
        case .delete: return edit(buffer.deleteForward())
        case .left: return moved(buffer.move(by: -1))
        case .right: return moved(buffer.move(by: 1))
        case .home, .control("a"): return moved(buffer.moveToLineStart())
        case .end, .control("e"): return moved(buffer.moveToLineEnd())
        case .wordLeft: return moved(buffer.moveWord(by: -1))
        case .wordRight: return moved(buffer.moveWord(by: 1))
        case .control("u"): return edit(buffer.deleteToLineStart())
        case .control("k"): return edit(buffer.deleteToLineEnd())
        case .control("w"): return edit(buffer.deleteWordBackward())
        case .up where mode == .multiLine: return moved(buffer.moveLine(by: -1))
        case .down where mode == .multiLine: return moved(buffer.moveLine(by: 1))
        case .tab where !suggestions.isEmpty:
            chipFocus = 0
            return .updated
        case .backTab where !suggestions.isEmpty:
            chipFocus = suggestions.count - 1
            return .updated
        default:
            return .ignored
        }
    }

    private mutating func handleChips(_ key: Key) -> InputEffect {
        let focus = chipFocus ?? 0
        if let index = ChoiceLayout.index(for: key, count: suggestions.count) { return take(index) }
        switch key {
        case .enter, .character(" "): return take(focus)
        case .tab, .right:
            chipFocus = focus + 1 < suggestions.count ? focus + 1 : nil
            return .updated
        case .backTab, .left:
            chipFocus = focus > 0 ? focus - 1 : nil
            return .updated
        case .escape, .up, .down:
            chipFocus = nil
            return .updated
        case .character, .backspace, .delete:
            chipFocus = nil
            return handle(key)
        default:
            return .ignored
        }
    }

    private mutating func take(_ index: Int) -> InputEffect {
        buffer.replaceAll(with: suggestions[index])
        chipFocus = nil
        isConfirmed = true
        return .updated
    }

    private mutating func edit(_ done: Bool) -> InputEffect {
        guard done else { return .rejected }
        isConfirmed = true
        return .updated
    }

    private func moved(_ done: Bool) -> InputEffect { done ? .updated : .rejected }

    public func render(width: Int, height: Int) -> InputView {
        let width = max(4, width)
        let chipLines = renderChips(width: width)
        let textRows = max(1, height - 1 - chipLines.count)
        var (lines, cursor) =
            mode == .multiLine
            ? TextFieldView.multiLine(buffer, width: width, rows: textRows)
            : TextFieldView.singleLine(buffer, width: width)
        let style: TextStyle = hasValidShape ? (isConfirmed ? .plain : .dim) : .red
        lines = lines.map { $0.styled(style) }
        if buffer.count == 0 {
            lines[0] = StyledLine(placeholder, .gray)
        }
        let counter = "\(buffer.count)/\(buffer.maxLength)"
        let pad = String(repeating: " ", count: max(0, width - DisplayWidth.of(counter)))
        lines.append(StyledLine(pad + counter, buffer.count >= buffer.maxLength ? .yellow : .gray))
        return InputView(lines: lines + chipLines, cursor: chipFocus == nil ? cursor : nil)
    }

    /// The chips as `[1 text]`, wrapped to the width; the focused one reversed and marked `›`.
    private func renderChips(width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var line = StyledLine.blank
        for (index, suggestion) in suggestions.enumerated() {
            let label = DisplayWidth.truncate(suggestion.replacing("\n", with: " "), to: Self.maximumChipWidth)
            let focused = chipFocus == index
            let chip = "\(focused ? "›" : "")[\(index + 1) \(label)]"
            if line.width > 0, line.width + 2 + DisplayWidth.of(chip) > width {
                lines.append(line)
                line = .blank
            }
            if line.width > 0 { line = line.appending("  ") }
            line = line.appending(chip, focused ? .reverse : .gray)
        }
        if line.width > 0 { lines.append(line) }
        return lines
    }
}
