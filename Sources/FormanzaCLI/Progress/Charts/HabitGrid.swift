import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// The five-week grid of the habits card (and the period's calendar in its detail): a row a
/// week, a column a weekday, each day shaded by the share of habits answered Yes. An
/// unrecorded day is a dot, today is outlined with brackets, future days are dashed.
enum HabitGrid {
    static let shades = ["░░", "▒▒", "▓▓", "██"]
    static let plainShades = ["..", "::", "++", "##"]

    static func render(
        _ days: [HabitsCard.Day], weekStart: WeekStart, today: CivilDate, style: ChartStyle,
        _ l: Language
    ) -> [StyledLine] {
        guard let first = days.first else { return [] }
        var header = StyledLine("  ")
        for weekday in weekStart.order {
            let name = DateText.weekday(CivilDate(daysSinceEpoch: 3 + weekday), l)  // 4 Jan 1970 was a Sunday
            header = header.appending(" " + String(name.prefix(2)) + " ", style.colors ? .gray : .plain)
        }
        var lines = [header]
        let start = weekStart.weekStart(of: first.day)
        let byDay = Dictionary(days.map { ($0.day, $0) }, uniquingKeysWith: { $1 })
        var week = start
        while week <= days.last!.day {
            var line = StyledLine("  ")
            for offset in 0..<7 {
                let date = week.adding(days: offset)
                line = line + cell(byDay[date], date: date, today: today, style: style)
            }
            lines.append(line)
            week = week.adding(days: 7)
        }
        return lines
    }

    private static func cell(_ entry: HabitsCard.Day?, date: CivilDate, today: CivilDate, style: ChartStyle)
        -> StyledLine
    {
        let (open, close) = date == today ? ("[", "]") : (" ", " ")
        guard let entry else { return StyledLine("    ") }
        if entry.future {
            return StyledLine(open + (style.unicode ? "╌╌" : "--") + close, style.colors ? .gray : .plain)
        }
        guard let share = entry.share else {
            return StyledLine(open + (style.unicode ? "··" : "  ") + close, style.colors ? .gray : .plain)
        }
        let level = Swift.min(3, Int((share * 3).rounded()))
        let glyph = style.unicode ? shades[level] : plainShades[level]
        let color: TextStyle = style.colors ? TextStyle(foreground: share > 0 ? .green : .gray) : .plain
        return StyledLine([StyledSpan(open), StyledSpan(glyph, color), StyledSpan(close)])
    }
}
