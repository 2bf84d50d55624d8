import FormanzaSchedule
import FormanzaState
import FormanzaSystem

/// The clock of a check-in that may stay open for a while: the save stamp and "now" for time
/// proposals are read when needed, not when the command started, while the day being
/// recorded stays the one the check-in began on. `FORMANZA_NOW` freezes it for tests.
struct CheckinClock {
    /// The frozen instant, nil to read the system clock.
    let fixed: Int64?
    let zone: ZoneRules

    init(fixed: Int64?, zone: ZoneRules) {
        self.fixed = fixed
        self.zone = zone
    }

    init(context: CLIContext) {
        let frozen = !(context.environment["FORMANZA_NOW"] ?? "").isEmpty
        self.init(fixed: frozen ? context.now : nil, zone: context.zone)
    }

    /// Seconds since 1970 UTC.
    func now() -> Int64 { fixed ?? SystemTime.wallSeconds() }

    /// The local day now (it changes at midnight while the check-in's own day does not).
    func today() -> CivilDate { zone.localDate(atEpochSecond: now()) }

    /// The local wall clock now, to the minute (what a time screen proposes).
    func timeOfDay() -> TimeOfDay { zone.localTime(atEpochSecond: now()).timeOfDay }
}

/// Month and weekday names of the date pickers, in the person's language: Sunday first in
/// English, Monday first in Spanish, as calendars in those languages print them.
enum CalendarNames {
    static func labels(_ l: Language) -> CalendarLabels {
        switch l {
        case .en:
            return CalendarLabels(
                monthNames: DateText.monthNames(l),
                weekdayNames: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"], firstWeekday: 0)
        case .es:
            return CalendarLabels(
                monthNames: DateText.monthNames(l),
                weekdayNames: ["do", "lu", "ma", "mi", "ju", "vi", "sá"], firstWeekday: 1)
        }
    }
}
