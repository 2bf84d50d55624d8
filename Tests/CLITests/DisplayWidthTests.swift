import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI

@Suite struct DisplayWidthTests {
    static let widths: [(String, Int)] = [
        ("abc", 3),
        ("ñandú", 5),
        ("n\u{303}", 1),  // n + combining tilde is one cell
        ("e\u{301}\u{302}", 1),  // two combining marks
        ("日本", 4),  // CJK ideographs are wide
        ("한국어", 6),  // Hangul syllables are wide
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana stays narrow
        ("ＡＢ", 4),  // fullwidth Latin is wide
        ("😢", 2),
        ("👍🏽", 2),  // emoji with a skin-tone modifier
        ("👩‍💻", 2),  // ZWJ sequence
        ("❤️", 2),  // text heart made emoji by VS16
        ("🇪🇸", 2),  // flag
        ("a\u{200B}b", 2),  // zero width space
        ("\u{7}", 0),  // control
        ("", 0),
    ]

    @Test(arguments: widths)
    func width(of text: String, is expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func truncateCountsCellsNotCharacters() {
        #expect(DisplayWidth.truncate("日本語のテキスト", to: 7) == "日本語…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("日本語のテキスト", to: 7)) <= 7)
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
        #expect(DisplayWidth.truncate("exactly10!", to: 10) == "exactly10!")
        #expect(DisplayWidth.truncate("elevenchars", to: 10) == "elevencha…")
    }

    @Test func prefixNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.prefix("a日b", cells: 2) == "a")
        #expect(DisplayWidth.prefix("a日b", cells: 3) == "a日")
    }

    @Test func wrapBreaksAtSpaces() {
        #expect(DisplayWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(DisplayWidth.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
        #expect(DisplayWidth.wrap("a\nb", width: 10) == ["a", "b"])
        #expect(DisplayWidth.wrap("", width: 10) == [""])
        #expect(DisplayWidth.wrap("日本語 日本語", width: 6) == ["日本語", "日本語"])
    }

    @Test func rowRangesCoverEveryCharacterOnce() {
        let characters = Array("one two\nthree four five")
        let ranges = DisplayWidth.rowRanges(characters, width: 6)
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == characters.count)
        for (left, right) in zip(ranges, ranges.dropFirst()) {
            #expect(left.upperBound == right.lowerBound)
        }
        #expect(ranges.map { String(characters[$0]) } == ["one ", "two\n", "three ", "four ", "five"])
    }

    @Test func textEndingInALineBreakHasAnEmptyLastRow() {
        let ranges = DisplayWidth.rowRanges(Array("ab\n"), width: 10)
        #expect(ranges == [0..<3, 3..<3])
    }
}
