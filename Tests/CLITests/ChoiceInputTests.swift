import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct YesNoInputTests {
    let english = YesNoInput.Labels(yes: "Yes", no: "No")
    let spanish = YesNoInput.Labels(yes: "Sí", no: "No")

    @Test(
        arguments: [
            ("y", true), ("Y", true), ("s", true), ("S", true), ("1", true), ("n", false), ("N", false), ("2", false),
        ] as [(Character, Bool)])
    func singleKeysPick(key: Character, expected: Bool) {
        var input = YesNoInput(labels: spanish)
        #expect(input.handle(.character(key)) == .picked)
        #expect(input.answer == expected)
        #expect(input.autoAdvances)
    }

    @Test func arrowsMoveAndEnterChooses() {
        var input = YesNoInput(labels: english)
        #expect(input.focus == nil, "nothing focused without an answer")
        #expect(input.handle(.right) == .updated)
        #expect(input.focus == false)
        #expect(input.value == nil, "moving the focus does not answer")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == false)
        #expect(input.handle(.left) == .updated)
        #expect(input.handle(.character(" ")) == .picked)
        #expect(input.answer == true)
    }

    @Test func enterWithNothingChosenSkips() {
        var input = YesNoInput(labels: english)
        #expect(input.handle(.enter) == .submit)
        #expect(input.value == nil)
        #expect(input.answer == nil)
    }

    @Test func prefillIsAProposal() {
        var input = YesNoInput(labels: english, initial: true)
        #expect(input.value == true && input.answer == nil)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == true)
    }

    @Test func renderUsesTheHostsLabels() {
        var input = YesNoInput(labels: spanish)
        input.press(.character("s"))
        let text = input.render(width: 40, height: 3).text
        #expect(text == "›(•) Sí     ( ) No ")
        #expect(YesNoInput(labels: english).render(width: 40, height: 3).text == " ( ) Yes     ( ) No ")
    }
}

