import FormanzaBase

/// One kind of local time a zone can be in: its UTC offset, whether it is daylight-saving time,
/// and its abbreviation ("CEST", "+0545").
///
/// TZif files and POSIX rules both describe a zone as a set of these plus the instants at which
/// the zone switches from one to another.
public struct LocalTimeType: Hashable, Sendable {
    /// Seconds east of UTC (Berlin in summer: 7200; New York in winter: -18000).
    public let offset: Int
    public let isDaylightSaving: Bool
    public let abbreviation: String

    public init(offset: Int, isDaylightSaving: Bool, abbreviation: String) {
        self.offset = offset
        self.isDaylightSaving = isDaylightSaving
        self.abbreviation = abbreviation
    }

    /// The largest offset magnitude we accept (RFC 8536 allows -89999…93599 seconds). Keeping
    /// offsets below 26 hours lets local-time searches look only a few days around an instant.
    static let maximumOffset = 26 * 3600
}

/// The instant a zone switches to another local time type.
struct ZoneChange: Hashable, Sendable {
    /// Epoch second from which `type` is in force.
    let at: Int64
    let type: LocalTimeType
}

/// Floor division and modulo on epoch seconds, which are negative before 1970.
enum EpochMath {
    static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// From the remainder, never from `floorDiv(value) * divisor`: that product leaves 64 bits
    /// for instants near their ends (a saved-at edited by hand).
    static func floorMod(_ value: Int64, _ divisor: Int64) -> Int64 {
        let remainder = value % divisor
        return remainder != 0 && (remainder < 0) != (divisor < 0) ? remainder + divisor : remainder
    }

    /// The UTC calendar year of an instant.
    static func utcYear(_ epochSecond: Int64) -> Int {
        CivilDate(daysSinceEpoch: Int(floorDiv(epochSecond, 86_400))).year
    }
}
