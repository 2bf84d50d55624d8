import FormanzaBase

/// The words of a habit's detail and of a number chart's day cursor, in English and Spanish.
extension ProgressStrings {
    /// «Cumplido 3 de 5 días registrados».
    static func doneOf(_ done: Int, _ recorded: Int, _ l: Language) -> String {
        recorded == 1
            ? l.tr("Done {0} of 1 recorded day", done)
            : l.tr("Done {0} of {1} recorded days", done, recorded)
    }

    /// A weekday's figures: «2 de 3».
    static func ofDays(_ done: Int, _ recorded: Int, _ l: Language) -> String {
        l.tr("{0} of {1}", done, recorded)
    }

    static func noRecordedDays(_ l: Language) -> String {
        l.tr("No day of this period was recorded.")
    }

    static func timeline(_ l: Language) -> String { l.tr("Day by day") }

    /// The timeline's legend: what each mark means.
    static func legend(_ glyphs: (done: String, notDone: String, noRecord: String), _ l: Language) -> String {
        l.tr(
            "{0} done  {1} not done  {2} no record", glyphs.done, glyphs.notDone, glyphs.noRecord)
    }

    /// Under a compressed timeline: how many days a mark holds, and the mark of a mixed one.
    static func perMark(_ days: Int, some: String, _ l: Language) -> String {
        l.tr(
            "one mark = {0} days, {1} some done", days, some)
    }

    static func habitKey(_ l: Language) -> String { l.tr("habit") }

    // MARK: The day cursor of a number chart

    static func noValue(_ l: Language) -> String { l.tr("no value") }
    static func mean7(_ text: String, _ l: Language) -> String {
        l.tr("7-day mean ") + text
    }
    static func day(_ l: Language) -> String { l.tr("day") }
    static func firstLast(_ l: Language) -> String { l.tr("first/last day") }
}
