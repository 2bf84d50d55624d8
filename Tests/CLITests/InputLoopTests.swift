import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// A terminal that replays scripted events and records what was written, so the hosting loop
/// can be tested without a terminal.
final class ScriptedTerminal: TerminalDevice {
    var events: [TerminalEvent]
    var size = TerminalSize(columns: 40, rows: 12)
    let colorsEnabled = false
    private(set) var output = ""
    private(set) var timeouts: [Int?] = []

    init(_ events: [TerminalEvent]) {
        self.events = events
    }

    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent {
        timeouts.append(timeoutMilliseconds)
        guard !events.isEmpty else { return .endOfInput }
        return events.removeFirst()
    }

    func write(_ text: String) {
        output += text
    }
}

@Suite struct InputLoopTests {
    let labels = YesNoInput.Labels(yes: "Yes", no: "No")

    func compose<Input: CheckInInput>(_ input: Input, _ size: TerminalSize) -> Frame {
        var frame = Frame(
            lines: [StyledLine("3 of 8", .gray), StyledLine("Water 2 L", .bold)],
            footer: [StyledLine("Enter: next · Esc: back")])
        frame.append(input.render(width: size.columns, height: size.rows - 3))
        return frame
    }

    @Test func pickAutoAdvancesAfterTheBeat() {
        let terminal = ScriptedTerminal([.key(.character("y")), .timeout])
        var input = YesNoInput(labels: labels)
        var painter = ScreenPainter(colors: false)
        let loop = InputLoop(autoAdvance: true, beatMilliseconds: 300)
        #expect(loop.run(&input, on: terminal, painter: &painter, compose: compose) == .submitted)
        #expect(input.answer == true)
        #expect(terminal.timeouts == [nil, 300], "waited a beat after the pick")
        #expect(terminal.output.contains("(•) Yes"), "the choice was shown before moving on")
    }

    @Test func keyDuringTheBeatCancelsTheAdvance() {
        let terminal = ScriptedTerminal([.key(.character("y")), .key(.character("n")), .timeout])
        var input = YesNoInput(labels: labels)
        var painter = ScreenPainter(colors: false)
        let loop = InputLoop(autoAdvance: true, beatMilliseconds: 300)
        #expect(loop.run(&input, on: terminal, painter: &painter, compose: compose) == .submitted)
        #expect(input.answer == false, "the second key was handled, and its beat ran out")
    }

    @Test func withoutAutoAdvanceAPickStays() {
        let terminal = ScriptedTerminal([.key(.character("y")), .key(.escape)])
        var input = YesNoInput(labels: labels)
        var painter = ScreenPainter(colors: false)
        let loop = InputLoop(autoAdvance: false)
        #expect(loop.run(&input, on: terminal, painter: &painter, compose: compose) == .unhandled(.escape))
        #expect(input.answer == true)
        #expect(terminal.timeouts == [nil, nil], "no beat")
    }

    @Test func wheelsNeverAutoAdvanceEvenWhenTheHostAllowsIt() {
        let items = ["a", "b", "c"].map { ChoiceItem(value: $0, label: $0.uppercased()) }
        let terminal = ScriptedTerminal([.key(.character("2")), .key(.enter)])
        var input = SingleChoiceInput(items: items, presentation: .wheel)
        var painter = ScreenPainter(colors: false)
        let outcome = InputLoop(autoAdvance: true).run(&input, on: terminal, painter: &painter, compose: compose)
        #expect(outcome == .submitted)
        #expect(terminal.timeouts == [nil, nil])
        #expect(input.answer == "b")
    }

    @Test func unhandledKeysGoBackToTheHostWhichCanResume() {
        let terminal = ScriptedTerminal([.key(.character("7")), .key(.save), .key(.character("2")), .key(.enter)])
        var input = NumberInput(limits: NumberLimits(min: 0, max: 100, step: 1, decimals: 0))
        var painter = ScreenPainter(colors: false)
        let loop = InputLoop(autoAdvance: true)
        #expect(loop.run(&input, on: terminal, painter: &painter, compose: compose) == .unhandled(.save))
        #expect(input.value == 7)
        #expect(loop.run(&input, on: terminal, painter: &painter, compose: compose) == .submitted)
        #expect(input.answer == 72)
    }

    @Test func resizeRepaintsEverythingAtTheNewSize() {
        let terminal = ScriptedTerminal([.resize(TerminalSize(columns: 60, rows: 20)), .key(.enter)])
        var input = YesNoInput(labels: labels)
        var painter = ScreenPainter(colors: false)
        _ = InputLoop(autoAdvance: false).run(&input, on: terminal, painter: &painter, compose: compose)
        #expect(terminal.output.contains("\u{1B}[20;1HEnter: next · Esc: back"), "footer on the new last row")
    }

    @Test func endOfInputEndsTheQuestion() {
        let terminal = ScriptedTerminal([])
        var input = YesNoInput(labels: labels)
        var painter = ScreenPainter(colors: false)
        let outcome = InputLoop(autoAdvance: true).run(&input, on: terminal, painter: &painter, compose: compose)
        #expect(outcome == .endOfInput)
    }

    @Test func refusedKeysRingTheBellOnlyWhenAsked() {
        let terminal = ScriptedTerminal([.key(.left), .key(.left), .key(.enter)])
        var input = ColorInput(palette: Fixtures.palette)
        var painter = ScreenPainter(colors: false)
        let loud = InputLoop(autoAdvance: false, ringsBell: true)
        _ = loud.run(&input, on: terminal, painter: &painter, compose: compose)
        #expect(terminal.output.contains("\u{07}"))
        let quiet = ScriptedTerminal([.key(.left), .key(.left), .key(.enter)])
        var again = ColorInput(palette: Fixtures.palette)
        _ = InputLoop(autoAdvance: false).run(&again, on: quiet, painter: &painter, compose: compose)
        #expect(!quiet.output.contains("\u{07}"))
    }

    @Test func aWholeQuestionFitsEightyByTwentyFour() {
        let terminal = ScriptedTerminal([.key(.enter)])
        terminal.size = .standard
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .list)
        var painter = ScreenPainter(colors: false)
        _ = InputLoop(autoAdvance: true).run(&input, on: terminal, painter: &painter, compose: compose)
        let laidOut = FrameLayout.layout(compose(input, .standard), in: .standard)
        #expect(laidOut.rows.count == 24)
        #expect(laidOut.rows.allSatisfy { $0.width <= 80 })
        #expect(laidOut.text.contains("3 of 8\nWater 2 L\n› ( ) 1 Negative"), "the focus starts on the first option")
    }
}
