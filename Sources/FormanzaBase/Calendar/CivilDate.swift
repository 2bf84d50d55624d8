/// A calendar day in the proleptic Gregorian calendar, independent of any time zone.
///
/// Day records, reminder days and date answers are keyed by this value, built from its
/// components and never from "midnight": a day that does not exist in some zone (Pacific/Apia
/// skipped 2011-12-30) is still a perfectly good key, and arithmetic on it never drifts by an hour.
public struct CivilDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates the date, or returns nil when the components do not name a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` days after 1970-01-01 (negative for earlier days).
    public init(daysSinceEpoch days: Int) {
        // Shift the epoch to 0000-03-01 so that leap days fall at the end of a "year".
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        self.day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        self.month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.year = yearOfEra + era * 400 + (self.month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01; the inverse of `init(daysSinceEpoch:)`.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        let remainder = (daysSinceEpoch + 4) % 7  // 1970-01-01 was a Thursday
        return remainder >= 0 ? remainder : remainder + 7
    }

    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// The day after, by stepping the components: a walk over consecutive days (every day of
    /// ten years in Progress) steps this way, a tenth of the cost of counting each from the epoch.
    @inlinable public var nextDay: CivilDate {
        if day < 28 || day < CivilDate.daysInMonth(year: year, month: month) {
            return CivilDate(valid: year, month, day + 1)
        }
        return month < 12 ? CivilDate(valid: year, month + 1, 1) : CivilDate(valid: year + 1, 1, 1)
    }

    /// Components already known to name a real day (no check).
    @usableFromInline init(valid year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Parses `YYYY-MM-DD` exactly (four-digit year, two-digit month and day).
    /// Reads the ten bytes directly: stores hand over tens of thousands of days at a time.
    public init?(iso text: some StringProtocol) {
        self.init(isoBytes: text.utf8)
    }

    /// The same for a `String`, the common case (a date column read from the store, once per
    /// day of a period): the generic reading is specialized here instead of going through the
    /// protocol's witness table from other modules, several times faster.
    public init?(iso text: String) {
        self.init(isoBytes: text.utf8)
    }

    /// Parses `YYYY-MM` exactly, as the first day of that month (how kept months are keyed):
    /// read as bytes too, with no `-01` added to a copy of the text.
    public init?(isoMonth text: String) {
        self.init(isoBytes: text.utf8, length: 7)
    }

    /// `length` 10 reads a day, 7 a month (its first day).
    private init?(isoBytes utf8: some Sequence<UInt8>, length: Int = 10) {
        var digits = (0, 0, 0)
        var index = 0
        for byte in utf8 {
            switch index {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 0..<10:
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if index < 4 {
                    digits.0 = digits.0 * 10 + digit
                } else if index < 7 {
                    digits.1 = digits.1 * 10 + digit
                } else {
                    digits.2 = digits.2 * 10 + digit
                }
            default: return nil
            }
            index += 1
            guard index <= length else { return nil }
        }
        guard index == length else { return nil }
        self.init(year: digits.0, month: digits.1, day: length == 7 ? 1 : digits.2)
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        guard (0...9999).contains(year) else { return "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))" }
        // Written as ten bytes: Progress prints thousands of days at a time.
        func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value % 10) }
        let dash = UInt8(ascii: "-")
        let bytes = [
            digit(year / 1000), digit(year / 100), digit(year / 10), digit(year), dash,
            digit(month / 10), digit(month), dash, digit(day / 10), digit(day),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { iso }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CivilDate(iso: text) else {
            let fault = CalendarTextError.notADate(text)
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(fault)", underlyingError: fault))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    package static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}

extension Character {
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
