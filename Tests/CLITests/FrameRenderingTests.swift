import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct FrameRenderingTests {
    let size = TerminalSize(columns: 20, rows: 6)

    @Test func layoutHasExactlyTheWindowsRowsWithTheFooterAtTheBottom() {
        let frame = Frame(lines: [StyledLine("Title", .bold), StyledLine("body")], footer: [StyledLine("keys")])
        let laidOut = FrameLayout.layout(frame, in: size)
        #expect(laidOut.rows.count == 6)
        #expect(laidOut.rows.map(\.plainText) == ["Title", "body", "", "", "", "keys"])
    }

    @Test func longLinesAreTruncatedWithAnEllipsisOrWrapped() {
        let long = "Prefilled from your check-in of Tuesday"
        let frame = Frame(lines: [StyledLine(long), StyledLine(long, overflow: .wrap)])
        let rows = FrameLayout.layout(frame, in: size).rows.map(\.plainText)
        #expect(rows[0] == "Prefilled from your…")
        #expect(rows[1] == "Prefilled from your")
        #expect(rows[2] == "check-in of Tuesday")
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func wideCharactersAreFittedByCells() {
        let frame = Frame(lines: [StyledLine("日本語のテキストはとても長いです")])
        let row = FrameLayout.layout(frame, in: size).rows[0].plainText
        #expect(DisplayWidth.of(row) <= 20)
        #expect(row.hasSuffix("…"))
        #expect(row == "日本語のテキストは…")
    }

    @Test func truncationKeepsStylesOfTheSpans() {
        let line = StyledLine("Weight ", .bold).appending("72,5 kg and more text", .green)
        let cut = FrameLayout.truncate(line, width: 12)
        #expect(cut.plainText == "Weight 72,5…")
        #expect(cut.spans.map(\.style) == [.bold, .green, .green])
    }

    @Test func bodyThatDoesNotFitIsCutAboveTheFooter() {
        let frame = Frame(lines: (1...10).map { StyledLine("line \($0)") }, footer: [StyledLine("footer")])
        let rows = FrameLayout.layout(frame, in: size).rows.map(\.plainText)
        #expect(rows == ["line 1", "line 2", "line 3", "line 4", "line 5", "footer"])
    }

    @Test func cursorFollowsItsLine() {
        var frame = Frame(lines: [StyledLine("Question"), StyledLine("long question text that wraps", overflow: .wrap)])
        frame.append(InputView(lines: [StyledLine("abc")], cursor: CursorPosition(row: 0, column: 3)))
        let laidOut = FrameLayout.layout(frame, in: size)
        #expect(laidOut.cursor == CursorPosition(row: 3, column: 3))
    }

    @Test func colorsOnWriteSGRAndNoColorWritesBareText() {
        let line = StyledLine("ok", .green).appending(" bad", TextStyle.red.adding(.bold)).appending(" sel", .reverse)
        #expect(line.encoded(colors: true) == "\u{1B}[32mok\u{1B}[0m\u{1B}[1;31m bad\u{1B}[0m\u{1B}[7m sel\u{1B}[0m")
        #expect(line.encoded(colors: false) == "ok bad sel")
        let gray = StyledLine("x", .gray).appending("y", .dim).appending("z", TextStyle(foreground: .rgb(241, 186, 62)))
        #expect(
            gray.encoded(colors: true)
                == "\u{1B}[90mx\u{1B}[0m\u{1B}[2my\u{1B}[0m\u{1B}[38;2;241;186;62mz\u{1B}[0m")
    }

    @Test func painterWithoutColorsWritesNoSGR() {
        var painter = ScreenPainter(colors: false)
        let frame = Frame(lines: [StyledLine("Weight", .bold), StyledLine("72,5", .green)])
        let output = painter.paint(frame, size: size)
        #expect(!output.contains("m\u{1B}") && !output.contains("\u{1B}[1m") && !output.contains("\u{1B}[32m"))
        #expect(output.contains("Weight") && output.contains("72,5"))
        var colored = ScreenPainter(colors: true)
        #expect(colored.paint(frame, size: size).contains("\u{1B}[1mWeight\u{1B}[0m"))
    }

    @Test func firstPaintWritesEveryRowInPlaceWithoutClearingTheScreen() {
        var painter = ScreenPainter(colors: false)
        let output = painter.paint(Frame(lines: [StyledLine("a"), StyledLine("b")]), size: size)
        #expect(!output.contains("\u{1B}[2J"), "no full clear, so no flicker")
        for row in 1...6 { #expect(output.contains("\u{1B}[\(row);1H")) }
        #expect(output.contains("\u{1B}[1;1Ha\u{1B}[K"))
        #expect(!output.contains(ScreenPainter.clearBelow), "the frame fills the window: nothing is below it")
    }

    /// After the last column the cursor waits to wrap on that column, and xterm erases from
    /// there: a "clear to end of line" after a full row would wipe its last character.
    @Test func aRowAsWideAsTheWindowIsNotErasedAfter() {
        var painter = ScreenPainter(colors: false)
        let narrow = TerminalSize(columns: 10, rows: 2)
        let output = painter.paint(Frame(lines: [StyledLine("Daily 1 of"), StyledLine("Weight")]), size: narrow)
        #expect(output.contains("\u{1B}[1;1HDaily 1 of\u{1B}[2;1H"), "\(output.debugDescription)")
        #expect(output.contains("\u{1B}[2;1HWeight\u{1B}[K"))
        let wide = painter.paint(Frame(lines: [StyledLine("Daily 1 of"), StyledLine("Weight 81.")]), size: narrow)
        #expect(wide == ScreenPainter.hideCursor + "\u{1B}[2;1HWeight 81.")
    }

    @Test func laterPaintsRewriteOnlyChangedRows() {
        var painter = ScreenPainter(colors: false)
        _ = painter.paint(Frame(lines: [StyledLine("Weight"), StyledLine("72,5")]), size: size)
        let output = painter.paint(Frame(lines: [StyledLine("Weight"), StyledLine("72,6")]), size: size)
        #expect(output == ScreenPainter.hideCursor + "\u{1B}[2;1H72,6\u{1B}[K")
        let same = painter.paint(Frame(lines: [StyledLine("Weight"), StyledLine("72,6")]), size: size)
        #expect(same == ScreenPainter.hideCursor)
    }

    @Test func resizeOrInvalidateRepaintsEverything() {
        var painter = ScreenPainter(colors: false)
        let frame = Frame(lines: [StyledLine("a")])
        _ = painter.paint(frame, size: size)
        let resized = painter.paint(frame, size: TerminalSize(columns: 30, rows: 6))
        #expect(resized.contains("\u{1B}[6;1H"))
        painter.invalidate()
        #expect(painter.paint(frame, size: TerminalSize(columns: 30, rows: 6)).contains("\u{1B}[1;1Ha"))
    }

    @Test func cursorIsShownOnlyWhereTheFrameWantsIt() {
        var painter = ScreenPainter(colors: false)
        let hidden = painter.paint(Frame(lines: [StyledLine("x")]), size: size)
        #expect(!hidden.contains(ScreenPainter.showCursor))
        let withCursor = Frame(lines: [StyledLine("abc")], cursor: CursorPosition(row: 0, column: 2))
        let shown = painter.paint(withCursor, size: size)
        #expect(shown.hasSuffix("\u{1B}[1;3H" + ScreenPainter.showCursor))
    }

    @Test(arguments: [
        (nil as String?, "xterm-256color" as String?, true, true),
        ("1", "xterm-256color", true, false),
        ("", "xterm-256color", true, true),  // NO_COLOR set but empty does not count
        (nil, "xterm-256color", false, false),  // output is a pipe or file
        (nil, "dumb", true, false),
    ])
    func colorPolicy(noColor: String?, term: String?, outputIsTerminal: Bool, expected: Bool) {
        #expect(ColorPolicy.colorsEnabled(noColor: noColor, term: term, outputIsTerminal: outputIsTerminal) == expected)
    }

    @Test func eightyByTwentyFourIsTheFallback() {
        #expect(TerminalSize.standard == TerminalSize(columns: 80, rows: 24))
        // A pipe has no window size.
        #expect(TerminalSize(of: -1) == nil)
    }
}
