/// Numbers as JSON text, appended as bytes: Swift's shortest round-trip `description` without a
/// trailing ".0" (the text the outputs have always had), without making a `String` per number,
/// which was most of the time of writing Progress's thousands of points.
@usableFromInline enum JSONNumberText {
    /// An integer in decimal digits, `-` first when negative.
    @usableFromInline static func append(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt64(number.magnitude), to: &bytes)
    }

    /// Writes `number` and returns true when it is a decimal of at most six places between
    /// 0.0001 and 10⁹ (or zero), the figures Progress writes; returns false, writing nothing,
    /// for anything else, which the caller writes from `description`.
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
        let scaled = UInt64(millionths)
        let whole = scaled / 1_000_000
        var fraction = scaled % 1_000_000
        var places = 0
        if fraction != 0 {
            places = 6
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
        }
        let wholeUnit = leadingUnit(whole)
        // -0.0 too is written with its sign, as `description` writes "-0.0".
        let negative = number.sign == .minus
        bytes.append(addingCapacity: 21 + places) { out in
            if negative { out.append(UInt8(ascii: "-")) }
            var unit = wholeUnit
            while unit != 0 {
                out.append(UInt8(ascii: "0") + UInt8(whole / unit % 10))
                unit /= 10
            }
            guard places > 0 else { return }
            out.append(UInt8(ascii: "."))
            var placeUnit: UInt64 = 1
            for _ in 1..<places { placeUnit *= 10 }
            while placeUnit != 0 {
                out.append(UInt8(ascii: "0") + UInt8(fraction / placeUnit % 10))
                placeUnit /= 10
            }
        }
        return true
    }

    /// The power of ten of `value`'s first digit (1 for 0 to 9).
    private static func leadingUnit(_ value: UInt64) -> UInt64 {
        var unit: UInt64 = 1
        while unit <= value / 10 { unit *= 10 }
        return unit
    }

    /// The decimal digits of `value`, most significant first.
    static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
        var unit = leadingUnit(value)
        bytes.append(addingCapacity: 20) { out in
            while unit != 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / unit % 10))
                unit /= 10
            }
        }
    }

    /// A day of the years 0 to 9999 as `"YYYY-MM-DD"` (quotes included), appended at once.
    @usableFromInline static func appendQuotedDay(year: Int, month: Int, day: Int, to bytes: inout [UInt8]) {
        func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10) }
        bytes.append(addingCapacity: 12) { out in
            out.append(UInt8(ascii: "\""))
            out.append(digit(year / 1000))
            out.append(digit(year / 100))
            out.append(digit(year / 10))
            out.append(digit(year))
            out.append(UInt8(ascii: "-"))
            out.append(digit(month / 10))
            out.append(digit(month))
            out.append(UInt8(ascii: "-"))
            out.append(digit(day / 10))
            out.append(digit(day))
            out.append(UInt8(ascii: "\""))
        }
    }
}
