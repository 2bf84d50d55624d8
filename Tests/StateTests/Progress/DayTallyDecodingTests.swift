import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The decoder reads kept rows in one pass of plain loops; it must accept and refuse exactly
/// what the rules in `DayTallyCoding` say, byte for byte. `plainDecode` states those rules as
/// directly as they read, and every change of a byte, cut and random row must be read alike.
@Suite struct DayTallyDecodingTests {
    /// The rules read one field at a time: nil at the first field that breaks them.
    static func plainDecode(_ bytes: [UInt8], days: Int, screens: Int, habits: Int, valueScreens: Int)
        -> [DayTally]?
    {
        guard bytes.first == DayTallyCoding.version else { return nil }
        var index = 1
        func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard index + count <= bytes.count else { return nil }
            defer { index += count }
            return bytes[index..<index + count]
        }
        func bits(_ count: Int) -> [Bool]? {
            guard let packed = take((count + 7) / 8) else { return nil }
            var set: [Bool] = []
            for value in packed {
                for bit in 0..<8 { set.append(value & (1 << UInt8(bit)) != 0) }
            }
            // A set bit past the last member is not a tally.
            guard !set.dropFirst(count).contains(true) else { return nil }
            return Array(set.prefix(count))
        }
        func word() -> UInt64? {
            take(8).map { $0.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        }
        var tallies: [DayTally] = []
        for _ in 0..<days {
            guard let head = take(3) else { return nil }
            let fitting = Int(head[head.startIndex]) + 256 * Int(head[head.startIndex + 1])
            let flag = head[head.startIndex + 2]
            guard fitting <= screens, flag == 0 || flag == 1 else { return nil }
            var saved: Int64?
            if flag == 1 {
                guard let raw = word() else { return nil }
                saved = Int64(bitPattern: raw)
            }
            guard let yes = bits(habits), let present = bits(valueScreens) else { return nil }
            var values: [Double?] = []
            for isPresent in present {
                guard isPresent else {
                    values.append(nil)
                    continue
                }
                guard let raw = word() else { return nil }
                values.append(Double(bitPattern: raw))
            }
            tallies.append(DayTally(fitting: fitting, yes: yes, lastSaved: saved, values: values))
        }
        return index == bytes.count ? tallies : nil
    }

    /// Random tallies of `habits` habits and `values` value screens, some days unrecorded.
    func randomTallies(habits: Int, values: Int, days: Int, _ generator: inout SeededGenerator) -> [DayTally] {
        (0..<days).map { _ in
            let recorded = Bool.random(using: &generator)
            return DayTally(
                fitting: recorded ? Int.random(in: 1...6, using: &generator) : 0,
                yes: (0..<habits).map { _ in recorded && Bool.random(using: &generator) },
                lastSaved: recorded ? Int64.random(in: .min ... .max, using: &generator) : nil,
                values: (0..<values).map { _ in
                    recorded && Bool.random(using: &generator)
                        ? Double.random(in: -1e12...1e12, using: &generator) : nil
                })
        }
    }

    /// Whether both read `bytes` alike: both refuse, or both read the same days (bit for bit).
    func readAlike(_ bytes: [UInt8], days: Int, screens: Int, habits: Int, values: Int) -> Bool {
        let plain = Self.plainDecode(bytes, days: days, screens: screens, habits: habits, valueScreens: values)
        let fast = DayTallyCoding.read(bytes, days: days, screens: screens, habits: habits, valueScreens: values)
        guard let plain, let fast else { return plain == nil && fast == nil }
        func pattern(_ tallies: [DayTally]) -> [[UInt64?]] {
            tallies.map { $0.values.map { $0?.bitPattern } }
        }
        return plain.map(\.fitting) == fast.map(\.fitting) && plain.map(\.yes) == fast.map(\.yes)
            && plain.map(\.lastSaved) == fast.map(\.lastSaved) && pattern(plain) == pattern(fast)
    }

