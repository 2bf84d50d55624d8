import Testing

@testable import FormanzaBase

/// The placeholders of a message: filled by number in any order, and everything that is not a
/// placeholder (another brace, a number with no argument) kept as written, so a mistake shows.
@Suite struct BraceFormatTests {
    @Test func placeholdersAreFilledByNumberInAnyOrder() {
        #expect(BraceFormat.fill("{1} de {0} · «{0}»", ["a", "b"]) == "b de a · «a»")
        #expect(BraceFormat.fill("Ñandú {0}€", ["ü"]) == "Ñandú ü€")
        #expect(BraceFormat.fill("{00}", ["x"]) == "x")
    }

    @Test func whatIsNotAPlaceholderStaysAsWritten() {
        #expect(BraceFormat.fill("{2} {x} {} { 0} {0", ["a", "b"]) == "{2} {x} {} { 0} {0")
        #expect(BraceFormat.fill("{12345}", Array(repeating: "a", count: 3)) == "{12345}")
        #expect(BraceFormat.fill("no braces", ["a"]) == "no braces")
        #expect(BraceFormat.fill("{0}", []) == "{0}")
        #expect(BraceFormat.fill("end {", ["a"]) == "end {")
    }

    /// Arguments read as string interpolation writes them, an optional included.
    @Test func argumentsAreWrittenAsInterpolationWritesThem() {
        let missing: String? = nil
        let present: String? = "x"
        let values: [Any] = ["text", 42, -7, 1.5, missing as Any, present as Any, Substring("sub"), true]
        #expect(values.map(BraceFormat.text(of:)) == values.map { "\($0)" })
        #expect(Language.en.tr("{0} of {1}", 3, "five") == "3 of five")
    }
}
