/// Numbers as JSON text, appended as bytes: the same text `JSONEncoder` writes (Swift's shortest
/// round-trip `description`, without a trailing ".0") without making a `String` per number,
/// which was most of the time of writing Progress's thousands of points.
enum JSONNumberText {
    /// An integer in decimal digits, `-` first when negative.
    static func append(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt64(number.magnitude), to: &bytes)
    }

    /// Writes `number` and returns true when it is a decimal of at most six places between
    /// 0.0001 and 10⁹ (or zero), the figures Progress writes; returns false, writing nothing,
    /// for anything else, which the caller leaves to the encoder.
    ///
    /// Why the text is the shortest one: `number` equals `n / 10⁶` rounded to the nearest double
    /// (checked below), so the decimal `n / 10⁶` reads back as `number`. Below 10⁹ neighbouring
    /// doubles lie less than 10⁻⁶ apart, so no other decimal of six places or fewer reads back as
    /// `number`, and a shorter text would be one of those; hence `description` gives `n / 10⁶`
    /// with its trailing zeros dropped. From 0.0001 up Swift writes it without an exponent.
    static func appendDecimal(_ number: Double, to bytes: inout [UInt8]) -> Bool {
        let magnitude = number.magnitude
        guard magnitude < 1e9, magnitude >= 0.0001 || magnitude == 0 else { return false }
        let millionths = (magnitude * 1_000_000).rounded()
        guard millionths / 1_000_000 == magnitude else { return false }
        // -0.0 too is written with its sign, as `description` writes "-0.0".
        if number.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        let scaled = UInt64(millionths)
        appendDigits(scaled / 1_000_000, to: &bytes)
        var fraction = scaled % 1_000_000
        guard fraction != 0 else { return true }
        bytes.append(UInt8(ascii: "."))
        var unit: UInt64 = 100_000
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / unit))
            fraction %= unit
            unit /= 10
        }
        return true
    }

    /// The decimal digits of `value`, most significant first.
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest != 0
        bytes[start...].reverse()
    }

    /// `value` (0 or more) in exactly `count` digits, zeros first: a day's year, month or day.
    static func appendDigits(_ value: Int, count: Int, to bytes: inout [UInt8]) {
        var unit = 1
        for _ in 1..<count { unit *= 10 }
        var rest = value
        while unit != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / unit % 10))
            rest %= unit
            unit /= 10
        }
    }
}
