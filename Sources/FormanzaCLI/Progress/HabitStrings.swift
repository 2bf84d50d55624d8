import FormanzaBase

/// The words of a habit's detail and of a number chart's day cursor, in English and Spanish.
extension ProgressStrings {
    /// «Cumplido 3 de 5 días registrados».
    static func doneOf(_ done: Int, _ recorded: Int, _ l: Language) -> String {
        recorded == 1
            ? l.pick("Done \(done) of 1 recorded day", "Cumplido \(done) de 1 día registrado")
            : l.pick("Done \(done) of \(recorded) recorded days", "Cumplido \(done) de \(recorded) días registrados")
    }

    /// A weekday's figures: «2 de 3».
    static func ofDays(_ done: Int, _ recorded: Int, _ l: Language) -> String {
        l.pick("\(done) of \(recorded)", "\(done) de \(recorded)")
    }

    static func noRecordedDays(_ l: Language) -> String {
        l.pick("No day of this period was recorded.", "Ningún día de este período tiene registro.")
    }

    static func timeline(_ l: Language) -> String { l.pick("Day by day", "Día a día") }

    /// The timeline's legend: what each mark means.
    static func legend(_ glyphs: (done: String, notDone: String, noRecord: String), _ l: Language) -> String {
        l.pick(
            "\(glyphs.done) done  \(glyphs.notDone) not done  \(glyphs.noRecord) no record",
            "\(glyphs.done) cumplido  \(glyphs.notDone) no cumplido  \(glyphs.noRecord) sin registro")
    }

    /// Under a compressed timeline: how many days a mark holds, and the mark of a mixed one.
    static func perMark(_ days: Int, some: String, _ l: Language) -> String {
        l.pick(
            "one mark = \(days) days, \(some) some done", "cada marca = \(days) días, \(some) algunos cumplidos")
    }

    static func habitKey(_ l: Language) -> String { l.pick("habit", "hábito") }

    // MARK: The day cursor of a number chart

    static func noValue(_ l: Language) -> String { l.pick("no value", "sin valor") }
    static func mean7(_ text: String, _ l: Language) -> String {
        l.pick("7-day mean ", "media de 7 días ") + text
    }
    static func day(_ l: Language) -> String { l.pick("day", "día") }
    static func firstLast(_ l: Language) -> String { l.pick("first/last day", "primer/último día") }
}
