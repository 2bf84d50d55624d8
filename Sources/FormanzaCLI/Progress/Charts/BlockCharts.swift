import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// Bars, steps and swatches drawn with eighth blocks (or `#` and `.` in plain characters).
enum BlockCharts {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let rising = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A horizontal bar `width` cells long, filled to `fraction` (0…1).
    static func bar(_ fraction: Double, width: Int, style: ChartStyle, color: TextColor = .green) -> StyledLine {
        let share = Swift.min(Swift.max(fraction.isFinite ? fraction : 0, 0), 1)
        let width = Swift.max(1, width)
        if !style.unicode {
            let filled = Int((share * Double(width)).rounded())
            return StyledLine(String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled))
        }
        let eighthsFilled = Int((share * Double(width * 8)).rounded())
        var text = String(repeating: "█", count: eighthsFilled / 8) + eighths[eighthsFilled % 8]
        let used = eighthsFilled / 8 + (eighthsFilled % 8 > 0 ? 1 : 0)
        let rest = String(repeating: "░", count: width - used)
        if !style.colors {
            text += rest
            return StyledLine(text)
        }
        return StyledLine([StyledSpan(text, TextStyle(foreground: color)), StyledSpan(rest, .gray)])
    }

    /// One column a day (the last `width` days when there are more), each as high as its
    /// level: a step chart of an ordered choice. Levels run from 0 to `levels - 1`.
    static func steps(
        _ steps: [StepsCard.Step], days: DayRange, levels: Int, labels: (String, String),
        width: Int, height: Int, style: ChartStyle, _ l: Language
    ) -> [StyledLine] {
        let axisWidth = Swift.min(12, Swift.max(DisplayWidth.of(labels.0), DisplayWidth.of(labels.1))) + 1
        let columns = Swift.max(4, width - axisWidth - 1)
        let shown =
            days.count > columns
            ? DayRange(from: days.through.adding(days: -(columns - 1)), through: days.through) : days
        let byDay = Dictionary(steps.map { ($0.day, $0.level) }, uniquingKeysWith: { $1 })
        let rows = Swift.max(2, height)
        var lines: [StyledLine] = []
        for row in 0..<rows {
            let floor = Double(rows - 1 - row)
            var text = ""
            for day in shown.days {
                guard let level = byDay[day] else {
                    text += " "
                    continue
                }
                let filled = Double(level + 1) / Double(Swift.max(levels, 1)) * Double(rows)
                let part = filled - floor
                if part >= 1 {
                    text += style.unicode ? "█" : "#"
                } else if part > 0 {
                    text += style.unicode ? rising[Swift.max(0, Int(part * 8) - 1)] : (part >= 0.5 ? "#" : " ")
                } else {
                    text += " "
                }
            }
            let label = row == 0 ? labels.1 : row == rows - 1 ? labels.0 : ""
            let cut = DisplayWidth.truncate(label, to: axisWidth - 1)
            let pad = String(repeating: " ", count: axisWidth - DisplayWidth.of(cut))
            lines.append(
                StyledLine(pad + cut + (style.unicode ? "│" : "|"), style.colors ? .gray : .plain)
                    + StyledLine(text, style.colors ? TextStyle(foreground: .green) : .plain))
        }
        lines.append(
            StyledLine(
                String(repeating: " ", count: axisWidth + 1)
                    + DateText.shortDay(shown.from, reference: shown.through, l)
                    + " – " + DateText.shortDay(shown.through, reference: shown.through, l),
                style.colors ? .gray : .plain))
        return lines
    }

    /// One swatch a day (the last days that fit): coloured blocks, or in plain characters the
    /// first letter of the palette colour (`?` for another colour).
    static func swatches(_ swatches: [ColorsCard.Swatch], width: Int, style: ChartStyle) -> StyledLine {
        let shown = swatches.suffix(Swift.max(1, width / 2))
        var line = StyledLine([])
        for swatch in shown {
            if style.colors, let color = style.swatch(swatch.hex) {
                line = line.appending(style.unicode ? "██" : "##", TextStyle(foreground: color))
            } else {
                let letter =
                    ColorPalette.entry(matching: swatch.hex)?.english.first.map { String($0).uppercased() } ?? "?"
                line = line.appending(letter + " ")
            }
        }
        return line
    }
}
