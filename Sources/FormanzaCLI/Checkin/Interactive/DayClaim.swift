import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// Who edits a form's day: two check-ins of the same form and day (a reminder clicked while one
/// is already open, two terminals) would each save over the other's answers. The check-in's
/// open marker names the form and day it shows; a second one finds the first, says so, and
/// offers to open the day read-only or to leave it.
enum DayClaim: Hashable {
    /// No other check-in shows this day: this one edits it.
    case edit
    /// Another does: show the summary without changing anything.
    case readOnly
    /// Another does, and the person chose to leave.
    case leave
    /// Ctrl-C or the terminal went away at the question.
    case quit

    /// Marks this process as showing `form`'s `day` and asks when another live check-in does.
    static func claim(form: Form, day: CivilDate, store: Store, ui: CheckinTerminal) -> DayClaim {
        let marker = CheckinMarker(paths: store.paths)
        try? marker.mark(form: form.id, day: day)
        guard let other = marker.others(form: form.id, day: day).first else { return .edit }
        let l = ui.language
        let message = DayClaimText.alreadyOpen(form.title, day, pid: other, l)
        while true {
            let key = ui.readKey { size in
                let hints = KeyHints.lines(
                    [
                        (DayClaimText.readOnlyKey(l), DayClaimText.openReadOnly(l)),
                        (CheckinText.leaveKey(l), CheckinText.quit(l)),
                    ],
                    width: max(20, size.columns))
                return Frame(
                    lines: [StyledLine(message, TextStyle.bold.adding(.yellow), overflow: .wrap)],
                    footer: [.blank] + hints)
            }
            switch key {
            case .character(let c) where ["r", "l"].contains(c.lowercased()): return .readOnly
            case .character(let c) where c.lowercased() == "q": return .leave
            case .escape: return .leave
            case .control("c"):
                ui.interrupted = true
                return .quit
            case nil: return .quit
            default: continue
            }
        }
    }
}

/// The words of the question and the read-only summary, in English and Spanish.
enum DayClaimText {
    static func alreadyOpen(_ title: String, _ day: CivilDate, pid: Int32, _ l: Language) -> String {
        let date = DateText.dayWithWeekday(day, l)
        return l.tr(
            "Another check-in of \"{0}\" for {1} is already open (process {2}). Open it read-only, or quit?", title,
            date, pid
        )
    }

    static func openReadOnly(_ l: Language) -> String { l.tr("Open read-only") }

    /// `r` for "read-only", `l` for «leer»; both keys work in both languages.
    static func readOnlyKey(_ l: Language) -> String { l.tr("r") }

    static func readOnly(_ l: Language) -> String {
        l.tr("Read-only: another check-in of this day is open")
    }

    /// The line-mode question: a letter, then Enter.
    static func linePrompt(_ l: Language) -> String {
        l.tr("r open read-only, q quit: ")
    }
}

/// The words of a check-in's draft (answers kept when its terminal closed), in both languages.
enum DraftText {
    static func resumeQuestion(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.tr(
                "A check-in of this day was interrupted with 1 confirmed answer not saved. Resume it? y/N")
            : l.tr(
                "A check-in of this day was interrupted with {0} confirmed answers not saved. Resume them? y/N", n)
    }

    /// Said when a line-mode check-in ended from outside kept its confirmed answers.
    static func kept(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.tr(
                "Interrupted: 1 confirmed answer was kept as a draft, not saved; the next check-in of this day offers it."
            )
            : l.tr(
                "Interrupted: {0} confirmed answers were kept as a draft, not saved; the next check-in of this day offers them.",
                n
            )
    }
}
