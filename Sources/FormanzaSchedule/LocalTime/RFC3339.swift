import FormanzaBase

/// RFC 3339 timestamps as the `plan` contract uses them: written with the local offset in force
/// (`2026-03-29T08:00:00+02:00`), read with an offset or `Z` (`--now 2026-03-28T07:00:00Z`).
///
/// Hand-written because FoundationEssentials' ISO 8601 formatting has no named zones, and the
/// daemon must not load ICU for one string.
public enum RFC3339 {
    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` for an instant seen with `offset` seconds east of UTC.
    ///
    /// RFC 3339 offsets have no seconds; an offset with seconds (local mean time before ~1900) is
    /// cut to whole minutes and the wall time shifted to match, so the text still names exactly
    /// the same instant.
    public static func format(epochSecond: Int64, offset: Int) -> String {
        let shown = offset / 60 * 60
        let local = LocalTime(epochSecond: epochSecond, offset: shown)
        let date = local.date
        let sign = shown < 0 ? "-" : "+"
        let magnitude = abs(shown) / 60
        return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
            + "T\(pad(local.hour, 2)):\(pad(local.minute, 2)):\(pad(local.second, 2))"
            + "\(sign)\(pad(magnitude / 60, 2)):\(pad(magnitude % 60, 2))"
    }

    /// An instant as the wall clock of `zone` reads it.
    public static func format(epochSecond: Int64, in zone: ZoneRules) -> String {
        format(epochSecond: epochSecond, offset: zone.offset(atEpochSecond: epochSecond))
    }

    /// A local reading with its offset.
    public static func format(_ local: LocalTime) -> String {
        let instant = Int64(local.date.daysSinceEpoch) * 86_400 + Int64(local.secondsOfDay) - Int64(local.offset)
        return format(epochSecond: instant, offset: local.offset)
    }

    /// The instant a timestamp names, or nil when it is not RFC 3339 with an explicit offset.
    ///
    /// Accepts `T`, `t` or a space between date and time, `Z`/`z` or `±HH:MM` (`-00:00` too), a
    /// fraction of a second (dropped: plans work in whole seconds) and the leap second `:60`
    /// (which POSIX time folds onto the next second). Rejects everything else: a missing offset
    /// would silently mean "some zone".
    public static func parse(_ text: some StringProtocol) -> Int64? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), let date = CivilDate(year: year, month: month, day: day),
            scanner.take("T") || scanner.take("t") || scanner.take(" "),
            let hour = scanner.digits(2), hour < 24, scanner.take(":"),
            let minute = scanner.digits(2), minute < 60, scanner.take(":"),
            let second = scanner.digits(2), second <= 60
        else { return nil }
        if scanner.take(".") {
            guard scanner.digitRun() > 0 else { return nil }
        }
        let offset: Int
        if scanner.take("Z") || scanner.take("z") {
            offset = 0
        } else {
            let sign = scanner.take("+") ? 1 : scanner.take("-") ? -1 : 0
            guard sign != 0, let offsetHours = scanner.digits(2), offsetHours < 24, scanner.take(":"),
                let offsetMinutes = scanner.digits(2), offsetMinutes < 60
            else { return nil }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard scanner.atEnd else { return nil }
        let local = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return local - Int64(offset)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }

    /// A cursor over ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` decimal digits.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// Skips a run of digits and says how long it was.
        mutating func digitRun() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - start
        }
    }
}
