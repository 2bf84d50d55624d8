import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// Goals as text: a title with its status (and a value goal's progress), and under it the card
/// line — the same in `formanza goals`, the summary's Goals block and the check-in's summary.
enum GoalsText {
    static func heading(_ l: Language) -> String { l.tr("Goals") }

    /// Two lines a goal: "  Weight: reach 110 kg · In progress · 20%" and
    /// "      120 kg → 118 kg · target 110 kg"; with `ids`, the goal's id closes the first.
    static func lines(_ reports: [GoalReport], form: Form, asOf: CivilDate, _ l: Language, ids: Bool = false)
        -> [StyledLine]
    {
        reports.flatMap { report -> [StyledLine] in
            let title = StyledLine("  " + GoalText.title(report.goal, in: form, l) + " · ")
                .appending(GoalText.statusWithProgress(report, l), style(report.status))
                .appending(ids ? "   [\(report.goal.id)]" : "", .gray)
            return [title, StyledLine("      " + GoalText.line(report, in: form, asOf: asOf, l))]
        }
    }

    static func style(_ status: GoalStatus) -> TextStyle {
        switch status {
        case .met, .achieved: return .green
        case .inProgress: return .plain
        case .upcoming, .notAchieved: return .gray
        }
    }
}
