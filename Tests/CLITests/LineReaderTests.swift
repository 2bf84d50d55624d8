import FormanzaCommandLine
import Foundation
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct LineReaderTests {
    @Test func splitterHandlesSplitsCRLFAndAMissingLastNewline() {
        var splitter = LineSplitter()
        #expect(splitter.feed(Array("72,5\nye".utf8)) == ["72,5"])
        #expect(splitter.feed(Array("s\r\n\nño".utf8)) == ["yes", ""])
        #expect(splitter.finish() == "ño")
        #expect(splitter.finish() == nil)
    }

    @Test func splitterKeepsMultibyteCharactersSplitAcrossReads() {
        var splitter = LineSplitter()
        let bytes = Array("Sí\n".utf8)
        #expect(splitter.feed(bytes.prefix(2)).isEmpty)
        #expect(splitter.feed(bytes.dropFirst(2)) == ["Sí"])
    }

    @Test func invalidUTF8IsRepairedNotFatal() {
        var splitter = LineSplitter()
        #expect(splitter.feed([0x61, 0xFF, 0x62, 0x0A]) == ["a\u{FFFD}b"])
    }

    @Test func readerReadsLinesFromAPipeUntilEndOfInput() throws {
        let pipe = Pipe()
        let reader = LineReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
        pipe.fileHandleForWriting.write(Data("Weight=72,5\nAlcohol=no\n".utf8))
        #expect(reader.readLine() == "Weight=72,5")
        pipe.fileHandleForWriting.write(Data("Keto=trace".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(reader.readLine() == "Alcohol=no")
        #expect(reader.readLine() == "Keto=trace", "the last line counts without a newline")
        #expect(reader.readLine() == nil)
        #expect(reader.readLine() == nil, "end of input stays the end")
    }

    @Test func readAllAndEmptyInput() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("a\n\nb\n".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(LineReader(descriptor: pipe.fileHandleForReading.fileDescriptor).readAll() == ["a", "", "b"])
        let empty = Pipe()
        try empty.fileHandleForWriting.close()
        #expect(LineReader(descriptor: empty.fileHandleForReading.fileDescriptor).readLine() == nil)
    }

    @Test func aLineDrivesAWidgetLikeTyping() {
        var input = NumberInput(limits: NumberLimits(min: 0, max: 500, step: 0.1, decimals: 1), decimalSeparator: ",")
        #expect(input.handle(Key.typing("72,5\n")) == .submit)
        #expect(input.answer == 72.5)
    }

    @Test func stdinThatIsAPipeIsNotInteractive() {
        let pipe = Pipe()
        #expect(
            !Console.isInteractive(
                input: pipe.fileHandleForReading.fileDescriptor,
                output: pipe.fileHandleForWriting.fileDescriptor))
    }
}

@Suite struct LineReaderLimitTests {
    @Test func aLineBeyondTheLimitIsCutAndMarked() {
        var splitter = LineSplitter(maxLineBytes: 8)
        #expect(splitter.feed(Array("12345".utf8)).isEmpty)
        #expect(splitter.feed(Array("67890123\nok\n".utf8)) == ["12345678", "ok"])
        #expect(splitter.cutLines == [true, false])
        splitter.dropCutFlags(2)
        #expect(splitter.feed(Array("abcdefghijk".utf8)).isEmpty)
        #expect(splitter.finish() == "abcdefgh")
        #expect(splitter.cutLines == [true])
    }
}
