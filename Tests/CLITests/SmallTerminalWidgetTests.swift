import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// Widgets on a small terminal: tiles and the palette reflow before cutting, every widget
/// names what must stay in sight, and below the smallest size one message replaces the frame.
@Suite struct SmallTerminalWidgetTests {
    init() { TestCatalogs.install() }

    let marks = ScrollViewport.Marks.of(.en)

    func shown(_ view: InputView, width: Int = 40, height: Int) -> [String] {
        ScrollViewport.fit(view, width: width, height: height, marks: marks).lines.map(\.plainText)
    }

    let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape"].enumerated().map {
        ChoiceItem(value: "\($0.offset)", label: $0.element)
    }

    @Test func tilesReflowIntoFewerColumnsBeforeCuttingALabel() {
        #expect(ChoiceLayout.tileColumns(fruits, wanted: 3, width: 80) == 3)
        #expect(ChoiceLayout.tileColumns(fruits, wanted: 3, width: 40) == 2, "Elderberry does not fit a third")
        #expect(ChoiceLayout.tileColumns(fruits, wanted: 3, width: 30) == 1)
        var input = SingleChoiceInput(items: fruits, presentation: .tiles(columns: 3))
        input.fit(width: 40)
        let lines = input.render(width: 40, height: 20).lines.map(\.plainText)
        #expect(lines.count == 4 && lines.allSatisfy { !$0.contains("…") }, "\(lines)")
        #expect(lines[0].contains("1 Apple") && lines[0].contains("2 Banana") && !lines[0].contains("3 Cherry"))
        input.press(.home, .down)
        #expect(input.focus == 2, "Down moves one row of the grid as drawn (two columns)")
    }

    @Test func aFocusedLabelCutEvenInOneColumnIsShownWholeOnItsOwnLine() {
        let long = "A very long option label that no tile can hold"
        let items = [ChoiceItem(value: "a", label: "Short"), ChoiceItem(value: "b", label: long)]
        var input = SingleChoiceInput(items: items, presentation: .tiles(columns: 2))
        input.fit(width: 30)
        input.press(.end)
        let view = input.render(width: 30, height: 10)
        #expect(view.lines[1].plainText.contains("…"), "\(view.text)")
        let fitted = shown(view, width: 30, height: 10)
        #expect(fitted.joined(separator: " ").contains("› " + long), "\(fitted)")
        input.press(.home)
        #expect(input.render(width: 30, height: 10).pinned.isEmpty, "a label that fits needs no extra line")
    }

    @Test func aLongListScrollsToTheFocusWithMarkers() {
        var input = MultipleChoiceInput(
            items: (1...12).map { ChoiceItem(value: "\($0)", label: "Option \($0)") },
            presentation: .list)
        let top = shown(input.render(width: 40, height: 5), height: 5)
        #expect(top.last == "▼ more" && top.count == 5, "\(top)")
        input.press(.end)
        let bottom = shown(input.render(width: 40, height: 5), height: 5)
        #expect(bottom.first == "▲ more" && bottom.last!.contains("Option 12"), "\(bottom)")
    }

    @Test func theCalendarKeepsTheChosenWeekInSight() {
        let today = CivilDate(year: 2026, month: 12, day: 2)!
        var input = DateInput(today: today, allowed: .any, labels: CalendarNames.labels(.en))
        input.press(.down, .down, .down, .down)
        let lines = shown(input.render(width: 40, height: 5), height: 5)
        #expect(lines.count == 5 && lines.contains { $0.contains("[30]") }, "\(lines)")
        #expect(lines.first == "▲ more", "\(lines)")
    }

    @Test func theDateTimeWheelsComeIntoSightWhenTabbedTo() {
        let today = CivilDate(year: 2026, month: 12, day: 2)!
        var input = DateTimeInput(
            today: today, proposedTime: TimeOfDay(hour: 10, minute: 0)!, minuteInterval: 5,
            labels: CalendarNames.labels(.en))
        #expect(!shown(input.render(width: 40, height: 6), height: 6).contains { $0.contains("[10]") })
        input.press(.tab)
        let lines = shown(input.render(width: 40, height: 6), height: 6)
        #expect(lines.contains { $0.contains("[10]") } && lines.first == "▲ more", "\(lines)")
    }

    @Test func thePaletteReachesItsLastRowAndKeepsItsCodeLine() {
        let palette = ColorPalette.entries.map { ColorSwatch(hex: $0.hex, name: $0.name(.en)) }
        var input = ColorInput(palette: palette, columns: 3)
        input.fit(width: 40)
        input.press(.end, .character(" "))
        let lines = shown(input.render(width: 40, height: 5), height: 5)
        #expect(lines.contains { $0.contains("brown") } && lines.last == "██ #6D4C41", "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("…") }, "names fit in two columns at 40: \(lines)")
    }

    @Test func aPaletteNameCutEvenInTwoColumnsIsShownWhole() {
        let palette = ColorPalette.entries.map { ColorSwatch(hex: $0.hex, name: $0.name(.es)) }
        var input = ColorInput(palette: palette, columns: 3)
        input.fit(width: 30)
        input.press(.right)
        let teal = palette.firstIndex { $0.name == "verde azulado" }!
        while input.focus != teal { input.press(.right) }
        let view = input.render(width: 30, height: 12)
        #expect(view.lines.contains { $0.plainText.contains("…") }, "two columns at 30 cut it: \(view.text)")
        #expect(shown(view, width: 30, height: 12).contains("› verde azulado"), "\(view.text)")
    }

    @Test func keysWaitWhileTheWindowIsTooSmallButCtrlCStillLeaves() {
        let terminal = ScriptedTerminal([.key(.character("y")), .key(.control("c"))])
        terminal.size = TerminalSize(columns: 25, rows: 8)
        var input = YesNoInput(labels: .init(yes: "Yes", no: "No"))
        var painter = ScreenPainter(colors: false)
        painter.smallTerminalLanguage = .en
        let outcome = InputLoop(autoAdvance: false).run(&input, on: terminal, painter: &painter) { input, size in
            var frame = Frame(lines: [StyledLine("Water")])
            frame.append(input.render(width: size.columns, height: 3))
            return frame
        }
        #expect(outcome == .unhandled(.control("c")))
        #expect(input.value == nil, "the y typed blind was not taken")
        #expect(terminal.output.contains("Make the terminal larger") && !terminal.output.contains("Water"))
    }

    @Test(arguments: [
        (Language.en, "Make the terminal larger", "at least 30×10 (now 25×8)"),
        (Language.es, "Agranda la terminal", "al menos 30×10 (ahora 25×8)"),
    ])
    func belowTheMinimumOneMessageReplacesTheFrame(language: Language, title: String, needs: String) {
        var painter = ScreenPainter(colors: false)
        painter.smallTerminalLanguage = language
        let frame = Frame(lines: [StyledLine("Weight")], footer: [StyledLine("Enter Next")])
        let small = painter.paint(frame, size: TerminalSize(columns: 25, rows: 8))
        #expect(small.contains(title) && !small.contains("Weight"), "\(small)")
        let message = FrameLayout.layout(
            SmallTerminal.frame(TerminalSize(columns: 25, rows: 8), language),
            in: TerminalSize(columns: 25, rows: 8)
        ).text
        #expect(message.replacingOccurrences(of: "\n", with: " ").contains(needs), "\(message)")
        let back = painter.paint(frame, size: TerminalSize(columns: 30, rows: 10))
        #expect(back.contains("Weight") && !back.contains(title), "the frame is back at the minimum")
    }
}
