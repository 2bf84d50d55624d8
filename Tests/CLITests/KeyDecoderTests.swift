import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct KeyDecoderTests {
    static let table: [([UInt8], [Key], String)] = [
        (Array("a".utf8), [.character("a")], "ASCII letter"),
        (Array("ñ".utf8), [.character("ñ")], "two-byte UTF-8"),
        (Array("á".utf8), [.character("á")], "precomposed accent"),
        (Array("€".utf8), [.character("€")], "three-byte UTF-8"),
        (Array("😢".utf8), [.character("😢")], "four-byte UTF-8"),
        ([0x0D], [.enter], "CR is Enter"),
        ([0x0A], [.enter], "LF is Enter"),
        ([0x7F], [.backspace], "DEL is Backspace"),
        ([0x08], [.backspace], "Ctrl-H is Backspace"),
        ([0x09], [.tab], "Tab"),
        ([0x1B, 0x5B, 0x5A], [.backTab], "Shift-Tab"),
        ([0x03], [.control("c")], "Ctrl-C"),
        ([0x04], [.control("d")], "Ctrl-D"),
        ([0x13], [.control("s")], "Ctrl-S"),
        ([0x1B, 0x5B, 0x41], [.up], "CSI up"),
        ([0x1B, 0x5B, 0x42], [.down], "CSI down"),
        ([0x1B, 0x5B, 0x43], [.right], "CSI right"),
        ([0x1B, 0x5B, 0x44], [.left], "CSI left"),
        ([0x1B, 0x4F, 0x41], [.up], "SS3 up"),
        ([0x1B, 0x4F, 0x42], [.down], "SS3 down"),
        ([0x1B, 0x4F, 0x43], [.right], "SS3 right"),
        ([0x1B, 0x4F, 0x44], [.left], "SS3 left"),
        ([0x1B, 0x5B, 0x48], [.home], "CSI H"),
        ([0x1B, 0x5B, 0x46], [.end], "CSI F"),
        ([0x1B, 0x4F, 0x48], [.home], "SS3 H"),
        ([0x1B, 0x4F, 0x46], [.end], "SS3 F"),
        (Array("\u{1B}[1~".utf8), [.home], "VT home"),
        (Array("\u{1B}[7~".utf8), [.home], "rxvt home"),
        (Array("\u{1B}[4~".utf8), [.end], "VT end"),
        (Array("\u{1B}[8~".utf8), [.end], "rxvt end"),
        (Array("\u{1B}[3~".utf8), [.delete], "Delete"),
        (Array("\u{1B}[2~".utf8), [.insert], "Insert"),
        (Array("\u{1B}[5~".utf8), [.pageUp], "PageUp"),
        (Array("\u{1B}[6~".utf8), [.pageDown], "PageDown"),
        (Array("\u{1B}[1;5C".utf8), [.wordRight], "Ctrl-Right moves a word"),
        (Array("\u{1B}[1;5D".utf8), [.wordLeft], "Ctrl-Left moves a word"),
        (Array("\u{1B}[1;3D".utf8), [.wordLeft], "Alt-Left moves a word"),
        (Array("\u{1B}[1;2C".utf8), [.right], "Shift-Right keeps the arrow"),
        (Array("\u{1B}b".utf8), [.wordLeft], "Alt-B"),
        (Array("\u{1B}f".utf8), [.wordRight], "Alt-F"),
        (Array("\u{1B}[3;2~".utf8), [.delete], "Shift-Delete keeps Delete"),
        (Array("\u{1B}[15~".utf8), [], "F5 is dropped"),
        (Array("\u{1B}OP".utf8), [], "F1 is dropped"),
        ([0x1B], [.escape], "lone Esc after the timeout"),
        ([0x1B, 0x1B], [.escape, .escape], "two Esc"),
        ([0x1B, 0x78], [.escape, .character("x")], "Alt-x"),
        (Array("hi\r".utf8), [.character("h"), .character("i"), .enter], "a word and Enter"),
        ([0xFF, 0x61], [.character("a")], "invalid byte skipped"),
        ([0xC3], [], "cut UTF-8 dropped at the timeout"),
        ([0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42], [.up, .down], "CSI then SS3"),
    ]

    @Test(arguments: table)
    func decodes(bytes: [UInt8], expected: [Key], name: String) {
        #expect(KeyDecoder.keys(from: bytes) == expected, "\(name)")
    }

    @Test func arrowSplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isAwaitingMore)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x41]) == [.up])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func utf8SplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("ñ".utf8)
        #expect(decoder.decode([bytes[0]]).isEmpty)
        #expect(decoder.isAwaitingMore)
        #expect(decoder.decode([bytes[1]]) == [.character("ñ")])
    }

    @Test func loneEscapeOnlyAfterFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isAwaitingMore)
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    }

    @Test func escapeBracketAloneFlushesAsAltBracket() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func combiningMarkArrivesAsItsOwnCharacter() {
        // n + COMBINING TILDE: the text buffer joins them (see TextInputTests).
        #expect(KeyDecoder.keys(from: Array("n\u{303}".utf8)) == [.character("n"), .character("\u{303}")])
    }

    @Test func typingHelperMapsNewlinesToEnter() {
        #expect(Key.typing("a\nb") == [.character("a"), .enter, .character("b")])
    }

    @Test func choiceNumbers() {
        #expect(Key.character("1").choiceNumber == 1)
        #expect(Key.character("9").choiceNumber == 9)
        #expect(Key.character("0").choiceNumber == 10)
        #expect(Key.character("a").choiceNumber == nil)
        #expect(Key.character("٣").choiceNumber == nil)
    }
}
