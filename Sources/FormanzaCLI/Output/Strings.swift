import FormanzaBase
import FormanzaModel

/// The check-in CLI's own strings, in English and Spanish, so every command
/// speaks the same words.
enum Strings {
    /// The day's state of a form. A day other than `today` is named ("No check-in on Tue 1
    /// Dec"), so a past day is never said to be today; without a day, the day is today.
    static func state(
        _ state: FormDayState, screens: Int, on day: CivilDate? = nil, today: CivilDate? = nil, _ l: Language
    ) -> String {
        switch state {
        case .noCheckIn:
            guard let day, let today, day != today else { return l.pick("No check-in today", "Sin registro hoy") }
            let named = DateText.weekday(day, l) + " " + DateText.shortDay(day, reference: today, l)
            return l.pick("No check-in on \(named)", "Sin registro el \(named)")
        case .complete: return l.pick("Complete", "Completo")
        case .missing(let n): return StateText.answersMissing(n, l)
        }
    }

    /// A line of the line mode beyond the reader's limit: refused whole, never cut to an answer.
    static func lineTooLong(_ bytes: Int, _ l: Language) -> String {
        l.pick(
            "the line is longer than \(bytes / 1024) KiB and was ignored; type the answer again",
            "la línea supera los \(bytes / 1024) KiB y se ignoró; vuelve a escribir la respuesta")
    }

    static func counter(_ index: Int, of total: Int, _ l: Language) -> String {
        l.pick("\(index) of \(total)", "\(index) de \(total)")
    }

    static func noChangeSince(_ day: CivilDate, _ l: Language) -> String {
        l.pick("No change since \(DateText.day(day, l))", "Sin cambios desde el \(DateText.day(day, l))")
    }

    static func since(_ day: CivilDate, _ l: Language) -> String {
        l.pick("since \(DateText.day(day, l))", "desde el \(DateText.day(day, l))")
    }

    static func prefilledFrom(_ day: CivilDate, _ l: Language) -> String {
        l.pick(
            "Prefilled from your check-in of \(DateText.day(day, l))",
            "Precargado de tu registro del \(DateText.day(day, l))")
    }

    static func unanswered(_ l: Language) -> String { l.pick("Unanswered", "Sin responder") }
    static func calculatedValues(_ l: Language) -> String { l.pick("Calculated values", "Valores calculados") }
    static func unusualChange(_ l: Language) -> String { l.pick("unusual change", "cambio inusual") }
    static func next(_ l: Language) -> String { l.pick("Next", "Siguiente") }
    static func back(_ l: Language) -> String { l.pick("Back", "Atrás") }
    static func skip(_ l: Language) -> String { l.pick("Skip", "Omitir") }
    static func save(_ l: Language) -> String { l.pick("Save", "Guardar") }
    static func edit(_ l: Language) -> String { l.pick("Edit", "Editar") }
    static func continueLabel(_ l: Language) -> String { l.pick("Continue", "Continuar") }
    static func remove(_ l: Language) -> String { l.pick("Remove", "Quitar") }
    static func answer(_ l: Language) -> String { l.pick("Answer", "Responder") }
    static func required(_ l: Language) -> String { l.pick("required", "obligatoria") }
    static func yes(_ l: Language) -> String { l.pick("Yes", "Sí") }
    static func no(_ l: Language) -> String { "No" }
    static func recordAnotherDay(_ l: Language) -> String { l.pick("Record another day", "Registrar otro día") }
}
