import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

/// Numbers as shown: the language's separator, fixed decimals, and large numbers written
/// with fewer decimals rather than as "∞" (a formula's constant of 100000000000 once read
/// "Balance × ∞").
@Suite struct NumberTextTests {
    init() { TestCatalogs.install() }

    @Test func decimalsTakeTheLanguagesSeparator() {
        #expect(NumberText.format(80.5, decimals: 1, language: .en) == "80.5")
        #expect(NumberText.format(80.5, decimals: 1, language: .es) == "80,5")
        #expect(NumberText.format(-3, decimals: 0, language: .en) == "−3")
        #expect(NumberText.format(2.5, decimals: 0, language: .en) == "3")
    }

    @Test func aLargeNumberGivesUpDecimalsNotDigits() {
        #expect(NumberText.format(100_000_000_000, decimals: 6, language: .en) == "100000000000.0000")
        #expect(NumberText.compact(100_000_000_000, maxDecimals: 6, language: .en) == "100000000000")
        #expect(NumberText.format(12_345_678_901.5, decimals: 6, language: .es) == "12345678901,50000")
        #expect(NumberText.format(-100_000_000_000, decimals: 6, language: .en) == "−100000000000.0000")
    }

    @Test func onlyAWholePartPastExactnessReadsInfinity() {
        #expect(NumberText.format(1e308, decimals: 2, language: .en) == "∞")
        #expect(NumberText.format(-1e20, decimals: 0, language: .en) == "−∞")
        #expect(NumberText.format(.infinity, decimals: 3, language: .en) == "∞")
        #expect(NumberText.format(.nan, decimals: 3, language: .en) == "∞")
    }

    /// The numbers are written as bytes; the text is the one the straightforward way gives
    /// (each part a `String`, trailing zeros then the separator removed), over random values
    /// of every size, sign and number of decimals, in both languages.
    @Test func bytesWriteWhatTheStringsWrote() {
        var generator = SeededGenerator(state: 20_261_206)
        for round in 0..<20_000 {
            let magnitude = Double.random(in: -8...17, using: &generator)
            var value = Double.random(in: 0..<1, using: &generator) * pow10(magnitude)
            if round % 3 == 0 { value = (value * 1000).rounded() / 1000 }
            if round % 2 == 0 { value = -value }
            let decimals = Int.random(in: -1...7, using: &generator)
            for language in [Language.en, .es] {
                #expect(
                    NumberText.format(value, decimals: decimals, language: language)
                        == Self.stringsFormat(value, decimals: decimals, language: language))
                #expect(
                    NumberText.compact(value, maxDecimals: decimals, language: language)
                        == Self.stringsCompact(value, maxDecimals: decimals, language: language))
            }
        }
    }

    private func pow10(_ exponent: Double) -> Double { exp(exponent * log(10)) }

    static func stringsFormat(_ value: Double, decimals: Int, language: Language) -> String {
        var places = max(0, min(decimals, 6))
        var factor = power10(places)
        var scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        while !(scaled < 9e15) && places > 0 && abs(value) < 9e15 {
            places -= 1
            factor = power10(places)
            scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        }
        guard scaled < 9e15 else { return value < 0 ? "−∞" : "∞" }
        let whole = Int64(scaled) / Int64(factor)
        let fraction = Int64(scaled) % Int64(factor)
        var text = (value < 0 && scaled != 0 ? "−" : "") + String(whole)
        if places > 0 {
            let digits = String(fraction)
            text +=
                String(NumberText.decimalSeparator(language)) + String(repeating: "0", count: places - digits.count)
                + digits
        }
        return text
    }

    static func stringsCompact(_ value: Double, maxDecimals: Int, language: Language) -> String {
        var text = stringsFormat(value, decimals: maxDecimals, language: language)
        let separator = NumberText.decimalSeparator(language)
        if text.contains(separator) {
            while text.last == "0" { text.removeLast() }
            if text.last == separator { text.removeLast() }
        }
        return text
    }

    static func power10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
