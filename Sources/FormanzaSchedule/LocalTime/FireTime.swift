import FormanzaBase

/// The instant a reminder set to a wall-clock time fires on a given local day.
public struct FireTime: Hashable, Sendable {
    public let epochSecond: Int64
    /// The offset in force at `epochSecond` (what `fireAt` is written with).
    public let offset: Int
    /// True when the wall clock never read the reminder's time that day because a gap (a
    /// spring-forward night) skipped it, so the reminder fires at the end of the gap instead:
    /// the human plan marks these.
    public let movedByGap: Bool

    public init(epochSecond: Int64, offset: Int, movedByGap: Bool) {
        self.epochSecond = epochSecond
        self.offset = offset
        self.movedByGap = movedByGap
    }

    /// `2026-03-29T08:00:00+02:00`.
    public var rfc3339: String { RFC3339.format(epochSecond: epochSecond, offset: offset) }
}

extension ZoneRules {
    /// The first instant of `day` whose local wall clock reads `time` or later.
    ///
    /// - In a gap (02:30 on a spring-forward night) that is the end of the gap (03:00), flagged
    ///   `movedByGap`.
    /// - In an overlap (01:30 on a fall-back night, or Pacific/Easter's 21:00 read twice on
    ///   2025-04-05) it is the first occurrence; the second is never returned, so a reminder
    ///   keyed by (form, day, kind) fires once.
    /// - A day that never happens locally (Pacific/Apia skipped 2011-12-30) has no instant: nil.
    /// - When a gap swallows the rest of the day (America/Nuuk jumps from Saturday 23:00 to
    ///   Sunday 00:00 each March), a Saturday 23:30 reminder fires at the end of that gap, the
    ///   first instant the clock has passed Saturday 23:30: the day did happen, and its reminder
    ///   is not silently lost. It is flagged `movedByGap` like any other gap.
    ///
    /// Computed from the zone's constant-offset stretches around the day, never from "local
    /// midnight", which does not exist on some days (America/Santiago, America/Havana).
    public func fireTime(on day: CivilDate, at time: TimeOfDay) -> FireTime? {
        let dayStart = Int64(day.daysSinceEpoch) * 86_400
        let stretches = self.stretches(aroundLocal: dayStart)
        // The day happened when some stretch's wall clock passed through it.
        let dayHappened = stretches.contains { stretch in
            stretch.start + Int64(stretch.offset) < dayStart + 86_400 && stretch.end + Int64(stretch.offset) > dayStart
        }
        guard dayHappened else { return nil }
        return Self.firstInstant(reading: dayStart + Int64(time.minutesOfDay) * 60, in: stretches)
    }

    /// The first instant whose wall clock reads `local` (seconds since 1970-01-01 00:00 local)
    /// or later, whether or not that day exists: where an entry without an instant sorts.
    func firstInstant(reading local: Int64) -> FireTime? {
        Self.firstInstant(reading: local, in: stretches(aroundLocal: local))
    }

    private static func firstInstant(reading target: Int64, in stretches: [Stretch]) -> FireTime? {
        // Wall clocks rise within a stretch, so the first stretch that reaches `target` holds
        // the answer: where it reads `target` exactly, or its start when it begins later.
        for stretch in stretches {
            let instant = max(stretch.start, target - Int64(stretch.offset))
            if instant < stretch.end {
                return FireTime(
                    epochSecond: instant, offset: stretch.offset,
                    movedByGap: instant + Int64(stretch.offset) != target)
            }
        }
        return nil
    }

    /// The instant `day` ends: the first instant whose wall clock reads the next day or later
    /// (America/Santiago 2025-09-06 ends at 2025-09-07T01:00:00-03:00; Pacific/Apia 2011-12-29
    /// at 2011-12-31T00:00:00+14:00). The daemon withdraws a day's notification then.
    public func endOfDay(_ day: CivilDate) -> Int64 {
        let nextMidnight = Int64(day.daysSinceEpoch + 1) * 86_400
        return firstInstant(reading: nextMidnight)?.epochSecond ?? nextMidnight
            - Int64(offset(atEpochSecond: nextMidnight))
    }

    /// Constant-offset stretches `[start, end)` covering three days either side of a local
    /// instant: far more than any offset (< 26 h) can move a wall-clock day.
    func stretches(aroundLocal local: Int64) -> [Stretch] {
        let lower = local - 3 * 86_400
        let upper = local + 4 * 86_400
        var result: [Stretch] = []
        var start = lower
        var current = offset(atEpochSecond: lower)
        for change in changes(after: lower, through: upper) where change.type.offset != current {
            result.append(Stretch(start: start, end: change.at, offset: current))
            start = change.at
            current = change.type.offset
        }
        result.append(Stretch(start: start, end: upper, offset: current))
        return result
    }

    /// A time span during which one offset is in force.
    struct Stretch: Hashable {
        let start: Int64
        let end: Int64
        let offset: Int
    }
}
