import FormanzaSystem

/// The size of the terminal window in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What a terminal that cannot say its size is assumed to be; the check-in is designed to
    /// fit it.
    static let standard = TerminalSize(columns: 80, rows: 24)
}

extension TerminalSize {
    /// The window size of the terminal on `descriptor`, nil when it is not a terminal or
    /// cannot tell (reports 0×0).
    public init?(of descriptor: Int32) {
        guard let size = TerminalWindow.size(of: descriptor) else { return nil }
        self.init(columns: size.columns, rows: size.rows)
    }
}

/// A place in a frame: a row and a column counted in cells, both from 0.
public struct CursorPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Everything one screen of the check-in shows, before it is fitted to the window.
///
/// `lines` run from the top; `footer` lines (key hints, errors) are pinned to the bottom rows so
/// they stay in the same place from one question to the next. `cursor` is where the text cursor
/// should blink, as a line of `lines` and a cell column in it; nil hides the cursor.
public struct Frame: Hashable, Sendable {
    public var lines: [StyledLine]
    var footer: [StyledLine]
    var cursor: CursorPosition?

    public init(lines: [StyledLine] = [], footer: [StyledLine] = [], cursor: CursorPosition? = nil) {
        self.lines = lines
        self.footer = footer
        self.cursor = cursor
    }

    /// Adds a widget's view below the current lines, moving its cursor along with it.
    public mutating func append(_ view: InputView) {
        if let cursor = view.cursor {
            self.cursor = CursorPosition(row: lines.count + cursor.row, column: cursor.column)
        }
        lines += view.lines
    }
}

/// A frame fitted to a window: exactly `size.rows` rows, none wider than `size.columns`.
public struct LaidOutFrame: Hashable, Sendable {
    public var rows: [StyledLine]
    var cursor: CursorPosition?

    /// The rows as plain text, trailing blanks removed: what a person reads on the screen.
    var text: String {
        var lines = rows.map(\.plainText)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
