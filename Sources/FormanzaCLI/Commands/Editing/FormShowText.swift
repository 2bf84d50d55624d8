import FormanzaBase
import FormanzaModel

/// `formanza form show FORM`: a form's definition as a person reads it — its state, the
/// screens in order with their kind and settings, reminders, calculated values with their
/// formula written with names, and goals.
enum FormShowText {
    static func render(_ form: Form, dataValues: [DataValue], _ l: Language) -> [String] {
        var lines = ["\(form.title)   [\(form.id)]"]
        var state = form.active ? l.tr("Active") : l.tr("Inactive")
        if form.screens.isEmpty {
            state +=
                " · "
                + l.tr(
                    "no screens yet: it waits outside check-in and reminders")
        }
        lines.append(state)
        lines.append(l.tr("Reminders: ") + Command.reminderText(form.reminders, l))
        lines.append("")
        lines.append(l.tr("Screens") + " (\(form.screens.count))")
        lines += screenLines(form, l)
        lines.append("")
        lines.append(Strings.calculatedValues(l) + " (\(form.calculated.count))")
        for value in form.calculated {
            lines.append(
                "  \(value.title) " + CalcText.describe(value, form: form, dataValues: dataValues, l)
                    + "   [\(value.id)]")
        }
        if form.calculated.isEmpty { lines.append("  —") }
        lines.append("")
        lines.append(GoalsText.heading(l) + " (\(form.goals.count))")
        for goal in form.goals {
            lines.append("  " + GoalText.title(goal, in: form, l) + goalDays(goal, l) + "   [\(goal.id)]")
        }
        if form.goals.isEmpty { lines.append("  —") }
        return lines
    }

    /// "  1. Weight — number: kg, 0–500 … · highlighted   [weight]", one per screen.
    static func screenLines(_ form: Form, _ l: Language) -> [String] {
        if form.screens.isEmpty { return ["  —"] }
        return form.screens.enumerated().map { index, screen in
            var title = screen.title
            if screen.displayShortTitle != screen.title.trimmingWhitespace {
                title += " (" + l.tr("short: ") + screen.displayShortTitle + ")"
            }
            let flags = KindText.flags(screen, l)
            return "  \(index + 1). \(title) — " + KindText.describe(screen.kind, l)
                + (flags.isEmpty ? "" : " · " + flags.joined(separator: " · ")) + "   [\(screen.id)]"
        }
    }

    /// " · from 1 Dec 2026 until 31 Jan 2027": a goal's days as defined (its status is
    /// `formanza goals`' business).
    static func goalDays(_ goal: Goal, _ l: Language) -> String {
        var text = goal.startDay.map { l.tr(" · from ") + DateText.day($0, l) } ?? ""
        if let deadline = goal.deadline { text += l.tr(" until ") + DateText.day(deadline, l) }
        return text
    }
}
