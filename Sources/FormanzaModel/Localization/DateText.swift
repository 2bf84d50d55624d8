import FormanzaBase

/// Dates, times and durations as the summary shows them, in English or Spanish, without ICU
/// (for example «2 nov. 2026», «12:55 p. m.», «1 h 30 min»).

public enum DateText {
    /// The months' abbreviations, January first, from the catalog: "Dec" / «dic.».
    static func abbreviatedMonths(_ l: Language) -> [String] {
        [
            l.trc("abbreviated month", "Jan"), l.trc("abbreviated month", "Feb"), l.trc("abbreviated month", "Mar"),
            l.trc("abbreviated month", "Apr"), l.trc("abbreviated month", "May"), l.trc("abbreviated month", "Jun"),
            l.trc("abbreviated month", "Jul"), l.trc("abbreviated month", "Aug"), l.trc("abbreviated month", "Sep"),
            l.trc("abbreviated month", "Oct"), l.trc("abbreviated month", "Nov"), l.trc("abbreviated month", "Dec"),
        ]
    }

    /// The weekdays' abbreviations, Sunday first: "Wed" / «mié.».
    static func abbreviatedWeekdays(_ l: Language) -> [String] {
        [
            l.trc("abbreviated weekday", "Sun"), l.trc("abbreviated weekday", "Mon"),
            l.trc("abbreviated weekday", "Tue"), l.trc("abbreviated weekday", "Wed"),
            l.trc("abbreviated weekday", "Thu"), l.trc("abbreviated weekday", "Fri"),
            l.trc("abbreviated weekday", "Sat"),
        ]
    }

    /// "2 Dec 2026" / "2 dic. 2026".
    public static func day(_ date: CivilDate, _ language: Language) -> String {
        language.trc("a day", "{0} {1} {2}", date.day, abbreviatedMonths(language)[date.month - 1], date.year)
    }

    /// "30 Nov" / «30 nov.», with the year only when it is not the year of `reference`
    /// ("30 Nov 2027"): the goal cards' «hasta el 30 nov.».
    public static func shortDay(_ date: CivilDate, reference: CivilDate, _ language: Language) -> String {
        let text = language.trc(
            "a day without its year", "{0} {1}", date.day, abbreviatedMonths(language)[date.month - 1])
        return date.year == reference.year ? text : text + " \(date.year)"
    }

    /// "Wed 2 Dec 2026" / "mié. 2 dic. 2026".
    public static func dayWithWeekday(_ date: CivilDate, _ language: Language) -> String {
        weekday(date, language) + " " + day(date, language)
    }

    /// "Wed" / "mié.".
    public static func weekday(_ date: CivilDate, _ language: Language) -> String {
        abbreviatedWeekdays(language)[date.weekday]
    }

    /// The twelve months' full names, January first: "December" / «diciembre».
    public static func monthNames(_ language: Language) -> [String] {
        let l = language
        return [
            l.trc("month", "January"), l.trc("month", "February"), l.trc("month", "March"), l.trc("month", "April"),
            l.trc("month", "May"), l.trc("month", "June"), l.trc("month", "July"), l.trc("month", "August"),
            l.trc("month", "September"), l.trc("month", "October"), l.trc("month", "November"),
            l.trc("month", "December"),
        ]
    }

    /// "December 2026" / "diciembre de 2026".
    public static func month(year: Int, month: Int, _ language: Language) -> String {
        language.trc("a month of a year", "{0} {1}", monthNames(language)[month - 1], year)
    }

    /// "12:55 PM" / «12:55 p. m.».
    public static func time(_ time: TimeOfDay, _ language: Language) -> String {
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minute = CivilDate.pad(time.minute, 2)
        let morning = time.hour < 12
        return morning
            ? language.tr("{0}:{1} AM", hour12, minute) : language.tr("{0}:{1} PM", hour12, minute)
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
