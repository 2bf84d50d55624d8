import FormanzaBase
import Foundation
import Testing

@testable import FormanzaCLI

/// `JSONText` writes numbers as bytes; the text must stay what it was when each number went
/// through Swift's `description` (dropping a trailing ".0") and anything with an exponent
/// through `JSONEncoder`. Compared over Progress's figures (rounded to six decimals) of every
/// size and sign, integers, and the edges of the byte path.
struct JSONTextNumberTests {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    /// The text as it was written before: `description`, else the encoder.
    static func expected(_ number: Double) throws -> String {
        var text = number.description
        guard number.isFinite, !text.contains("e") else {
            return String(decoding: try encoder.encode(number), as: UTF8.self)
        }
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func written(_ number: Double) throws -> String {
        var w = JSONText()
        try w.value(number)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    static func check(_ numbers: [Double]) throws -> Int {
        var differing: [String] = []
        for number in numbers {
            let (got, want) = (try written(number), try expected(number))
            if got != want { differing.append("\(number.bitPattern): \(got) ≠ \(want)") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
        return numbers.count
    }

    @Test func edgeCasesAreWrittenAsBefore() throws {
        let edges: [Double] = [
            0, -0.0, 1, -1, 0.5, 0.1, -0.1, 0.1 + 0.2, ProgressJSON.rounded(0.1 + 0.2), 123456.000001,
            -123456.000001, 1e15, -1e15, 1e16, 1e21, 1e-4, 0.00009, 0.000099, 0.0001, 0.000101, 1e-6, -1e-6,
            1e-5, 1e-7, 999_999_999.999999, 1e9, 1_000_000_000.5, 4_294_967_296, 4_294_967_295.999999,
            9_007_199_254_740_992, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNormalMagnitude, 80.333333, 80.33333333333333, ProgressJSON.rounded(80.33333333333333),
            ProgressJSON.rounded(-0.0000004), 0.000001 * 3, 27.777777777777775, 244466666666.66666,
        ]
        #expect(try Self.check(edges) == edges.count)
        #expect(try Self.written(-0.0) == "-0" && Self.written(1e15) == "1000000000000000")
        #expect(try Self.written(123456.000001) == "123456.000001" && Self.written(1e-5) == "1e-05")
    }

    @Test func everySixPlaceFigureNearZeroAndOneIsWrittenAsBefore() throws {
        // All millionths from -0.05 to 0.05 and around 1, 80 and 1000.
        var numbers: [Double] = []
        for base in [0.0, 1, 80, 1000, -80] {
            for step in -50_000...50_000 { numbers.append(ProgressJSON.rounded(base + Double(step) / 1_000_000)) }
        }
        #expect(try Self.check(numbers) == 500_005)
    }

    @Test func roundedFiguresOfEverySizeAreWrittenAsBefore() throws {
        var generator = SplitMix(seed: 2026)
        var numbers: [Double] = []
        for exponent in -8...18 {
            for _ in 0..<4_000 {
                let raw = Double(generator.next() % 10_000_000) / 10_000_000 * pow(10, Double(exponent))
                let signed = generator.next() % 2 == 0 ? raw : -raw
                numbers.append(ProgressJSON.rounded(signed))
                numbers.append(signed)
                numbers.append(signed.rounded())
            }
        }
        #expect(try Self.check(numbers) == 27 * 12_000)
    }

    @Test func integersAreWrittenAsBefore() {
        for number in [0, 1, -1, 9, 10, -10, 99, 100, 123_456_789, Int.max, Int.min, Int.min + 1] {
            var w = JSONText()
            w.value(number)
            #expect(String(decoding: w.bytes, as: UTF8.self) == String(number))
        }
    }

    /// Still refused, as the encoder refused them, now with an error of its own that says so.
    @Test func notANumberOrAnInfinityIsRefused() {
        for number in [Double.nan, .infinity, -.infinity, ProgressJSON.rounded(.infinity)] {
            var w = JSONText()
            #expect(throws: JSONNumberError.self) { try w.value(number) }
            #expect(w.bytes.isEmpty)
        }
    }

    @Test func everyNaNIsNamedAlikeInTheMessage() {
        /// The message of the error writing `number` throws.
        func message(_ number: Double) -> String? {
            var w = JSONText()
            do { try w.value(number) } catch let error as JSONNumberError { return error.message(in: .en) } catch {}
            return nil
        }
        // Sign and payload differ by how a sum was ordered; the message must not.
        for number in [
            Double.nan, -Double.nan, Double(nan: 0x123, signaling: false), -Double(nan: 1, signaling: false),
        ] {
            #expect(message(number) == "cannot write nan as a JSON number")
        }
        #expect(message(-.infinity) == "cannot write -inf as a JSON number")
    }

    @Test func daysAreWrittenAsTheirISOText() {
        for day in [CivilDate(year: 2026, month: 12, day: 2)!, CivilDate(year: 1, month: 1, day: 9)!] {
            var w = JSONText()
            w.value(day: day)
            #expect(String(decoding: w.bytes, as: UTF8.self) == "\"\(day.iso)\"")
        }
    }
}

/// A small seeded generator, so the values are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