    @Test(arguments: [(0, 0), (1, 1), (3, 2), (7, 2), (8, 1), (9, 0), (13, 9), (16, 8)] as [(Int, Int)])
    func everyChangedByteIsReadAsTheRulesSay(habits: Int, values: Int) {
        var generator = SeededGenerator(state: UInt64(habits * 31 + values))
        let days = 4
        let tallies = randomTallies(habits: habits, values: values, days: days, &generator)
        let bytes = DayTallyCoding.encode(tallies, habits: habits, valueScreens: values)!
        #expect(DayTallyCoding.read(bytes, days: days, screens: 6, habits: habits, valueScreens: values) == tallies)
        var refused = 0
        for index in bytes.indices {
            for value in [0, 1, 2, 3, 5, 6, 7, 8, 127, 128, 254, 255] as [UInt8] {
                var changed = bytes
                changed[index] = value
                for screens in [5, 6] {
                    #expect(
                        readAlike(changed, days: days, screens: screens, habits: habits, values: values),
                        "byte \(index) = \(value), \(screens) screens")
                    if Self.plainDecode(changed, days: days, screens: screens, habits: habits, valueScreens: values)
                        == nil
                    {
                        refused += 1
                    }
                }
            }
        }
        #expect(refused > 0, "some changes are refused")
        for cut in 0...bytes.count {
            #expect(readAlike(Array(bytes.prefix(cut)), days: days, screens: 6, habits: habits, values: values))
            #expect(
                readAlike(bytes + [0, 1, 2].prefix(cut % 4), days: days, screens: 6, habits: habits, values: values))
        }
        for wrong in [
            (days - 1, habits, values), (days + 1, habits, values), (days, habits + 1, values),
            (days, habits, values + 1), (days, max(0, habits - 1), values),
        ] {
            #expect(readAlike(bytes, days: wrong.0, screens: 6, habits: wrong.1, values: wrong.2), "\(wrong)")
        }
    }

    /// Rows of random bytes after the version, mostly refused, read alike.
    @Test func randomBytesAreReadAsTheRulesSay() {
        var generator = SeededGenerator(state: 2026)
        var accepted = 0
        for _ in 0..<3000 {
            let habits = Int.random(in: 0...10, using: &generator)
            let values = Int.random(in: 0...3, using: &generator)
            let days = Int.random(in: 1...3, using: &generator)
            let length = Int.random(in: 0...40, using: &generator)
            // Small bytes, so counts, flags and bits are often within the rules.
            let bytes = [DayTallyCoding.version] + (0..<length).map { _ in UInt8.random(in: 0...2, using: &generator) }
            #expect(readAlike(bytes, days: days, screens: 3, habits: habits, values: values), "\(bytes)")
            if Self.plainDecode(bytes, days: days, screens: 3, habits: habits, valueScreens: values) != nil {
                accepted += 1
            }
        }
        #expect(accepted > 0, "some random rows are tallies")
    }

    /// Rows read into a span's columns at their places, side by side as kept months are: days
    /// outside the span are read and not kept, a refused row (cut short, or with a byte left
    /// over, after its days were read) leaves the columns as they were, and the span then
    /// holds what each row holds on its days.
    @Test(arguments: [(3, 2), (9, 0), (0, 9)] as [(Int, Int)])
    func rowsAreReadIntoTheSpanAtTheirPlaces(habits: Int, values: Int) {
        var generator = SeededGenerator(state: UInt64(habits * 7 + values))
        let days = 50
        let first = CivilDate(iso: "2026-01-01")!
        let span = DayRange(from: first, through: first.adding(days: days - 1))
        var columns = DayTallyColumns(days: days, habits: habits, valueScreens: values)
        let empty = DayTally(
            fitting: 0, yes: Array(repeating: false, count: habits), lastSaved: nil,
            values: Array(repeating: nil, count: values))
        var expected = Array(repeating: empty, count: days)
        var start = -7
        var refused = 0
        while start < days + 5 {
            let count = Int.random(in: 1...10, using: &generator)
            let tallies = randomTallies(habits: habits, values: values, days: count, &generator)
            var bytes = DayTallyCoding.encode(tallies, habits: habits, valueScreens: values)!
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.append(0)
            case 1: bytes.removeLast()
            default: break
            }
            let before = columns
            let lower = min(max(0, start), days)
            let places = columns.read(bytes, days: count, screens: 6, at: start)
            if DayTallyDecodingTests.plainDecode(bytes, days: count, screens: 6, habits: habits, valueScreens: values)
                == nil
            {
                refused += 1
                #expect(places == nil, "row at \(start)")
                #expect(
                    columns.fittingByDay == before.fittingByDay && columns.yesByDay == before.yesByDay
                        && columns.savedByDay == before.savedByDay && columns.valuesByDay == before.valuesByDay,
                    "a refused row at \(start) changes nothing")
            } else {
                #expect(places == lower..<max(lower, min(days, start + count)), "row at \(start)")
                for place in places ?? 0..<0 { expected[place] = tallies[place - start] }
            }
            start += count
        }
        #expect(refused > 0)
        let read = columns.takeTallies(span: span, screens: 6)
        #expect(span.days.map { read[$0] } == expected)
        #expect(columns.days == 0, "the tallies took the arrays")
    }
}
