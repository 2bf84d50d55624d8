import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// History's words and lines, shared by the printed list, the full screen and `delete`, in
/// English and Spanish. Titles pass through `shown` so there is one place that decides how a
/// stored title reaches the terminal.
enum HistoryText {
    static func shown(_ title: String) -> String { TerminalText.safe(title) }

    static func heading(_ form: Form, _ l: Language) -> String {
        "\(shown(form.title)) · " + l.tr("History")
    }

    /// A month's heading: the month as it begins a line ("December 2026", «Diciembre de 2026»;
    /// Spanish writes a month's name in lower case inside a sentence, with a capital here).
    static func month(_ month: YearMonth, _ l: Language) -> String {
        let names = [
            l.trc("month beginning a heading", "January"), l.trc("month beginning a heading", "February"),
            l.trc("month beginning a heading", "March"), l.trc("month beginning a heading", "April"),
            l.trc("month beginning a heading", "May"), l.trc("month beginning a heading", "June"),
            l.trc("month beginning a heading", "July"), l.trc("month beginning a heading", "August"),
            l.trc("month beginning a heading", "September"), l.trc("month beginning a heading", "October"),
            l.trc("month beginning a heading", "November"), l.trc("month beginning a heading", "December"),
        ]
        return l.trc("a month of a year", "{0} {1}", names[month.month - 1], month.year)
    }

    /// What a day's row says after its date: the highlighted value with its screen, or the
    /// day's state when the form has no highlighted value that day.
    static func dayValue(_ day: HistoryDay, form: Form, _ l: Language) -> String {
        if let highlight = day.highlighted {
            return AnswerDisplay.text(highlight.answer.value, for: highlight.screen, l) + "  "
                + shown(highlight.screen.displayShortTitle)
        }
        return state(day, form: form, l)
    }

    static func state(_ day: HistoryDay, form: Form, _ l: Language) -> String {
        switch day.state {
        case .noCheckIn: return l.tr("No answers shown")
        default: return Strings.state(day.state, screens: form.screens.count, l)
        }
    }

    /// "  Wed 2 Dec 2026   72.5 kg  Weight"
    static func dayLine(_ day: HistoryDay, form: Form, _ l: Language) -> String {
        "  " + DateText.dayWithWeekday(day.date, l).padding(to: 19) + dayValue(day, form: form, l)
    }

    static func empty(_ form: Form, _ l: Language) -> String {
        l.tr(
            "\"{0}\" has no recorded days yet.", shown(form.title))
    }

    static func emptyMonth(_ month: YearMonth, _ l: Language) -> String {
        l.tr("No recorded days in {0}.", DateText.month(year: month.year, month: month.month, l))
    }

    static func deleteQuestion(_ form: Form, _ day: CivilDate, _ l: Language) -> String {
        l.tr(
            "Delete the answers of \"{0}\" on {1}? Other forms keep theirs.", shown(form.title),
            DateText.dayWithWeekday(day, l)
        )
    }

    /// "Deleted 3 answers of "Daily check-in" on Wed 2 Dec 2026 (Weight, Water, Sleep)."
    static func deleted(_ removed: [String: Answer], form: Form, day: CivilDate, _ l: Language) -> String {
        let titles = form.screens.filter { removed[$0.id] != nil }.map { shown($0.displayShortTitle) }
        let others = removed.count - titles.count
        var names = titles
        if others > 0 { names.append(l.tr("{0} of removed screens", others)) }
        let count =
            removed.count == 1
            ? l.tr("1 answer") : l.tr("{0} answers", removed.count)
        return l.trn(
            "Deleted {1} of \"{2}\" on {3} ({4}).", "Deleted {1} of \"{2}\" on {3} ({4}).", removed.count,
            removed.count,
            count, shown(form.title), DateText.dayWithWeekday(day, l), names.joined(separator: ", "))
    }

    static func notAnswered(_ form: Form, _ day: CivilDate, _ l: Language) -> String {
        l.tr(
            "\"{0}\" has no answers on {1}; nothing to delete", shown(form.title), DateText.dayWithWeekday(day, l))
    }

    static func delete(_ l: Language) -> String { l.tr("Delete day") }
    static func calendar(_ l: Language) -> String { l.tr("Calendar") }
    static func list(_ l: Language) -> String { l.tr("List") }
    static func open(_ l: Language) -> String { l.tr("Open") }
    static func complete(_ l: Language) -> String { l.tr("✓ complete") }
    static func recorded(_ l: Language) -> String { l.tr("• recorded") }
    static func notRecorded(_ l: Language) -> String { l.tr("Not recorded") }
    static func loading(_ l: Language) -> String { l.tr("older months below") }
}

/// `formanza history --json`: field names are public interface. Written with `JSONText`, keys
/// in sorted order.
struct HistoryJSON {
    struct Highlight {
        let screen: String
        let value: String
        let display: String
    }

    struct Day {
        let date: String
        let state: String
        let missing: Int
        /// Always there, `null` when the day has no highlighted value.
        let highlighted: Highlight?
    }

    struct Month {
        let month: String
        let days: [Day]
    }

    let form: String
    let formId: String
    let months: [Month]

    init(form: Form, months: [HistoryMonth], _ l: Language) {
        self.form = form.title
        formId = form.id
        self.months = months.map { month in
            Month(
                month: month.month.iso,
                days: month.days.map { day in
                    Day(
                        date: day.date.iso, state: day.state.code, missing: day.missing,
                        highlighted: day.highlighted.map {
                            Highlight(
                                screen: $0.screen.id, value: AnswerDisplay.storedText($0.answer.value),
                                display: AnswerDisplay.text($0.answer.value, for: $0.screen, l))
                        })
                })
        }
    }

    func text() throws -> [UInt8] {
        var w = JSONText()
        try w.object { w in
            w.key("form")
            try w.value(form)
            w.key("formId")
            try w.value(formId)
            try w.array(key: "months") { w in for month in months { try Self.write(month, &w) } }
        }
        return w.bytes
    }

    private static func write(_ month: Month, _ w: inout JSONText) throws {
        try w.object { w in
            try w.array(key: "days") { w in for day in month.days { try write(day, &w) } }
            w.key("month")
            try w.value(month.month)
        }
    }

    private static func write(_ day: Day, _ w: inout JSONText) throws {
        try w.object { w in
            w.key("date")
            try w.value(day.date)
            if let highlight = day.highlighted {
                try w.object(key: "highlighted") { w in
                    w.key("display")
                    try w.value(highlight.display)
                    w.key("screen")
                    try w.value(highlight.screen)
                    w.key("value")
                    try w.value(highlight.value)
                }
            } else {
                w.key("highlighted")
                w.null()
            }
            w.key("missing")
            w.value(day.missing)
            w.key("state")
            try w.value(day.state)
        }
    }
}
