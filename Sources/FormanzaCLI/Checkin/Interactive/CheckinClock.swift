import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaSystem
import FormanzaTerminal

/// The clock of a check-in that may stay open for a while: the save stamp and "now" for time
/// proposals are read when needed, not when the command started, while the day being
/// recorded stays the one the check-in began on. `FORMANZA_NOW` freezes it for tests; with
/// `FORMANZA_NOW_RUNS=1` as well, it starts at that instant and runs on from there, so a test
/// can watch a screen pass midnight (or a DST night) in a few seconds.
struct CheckinClock {
    /// The frozen instant, nil to read a clock that runs.
    let fixed: Int64?
    /// A clock set to `instant` when the monotonic clock read `monotonic`, running since.
    let setAt: (instant: Int64, monotonic: Double)?
    let zone: ZoneRules

    init(fixed: Int64?, zone: ZoneRules) {
        self.fixed = fixed
        self.setAt = nil
        self.zone = zone
    }

    init(context: CLIContext) {
        let set = !(context.environment["FORMANZA_NOW"] ?? "").isEmpty
        let runs = context.environment["FORMANZA_NOW_RUNS"] == "1"
        self.fixed = set && !runs ? context.now : nil
        self.setAt = set && runs ? (context.now, SystemTime.monotonicSeconds()) : nil
        self.zone = context.zone
    }

    /// Seconds since 1970 UTC.
    func now() -> Int64 {
        if let fixed { return fixed }
        if let setAt {
            let elapsed = max(0, SystemTime.monotonicSeconds() - setAt.monotonic)
            return setAt.instant + Int64(elapsed.rounded(.down))
        }
        return SystemTime.wallSeconds()
    }

    /// The local day now (it changes at midnight while the check-in's own day does not).
    func today() -> CivilDate { zone.localDate(atEpochSecond: now()) }

    /// The local wall clock now, to the minute (what a time screen proposes).
    func timeOfDay() -> TimeOfDay { zone.localTime(atEpochSecond: now()).timeOfDay }

    /// How long a screen showing "today" may wait for a key before it looks at the day again:
    /// until the local day ends (the zone's own end of day, so a DST night that skips or
    /// repeats midnight is followed), at most a minute, since the wall clock can be set or a
    /// laptop can sleep past midnight while a wait runs. Nil when the clock is frozen.
    func millisecondsUntilDayEnds() -> Int? {
        guard fixed == nil else { return nil }
        let current = now()
        let remaining = zone.endOfDay(zone.localDate(atEpochSecond: current)) - current
        return Int(min(60, max(0, remaining))) * 1000 + 50
    }
}

/// Month and weekday names of the date pickers, in the person's language: Sunday first in
/// English, Monday first in Spanish, as calendars in those languages print them.
enum CalendarNames {
    static func labels(_ l: Language) -> CalendarLabels {
        // Both from the catalog: the weekday initials, and which day a week starts on (a
        // translator's choice, as GTK's calendar takes it).
        let named = l.trc("weekday initials, Sunday first", "Su Mo Tu We Th Fr Sa").split(separator: " ")
        let initials =
            named.count == 7
            ? named : Language.en.trc("weekday initials, Sunday first", "Su Mo Tu We Th Fr Sa").split(separator: " ")
        let first = Int(l.trc("first day of the week: 0 for Sunday, 1 for Monday", "0")) ?? 0
        return CalendarLabels(
            monthNames: DateText.monthNames(l),
            weekdayNames: initials.map(String.init),
            firstWeekday: (0...6).contains(first) ? first : 0)
    }
}
