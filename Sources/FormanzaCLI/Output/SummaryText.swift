import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal
import FormanzaWords

/// The summary as a person reads it in a terminal: title, state, the highlighted value
/// large with its change, one row per screen, the calculated values, then the goals. Changes
/// are coloured by the screens' value goals; without colours they carry an arrow and words.
enum SummaryText {
    struct Layout {
        var lines: [StyledLine]
        /// The index of the first screen's row in `lines`.
        var firstRow: Int
    }

    static func layout(_ summary: DaySummary, _ l: Language, width: Int = 80, colors: Bool) -> Layout {
        var lines = [StyledLine("\(summary.form.title) · \(DateText.dayWithWeekday(summary.day, l))", .bold)]
        lines.append(
            StyledLine(
                Strings.state(
                    summary.state, screens: summary.form.screens.count, on: summary.day, today: summary.today, l),
                stateStyle(summary.state)))
        if let row = summary.highlighted, let answer = row.answer {
            let value = AnswerDisplay.text(answer.value, for: row.screen, l)
            // The value as written: a unit keeps its case (kg, mmol/L); bold makes it stand out.
            var line = StyledLine("  ▶ ") + StyledLine(value, .bold) + StyledLine("   \(row.screen.displayShortTitle)")
            if let previous = row.previousDay {
                if let change = row.change {
                    line =
                        line + StyledLine("   ")
                        + ChangeText.line(
                            "\(change.text) \(Strings.since(previous, l))",
                            tone: change.tone, marker: change.marker, colors: colors)
                } else {
                    line = line.appending("   " + Strings.noChangeSince(previous, l))
                }
            }
            lines += [.blank, line]
        }
        lines.append(.blank)
        let firstRow = lines.count
        let titleWidth = min(26, (summary.rows.map { $0.screen.displayShortTitle.cells }.max() ?? 0) + 2)
        for row in summary.rows {
            let title = "  " + row.screen.displayShortTitle.padding(to: titleWidth)
            guard let answer = row.answer else {
                lines.append(StyledLine(title + "— " + Strings.unanswered(l)))
                continue
            }
            var line = StyledLine(
                title
                    + firstLines(
                        AnswerDisplay.text(answer.value, for: row.screen, l), max: 2,
                        width: width - titleWidth - 4))
            if let change = row.change {
                line =
                    line + StyledLine("  ")
                    + ChangeText.line(
                        "(\(change.text))", tone: change.tone, marker: change.marker,
                        colors: colors)
            }
            lines.append(line)
        }
        if !summary.calculated.isEmpty {
            lines += [.blank, StyledLine(Strings.calculatedValues(l))]
            for (value, result) in summary.calculated {
                let shown: String
                if case .empty(let reason) = result {
                    shown = "— " + reason.message(l)
                } else {
                    shown = result.display(l)
                }
                lines.append(StyledLine("  " + value.title.padding(to: titleWidth) + shown))
            }
        }
        if !summary.goals.isEmpty {
            lines += [.blank, StyledLine(GoalsText.heading(l))]
            lines += GoalsText.lines(summary.goals, form: summary.form, asOf: summary.day, l)
        }
        return Layout(lines: lines, firstRow: firstRow)
    }

    /// The lines as plain text, changes marked with words.
    static func render(_ summary: DaySummary, _ l: Language, width: Int = 80) -> [String] {
        layout(summary, l, width: width, colors: false).lines.map(\.plainText)
    }

    /// Prints the summary on standard output: coloured on a terminal (unless `NO_COLOR`),
    /// plain text with words for the colours in a pipe or a file.
    /// A photo row is followed by small previews of its photos (up to three) when colours are on.
    static func print(_ summary: DaySummary, _ l: Language, paths: StorePaths? = nil) {
        let colors = ColorPolicy.colorsEnabled(output: StandardStreams.output)
        let layout = layout(summary, l, colors: colors)
        for (index, line) in layout.lines.enumerated() {
            Console.outEncoded([line], colors: colors)
            let rowIndex = index - layout.firstRow
            guard colors, let paths, summary.rows.indices.contains(rowIndex),
                let answer = summary.rows[rowIndex].answer
            else { continue }
            let previews = PhotoPreview.strip(
                answer.value, screen: summary.rows[rowIndex].screen,
                view: PhotoView(paths: paths, pictures: true))
            // Chafa's own escape sequences draw the previews: written as they are.
            if !previews.isEmpty { Console.exact(previews.joined(separator: "\n")) }
        }
    }

    static func stateStyle(_ state: FormDayState) -> TextStyle {
        switch state {
        case .complete: return .green
        case .missing: return .yellow
        case .noCheckIn: return .gray
        }
    }

    /// Text shown on a row: at most `max` lines, the rest as "…".
    static func firstLines(_ text: String, max: Int, width: Int) -> String {
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = parts.prefix(max).map { String($0) }.joined(separator: " ⏎ ")
        if parts.count > max { shown += " …" }
        if width > 4 { shown = DisplayWidth.truncate(shown, to: width) }
        return shown
    }
}
