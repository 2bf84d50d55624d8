import FormanzaBase
import FormanzaModel

/// The words of the full-screen check-in, in English and Spanish, kept beside the screens that
/// use them. The words every command speaks (Next, Save, "3 of 8"…) stay in `Strings`; these
/// live in their own namespace so another command adding a `Strings.cancel` cannot clash.
enum CheckinText {
    static func quit(_ l: Language) -> String { l.pick("Quit", "Salir") }
    static func cancel(_ l: Language) -> String { l.pick("Cancel", "Cancelar") }
    static func choose(_ l: Language) -> String { l.pick("Choose", "Elegir") }
    static func open(_ l: Language) -> String { l.pick("Open", "Abrir") }
    static func select(_ l: Language) -> String { l.pick("Select", "Elegir") }
    /// The list of forms' title (the Check-in tab).
    static func checkinTitle(_ l: Language) -> String { l.pick("Check-in", "Registro") }
    static func saved(_ l: Language) -> String { l.pick("Saved", "Guardado") }
    static func more(_ l: Language) -> String { l.pick("more", "más") }

    /// "Discard 2 answers? y/N" (Ctrl-C, or leaving an edit, with confirmed answers unsaved).
    static func discard(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.pick("Discard 1 answer? y/N", "¿Descartar 1 respuesta? s/N")
            : l.pick("Discard \(n) answers? y/N", "¿Descartar \(n) respuestas? s/N")
    }

    static func removeQuestion(_ title: String, _ l: Language) -> String {
        l.pick("Remove the answer to \"\(title)\"? y/N", "¿Quitar la respuesta de «\(title)»? s/N")
    }

    static func removed(_ title: String, _ l: Language) -> String {
        l.pick("Removed \"\(title)\"", "Se quitó «\(title)»")
    }

    static func firstQuestion(_ l: Language) -> String {
        l.pick("This is the first question", "Es la primera pregunta")
    }

    static func allAnswered(_ l: Language) -> String {
        l.pick("Every question has an answer", "Todas las preguntas tienen respuesta")
    }

    static func nothingNew(_ l: Language) -> String {
        l.pick("Nothing new to save", "Nada nuevo que guardar")
    }

    static func pickDay(_ l: Language) -> String {
        l.pick("Choose a day, up to today", "Elige un día, hasta hoy")
    }

    /// The key names shown in the hints.
    static func enterKey(_ l: Language) -> String { l.pick("Enter", "Intro") }

    /// What each kind's keys do, one short line under the question.
    /// The key shown for leaving a screen: `q` (Quit) in English; Spanish shows Esc, since no
    /// Spanish word for leaving starts with q and «q Salir» beside «r Quitar» reads as the
    /// wrong key. `q` keeps working in both.
    static func leaveKey(_ l: Language) -> String { l.pick("q", "Esc") }

    /// The summary's Remove and Record another day: `r` Remove and `d` in English; in Spanish
    /// «Supr Quitar» (the app's word for taking an answer away, on the key Spanish keyboards
    /// label Supr, which removes too; no free letter starts «Quitar») and `o` «Otro día». `r`,
    /// `b` and `d` keep working in Spanish.
    static func removeKey(_ l: Language) -> (key: String, label: String) {
        l == .es ? ("Supr", Strings.remove(l)) : ("r", Strings.remove(l))
    }

    static func anotherDayKey(_ l: Language) -> (key: String, label: String) {
        l == .es ? ("o", "Otro día") : ("d", Strings.recordAnotherDay(l))
    }

    /// Under a text field with earlier answers as chips.
    static func suggestionsHint(_ l: Language) -> String { l.pick("Tab: suggestions", "Tab: sugerencias") }

