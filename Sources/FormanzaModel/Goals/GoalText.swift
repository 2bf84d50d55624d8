import FormanzaBase

/// Goals in words, in English and Spanish: titles («Peso: llegar a 110 kg», «Alcohol: No
/// durante 30 días»), statuses and the card line under each title («120 kg → 118 kg · meta
/// 110 kg», «12 de 30 días · 1 sin registrar · hasta el 30 nov.»). Durations read as durations
/// ("1 h 30 min"); user content (titles, labels, units) is shown as written.

public enum GoalText {
    public static func title(_ goal: Goal, in form: Form, _ l: Language) -> String {
        let name = GoalSources.name(of: goal.source, in: form) ?? l.tr("Goal")
        switch goal.kind {
        case .value:
            let target = goal.target.map { value(goal.source, $0, in: form, l) } ?? "?"
            return name + ": " + l.tr("reach ") + target
        case .habit:
            let answer = goal.answer ?? "?"
            let label = GoalSources.habitChoices(of: goal.source, in: form)?.label(of: answer, l) ?? answer
            let days = goal.days ?? 0
            return name + ": " + label + " "
                + (days == 1
                    ? l.tr("for 1 day")
                    : l.tr("for {0} days", days))
        }
    }

    public static func status(_ status: GoalStatus, _ l: Language) -> String {
        switch status {
        case .upcoming: return l.tr("Upcoming")
        case .inProgress: return l.tr("In progress")
        case .met: return l.tr("Met")
        case .achieved: return l.tr("Achieved")
        case .notAchieved: return l.tr("Not achieved")
        }
    }

    /// The card line: where a value goal started, where it is and its target; or how many
    /// days of a habit's window are met, not met and unrecorded, and until when.
    public static func line(_ report: GoalReport, in form: Form, asOf: CivilDate, _ l: Language) -> String {
        func day(_ date: CivilDate) -> String { DateText.shortDay(date, reference: asOf, l) }
        var parts: [String] = []
        switch report.detail {
        case .value(let state):
            let text = { (n: Double) in value(report.goal.source, n, in: form, l) }
            if let start = state.startValue {
                parts.append(text(start) + " → " + text(state.latest ?? start))
            } else {
                parts.append(l.tr("no value yet"))
            }
            parts.append(l.tr("target ") + text(state.target))
            if state.status == .upcoming {
                parts.append(l.tr("starts {0}", day(report.start)))
            }
            if let metOn = state.metOn {
                parts.append(l.tr("met on {0}", day(metOn)))
            } else if let deadline = state.deadline {
                parts.append(l.tr("until {0}", day(deadline)))
            }
        case .habit(let state):
            let n = state.days
            if state.status == .upcoming {
                parts.append(n == 1 ? l.tr("1 day") : l.tr("{0} days", n))
                parts.append(l.tr("starts {0}", day(report.start)))
            } else {
                parts.append(
                    n == 1
                        ? l.tr("{0} of 1 day", state.met)
                        : l.tr("{0} of {1} days", state.met, n))
                if state.notMet > 0 {
                    parts.append(
                        l.trn("{0} not met", "{0} not met", state.notMet))
                }
                if state.unrecorded > 0 {
                    parts.append(l.tr("{0} unrecorded", state.unrecorded))
                }
            }
            parts.append(l.tr("until {0}", day(state.windowEnd)))
        }
        return parts.joined(separator: " · ")
    }

    /// "Met", "In progress · 20%" / «En curso · 20 %»: the status, with a value goal's progress
    /// while it is open. An open goal never reads 100%.
    public static func statusWithProgress(_ report: GoalReport, _ l: Language) -> String {
        let word = status(report.status, l)
        guard case .value(let state) = report.detail, report.status == .inProgress, let progress = state.progress
        else { return word }
        return word + " · " + percent(progress, l)
    }

    public static func percent(_ progress: Double, _ l: Language) -> String {
        let whole = progress >= 1 ? 100 : min(99, Int((max(0, progress) * 100).rounded()))
        return l.tr("{0}%", whole)
    }

    /// A value of the goal's source as the source writes it.
    public static func value(_ source: ValueSource, _ number: Double, in form: Form, _ l: Language) -> String {
        (GoalSources.valueFormat(of: source, in: form) ?? .number(decimals: 3, unit: "")).text(number, l)
    }
}
