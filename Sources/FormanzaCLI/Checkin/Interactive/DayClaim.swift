import FormanzaBase
import FormanzaModel
import FormanzaState

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
        return l.pick(
            "Another check-in of \"\(title)\" for \(date) is already open (process \(pid)). Open it read-only, or quit?",
            "Ya hay otro registro de «\(title)» del \(date) abierto (proceso \(pid)). ¿Abrirlo en solo lectura o salir?"
        )
    }

    static func openReadOnly(_ l: Language) -> String { l.pick("Open read-only", "Abrir en solo lectura") }

    /// `r` for "read-only", `l` for «leer»; both keys work in both languages.
    static func readOnlyKey(_ l: Language) -> String { l.pick("r", "l") }

    static func readOnly(_ l: Language) -> String {
        l.pick("Read-only: another check-in of this day is open", "Solo lectura: hay otro registro de este día abierto")
    }

    /// The line-mode question: a letter, then Enter.
    static func linePrompt(_ l: Language) -> String {
        l.pick("r open read-only, q quit: ", "l abrir en solo lectura, q salir: ")
    }
}

/// The words of a check-in's draft (answers kept when its terminal closed), in both languages.
enum DraftText {
    static func resumeQuestion(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.pick(
                "A check-in of this day was interrupted with 1 confirmed answer not saved. Resume it? y/N",
                "Un registro de este día se interrumpió con 1 respuesta confirmada sin guardar. ¿Retomarla? s/N")
            : l.pick(
                "A check-in of this day was interrupted with \(n) confirmed answers not saved. Resume them? y/N",
                "Un registro de este día se interrumpió con \(n) respuestas confirmadas sin guardar. ¿Retomarlas? s/N")
    }

    /// Said when a line-mode check-in ended from outside kept its confirmed answers.
    static func kept(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.pick(
                "Interrupted: 1 confirmed answer was kept as a draft, not saved; the next check-in of this day offers it.",
                "Interrumpido: 1 respuesta confirmada quedó como borrador, sin guardar; el próximo registro de este día la ofrecerá."
            )
            : l.pick(
                "Interrupted: \(n) confirmed answers were kept as a draft, not saved; the next check-in of this day offers them.",
                "Interrumpido: \(n) respuestas confirmadas quedaron como borrador, sin guardar; el próximo registro de este día las ofrecerá."
            )
    }
}
