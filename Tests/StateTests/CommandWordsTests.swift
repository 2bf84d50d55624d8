import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The one word splitter, for `$VISUAL`/`$EDITOR` and `remind.conf`'s `terminal`: a shell's
/// quoting rules without a shell.
@Suite struct CommandWordsTests {
    @Test(arguments: [
        ("a 'b c' \"d e\"", ["a", "b c", "d e"]),
        ("'it''s'", ["its"]),
        ("x'y'\"z\"", ["xyz"]),
        ("'$HOME \\n \"q\"'", ["$HOME \\n \"q\""]),
    ])
    func quotesGroupWithoutExpanding(_ text: String, _ words: [String]) {
        #expect(CommandWords.split(text) == words)
    }

    @Test(arguments: [
        ("a\\ b", ["a b"]),
        ("\\'x\\\"", ["'x\""]),
        ("\\\\", ["\\"]),
        ("\"a\\\\b\\$c\\`d\"", ["a\\b$c`d"]),
        ("\"a\\qb\"", ["a\\qb"]),
        ("ab\\\ncd", ["abcd"]),
        ("\"ab\\\ncd\"", ["abcd"]),
    ])
    func backslashesEscapeTheNextCharacterAsAShellDoes(_ text: String, _ words: [String]) {
        #expect(CommandWords.split(text) == words)
    }

    @Test func tabsAndNewlinesSeparateLikeSpaces() {
        #expect(CommandWords.split("a\tb\nc  \t\n d") == ["a", "b", "c", "d"])
        #expect(CommandWords.split("'a\tb'") == ["a\tb"])
        #expect(CommandWords.split(" \t\n") == [])
    }

    @Test func emptyQuotedWordsAreKept() {
        #expect(CommandWords.split("a '' \"\" b") == ["a", "", "", "b"])
        #expect(CommandWords.split("''") == [""])
    }

    @Test func anOpenQuoteOrATrailingBackslashIsNotACommand() {
        #expect(CommandWords.split("a 'b") == nil)
        #expect(CommandWords.split("a \"b\\\"") == nil)
        #expect(CommandWords.split("a\\") == nil)
    }
}
