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
            guard let day, let today, day != today else { return l.tr("No check-in today") }
            let named = DateText.weekday(day, l) + " " + DateText.shortDay(day, reference: today, l)
            return l.tr("No check-in on {0}", named)
        case .complete: return l.tr("Complete")
        case .missing(let n): return StateText.answersMissing(n, l)
        }
    }

    /// A line of the line mode beyond the reader's limit: refused whole, never cut to an answer.
    static func lineTooLong(_ bytes: Int, _ l: Language) -> String {
        l.tr(
            "the line is longer than {0} KiB and was ignored; type the answer again", bytes / 1024)
    }

    static func counter(_ index: Int, of total: Int, _ l: Language) -> String {
        l.tr("{0} of {1}", index, total)
    }

    static func noChangeSince(_ day: CivilDate, _ l: Language) -> String {
        l.tr("No change since {0}", DateText.day(day, l))
    }

    static func since(_ day: CivilDate, _ l: Language) -> String {
        l.tr("since {0}", DateText.day(day, l))
    }

    static func prefilledFrom(_ day: CivilDate, _ l: Language) -> String {
        l.tr(
            "Prefilled from your check-in of {0}", DateText.day(day, l))
    }

    static func unanswered(_ l: Language) -> String { l.tr("Unanswered") }
    static func calculatedValues(_ l: Language) -> String { l.tr("Calculated values") }
    static func unusualChange(_ l: Language) -> String { l.tr("unusual change") }
    static func next(_ l: Language) -> String { l.tr("Next") }
    static func back(_ l: Language) -> String { l.tr("Back") }
    static func skip(_ l: Language) -> String { l.tr("Skip") }
    static func save(_ l: Language) -> String { l.tr("Save") }
    static func edit(_ l: Language) -> String { l.tr("Edit") }
    static func continueLabel(_ l: Language) -> String { l.tr("Continue") }
    static func remove(_ l: Language) -> String { l.tr("Remove") }
    static func answer(_ l: Language) -> String { l.tr("Answer") }
    static func required(_ l: Language) -> String { l.tr("required") }
    static func yes(_ l: Language) -> String { l.tr("Yes") }
    static func no(_ l: Language) -> String { "No" }
    static func recordAnotherDay(_ l: Language) -> String { l.tr("Record another day") }
}
