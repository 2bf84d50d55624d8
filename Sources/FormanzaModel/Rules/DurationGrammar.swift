/// The one way a person writes a duration, wherever it is read: an answer, a goal's target, and
/// `remind.conf`'s `catch-up` and `snooze`.
///
/// `H:MM` (two digits of minutes), or numbers with units from hours down to seconds, each unit at
/// most once: `2h`, `90m`, `90 min`, `1h30m`, `1 h 30 min`, `90s`. A number without a unit is
/// minutes, also right after hours (`1h30`). After a larger unit, minutes and seconds are below
/// 60, so `1h75` is a typo rather than 2 h 15 min. Spaces and case do not matter; only ASCII
/// digits count. Each place then applies its own bounds and resolution (answers are whole
/// minutes, `remind.conf` at most a day).
public enum DurationGrammar {
    public enum Reading: Equatable, Sendable {
        case seconds(Int64)
        /// Well formed, but longer than the limit (also when a number is too large to hold).
        case tooLong
        case malformed
    }

    /// Reads `text` as a duration of at most `limit` seconds. Every step of the arithmetic is
    /// checked, so no typed number can overflow.
    public static func read(_ text: String, atMost limit: Int64) -> Reading {
        let characters = Array(text.lowercased().filter { $0 != " " })
        guard !characters.isEmpty else { return .malformed }
        let parts: [(value: Int64, unit: Int64)]?
        if let colon = characters.firstIndex(of: ":") {
            parts = clock(characters, colon: colon)
        } else {
            parts = units(characters)
        }
        guard let parts else { return .malformed }
        var total: Int64 = 0
        for part in parts {
            let (seconds, overflow) = part.value.multipliedReportingOverflow(by: part.unit)
            guard !overflow else { return .tooLong }
            let (sum, overflowSum) = total.addingReportingOverflow(seconds)
            guard !overflowSum else { return .tooLong }
            total = sum
        }
        return total <= limit ? .seconds(total) : .tooLong
    }

    /// `H:MM`: hours, a colon, exactly two digits of minutes below 60.
    private static func clock(_ characters: [Character], colon: Int) -> [(value: Int64, unit: Int64)]? {
        let minutes = characters[(colon + 1)...]
        guard minutes.count == 2, let hours = digits(characters[..<colon]), let minuteValue = digits(minutes),
            minuteValue < 60
        else { return nil }
        return [(hours, 3600), (minuteValue, 60)]
    }

    /// Numbers each followed by `h`, `m`, `min` or `s`, from hours down; a last bare number is
    /// minutes when it comes first or right after hours.
    private static func units(_ characters: [Character]) -> [(value: Int64, unit: Int64)]? {
        var parts: [(value: Int64, unit: Int64)] = []
        var index = 0
        while index < characters.count {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isWholeNumber { index += 1 }
            guard index > start, let value = digits(characters[start..<index]) else { return nil }
            let unit: Int64
            if index == characters.count {
                guard parts.last.map({ $0.unit == 3600 }) ?? true else { return nil }
                unit = 60
            } else if characters[index...].starts(with: "min") {
                unit = 60
                index += 3
            } else {
                switch characters[index] {
                case "h": unit = 3600
                case "m": unit = 60
                case "s": unit = 1
                default: return nil
                }
                index += 1
            }
            if let larger = parts.last {
                guard larger.unit > unit, value < 60 else { return nil }
            }
            parts.append((value, unit))
        }
        return parts
    }

    /// The value of ASCII digits; a number too large to hold reads as the largest one, which
    /// any limit then refuses as too long.
    private static func digits(_ characters: ArraySlice<Character>) -> Int64? {
        guard !characters.isEmpty else { return nil }
        var value: Int64 = 0
        for character in characters {
            guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowSum) = times10.addingReportingOverflow(Int64(digit))
            value = overflow || overflowSum ? .max : next
        }
        return value
    }
}
