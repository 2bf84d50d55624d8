import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The kept days' binary form reads back exactly what was written, and nothing that is not
/// exactly that is read as tallies.
@Suite struct DayTallyCodingTests {
    func sample(habits: Int, days: Int) -> [DayTally] {
        (0..<days).map { day in
            DayTally(
                fitting: day % 5, yes: (0..<habits).map { ($0 + day) % 3 == 0 },
                lastSaved: day % 4 == 0 ? nil : Int64(day) * 86_400 - 1_000_000)
        }
    }

    @Test func whatIsWrittenReadsBackTheSame() {
        for habits in [0, 1, 7, 8, 9, 17] {
            for days in [1, 28, 31] {
                let tallies = sample(habits: habits, days: days)
                let bytes = DayTallyCoding.encode(tallies, habits: habits)!
                #expect(DayTallyCoding.decode(bytes, days: days, screens: 4, habits: habits) == tallies)
            }
        }
        let extremes = [
            DayTally(fitting: 65_535, yes: [true], lastSaved: .min),
            DayTally(fitting: 0, yes: [false], lastSaved: .max),
        ]
        #expect(
            DayTallyCoding.decode(DayTallyCoding.encode(extremes, habits: 1)!, days: 2, screens: 65_535, habits: 1)
                == extremes)
    }

    @Test func anythingElseIsNotTallies() {
        let tallies = sample(habits: 3, days: 30)
        let bytes = DayTallyCoding.encode(tallies, habits: 3)!
        #expect(DayTallyCoding.decode([], days: 30, screens: 4, habits: 3) == nil)
        #expect(DayTallyCoding.decode(Array(bytes.dropLast()), days: 30, screens: 4, habits: 3) == nil)
        #expect(DayTallyCoding.decode(bytes + [0], days: 30, screens: 4, habits: 3) == nil)
        #expect(DayTallyCoding.decode(bytes, days: 31, screens: 4, habits: 3) == nil, "another number of days")
        #expect(DayTallyCoding.decode(bytes, days: 30, screens: 3, habits: 3) == nil, "4 fitting of 3 screens")
        #expect(
            DayTallyCoding.decode(bytes, days: 30, screens: 4, habits: 9) == nil, "habits in another number of bytes")
        var version = bytes
        version[0] = 2
        #expect(DayTallyCoding.decode(version, days: 30, screens: 4, habits: 3) == nil)
        // The first day has no last save: its flag is byte 3, its Yes bits byte 4.
        var flag = bytes
        flag[3] = 2
        #expect(DayTallyCoding.decode(flag, days: 30, screens: 4, habits: 3) == nil)
        var bit = bytes
        bit[4] |= 0b1000
        #expect(DayTallyCoding.decode(bit, days: 30, screens: 4, habits: 3) == nil, "a Yes past the last habit")
        // Every single byte changed to every value: decoded or refused, never a crash.
        for index in bytes.indices {
            for value in [0, 1, 2, 127, 128, 255] as [UInt8] {
                var changed = bytes
                changed[index] = value
                _ = DayTallyCoding.decode(changed, days: 30, screens: 4, habits: 3)
            }
        }
    }
}
