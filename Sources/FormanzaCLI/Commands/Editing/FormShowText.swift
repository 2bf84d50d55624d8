import FormanzaBase
import FormanzaModel

/// `formanza form show FORM`: a form's definition as a person reads it — its state, the
/// screens in order with their kind and settings, reminders, calculated values with their
/// formula written with names, and goals.
enum FormShowText {
    static func render(_ form: Form, dataValues: [DataValue], _ l: Language) -> [String] {
        var lines = ["\(form.title)   [\(form.id)]"]
        var state = form.active ? l.pick("Active", "Activo") : l.pick("Inactive", "Inactivo")
        if form.screens.isEmpty {
            state +=
                " · "
                + l.pick(
                    "no screens yet: it waits outside check-in and reminders",
                    "todavía sin pantallas: queda fuera del registro y de los recordatorios")
        }
        lines.append(state)
        lines.append(l.pick("Reminders: ", "Recordatorios: ") + Command.reminderText(form.reminders, l))
        lines.append("")
        lines.append(l.pick("Screens", "Pantallas") + " (\(form.screens.count))")
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
                title += " (" + l.pick("short: ", "título corto: ") + screen.displayShortTitle + ")"
            }
            let flags = KindText.flags(screen, l)
            return "  \(index + 1). \(title) — " + KindText.describe(screen.kind, l)
                + (flags.isEmpty ? "" : " · " + flags.joined(separator: " · ")) + "   [\(screen.id)]"
        }
    }

    /// " · from 1 Dec 2026 until 31 Jan 2027": a goal's days as defined (its status is
    /// `formanza goals`' business).
    static func goalDays(_ goal: Goal, _ l: Language) -> String {
        var text = goal.startDay.map { l.pick(" · from ", " · desde el ") + DateText.day($0, l) } ?? ""
        if let deadline = goal.deadline { text += l.pick(" until ", " hasta el ") + DateText.day(deadline, l) }
        return text
    }
}