    /// The parts of a hint (split at " · "), most useful first, so a narrow terminal that cannot
    /// show them all drops the last ones whole instead of cutting one in the middle.
    static func kindHint(_ kind: FieldKind, _ l: Language) -> String? {
        switch kind {
        case .number:
            return l.pick(
                "type a number (comma or point) · +/− or ↑↓ to step",
                "escribe un número (coma o punto) · +/− o ↑↓ para ajustar")
        case .slider:
            return l.pick("←→ or +/− to move · Space takes the value", "←→ o +/− para mover · Espacio elige el valor")
        case .duration:
            return l.pick(
                "↑↓ turn · Tab hours/minutes · digits type", "↑↓ girar · Tab horas/minutos · escribe los dígitos")
        case .time:
            // An untouched time shows where it starts, dimmed, and Enter skips it: Space is how
            // to answer with that very time.
            return l.pick(
                "↑↓ turn · Space takes · Tab hours/minutes · digits type",
                "↑↓ girar · Espacio elige · Tab horas/minutos · escribe los dígitos")
        case .yesNo:
            return l.pick("y Yes · n No", "s Sí · n No")
        case .singleChoice(let s) where s.style == .wheel:
            return l.pick(
                "↑↓ turn · Space takes · a letter jumps", "↑↓ girar · Espacio elige · una letra salta a esa opción")
        case .singleChoice(let s):
            return l.pick(
                "1–\(min(s.options.count, 10)) choose · arrows move · Space takes",
                "1–\(min(s.options.count, 10)) para elegir · flechas para moverte · Espacio elige")
        case .multipleChoice:
            return l.pick(
                "number or Space toggles · arrows move", "número o Espacio para marcar · flechas para moverte")
        case .text(let s) where s.multiline:
            return l.pick("Enter starts a new line · Ctrl-D goes on", "Intro empieza otra línea · Ctrl-D para seguir")
        case .text, .contact:
            return nil
        case .date:
            return l.pick(
                "←→ day · ↑↓ week · Space takes · PgUp/PgDn month",
                "←→ día · ↑↓ semana · Espacio elige · RePág/AvPág mes")
        case .dateTime:
            return l.pick(
                "Tab calendar/time · Space takes · arrows move",
                "Tab calendario/hora · Espacio elige · flechas para moverte")
        case .color:
            return l.pick(
                "Space takes · # types a code · arrows move",
                "Espacio elige · # para escribir un código · flechas para moverte")
        case .photo:
            return l.pick(
                "type a path · Tab completes · ^X Remove photo", "escribe una ruta · Tab completa · ^X Quitar foto")
        case .multiPhoto:
            return l.pick(
                "↑↓ name · type a path · Tab completes · ^X Remove photo",
                "↑↓ nombre · escribe una ruta · Tab completa · ^X Quitar foto")
        }
    }
}

/// A hint line of parts joined by " · ", keeping as many whole parts as fit in `width` from
/// the first (the most useful); only a first part wider than the line is cut, with "…".
enum HintLine {
    static func fitted(_ parts: [String], width: Int) -> String {
        var line = ""
        for part in parts {
            let candidate = line.isEmpty ? part : line + " · " + part
            guard DisplayWidth.of(candidate) <= width else { break }
            line = candidate
        }
        return line.isEmpty ? (parts.first ?? "") : line
    }
}

/// Key hints, "Enter Next · Esc Back · ^S Save": each key bold, its meaning plain, so the keys
/// stand out with colors and still read the same with `NO_COLOR`. Lines break between hints,
/// never inside one, so "d Record another day" stays whole on a narrow or Spanish screen.
enum KeyHints {
    static func lines(_ hints: [(key: String, label: String)], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var line = StyledLine.blank
        for hint in hints {
            let piece = StyledLine(hint.key, .bold).appending(" " + hint.label)
            if line.width > 0, line.width + 3 + piece.width > width {
                lines.append(line)
                line = .blank
            }
            if line.width > 0 { line = line.appending(" · ", .gray) }
            line = line + piece
        }
        lines.append(line)
        return lines
    }
}
