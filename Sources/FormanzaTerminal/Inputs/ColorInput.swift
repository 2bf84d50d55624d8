import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaWords

/// One color of the palette: its `#RRGGBB` code and its name in the person's language.
public struct ColorSwatch: Hashable, Sendable {
    var hex: String
    var name: String

    public init(hex: String, name: String) {
        self.hex = hex
        self.name = name
    }
}

/// Color: the twelve-color palette as named swatches in a grid, or any color typed as
/// `#RRGGBB`.
///
/// Arrows move among the swatches, starting from the chosen one, else the first, so one arrow
/// moves one swatch; Enter takes the focused one once the person has moved to it (or confirms the
/// value shown) and submits, Space takes it and stays. `#` starts typing a code: hex digits, Backspace, Enter to take it (refused until six
/// digits are there, saying what is missing), Esc to go back to the swatches. While a code is
/// typed no swatch looks chosen, since Enter will not take the old one. Never auto-advances. The
/// value is always `#RRGGBB` in capitals.
public struct ColorInput: CheckInInput {
    let palette: [ColorSwatch]
    /// Swatches per row of the grid.
    let columns: Int
    public private(set) var value: String?
    private(set) var focus: Int?
    /// The digits typed after `#`, nil while the focus is on the swatches.
    private(set) var typedHex: String?
    public private(set) var isConfirmed = false
    /// Cells the grid is drawn in, so the arrows move through the grid as it is drawn.
    private var width = Int.max
    /// Whether the person moved the focus, so Enter on it is a choice.
    private var focusMoved = false
    /// Why Enter refused the typed code, shown until the next key.
    private(set) var problem: String?
    let language: Language

    public init(palette: [ColorSwatch], columns: Int = 3, initial: String? = nil, language: Language = .en) {
        self.language = language
        self.palette = palette
        self.columns = max(1, columns)
        self.value = initial.flatMap(Self.normalized)
        self.focus =
            value.flatMap { current in palette.firstIndex { Self.normalized($0.hex) == current } }
            ?? (palette.isEmpty ? nil : 0)
    }

    public mutating func fit(width: Int) {
        self.width = width
    }

    /// Swatches per row at `width`: `columns`, fewer while a name would be cut, but two at the
    /// least (the colours, not their names, are what a person picks from).
    func shownColumns(width: Int) -> Int {
        let widest = palette.map { DisplayWidth.of($0.name) }.max() ?? 0
        var shown = columns
        while shown > 2, Self.cellWidth(columns: shown, width: width) - 3 < 5 + widest { shown -= 1 }
        return shown
    }

    static func cellWidth(columns: Int, width: Int) -> Int {
        max(10, (width - (columns - 1) * 2) / columns)
    }

    /// `#rrggbb` or `rrggbb` as `#RRGGBB`; nil unless there are exactly six hex digits.
    static func normalized(_ text: String) -> String? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + digits.uppercased()
    }

    /// The red, green and blue of a `#RRGGBB` code.
    static func components(_ hex: String) -> (UInt8, UInt8, UInt8)? {
        guard let code = normalized(hex), let number = UInt32(code.dropFirst(), radix: 16) else { return nil }
        return (UInt8(number >> 16), UInt8((number >> 8) & 0xFF), UInt8(number & 0xFF))
    }

    public mutating func handle(_ key: Key) -> InputEffect {
        problem = nil
        if typedHex != nil { return handleTyping(key) }
        switch key {
        case .character("#"):
            typedHex = ""
            return .updated
        case .enter:
            if let focus, focusMoved { take(focus) } else if value != nil { isConfirmed = true }
            return .submit
        case .character(" "):
            guard let focus else { return .rejected }
            take(focus)
            return .updated
        default:
            guard
                let moved = ChoiceLayout.move(
                    focus, key: key, count: palette.count,
                    columns: shownColumns(width: width))
            else {
                return .ignored
            }
            guard moved != focus else { return .rejected }
            focus = moved
            focusMoved = true
            return .updated
        }
    }

    private mutating func handleTyping(_ key: Key) -> InputEffect {
        let typed = typedHex ?? ""
        switch key {
        case .character(let character) where character.isHexDigit:
            guard typed.count < 6 else { return .rejected }
            typedHex = typed + String(character).uppercased()
            return .updated
        case .backspace:
            guard !typed.isEmpty else {
                typedHex = nil
                return .updated
            }
            typedHex = String(typed.dropLast())
            return .updated
        case .escape:
            typedHex = nil
            return .updated
        case .enter:
            guard let code = Self.normalized(typed) else {
                problem = AnswerError.incompleteColor("#" + typed, digits: typed.count).message(in: language)
                return .updated
            }
            value = code
            focus = palette.firstIndex { Self.normalized($0.hex) == code }
            typedHex = nil
            isConfirmed = true
            return .submit
        case .character:
            return .rejected
        default:
            return .ignored
        }
    }

    private mutating func take(_ index: Int) {
        value = Self.normalized(palette[index].hex)
        isConfirmed = true
    }

    public func render(width: Int, height: Int) -> InputView {
        let columns = shownColumns(width: width)
        let cellWidth = Self.cellWidth(columns: columns, width: width)
        var lines: [StyledLine] = []
        var cutName: String?
        for start in stride(from: 0, to: palette.count, by: columns) {
            var line = StyledLine.blank
            for index in start..<min(start + columns, palette.count) {
                let swatch = palette[index]
                let focused = focus == index && typedHex == nil
                let chosen = typedHex == nil && value == Self.normalized(swatch.hex)
                if index > start { line = line.appending("  ") }
                line = line.appending(focused ? "›" : " ")
                line = line.appending("██", Self.swatchStyle(swatch.hex))
                let full = " \(chosen ? "(•)" : "( )") \(swatch.name)"
                let label = DisplayWidth.truncate(full, to: cellWidth - 3)
                if focused, label != full { cutName = swatch.name }
                let padded = label + String(repeating: " ", count: max(0, cellWidth - 3 - DisplayWidth.of(label)))
                var style: TextStyle = chosen ? (isConfirmed ? .bold : .dim) : .plain
                if focused { style = style.adding(.reverse) }
                line = line.appending(padded, style)
            }
            lines.append(line)
        }
        // The code line is pinned under the grid, so the colour taken or being typed is always
        // in sight however the grid scrolls.
        var pinned: [StyledLine] = [.blank]
        // A focused name the grid had to cut is shown whole on its own line.
        if let cutName { pinned.append(StyledLine("› " + cutName, overflow: .wrap)) }
        var cursor: CursorPosition?
        if let typedHex {
            let blanks = String(repeating: "_", count: 6 - typedHex.count)
            pinned.append(StyledLine("#" + typedHex, .bold).appending(blanks, .gray))
            cursor = CursorPosition(row: lines.count + 1, column: 1 + typedHex.count)
            if let problem { pinned.append(StyledLine(problem, .red, overflow: .wrap)) }
        } else if let value {
            let inPalette = palette.contains { Self.normalized($0.hex) == value }
            pinned.append(
                StyledLine("██", Self.swatchStyle(value))
                    .appending(" " + value, inPalette ? .gray : .bold))
        } else {
            pinned.append(StyledLine("#RRGGBB", .gray))
        }
        let focusRow = (focus ?? 0) / columns
        return InputView(lines: lines, cursor: cursor, focus: focusRow..<(focusRow + 1), pinned: pinned)
    }

    private static func swatchStyle(_ hex: String) -> TextStyle {
        guard let (red, green, blue) = components(hex) else { return .plain }
        return TextStyle(foreground: .rgb(red, green, blue))
    }
}
