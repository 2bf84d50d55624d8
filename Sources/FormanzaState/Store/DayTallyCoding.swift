import FormanzaBase
import FormanzaModel

/// The `days` column of a kept tally row: the tallies of the consecutive days the row covers
/// (a whole month, or one day), in a compact binary form so a year is a couple of dozen rows.
///
/// A version byte (2), then per day: how many screens hold an answer that fits (two bytes,
/// little-endian), a flags byte (1: a last save follows, 0: none), the last save (eight
/// bytes, little-endian) when flagged, the habits' Yes bits (one bit per yes/no screen in
/// form order, lowest bit first, padded to whole bytes), then which value screens (number,
/// slider, duration, in form order) hold a number, one bit each in the same way, and each of
/// those numbers (the eight bytes of its IEEE 754 bit pattern, little-endian). Decoding
/// accepts exactly this and nothing else: a value of another length, version, flag or count
/// is not a tally. Version 1 rows (without the numbers) are not read: their days are counted
/// again and kept in this form.

enum DayTallyCoding {
    static let version: UInt8 = 2

    /// Nil when a count of fitting screens does not fit in two bytes (a form of more than
    /// 65,535 screens, made by hand): such days are counted every time, never kept as less.
    static func encode(_ tallies: [DayTally], habits: Int, valueScreens: Int) -> [UInt8]? {
        guard tallies.allSatisfy({ (0...0xFFFF).contains($0.fitting) }) else { return nil }
        var bytes: [UInt8] = [version]
        bytes.reserveCapacity(1 + tallies.count * (11 + (habits + 7) / 8 + (valueScreens + 7) / 8 + 8 * valueScreens))
        func append(_ raw: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((raw >> UInt64(shift)) & 0xFF)) }
        }
        func appendBits(_ count: Int, _ isSet: (Int) -> Bool) {
            for start in stride(from: 0, to: count, by: 8) {
                var packed: UInt8 = 0
                for bit in 0..<min(8, count - start) where isSet(start + bit) { packed |= 1 << UInt8(bit) }
                bytes.append(packed)
            }
        }
        for tally in tallies {
            let fitting = UInt16(tally.fitting)
            bytes.append(UInt8(fitting & 0xFF))
            bytes.append(UInt8(fitting >> 8))
            if let saved = tally.lastSaved {
                bytes.append(1)
                append(UInt64(bitPattern: saved))
            } else {
                bytes.append(0)
            }
            appendBits(habits) { tally.yes[$0] }
            appendBits(valueScreens) { tally.values[$0] != nil }
            for value in tally.values { if let value { append(value.bitPattern) } }
        }
        return bytes
    }

    /// The tallies of the days of `span` coded in `bytes`, or nil when they are not exactly
    /// that: another version, a count of screens above `screens`, an unknown flag, a bit past
    /// the last habit or value screen, too few bytes or bytes left over. Read straight into the
    /// arrays of `DayTallies`, not a `DayTally` per day: ten years are 121 rows of some 30 days.
    static func decode(_ bytes: [UInt8], span: DayRange, screens: Int, habits: Int, valueScreens: Int)
        -> DayTallies?
    {
        guard bytes.first == version else { return nil }
        let days = span.count
        var index = 1
        let yesBytes = (habits + 7) / 8
        let valueBytes = (valueScreens + 7) / 8
        var fittingByDay = [Int](repeating: 0, count: days)
        var savedByDay = [Int64?](repeating: nil, count: days)
        var yesByDay = [Bool](repeating: false, count: days * habits)
        var valuesByDay = [Double?](repeating: nil, count: days * valueScreens)
        func read64() -> UInt64 {
            var raw: UInt64 = 0
            for offset in 0..<8 { raw |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
            index += 8
            return raw
        }
        for day in 0..<days {
            guard index + 3 <= bytes.count else { return nil }
            let fitting = Int(bytes[index]) | Int(bytes[index + 1]) << 8
            let flag = bytes[index + 2]
            index += 3
            guard fitting <= screens, flag <= 1 else { return nil }
            fittingByDay[day] = fitting
            if flag == 1 {
                guard index + 8 <= bytes.count else { return nil }
                savedByDay[day] = Int64(bitPattern: read64())
            }
            guard index + yesBytes + valueBytes <= bytes.count else { return nil }
            for byte in 0..<yesBytes {
                let packed = bytes[index + byte]
                for bit in 0..<8 where packed & (1 << UInt8(bit)) != 0 {
                    let habit = byte * 8 + bit
                    guard habit < habits else { return nil }
                    yesByDay[day * habits + habit] = true
                }
            }
            index += yesBytes
            let presence = index
            index += valueBytes
            for byte in 0..<valueBytes {
                let packed = bytes[presence + byte]
                for bit in 0..<8 where packed & (1 << UInt8(bit)) != 0 {
                    let screen = byte * 8 + bit
                    guard screen < valueScreens, index + 8 <= bytes.count else { return nil }
                    valuesByDay[day * valueScreens + screen] = Double(bitPattern: read64())
                }
            }
        }
        guard index == bytes.count else { return nil }
        return DayTallies(
            span: span, screens: screens, habits: habits, valueScreens: valueScreens, fittingByDay: fittingByDay,
            yesByDay: yesByDay, savedByDay: savedByDay, valuesByDay: valuesByDay)
    }
}
