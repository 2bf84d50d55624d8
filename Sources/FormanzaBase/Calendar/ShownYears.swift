/// The years the program shows and records: 1900 through 9999.
///
/// A day is written `YYYY-MM-DD` with four digits, so years past 9999 cannot be written at
/// all; days before 1900 are refused when a day is recorded, since no check-in can be that
/// old, which keeps every instant and day count of the store far from the ends of 64 bits.
/// A hand-edited store can still hold values outside these years: readers treat them as
/// unreadable rows (`store check` names them) instead of doing arithmetic on them.
public enum ShownYears {
    public static let first = 1900
    public static let last = 9999

    public static let firstDay = CivilDate(year: first, month: 1, day: 1)!
    public static let lastDay = CivilDate(year: last, month: 12, day: 31)!

    /// Epoch seconds from 1900-01-01T00:00:00Z through 9999-12-31T23:59:59Z.
    public static let instants: ClosedRange<Int64> =
        Int64(firstDay.daysSinceEpoch) * 86_400...Int64(lastDay.daysSinceEpoch) * 86_400 + 86_399

    public static func contains(_ day: CivilDate) -> Bool { (first...last).contains(day.year) }

    public static func contains(instant: Int64) -> Bool { instants.contains(instant) }
}
