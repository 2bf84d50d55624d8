import FormanzaTerminal

/// One habit's days over the period on one line: a mark a day, or when the period has more days
/// than the line has cells, a mark for several neighbouring days (the same number each, the
/// first mark taking what is left over so the last one ends on the period's last day).
enum HabitTimeline {
    enum Mark: Equatable {
        /// Every recorded day of the mark was done.
        case done
        /// Some of its recorded days were done, not all (only when a mark holds several days).
        case some
        /// Recorded, never done.
        case notDone
        /// No day of it was recorded.
        case noRecord
    }

    /// The days each mark holds for `days` days in `cells` cells.
    static func daysPerMark(_ days: Int, cells: Int) -> Int {
        let cells = max(1, cells)
        return max(1, (days + cells - 1) / cells)
    }

    /// The marks of `strip` (true done, false not done, nil not recorded) in at most `cells`.
    static func marks(_ strip: [Bool?], cells: Int) -> [Mark] {
        let size = daysPerMark(strip.count, cells: cells)
        var marks: [Mark] = []
        var end = strip.count
        while end > 0 {
            let start = max(0, end - size)
            let slice = strip[start..<end].compactMap { $0 }
            let done = slice.filter { $0 }.count
            marks.append(
                slice.isEmpty ? .noRecord : done == slice.count ? .done : done == 0 ? .notDone : .some)
            end = start
        }
        return marks.reversed()
    }

    static func glyph(_ mark: Mark, _ style: ChartStyle) -> String {
        switch mark {
        case .done: return style.unicode ? "█" : "#"
        case .some: return style.unicode ? "▒" : "+"
        case .notDone: return style.unicode ? "░" : "."
        case .noRecord: return style.unicode ? "·" : " "
        }
    }

    /// The marks as one line, done days in green when colours are on.
    static func line(_ marks: [Mark], style: ChartStyle) -> StyledLine {
        var line = StyledLine([])
        for mark in marks {
            let color: TextStyle =
                !style.colors ? .plain : mark == .done || mark == .some ? TextStyle(foreground: .green) : .gray
            line = line.appending(glyph(mark, style), color)
        }
        return line
    }
}
