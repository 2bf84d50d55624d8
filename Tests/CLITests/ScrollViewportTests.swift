import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The one scrolling rule of every check-in widget: content that does not fit scrolls around
/// the focus, with `▲ more` / `▼ more` rows saying what is hidden.
@Suite struct ScrollViewportTests {
    init() { TestCatalogs.install() }

    let english = ScrollViewport.Marks.of(.en)

    func rows(_ count: Int) -> [StyledLine] { (0..<count).map { StyledLine("row \($0)") } }

    func fitted(_ count: Int, focus: Int, height: Int, marks: ScrollViewport.Marks? = nil) -> [String] {
        let view = InputView(lines: rows(count), focus: focus..<(focus + 1))
        return ScrollViewport.fit(view, width: 20, height: height, marks: marks ?? english).lines.map(\.plainText)
    }

    @Test func contentThatFitsIsShownWholeWithoutMarkers() {
        #expect(fitted(4, focus: 3, height: 4) == ["row 0", "row 1", "row 2", "row 3"])
        #expect(fitted(4, focus: 0, height: 10) == ["row 0", "row 1", "row 2", "row 3"])
    }

    @Test func aFocusNearTheTopShowsTheTopAndMarksWhatIsBelow() {
        #expect(fitted(10, focus: 1, height: 4) == ["row 0", "row 1", "row 2", "▼ more"])
    }

    @Test func aFocusNearTheEndShowsTheEndAndMarksWhatIsAbove() {
        #expect(fitted(10, focus: 9, height: 4) == ["▲ more", "row 7", "row 8", "row 9"])
    }

    @Test func aFocusInTheMiddleIsBetweenBothMarkers() {
        #expect(fitted(10, focus: 5, height: 5) == ["▲ more", "row 4", "row 5", "row 6", "▼ more"])
    }

    @Test func spanishMarkers() {
        #expect(fitted(10, focus: 5, height: 4, marks: .of(.es)).first == "▲ más")
        #expect(fitted(10, focus: 5, height: 4, marks: .of(.es)).last == "▼ más")
    }

    /// Every focus at every height: never taller than the window, the focus always shown, a
    /// marker exactly when rows are hidden on its side, the rows in order without gaps.
    @Test func everyFocusIsShownAtEveryHeight() {
        let count = 12
        for height in 3...14 {
            for focus in 0..<count {
                let shown = fitted(count, focus: focus, height: height)
                #expect(shown.count <= height)
                #expect(shown.contains("row \(focus)"), "focus \(focus) at height \(height): \(shown)")
                let numbers = shown.compactMap { $0.hasPrefix("row ") ? Int($0.dropFirst(4)) : nil }
                #expect(numbers == Array(numbers[0]...numbers[numbers.count - 1]), "contiguous: \(shown)")
                #expect((shown.first == "▲ more") == (numbers.first! > 0), "\(shown)")
                #expect((shown.last == "▼ more") == (numbers.last! < count - 1), "\(shown)")
            }
        }
    }

    @Test func aFocusOfSeveralLinesIsKeptTogether() {
        let view = InputView(lines: rows(10), focus: 6..<8)
        let shown = ScrollViewport.fit(view, width: 20, height: 5, marks: english).lines.map(\.plainText)
        #expect(shown.contains("row 6") && shown.contains("row 7"), "\(shown)")
    }

    @Test func wrappedLinesCountAsTheRowsTheyTake() {
        var lines = rows(6)
        lines[4] = StyledLine("a label far too long for the row", overflow: .wrap)
        let view = InputView(lines: lines, focus: 4..<5)
        let shown = ScrollViewport.fit(view, width: 12, height: 5, marks: english).lines.map(\.plainText)
        #expect(shown.count <= 5 && shown.first == "▲ more", "\(shown)")
        #expect(shown.joined(separator: " ").contains("a label far too long for the row"), "\(shown)")
    }

    @Test func theCursorFollowsItsRowAndIsHiddenWhenScrolledAway() {
        let seen = InputView(lines: rows(10), cursor: CursorPosition(row: 8, column: 3))
        let fitted = ScrollViewport.fit(seen, width: 20, height: 4, marks: english)
        #expect(fitted.lines[fitted.cursor!.row].plainText == "row 8", "with no focus named, the cursor's row is kept")
        let away = InputView(lines: rows(10), cursor: CursorPosition(row: 8, column: 3), focus: 0..<1)
        #expect(ScrollViewport.fit(away, width: 20, height: 4, marks: english).cursor == nil)
    }

    @Test func pinnedLinesStayUnderTheScrolledOnesAndLoseTheirBlanksFirst() {
        let view = InputView(
            lines: rows(10), cursor: CursorPosition(row: 11, column: 2), focus: 9..<10,
            pinned: [.blank, StyledLine("#12____")])
        let shown = ScrollViewport.fit(view, width: 20, height: 5, marks: english)
        #expect(shown.lines.map(\.plainText) == ["▲ more", "row 7", "row 8", "row 9", "#12____"])
        #expect(shown.cursor == CursorPosition(row: 4, column: 2), "the cursor in a pinned line")
        let roomy = ScrollViewport.fit(view, width: 20, height: 20, marks: english).lines.map(\.plainText)
        #expect(roomy.suffix(2) == ["", "#12____"])
    }
}
