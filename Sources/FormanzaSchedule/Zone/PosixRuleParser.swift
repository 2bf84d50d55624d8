/// Reads a POSIX TZ string (POSIX.1-2017 §8.3 with the RFC 8536 v3 extensions) into a
/// `PosixRule`.
///
/// Grammar: `std offset [dst [offset] [,start[/time],end[/time]]]`. Names are three or more
/// letters or `<…>` quoted (`<+0545>`); offsets are `[+-]hh[:mm[:ss]]` west of Greenwich (so
/// `CET-1` is UTC+1); dates are `Jn`, `n` or `Mm.w.d`; switch times default to 02:00 and may be
/// negative or beyond 24 h. A daylight name without rules gets the US rules `M3.2.0,M11.1.0`,
/// like glibc's default `posixrules`.
struct PosixRuleParser {
    private let bytes: [UInt8]
    private var index = 0

    /// Parses `text`, or throws an `invalidRule` error that says where it went wrong.
    static func parse(_ text: String, zone: String) throws(ZoneError) -> PosixRule {
        var parser = PosixRuleParser(text: text)
        guard let rule = parser.rule() else {
            let character = parser.index < parser.bytes.count ? parser.index + 1 : nil
            throw ZoneError(.invalidRule, zone: zone, reason: .posixRule(text, character: character))
        }
        return rule
    }

    private init(text: String) {
        self.bytes = Array(text.utf8)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func rule() -> PosixRule? {
        guard let standardName = name(), let standardWest = hms(maxHours: 24) else { return nil }
        let standard = LocalTimeType(offset: -standardWest, isDaylightSaving: false, abbreviation: standardName)
        if current == nil { return PosixRule(standard: standard, daylight: nil) }
        guard let daylightName = name() else { return nil }
        var daylightOffset = standard.offset + 3600
        if let byte = current, byte != UInt8(ascii: ",") {
            guard let west = hms(maxHours: 24) else { return nil }
            daylightOffset = -west
        }
        let daylight = LocalTimeType(offset: daylightOffset, isDaylightSaving: true, abbreviation: daylightName)
        let start: PosixRule.Switch
        let end: PosixRule.Switch
        if current == nil {
            start = PosixRule.Switch(date: .monthWeek(month: 3, week: 2, weekday: 0), time: 7200)
            end = PosixRule.Switch(date: .monthWeek(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            guard take(UInt8(ascii: ",")), let first = change(), take(UInt8(ascii: ",")),
                let second = change(), current == nil
            else { return nil }
            start = first
            end = second
        }
        return PosixRule(standard: standard, daylight: .init(type: daylight, start: start, end: end))
    }

    /// `<…>` (letters, digits, `+`, `-`) or plain letters; at least three characters either way.
    private mutating func name() -> String? {
        let quoted = take(UInt8(ascii: "<"))
        let begin = index
        while let byte = current, Self.isNameByte(byte, quoted: quoted) { index += 1 }
        let name = String(decoding: bytes[begin..<index], as: UTF8.self)
        if quoted, !take(UInt8(ascii: ">")) { return nil }
        return name.utf8.count >= 3 ? name : nil
    }

    private static func isNameByte(_ byte: UInt8, quoted: Bool) -> Bool {
        let letter =
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        guard quoted else { return letter }
        return letter || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `start[/time]` or `end[/time]`.
    private mutating func change() -> PosixRule.Switch? {
        guard let date = dateRule() else { return nil }
        guard take(UInt8(ascii: "/")) else { return PosixRule.Switch(date: date, time: 7200) }
        guard let time = hms(maxHours: 167) else { return nil }
        return PosixRule.Switch(date: date, time: time)
    }

    private mutating func dateRule() -> PosixRule.DateRule? {
        if take(UInt8(ascii: "J")) {
            guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
            return .julian(n)
        }
        if take(UInt8(ascii: "M")) {
            guard let month = number(maxDigits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
                let week = number(maxDigits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
                let weekday = number(maxDigits: 1), (0...6).contains(weekday)
            else { return nil }
            return .monthWeek(month: month, week: week, weekday: weekday)
        }
        guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
        return .zeroBased(n)
    }

    /// `[+-]h[h[h]][:mm[:ss]]` in seconds, hours at most `maxHours`.
    private mutating func hms(maxHours: Int) -> Int? {
        var sign = 1
        if take(UInt8(ascii: "-")) {
            sign = -1
        } else {
            _ = take(UInt8(ascii: "+"))
        }
        guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
        var seconds = hours * 3600
        if take(UInt8(ascii: ":")) {
            guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(UInt8(ascii: ":")) {
                guard let secs = number(maxDigits: 2), secs < 60 else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    private mutating func number(maxDigits: Int) -> Int? {
        let begin = index
        var value = 0
        while let byte = current, Self.isDigit(byte), index - begin < maxDigits {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return index > begin ? value : nil
    }
}
