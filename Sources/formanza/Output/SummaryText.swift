import FormanzaState

/// The summary as a person reads it in a terminal (B14): title, state, the highlighted value
/// large with its change, one row per screen, then the calculated values.
enum SummaryText {
    static func render(_ summary: DaySummary, _ l: Language, width: Int = 80) -> [String] {
        var lines = ["\(summary.form.title) · \(DateText.dayWithWeekday(summary.day, l))"]
        lines.append(Strings.state(summary.state, screens: summary.form.screens.count, l))
        if let row = summary.highlighted, let answer = row.answer {
            let value = AnswerDisplay.text(answer.value, for: row.screen, l)
            var detail = ""
            if let previous = row.previousDay {
                detail = row.change.map { "\($0) \(Strings.since(previous, l))" } ?? Strings.noChangeSince(previous, l)
            }
            lines += ["", "  ▶ \(value.uppercased())   \(row.screen.displayShortTitle)" + (detail.isEmpty ? "" : "   " + detail)]
        }
        lines.append("")
        let titleWidth = min(26, (summary.rows.map { $0.screen.displayShortTitle.count }.max() ?? 0) + 2)
        for row in summary.rows {
            let title = row.screen.displayShortTitle.padding(to: titleWidth)
            let value: String
            if let answer = row.answer {
                value = firstLines(AnswerDisplay.text(answer.value, for: row.screen, l), max: 2, width: width - titleWidth - 4)
                    + (row.change.map { "  (\($0))" } ?? "")
            } else {
                value = "— " + Strings.unanswered(l)
            }
            lines.append("  " + title + value)
        }
        if !summary.calculated.isEmpty {
            lines += ["", Strings.calculatedValues(l)]
            for (value, result) in summary.calculated {
                let shown: String
                if case .empty(let reason) = result { shown = "— " + reason.message(l) } else { shown = result.display(l) }
                lines.append("  " + value.title.padding(to: titleWidth) + shown)
            }
        }
        return lines
    }

    /// Text shown on a row: at most `max` lines (C11), the rest as "…".
    static func firstLines(_ text: String, max: Int, width: Int) -> String {
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = parts.prefix(max).map { String($0) }.joined(separator: " ⏎ ")
        if parts.count > max { shown += " …" }
        if shown.count > width && width > 4 { shown = String(shown.prefix(width - 1)) + "…" }
        return shown
    }
}
