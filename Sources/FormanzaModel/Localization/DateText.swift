import FormanzaBase

/// Dates, times and durations as the summary shows them, in English or Spanish, without ICU
/// (for example «2 nov. 2026», «12:55 p. m.», «1 h 30 min»).

public enum DateText {
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let spanishMonths = [
        "ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic.",
    ]
    static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let spanishWeekdays = ["dom.", "lun.", "mar.", "mié.", "jue.", "vie.", "sáb."]
    static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
    static let spanishMonthNames = [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    ]

    /// "2 Dec 2026" / "2 dic. 2026".
    public static func day(_ date: CivilDate, _ language: Language) -> String {
        let months = language == .es ? spanishMonths : englishMonths
        return "\(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// "30 Nov" / «30 nov.», with the year only when it is not the year of `reference`
    /// ("30 Nov 2027"): the goal cards' «hasta el 30 nov.».
    public static func shortDay(_ date: CivilDate, reference: CivilDate, _ language: Language) -> String {
        let months = language == .es ? spanishMonths : englishMonths
        let text = "\(date.day) \(months[date.month - 1])"
        return date.year == reference.year ? text : text + " \(date.year)"
    }

    /// "Wed 2 Dec 2026" / "mié. 2 dic. 2026".
    public static func dayWithWeekday(_ date: CivilDate, _ language: Language) -> String {
        weekday(date, language) + " " + day(date, language)
    }

    /// "Wed" / "mié.".
    public static func weekday(_ date: CivilDate, _ language: Language) -> String {
        (language == .es ? spanishWeekdays : englishWeekdays)[date.weekday]
    }

    /// The twelve months' full names, January first: "December" / «diciembre».
    public static func monthNames(_ language: Language) -> [String] {
        language == .es ? spanishMonthNames : englishMonthNames
    }

    /// "December 2026" / "diciembre de 2026".
    public static func month(year: Int, month: Int, _ language: Language) -> String {
        language == .es ? "\(spanishMonthNames[month - 1]) de \(year)" : "\(englishMonthNames[month - 1]) \(year)"
    }

    /// "12:55 PM" / «12:55 p. m.».
    public static func time(_ time: TimeOfDay, _ language: Language) -> String {
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minute = CivilDate.pad(time.minute, 2)
        let morning = time.hour < 12
        return language == .es
            ? "\(hour12):\(minute) \(morning ? "a. m." : "p. m.")"
            : "\(hour12):\(minute) \(morning ? "AM" : "PM")"
    }

    /// «45 min», «2 h», «1 h 30 min»; the same in both languages. Negative values (a
    /// change) get a minus sign.
    public static func duration(minutes: Int) -> String {
        let sign = minutes < 0 ? "−" : ""
        let total = abs(minutes)
        let hours = total / 60
        let rest = total % 60
        if hours == 0 { return "\(sign)\(rest) min" }
        if rest == 0 { return "\(sign)\(hours) h" }
        return "\(sign)\(hours) h \(rest) min"
    }
}