@Suite struct SingleChoiceInputTests {
    @Test func numberKeysPickTiles() {
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .tiles(columns: 2))
        #expect(input.value == nil)
        #expect(input.handle(.character("2")) == .picked)
        #expect(input.answer == "trace")
        #expect(input.selectedLabel == "Trace")
        #expect(input.handle(.character("9")) == .ignored, "no ninth option")
        #expect(input.autoAdvances)
    }

    @Test func arrowsMoveInTheGridAndEnterChooses() {
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .tiles(columns: 2))
        #expect(input.focus == 0, "the focus starts on the first tile")
        input.press(.down, .right)
        #expect(input.focus == 3, "one arrow moves one tile")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "moderate")
        input.press(.right)
        #expect(input.focus == 4, "Right goes on in reading order")
        #expect(input.handle(.right) == .rejected, "and stops at the last tile")
        #expect(input.handle(.down) == .rejected)
    }

    @Test func tilesRenderInColumnsWithMarksThatSurviveNoColor() {
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .tiles(columns: 2))
        input.press(.character("1"), .right)
        let lines = input.render(width: 40, height: 10).lines.map(\.plainText)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(" (•) 1 Negative"))
        #expect(lines[0].contains("›( ) 2 Trace"))
        #expect(lines[2].hasPrefix(" ( ) 5 Large"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func listShowsDetailsAndScrolls() {
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .list)
        input.press(.down, .down)
        let full = input.render(width: 40, height: 20).text
        #expect(full.contains("› (•) 2 Trace") == false, "focus alone does not choose")
        #expect(full.contains("›") && full.contains("( ) 2 Trace"))
        #expect(full.contains("      0.5 mmol/L"))
        input.press(.end)
        let short = ScrollViewport.fit(input.render(width: 40, height: 3), width: 40, height: 3, marks: .of(.en))
            .lines.map(\.plainText)
        #expect(short.count <= 3 && short.first == "▲ more", "\(short)")
        #expect(short.contains { $0.contains("5 Large") }, "scrolled to keep the focus visible")
        #expect(input.handle(.character(" ")) == .picked)
        #expect(input.answer == "large")
    }

    @Test func enterOnTheStartingFocusTakesNothing() {
        for presentation in [SingleChoiceInput.Presentation.tiles(columns: 2), .list, .scale] {
            var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: presentation)
            #expect(input.handle(.enter) == .submit)
            #expect(input.answer == nil, "\(presentation): the first option is only where the focus starts")
        }
        var multiple = MultipleChoiceInput(items: Fixtures.ketoLevels, presentation: .list)
        #expect(multiple.focus == 0)
        multiple.press(.down, .character(" "))
        #expect(multiple.answer == ["trace"], "one arrow moved one option")
    }

    @Test func prefillIsConfirmedByEnter() {
        var input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .list, initial: "small")
        #expect(input.value == "small" && input.answer == nil)
        #expect(input.focus == 2)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "small")
    }

    @Test func unknownPrefillProposesNothing() {
        let input = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .tiles(columns: 1), initial: "gone")
        #expect(input.value == nil)
    }

    @Test func scaleHasEndCaptionsFromTheFirstAndLastDetail() {
        let mood = [
            ChoiceItem(value: "1", label: "😢", detail: "Bad"), ChoiceItem(value: "2", label: "😐"),
            ChoiceItem(value: "3", label: "🙂"), ChoiceItem(value: "4", label: "😄", detail: "Good"),
        ]
        var input = SingleChoiceInput(items: mood, presentation: .scale)
        input.press(.right)
        let lines = input.render(width: 40, height: 10).lines.map(\.plainText)
        #expect(lines[0] == " ○  [○]  ○   ○  ")
        #expect(lines[1] == " 1   2   3   4  ")
        #expect(lines[2] == " 😢  😐  🙂  😄 ", "every label fits under its point")
        #expect(lines[3].hasPrefix("Bad") && lines[3].hasSuffix("Good"))
        #expect(input.handle(.character("4")) == .picked)
        #expect(input.answer == "4")
        #expect(input.render(width: 40, height: 10).lines[0].plainText.contains("[●]"))
        #expect(input.handle(.down) == .rejected, "Down moves along the row and stops at its end")
    }

    @Test func scaleKeyZeroIsTheTenthPoint() {
        let ten = (1...10).map { ChoiceItem(value: "\($0)", label: "\($0)") }
        var input = SingleChoiceInput(items: ten, presentation: .scale)
        #expect(input.handle(.character("0")) == .picked)
        #expect(input.answer == "10")
    }

    @Test func wheelProposesTheFirstOptionAndNeverPicks() {
        let countries = [
            "Argentina", "Bolivia", "Chile", "Colombia", "Ecuador", "Paraguay", "Perú", "Uruguay", "Venezuela",
        ].map { ChoiceItem(value: $0.lowercased(), label: $0) }
        var input = SingleChoiceInput(items: countries, presentation: .wheel)
        #expect(input.value == "argentina")
        #expect(!input.isConfirmed)
        #expect(!input.autoAdvances)
        #expect(input.handle(.down) == .updated)
        #expect(input.answer == "bolivia", "the wheel's value follows it")
        #expect(input.handle(.character("3")) == .updated, "a number key moves the wheel, no pick")
        #expect(input.value == "chile")
        #expect(input.handle(.character("c")) == .updated)
        #expect(input.value == "colombia", "next option starting with the letter")
        input.press(.character("u"))
        #expect(input.value == "uruguay")
        #expect(input.handle(.enter) == .submit)
    }

    @Test func wheelRendersAWindowAroundTheValue() {
        let items = (1...20).map { ChoiceItem(value: "\($0)", label: "Option \($0)") }
        var input = SingleChoiceInput(items: items, presentation: .wheel, initial: "10")
        let lines = input.render(width: 40, height: 20).lines.map(\.plainText)
        #expect(lines.count == 7)
        #expect(lines[3] == "› Option 10 ‹")
        #expect(lines[0] == "  Option 7" && lines[6] == "  Option 13")
        input.press(.home)
        let top = input.render(width: 40, height: 5).lines.map(\.plainText)
        #expect(top == ["", "", "› Option 1 ‹", "  Option 2", "  Option 3"])
    }

    @Test func wheelEnterLeavesItsStartingOptionUnansweredButConfirmsAPrefill() {
        var untouched = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .wheel)
        #expect(untouched.handle(.enter) == .submit)
        #expect(untouched.answer == nil, "the first option is where the wheel starts, not a choice")
        #expect(untouched.render(width: 40, height: 9).lines.contains { $0.spans.contains { $0.style.dim } })
        var taken = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .wheel)
        #expect(taken.handle(.character(" ")) == .updated)
        #expect(taken.answer == "negative", "Space takes the starting option")
        var prefilled = SingleChoiceInput(items: Fixtures.ketoLevels, presentation: .wheel, initial: "small")
        #expect(prefilled.handle(.enter) == .submit)
        #expect(prefilled.answer == "small")
    }
}

@Suite struct MultipleChoiceInputTests {
    @Test func spaceTogglesAndEnterConfirms() {
        var input = MultipleChoiceInput(items: Fixtures.ketoLevels, presentation: .list)
        #expect(!input.autoAdvances)
        #expect(input.handle(.character(" ")) == .updated)
        #expect(input.value == ["negative"])
        input.press(.down, .down, .character(" "))
        #expect(input.value == ["negative", "small"])
        input.press(.up, .up, .character(" "))
        #expect(input.value == ["small"])
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == ["small"])
    }

    @Test func numberKeysToggleAndOrderFollowsTheOptions() {
        var input = MultipleChoiceInput(items: Fixtures.ketoLevels, presentation: .tiles(columns: 3))
        input.press(.character("5"), .character("2"))
        #expect(input.value == ["trace", "large"])
        input.press(.character("5"))
        #expect(input.value == ["trace"])
    }

    @Test func emptySelectionIsUnanswered() {
        var input = MultipleChoiceInput(items: Fixtures.ketoLevels, presentation: .list, initial: ["trace"])
        #expect(input.answer == nil, "a prefill is a proposal")
        input.press(.character("2"))
        #expect(input.value == nil)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil)
    }

    @Test func renderMarksChosenOptions() {
        var input = MultipleChoiceInput(items: Fixtures.ketoLevels, presentation: .list)
        input.press(.character("1"), .character("3"))
        let lines = input.render(width: 40, height: 20).lines.map(\.plainText)
        #expect(lines.contains("  [x] 1 Negative"))
        #expect(lines.contains("› [x] 3 Small"))
        #expect(lines.contains("  [ ] 2 Trace"))
    }
}
