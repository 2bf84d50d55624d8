import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
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
}
