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
    /// the last habit or value screen, too few bytes or bytes left over.
    static func decode(_ bytes: [UInt8], span: DayRange, screens: Int, habits: Int, valueScreens: Int)
        -> DayTallies?
    {
        var columns = DayTallyColumns(days: span.count, habits: habits, valueScreens: valueScreens)
        guard columns.read(bytes, days: span.count, screens: screens, at: 0) != nil else { return nil }
        return columns.takeTallies(span: span, screens: screens)
    }
}

/// The arrays of `DayTallies` for a whole span, which kept rows are decoded straight into:
/// ten years are 121 rows of some 30 days, and arrays of their own per row (made, copied into
/// the span's, freed) cost more than reading the row.
struct DayTallyColumns {
    let habits: Int
    let valueScreens: Int
    private(set) var fittingByDay: [Int]
    private(set) var savedByDay: [Int64?]
    private(set) var yesByDay: [Bool]
    /// By column, as `DayTallies` keeps them: screen `s`'s number of the day at `place` is at
    /// `s * days + place`.
    private(set) var valuesByDay: [Double?]

    /// `days` days, none recorded.
    init(days: Int, habits: Int, valueScreens: Int) {
        self.habits = habits
        self.valueScreens = valueScreens
        fittingByDay = Array(repeating: 0, count: days)
        savedByDay = Array(repeating: nil, count: days)
        yesByDay = Array(repeating: false, count: days * habits)
        valuesByDay = Array(repeating: nil, count: days * valueScreens)
    }

    var days: Int { fittingByDay.count }

    /// These columns as the tallies of `span` (one day per place), the columns left empty: the
    /// tallies own the arrays alone, so the days counted later are set without copying them.
    mutating func takeTallies(span: DayRange, screens: Int) -> DayTallies {
        defer { self = DayTallyColumns(days: 0, habits: habits, valueScreens: valueScreens) }
        return DayTallies(
            span: span, screens: screens, habits: habits, valueScreens: valueScreens, fittingByDay: fittingByDay,
            yesByDay: yesByDay, savedByDay: savedByDay, valuesByDay: valuesByDay)
    }

    /// Reads `bytes` as the tallies of `count` days, the first at place `first`, and returns
    /// the places it set (days outside the columns are read, not kept); nil when the bytes are
    /// not exactly such tallies (see `DayTallyCoding`). Rows cover days of their own (a month
    /// or a day each), so the places a row sets are empty before: a refused row empties them
    /// again and leaves the columns as they were.
    mutating func read(_ bytes: [UInt8], days count: Int, screens: Int, at first: Int) -> Range<Int>? {
        let lower = min(max(0, first), days)
        let kept = lower..<max(lower, min(days, first + count))
        guard bytes.first == DayTallyCoding.version,
            readDays(bytes, count: count, screens: screens, first: first, kept: kept)
        else {
            clear(kept)
            return nil
        }
        return kept
    }

    /// The days of `kept` emptied.
    private mutating func clear(_ kept: Range<Int>) {
        for place in kept {
            fittingByDay[place] = 0
            savedByDay[place] = nil
            for index in place * habits..<(place + 1) * habits { yesByDay[index] = false }
            for screen in 0..<valueScreens { valuesByDay[screen * days + place] = nil }
        }
    }

    /// The days of a row after its version byte, read in one pass: false at the first byte
    /// that breaks the rules. The bounds are checked once per field, before its bytes, and
    /// positions move by wrapping additions (they stay at most `bytes.count`, so never wrap),
    /// which spares an overflow check per step. Only set bits are visited, lowest first. With
    /// one to eight habits and one to eight value screens (the common form) the two bit sets
    /// are a byte each, read without a loop over bytes. One function with no calls that write: the compiler then
    /// checks that the arrays are not shared once per row, not once per write.
    private mutating func readDays(_ bytes: [UInt8], count: Int, screens: Int, first: Int, kept: Range<Int>)
        -> Bool
    {
        let habits = habits
        let valueScreens = valueScreens
        let days = days
        let yesBytes = (habits + 7) / 8
        let valueBytes = (valueScreens + 7) / 8
        let singleBytes = yesBytes == 1 && valueBytes == 1
        // The bits of the last byte of each bit set past the last habit or value screen.
        let pastLastHabit = ~DayTallyColumns.members(habits - (yesBytes - 1) * 8)
        let pastLastValue = ~DayTallyColumns.members(valueScreens - (valueBytes - 1) * 8)
        let end = bytes.count
        var index = 1
        for place in first..<first + count {
            let keep = kept.contains(place)
            guard index <= end &- 3 else { return false }
            let fitting = Int(bytes[index]) | Int(bytes[index &+ 1]) << 8
            let flag = bytes[index &+ 2]
            index &+= 3
            guard fitting <= screens, flag <= 1 else { return false }
            if keep { fittingByDay[place] = fitting }
            if flag == 1 {
                guard let saved = DayTallyColumns.word(bytes, at: index) else { return false }
                if keep { savedByDay[place] = Int64(bitPattern: saved) }
                index &+= 8
            }
            guard index <= end &- (yesBytes + valueBytes) else { return false }
            if singleBytes {
                var yes = bytes[index]
                var present = bytes[index &+ 1]
                guard yes & pastLastHabit == 0, present & pastLastValue == 0 else { return false }
                index &+= 2
                let habitBase = place &* habits
                while keep && yes != 0 {
                    yesByDay[habitBase &+ yes.trailingZeroBitCount] = true
                    yes &= yes &- 1
                }
                while present != 0 {
                    guard let raw = DayTallyColumns.word(bytes, at: index) else { return false }
                    if keep { valuesByDay[present.trailingZeroBitCount &* days &+ place] = Double(bitPattern: raw) }
                    index &+= 8
                    present &= present &- 1
                }
                continue
            }
            let presence = index &+ yesBytes
            for byte in 0..<yesBytes {
                var packed = bytes[index &+ byte]
                guard byte < yesBytes &- 1 || packed & pastLastHabit == 0 else { return false }
                let base = place &* habits &+ byte &* 8
                while keep && packed != 0 {
                    yesByDay[base &+ packed.trailingZeroBitCount] = true
                    packed &= packed &- 1
                }
            }
            index = presence &+ valueBytes
            for byte in 0..<valueBytes {
                var packed = bytes[presence &+ byte]
                guard byte < valueBytes &- 1 || packed & pastLastValue == 0 else { return false }
                while packed != 0 {
                    guard let raw = DayTallyColumns.word(bytes, at: index) else { return false }
                    let screen = byte &* 8 &+ packed.trailingZeroBitCount
                    if keep { valuesByDay[screen &* days &+ place] = Double(bitPattern: raw) }
                    index &+= 8
                    packed &= packed &- 1
                }
            }
        }
        return index == end
    }

    /// The low `count` bits set (all eight from 8 on): the members a byte of a bit set holds.
    private static func members(_ count: Int) -> UInt8 {
        count >= 8 ? 0xFF : UInt8(truncatingIfNeeded: (1 << max(0, count)) - 1)
    }

    /// The eight bytes at `index`, little-endian, or nil when `bytes` end before them. One
    /// check before the eight reads lets the compiler read them as one word.
    private static func word(_ bytes: [UInt8], at index: Int) -> UInt64? {
        guard index >= 0, index <= bytes.count - 8 else { return nil }
        var raw: UInt64 = 0
        for offset in 0..<8 { raw |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
        return raw
    }
}
