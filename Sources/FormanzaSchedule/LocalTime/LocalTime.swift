import FormanzaBase

/// What a wall clock in some zone reads at an instant: the civil day, the seconds since that
/// day's 00:00, and the offset that produced them.
public struct LocalTime: Hashable, Sendable, CustomStringConvertible {
    public let date: CivilDate
    /// 0 ..< 86400.
    public let secondsOfDay: Int
    /// Seconds east of UTC in force at the instant.
    public let offset: Int

    public init(date: CivilDate, secondsOfDay: Int, offset: Int) {
        precondition((0..<86_400).contains(secondsOfDay), "seconds of day out of range")
        self.date = date
        self.secondsOfDay = secondsOfDay
        self.offset = offset
    }

    /// The local reading at `epochSecond` under a fixed `offset`. An instant so near the ends
    /// of 64 bits that the offset would overflow (a saved-at edited by hand) stays at the end.
    public init(epochSecond: Int64, offset: Int) {
        let (shifted, overflow) = epochSecond.addingReportingOverflow(Int64(offset))
        let local = overflow ? (offset > 0 ? Int64.max : Int64.min) : shifted
        self.init(
            date: CivilDate(daysSinceEpoch: Int(EpochMath.floorDiv(local, 86_400))),
            secondsOfDay: Int(EpochMath.floorMod(local, 86_400)), offset: offset)
    }

    public var hour: Int { secondsOfDay / 3600 }
    public var minute: Int { secondsOfDay / 60 % 60 }
    public var second: Int { secondsOfDay % 60 }

    /// The wall clock to the minute (seconds dropped).
    public var timeOfDay: TimeOfDay { TimeOfDay(hour: hour, minute: minute)! }

    /// `YYYY-MM-DDTHH:MM:SS±HH:MM`.
    public var description: String { RFC3339.format(self) }
}

extension ZoneRules {
    /// The wall clock of this zone at an instant.
    public func localTime(atEpochSecond epochSecond: Int64) -> LocalTime {
        LocalTime(epochSecond: epochSecond, offset: offset(atEpochSecond: epochSecond))
    }

    /// The local day an instant falls on in this zone.
    public func localDate(atEpochSecond epochSecond: Int64) -> CivilDate {
        localTime(atEpochSecond: epochSecond).date
    }
}
