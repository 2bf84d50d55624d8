import FormanzaBase

/// A POSIX TZ rule such as `CET-1CEST,M3.5.0,M10.5.0/3`: a standard time, optionally a
/// daylight-saving time and the two yearly dates that switch between them.
///
/// TZif files end with such a string (their "footer") for every instant after the last explicit
/// transition. Debian's slim tzdata keeps only a few explicit transitions, so every current and
/// future reminder is computed from this rule; `TZ` may also hold one directly.
struct PosixRule: Hashable, Sendable {
    /// The day of the year a switch happens on.
    enum DateRule: Hashable, Sendable {
        /// `Jn`: day 1…365, February 29 never counted (J60 is always March 1).
        case julian(Int)
        /// `n`: zero-based day 0…365, February 29 counted in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1…5, 5 = the last) of month `m`.
        case monthWeek(month: Int, week: Int, weekday: Int)
    }

    /// A switch: a date and a local time of day in seconds, which RFC 8536 v3 lets range from
    /// -167 to +167 hours (`M3.5.0/-1` is 23:00 the day before; `M9.1.6/24` midnight after).
    struct Switch: Hashable, Sendable {
        let date: DateRule
        let time: Int
    }

    /// Daylight-saving time and the switches into it (`start`, read in standard time) and out
    /// of it (`end`, read in daylight-saving time).
    struct Daylight: Hashable, Sendable {
        let type: LocalTimeType
        let start: Switch
        let end: Switch
    }

    let standard: LocalTimeType
    let daylight: Daylight?

    /// The date a rule names in `year`.
    static func date(of rule: DateRule, in year: Int) -> CivilDate {
        let january1 = CivilDate(year: year, month: 1, day: 1)!
        switch rule {
        case .julian(let n):
            let leapShift = CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0
            return january1.adding(days: n - 1 + leapShift)
        case .zeroBased(let n):
            return january1.adding(days: n)
        case .monthWeek(let month, let week, let weekday):
            let first = CivilDate(year: year, month: month, day: 1)!
            var day = 1 + (weekday - first.weekday + 7) % 7 + (week - 1) * 7
            let length = CivilDate.daysInMonth(year: year, month: month)
            while day > length { day -= 7 }
            return CivilDate(year: year, month: month, day: day)!
        }
    }

    /// The instant a switch happens in `year`, given the offset in force just before it.
    static func instant(of change: Switch, in year: Int, offsetBefore: Int) -> Int64 {
        let local = Int64(date(of: change.date, in: year).daysSinceEpoch) * 86_400 + Int64(change.time)
        return local - Int64(offsetBefore)
    }

    /// The switches of the years `first...last`, in time order.
    ///
    /// On equal instants the end of daylight-saving time sorts before the start, so a rule that
    /// ends DST exactly when the next year's begins (`EST5EDT,0/0,J365/25`) is DST all year, as
    /// RFC 8536 §3.3.1 specifies.
    func changes(years first: Int, _ last: Int) -> [ZoneChange] {
        guard let daylight else { return [] }
        var result: [(change: ZoneChange, isStart: Bool)] = []
        for year in first...last {
            let start = Self.instant(of: daylight.start, in: year, offsetBefore: standard.offset)
            let end = Self.instant(of: daylight.end, in: year, offsetBefore: daylight.type.offset)
            result.append((ZoneChange(at: start, type: daylight.type), true))
            result.append((ZoneChange(at: end, type: standard), false))
        }
        result.sort { lhs, rhs in
            lhs.change.at != rhs.change.at ? lhs.change.at < rhs.change.at : !lhs.isStart && rhs.isStart
        }
        return result.map(\.change)
    }

    /// The local time type in force at an instant.
    func type(at epochSecond: Int64) -> LocalTimeType {
        guard daylight != nil else { return standard }
        // Switch times reach at most ±167 h plus an offset from their date, so the year before
        // and after (and one more before, for a switch late in December) cover every candidate.
        let year = Self.clampedYear(epochSecond)
        return changes(years: year - 2, year + 1).last { $0.at <= epochSecond }?.type ?? standard
    }

    /// The changes in `(lower, upper]`, in time order.
    func changes(after lower: Int64, through upper: Int64) -> [ZoneChange] {
        guard daylight != nil, lower < upper else { return [] }
        let years = changes(years: Self.clampedYear(lower) - 1, Self.clampedYear(upper) + 1)
        return years.filter { $0.at > lower && $0.at <= upper }
    }

    /// The UTC year of an instant, kept within a million years of the epoch so that switch
    /// instants stay far from `Int64` overflow for any input; beyond that the rule of the
    /// millionth year simply continues.
    private static func clampedYear(_ epochSecond: Int64) -> Int {
        min(max(EpochMath.utcYear(epochSecond), -1_000_000), 1_000_000)
    }
}
