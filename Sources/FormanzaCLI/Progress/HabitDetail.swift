import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// One habit opened from the habits card's detail: its Yes days over the recorded days of the
/// period against the previous period, its timeline (a mark a day, compressed to the width) and
/// the days done per weekday of the days recorded on it, in the order of the week's first day.
struct HabitDetail {
    let habit: HabitsCard.Habit
    let weekStart: WeekStart
    let today: CivilDate
    let style: ChartStyle
    let language: Language

    var l: Language { language }

    func lines(width: Int) -> [StyledLine] {
        var lines = [StyledLine(TerminalText.safe(habit.screen.displayShortTitle), .bold), .blank]
        guard habit.recorded > 0 else {
            return lines + [StyledLine("  " + ProgressStrings.noRecordedDays(l), overflow: .wrap)]
        }
        lines.append(
            StyledLine(
                "  " + ProgressStrings.doneOf(habit.yes, habit.recorded, l) + " · "
                    + (habit.share.map(ProgressStrings.percent) ?? "—") + "   ("
                    + ProgressStrings.previous(habit.previousShare, l) + ")", overflow: .wrap))
        lines += [.blank] + timeline(width: width)
        lines += [.blank, StyledLine("  " + ProgressStrings.byWeekday(l), .bold)]
        let names = weekStart.order.map { DateText.weekday(CivilDate(daysSinceEpoch: 3 + $0), l) }
        let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 3
        let barWidth = max(3, min(20, width - nameWidth - 16))
        for (weekday, name) in zip(weekStart.order, names) {
            let tally = habit.weekdays[weekday]
            let share = tally.recorded == 0 ? 0 : Double(tally.done) / Double(tally.recorded)
            lines.append(
                StyledLine("  " + name + String(repeating: " ", count: nameWidth - DisplayWidth.of(name) + 1))
                    + BlockCharts.bar(share, width: barWidth, style: style)
                    + StyledLine("  " + ProgressStrings.ofDays(tally.done, tally.recorded, l)))
        }
        return lines
    }

    /// The marks, the first and last day under them, and the legend.
    func timeline(width: Int) -> [StyledLine] {
        let cells = max(1, width - 4)
        let marks = HabitTimeline.marks(habit.strip, cells: cells)
        var lines = [
            StyledLine("  " + ProgressStrings.timeline(l), .bold),
            StyledLine("  ") + HabitTimeline.line(marks, style: style),
        ]
        let first = DateText.shortDay(habit.days.from, reference: today, l)
        let last = DateText.shortDay(habit.days.through, reference: today, l)
        let gap = marks.count - DisplayWidth.of(first) - DisplayWidth.of(last)
        let dates = gap >= 1 ? first + String(repeating: " ", count: gap) + last : first + " – " + last
        lines.append(StyledLine("  " + dates, style.colors ? .gray : .plain, overflow: .wrap))
        let glyph = { HabitTimeline.glyph($0, style) }
        lines.append(
            StyledLine(
                "  " + ProgressStrings.legend((glyph(.done), glyph(.notDone), glyph(.noRecord)), l),
                style.colors ? .gray : .plain, overflow: .wrap))
        let perMark = HabitTimeline.daysPerMark(habit.strip.count, cells: cells)
        if perMark > 1 {
            lines.append(
                StyledLine(
                    "  " + ProgressStrings.perMark(perMark, some: glyph(.some), l), style.colors ? .gray : .plain,
                    overflow: .wrap))
        }
        return lines
    }
}
