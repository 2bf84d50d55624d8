import FormanzaModel

/// The `days` column of a kept tally row: the tallies of the consecutive days the row covers
/// (a whole month, or one day), in a compact binary form so a year is a couple of dozen rows.
///
/// A version byte (1), then per day: how many screens hold an answer that fits (two bytes,
/// little-endian), a flags byte (1: a last save follows, 0: none), the last save (eight
/// bytes, little-endian) when flagged, and the habits' Yes bits (one bit per yes/no screen in
/// form order, lowest bit first, padded to whole bytes). Decoding accepts exactly this and
/// nothing else: a value of another length, version, flag or count is not a tally.

enum DayTallyCoding {
    static let version: UInt8 = 1

    /// Nil when a count of fitting screens does not fit in two bytes (a form of more than
    /// 65,535 screens, made by hand): such days are counted every time, never kept as less.
    static func encode(_ tallies: [DayTally], habits: Int) -> [UInt8]? {
        guard tallies.allSatisfy({ (0...0xFFFF).contains($0.fitting) }) else { return nil }
        var bytes: [UInt8] = [version]
        bytes.reserveCapacity(1 + tallies.count * (11 + (habits + 7) / 8))
        for tally in tallies {
            let fitting = UInt16(tally.fitting)
            bytes.append(UInt8(fitting & 0xFF))
            bytes.append(UInt8(fitting >> 8))
            if let saved = tally.lastSaved {
                bytes.append(1)
                let raw = UInt64(bitPattern: saved)
                for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((raw >> UInt64(shift)) & 0xFF)) }
            } else {
                bytes.append(0)
            }
            for start in stride(from: 0, to: habits, by: 8) {
                var packed: UInt8 = 0
                for bit in 0..<min(8, habits - start) where tally.yes[start + bit] { packed |= 1 << UInt8(bit) }
                bytes.append(packed)
            }
        }
        return bytes
    }

    /// The `days` tallies coded in `bytes`, or nil when they are not exactly that: another
    /// version, a count of screens above `screens`, an unknown flag, a Yes bit past the last
    /// habit, too few bytes or bytes left over.
    static func decode(_ bytes: [UInt8], days: Int, screens: Int, habits: Int) -> [DayTally]? {
        guard bytes.first == version else { return nil }
        var index = 1
        let yesBytes = (habits + 7) / 8
        var tallies: [DayTally] = []
        tallies.reserveCapacity(days)
        for _ in 0..<days {
            guard index + 3 <= bytes.count else { return nil }
            let fitting = Int(bytes[index]) | Int(bytes[index + 1]) << 8
            let flag = bytes[index + 2]
            index += 3
            guard fitting <= screens, flag <= 1 else { return nil }
            var lastSaved: Int64?
            if flag == 1 {
                guard index + 8 <= bytes.count else { return nil }
                var raw: UInt64 = 0
                for offset in 0..<8 { raw |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
                lastSaved = Int64(bitPattern: raw)
                index += 8
            }
            guard index + yesBytes <= bytes.count else { return nil }
            var yes = Array(repeating: false, count: habits)
            for byte in 0..<yesBytes {
                let packed = bytes[index + byte]
                for bit in 0..<8 where packed & (1 << UInt8(bit)) != 0 {
                    let habit = byte * 8 + bit
                    guard habit < habits else { return nil }
                    yes[habit] = true
                }
            }
            index += yesBytes
            tallies.append(DayTally(fitting: fitting, yes: yes, lastSaved: lastSaved))
        }
        return index == bytes.count ? tallies : nil
    }
}
