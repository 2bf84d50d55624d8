import FormanzaBase

/// Draws frames on a terminal in place, rewriting only the rows that changed.
///
/// Nothing is ever cleared as a whole: each changed row is addressed directly, written, and the
/// rest of it erased with "clear to end of line", so the screen does not flicker between two
/// questions. A row that fills the whole width gets no erase: the cursor then still stands on
/// the last column (waiting to wrap), and xterm and the terminals that follow it erase from
/// there, which would wipe the row's last character ("1 of 8" read "1 of "). After a resize (or
/// the first frame) every row is written, and the area below the frame, if any, erased. The
/// cursor is hidden while painting and shown again only where a text field wants it.
public struct ScreenPainter: Sendable {
    /// Whether SGR styles are written (false with `NO_COLOR` or when output is not a terminal).
    let colors: Bool
    /// When set, a window smaller than `SmallTerminal.minimum` shows the "make the terminal
    /// larger" message in this language instead of a frame that cannot fit.
    public var smallTerminalLanguage: Language?
    private var previousRows: [String]?
    private var previousSize: TerminalSize?

    public init(colors: Bool) {
        self.colors = colors
    }

    /// Forgets what is on the screen, so the next `paint` writes every row (after a resize, or
    /// when something else may have written to the terminal).
    public mutating func invalidate() {
        previousRows = nil
    }

    /// The bytes that turn the screen from the last painted frame into `frame`.
    public mutating func paint(_ frame: Frame, size: TerminalSize) -> String {
        var frame = frame
        if let language = smallTerminalLanguage, !SmallTerminal.fits(size) {
            frame = SmallTerminal.frame(size, language)
        }
        let laidOut = FrameLayout.layout(frame, in: size)
        let rows = laidOut.rows.map { $0.encoded(colors: colors) }
        let full = previousRows == nil || previousSize != size || previousRows?.count != rows.count
        var output = Self.hideCursor
        for (index, row) in rows.enumerated() where full || previousRows?[index] != row {
            output += Self.moveTo(row: index, column: 0) + row
            if laidOut.rows[index].width < size.columns { output += Self.clearToEndOfLine }
        }
        if full && rows.count < size.rows { output += Self.moveTo(row: rows.count, column: 0) + Self.clearBelow }
        if let cursor = laidOut.cursor {
            output += Self.moveTo(row: cursor.row, column: cursor.column) + Self.showCursor
        }
        previousRows = rows
        previousSize = size
        return output
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearToEndOfLine = "\u{1B}[K"
    static let clearBelow = "\u{1B}[J"

    /// CUP, 1-based on the wire.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
