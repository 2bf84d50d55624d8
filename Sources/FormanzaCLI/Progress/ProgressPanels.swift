import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// The details Enter opens on the Goals, Today and Insight cards: the goals with wider bars and
/// their share, today's answer to each habit under the Today figures, and where the usual
/// check-in time comes from with the command that turns it into reminder times.
struct ProgressPanels {
    let report: ProgressReport
    let text: ProgressText
    let width: Int

    var l: Language { text.language }

    func lines(_ subject: ProgressText.Subject) -> [StyledLine] {
        switch subject {
        case .goals: return goals()
        case .today: return today()
        case .insight: return insight()
        case .card: return []
        }
    }

    func goals() -> [StyledLine] {
        [StyledLine(GoalsText.heading(l), .bold), .blank] + text.goalLines(barWidth: min(60, max(5, width - 10)))
            + [.blank, StyledLine("  " + ProgressStrings.changeGoals(l), .gray, overflow: .wrap)]
    }

    func today() -> [StyledLine] {
        var lines = [StyledLine(ProgressStrings.today(l) + " · " + DateText.day(report.today, l), .bold), .blank]
        lines += text.todayLines()
        let habits = report.cards.lazy.compactMap { card -> HabitsCard? in
            if case .habits(let habits) = card { return habits } else { return nil }
        }.first
        if let habits, !habits.habits.isEmpty {
            lines += [.blank, StyledLine("  " + ProgressStrings.habits(l), .bold)]
            let labelWidth = min(24, habits.habits.map { DisplayWidth.of($0.screen.displayShortTitle) }.max() ?? 0)
            for habit in habits.habits {
                let label = DisplayWidth.truncate(habit.screen.displayShortTitle, to: labelWidth)
                let padding = String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 2)
                // The strip runs over the period, which ends today: its last mark is today's.
                let mark: StyledLine
                switch habit.lastMark {
                case true?: mark = StyledLine(ProgressStrings.yesShare(l), text.style.colors ? .green : .plain)
                case false?: mark = StyledLine(ProgressStrings.notYet(l))
                case nil: mark = StyledLine(ProgressStrings.notAnswered(l), .gray)
                }
                lines.append(StyledLine("  " + label + padding) + mark)
            }
        }
        return lines
    }

    func insight() -> [StyledLine] {
        var lines = [StyledLine(ProgressStrings.insight(l), .bold), .blank]
        if let time = report.usualTime { lines.append(StyledLine("  " + ProgressStrings.usually(time, l), .bold)) }
        lines += [
            StyledLine("  " + ProgressStrings.insightSource(CheckinInsight.days / 7, l), overflow: .wrap), .blank,
            StyledLine("  " + ProgressStrings.suggestReminders(l), overflow: .wrap),
            StyledLine("    formanza reminders " + report.form.id + " --suggest", .bold),
        ]
        return lines
    }
}
