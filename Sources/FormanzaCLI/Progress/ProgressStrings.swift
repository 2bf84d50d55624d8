import FormanzaBase
import FormanzaModel

/// The words of Progress in English and Spanish.
enum ProgressStrings {
    static func title(_ l: Language) -> String { l.pick("Progress", "Progreso") }

    /// Under the header of an inactive form's Progress: why no day counts from now on.
    static func inactive(_ title: String, _ l: Language) -> String {
        l.pick(
            "\"\(title)\" is inactive: it is not checked in, so its days are not counted; `formanza form activate` resumes it",
            "«\(title)» está inactivo: no se registra, así que sus días no cuentan; `formanza form activate` lo reactiva"
        )
    }

    static func period(_ period: ProgressPeriod, _ l: Language) -> String {
        switch period {
        case .week: return "7D"
        case .month: return "1M"
        case .quarter: return "3M"
        case .year: return l.pick("1Y", "1A")
        case .all: return l.pick("All", "Todo")
        }
    }

    static func today(_ l: Language) -> String { l.pick("Today", "Hoy") }
    static func habits(_ l: Language) -> String { l.pick("Habits", "Hábitos") }
    static func insight(_ l: Language) -> String { l.pick("Insight", "Observación") }

    /// «Hábitos hoy n de m».
    static func habitsToday(_ done: Int, of total: Int, _ l: Language) -> String {
        l.pick("Habits today \(done) of \(total)", "Hábitos hoy \(done) de \(total)")
    }

    static func days(_ n: Int, _ l: Language) -> String {
        n == 1 ? l.pick("1 day", "1 día") : l.pick("\(n) days", "\(n) días")
    }

    /// The streak of complete days.
    static func streak(_ n: Int, _ l: Language) -> String {
        l.pick("Streak: ", "Racha: ") + days(n, l)
    }

    /// Complete days over the days of the period.
    static func completeOf(_ done: Int, _ total: Int, _ l: Language) -> String {
        total == 1
            ? l.pick("\(done) of 1 day complete", "\(done) de 1 día completo")
            : l.pick("\(done) of \(total) days complete", "\(done) de \(total) días completos")
    }

    /// «n días completos de m» (the habits card's header).
    static func completeDaysOf(_ done: Int, _ total: Int, _ l: Language) -> String {
        done == 1
            ? l.pick("1 complete day of \(total)", "1 día completo de \(total)")
            : l.pick("\(done) complete days of \(total)", "\(done) días completos de \(total)")
    }

    static func figures(min: String, max: String, mean: String, best: Int, _ l: Language) -> String {
        l.pick(
            "min \(min) · max \(max) · mean \(mean) · best streak \(days(best, l))",
            "mín. \(min) · máx. \(max) · media \(mean) · mejor racha \(days(best, l))")
    }

    static func noValues(_ l: Language) -> String {
        l.pick("No values in this period.", "Sin valores en este período.")
    }
    static func noPhotos(_ l: Language) -> String { l.pick("No photos in this period.", "Sin fotos en este período.") }

    /// Under a photo strip: the period's photos that did not fit on its left.
    static func earlierPhotos(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.pick("and 1 earlier photo in this period", "y 1 foto anterior en este período")
            : l.pick("and \(n) earlier photos in this period", "y \(n) fotos anteriores en este período")
    }

    /// The photos card's detail: the command that draws one photo large.
    static func photoShow(_ l: Language) -> String {
        l.pick(
            "To see one large, with sixel or kitty graphics where the terminal has them:",
            "Para ver una en grande, con gráficos sixel o kitty si la terminal los tiene:")
    }

    /// A card whose calculated value reads data values with no value yet: the summary's words.
    static func missingData(_ ids: [String], _ l: Language) -> String {
        l.pick("No value: ", "Sin valor: ") + EmptyReason.needsData(ids, l) + " (formanza data set)."
    }

    static func previous(_ share: Double?, _ l: Language) -> String {
        l.pick("previous ", "anterior ") + (share.map(percent) ?? "—")
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    static func usually(_ time: TimeOfDay, _ l: Language) -> String {
        l.pick("You usually check in around \(time)", "Sueles hacer el registro hacia las \(time)")
    }

    static func times(_ n: Int, _ l: Language) -> String {
        n == 1 ? l.pick("1 time", "1 vez") : l.pick("\(n) times", "\(n) veces")
    }

    static func target(_ text: String, _ l: Language) -> String { l.pick("target ", "meta ") + text }

    static func since(_ day: CivilDate, _ l: Language) -> String { Strings.since(day, l) }
    /// The day of a highlighted value that lies before the period.
    static func lastRecorded(_ day: CivilDate, _ l: Language) -> String {
        l.pick("last recorded \(DateText.day(day, l))", "último registro el \(DateText.day(day, l))")
    }
    static func noCheckins(_ l: Language) -> String {
        l.pick(
            "Nothing recorded yet: answer a check-in to see your progress.",
            "Aún no hay registros: responde un formulario para ver tu progreso.")
    }

    static func computing(_ l: Language) -> String { l.pick("Computing…", "Calculando…") }
    static func detail(_ l: Language) -> String { l.pick("detail", "detalle") }
    static func period(_ l: Language) -> String { l.pick("period", "período") }
    static func form(_ l: Language) -> String { l.pick("form", "formulario") }
    static func back(_ l: Language) -> String { l.pick("back", "atrás") }
    static func quit(_ l: Language) -> String { l.pick("quit", "salir") }
    static func scroll(_ l: Language) -> String { l.pick("scroll", "desplazar") }
    static func earlier(_ l: Language) -> String { l.pick("earlier/later", "antes/después") }
    static func history(_ l: Language) -> String { l.pick("history", "historial") }
    static func recent(_ l: Language) -> String { l.pick("Recent entries", "Registros recientes") }
    static func byWeekday(_ l: Language) -> String { l.pick("By weekday", "Por día de la semana") }
    static func yesShare(_ l: Language) -> String { l.pick("Yes", "Sí") }
    static func notYet(_ l: Language) -> String { l.pick("not done", "no cumplido") }
    static func notAnswered(_ l: Language) -> String { l.pick("no check-in yet today", "sin registro hoy") }
    static func changeGoals(_ l: Language) -> String {
        l.pick(
            "Add or change goals with `formanza goal add` and `formanza goal edit`.",
            "Agrega o cambia objetivos con `formanza goal add` y `formanza goal edit`.")
    }
    static func insightSource(_ weeks: Int, _ l: Language) -> String {
        l.pick(
            "From the times your check-ins of the last \(weeks) weeks were saved.",
            "Según las horas a las que se guardaron tus registros de las últimas \(weeks) semanas.")
    }
    static func suggestReminders(_ l: Language) -> String {
        l.pick(
            "Reminder times proposed from it (nothing changes until you confirm):",
            "Horas de recordatorio propuestas a partir de ella (nada cambia hasta que confirmes):")
    }
}
