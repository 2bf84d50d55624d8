import FormanzaBase

/// The smallest window the check-in lays out. Below it no question fits with its keys (the
/// title, one row of the widget between its scroll markers, the key hints), so instead of a
/// broken frame one message asks for a larger window; the next resize brings the screen back.
public enum SmallTerminal {
    static let minimum = TerminalSize(columns: 30, rows: 10)

    static func fits(_ size: TerminalSize) -> Bool {
        size.columns >= minimum.columns && size.rows >= minimum.rows
    }

    /// "Make the terminal larger": what it needs, what it has, and how to leave meanwhile.
    static func frame(_ size: TerminalSize, _ l: Language) -> Frame {
        let needed = "\(minimum.columns)×\(minimum.rows)"
        let now = "\(size.columns)×\(size.rows)"
        return Frame(lines: [
            StyledLine(l.tr("Make the terminal larger:"), .bold, overflow: .wrap),
            StyledLine(
                l.tr("at least {0} (now {1}).", needed, now),
                overflow: .wrap),
            StyledLine(l.tr("^C Quit"), .gray, overflow: .wrap),
        ])
    }
}
