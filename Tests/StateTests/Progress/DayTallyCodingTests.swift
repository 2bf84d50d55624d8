import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

extension DayTallyCoding {
    /// The tallies `bytes` hold for `days` days from 2026-01-01, one `DayTally` per day.
    static func read(_ bytes: [UInt8], days: Int, screens: Int, habits: Int, valueScreens: Int) -> [DayTally]? {
        let first = CivilDate(iso: "2026-01-01")!
        let span = DayRange(from: first, through: first.adding(days: days - 1))
        guard
            let tallies = decode(bytes, span: span, screens: screens, habits: habits, valueScreens: valueScreens)
        else { return nil }
        return span.days.map { tallies[$0] }
    }
}

/// The kept days' binary form reads back exactly what was written, and nothing that is not
/// exactly that is read as tallies.
@Suite struct DayTallyCodingTests {
    func sample(habits: Int, values: Int = 0, days: Int) -> [DayTally] {
        (0..<days).map { day in
            let yes: [Bool] = (0..<habits).map { ($0 + day) % 3 == 0 }
            let saved: Int64? = day % 4 == 0 ? nil : Int64(day) * 86_400 - 1_000_000
            let numbers: [Double?] = (0..<values).map { screen -> Double? in
                (screen + day) % 4 == 1 ? nil : Double(day) * 0.1 - Double(screen) * 1e6
            }
            return DayTally(fitting: day % 5, yes: yes, lastSaved: saved, values: numbers)
        }
    }

    @Test func whatIsWrittenReadsBackTheSame() {
        for habits in [0, 1, 7, 8, 9, 17] {
            for values in [0, 1, 2, 8, 9] {
                for days in [1, 28, 31] {
                    let tallies = sample(habits: habits, values: values, days: days)
                    let bytes = DayTallyCoding.encode(tallies, habits: habits, valueScreens: values)!
                    #expect(
                        DayTallyCoding.read(bytes, days: days, screens: 4, habits: habits, valueScreens: values)
                            == tallies)
                }
            }
        }
        let extremes = [
            DayTally(fitting: 65_535, yes: [true], lastSaved: .min, values: [-.greatestFiniteMagnitude, -0.0]),
            DayTally(fitting: 0, yes: [false], lastSaved: .max, values: [.leastNonzeroMagnitude, .infinity]),
        ]
        let bytes = DayTallyCoding.encode(extremes, habits: 1, valueScreens: 2)!
        let read = DayTallyCoding.read(bytes, days: 2, screens: 65_535, habits: 1, valueScreens: 2)
        #expect(read == extremes)
        #expect(read?[0].values[1]?.sign == .minus, "the bit pattern, so -0 stays -0")
    }

    @Test func anythingElseIsNotTallies() {
        let tallies = sample(habits: 3, values: 2, days: 30)
        let bytes = DayTallyCoding.encode(tallies, habits: 3, valueScreens: 2)!
        func read(_ bytes: [UInt8], days: Int = 30, screens: Int = 4, habits: Int = 3, values: Int = 2)
            -> [DayTally]?
        {
            DayTallyCoding.read(bytes, days: days, screens: screens, habits: habits, valueScreens: values)
        }
        #expect(read(bytes) == tallies)
        #expect(read([]) == nil)
        #expect(read(Array(bytes.dropLast())) == nil)
        #expect(read(bytes + [0]) == nil)
        #expect(read(bytes, days: 31) == nil, "another number of days")
        #expect(read(bytes, screens: 3) == nil, "4 fitting of 3 screens")
        #expect(read(bytes, habits: 9) == nil, "habits in another number of bytes")
        #expect(read(bytes, values: 9) == nil, "value screens in another number of bytes")
        var version = bytes
        version[0] = 1
        #expect(read(version) == nil, "a row of the version without numbers is counted again")
        // The first day has no last save: its flag is byte 3, its Yes bits byte 4, which of its
        // value screens hold a number byte 5 (the first, as day 0 % 4 != 1; the second not).
        var flag = bytes
        flag[3] = 2
        #expect(read(flag) == nil)
        var bit = bytes
        bit[4] |= 0b1000
        #expect(read(bit) == nil, "a Yes past the last habit")
        #expect(bytes[5] == 0b01)
        var value = bytes
        value[5] |= 0b100
        #expect(read(value) == nil, "a number past the last value screen")
        var missing = bytes
        missing[5] = 0
        #expect(read(missing) == nil, "a number left over when its bit is cleared")
        // Every single byte changed to every value: decoded or refused, never a crash.
        for index in bytes.indices {
            for value in [0, 1, 2, 127, 128, 255] as [UInt8] {
                var changed = bytes
                changed[index] = value
                _ = read(changed)
            }
        }
    }
}
