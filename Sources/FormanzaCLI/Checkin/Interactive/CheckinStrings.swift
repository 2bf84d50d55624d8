import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// The words of the full-screen check-in, in English and Spanish, kept beside the screens that
/// use them. The words every command speaks (Next, Save, "3 of 8"…) stay in `Strings`; these
/// live in their own namespace so another command adding a `Strings.cancel` cannot clash.
enum CheckinText {
    static func quit(_ l: Language) -> String { l.tr("Quit") }
    static func cancel(_ l: Language) -> String { l.tr("Cancel") }
    static func choose(_ l: Language) -> String { l.tr("Choose") }
    static func open(_ l: Language) -> String { l.tr("Open") }
    static func select(_ l: Language) -> String { l.tr("Select") }
    /// The list of forms' title (the Check-in tab).
    static func checkinTitle(_ l: Language) -> String { l.tr("Check-in") }
    static func saved(_ l: Language) -> String { l.tr("Saved") }
    static func more(_ l: Language) -> String { l.tr("more") }

    /// "Discard 2 answers? y/N" (Ctrl-C, or leaving an edit, with confirmed answers unsaved).
    static func discard(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.tr("Discard 1 answer? y/N")
            : l.tr("Discard {0} answers? y/N", n)
    }

    static func removeQuestion(_ title: String, _ l: Language) -> String {
        l.tr("Remove the answer to \"{0}\"? y/N", title)
    }

    static func removed(_ title: String, _ l: Language) -> String {
        l.tr("Removed \"{0}\"", title)
    }

    static func firstQuestion(_ l: Language) -> String {
        l.tr("This is the first question")
    }

    static func allAnswered(_ l: Language) -> String {
        l.tr("Every question has an answer")
    }

    static func nothingNew(_ l: Language) -> String {
        l.tr("Nothing new to save")
    }

    static func pickDay(_ l: Language) -> String {
        l.tr("Choose a day, up to today")
    }

    /// The key names shown in the hints.
    static func enterKey(_ l: Language) -> String { l.tr("Enter") }

    /// What each kind's keys do, one short line under the question.
    /// The key shown for leaving a screen: `q` (Quit) in English; Spanish shows Esc, since no
    /// Spanish word for leaving starts with q and «q Salir» beside «r Quitar» reads as the
    /// wrong key. `q` keeps working in both.
    static func leaveKey(_ l: Language) -> String { l.tr("q") }

    /// The summary's Remove and Record another day, keys and labels from the catalog: `r` Remove
    /// and `d` in English; in Spanish «Supr Quitar» (the app's word for taking an answer away, on
    /// the key Spanish keyboards label Supr, which removes too; no free letter starts «Quitar»)
    /// and `o` «Otro día». `r`, `b` and `d` keep working in Spanish (`SummaryScreen`).
    static func removeKey(_ l: Language) -> (key: String, label: String) {
        (l.trc("key that removes an answer", "r"), Strings.remove(l))
    }

    static func anotherDayKey(_ l: Language) -> (key: String, label: String) {
        (
            l.trc("key that records another day", "d"),
            l.trc("label of the key that records another day", "Record another day")
        )
    }

    /// Under a text field with earlier answers as chips.
    static func suggestionsHint(_ l: Language) -> String { l.tr("Tab: suggestions") }

    /// The parts of a hint (split at " · "), most useful first, so a narrow terminal that cannot
    /// show them all drops the last ones whole instead of cutting one in the middle.
    static func kindHint(_ kind: FieldKind, _ l: Language) -> String? {
        switch kind {
        case .number:
            return l.tr(
                "type a number (comma or point) · +/− or ↑↓ to step")
        case .slider:
            return l.tr("←→ or +/− to move · Space takes the value")
        case .duration:
            return l.tr(
                "↑↓ turn · Tab hours/minutes · digits type")
        case .time:
            // An untouched time shows where it starts, dimmed, and Enter skips it: Space is how
            // to answer with that very time.
            return l.tr(
                "↑↓ turn · Space takes · Tab hours/minutes · digits type")
        case .yesNo:
            return l.tr("y Yes · n No")
        case .singleChoice(let s) where s.style == .wheel:
            return l.tr(
                "↑↓ turn · Space takes · a letter jumps")
        case .singleChoice(let s):
            return l.tr(
                "1–{0} choose · arrows move · Space takes", min(s.options.count, 10))
        case .multipleChoice:
            return l.tr(
                "number or Space toggles · arrows move")
        case .text(let s) where s.multiline:
            return l.tr("Enter starts a new line · Ctrl-D goes on")
        case .text, .contact:
            return nil
        case .date:
            return l.tr(
                "←→ day · ↑↓ week · Space takes · PgUp/PgDn month")
        case .dateTime:
            return l.tr(
                "Tab calendar/time · Space takes · arrows move")
        case .color:
            return l.tr(
                "Space takes · # types a code · arrows move")
        case .photo:
            return l.tr(
                "type a path · Tab completes · ^X Remove photo")
        case .multiPhoto:
            return l.tr(
                "↑↓ name · type a path · Tab completes · ^X Remove photo")
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
