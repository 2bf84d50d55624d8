import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The starter form's weight: kg, 0–500, one decimal, step 0.1.
private let weight = NumberLimits(min: 0, max: 500, step: 0.1, decimals: 1)

@Suite struct NumberInputTests {
    @Test(arguments: ["72,5", "72.5"])
    func commaAndPointGiveTheSameValue(typed: String) {
        var input = NumberInput(limits: weight, unit: "kg", decimalSeparator: ",")
        input.type(typed)
        #expect(input.value == 72.5)
        #expect(input.text == "72,5", "shown with the language's separator")
        #expect(input.isConfirmed)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == 72.5)
    }

    @Test func decimalsLimitRefusesASecondDecimal() {
        var input = NumberInput(limits: weight)
        input.type("72.5")
        #expect(input.handle(.character("3")) == .rejected)
        #expect(input.text == "72.5")
        #expect(input.handle(.character(",")) == .rejected, "one separator only")
    }

    @Test func noDecimalsRefusesTheSeparator() {
        var input = NumberInput(limits: NumberLimits(min: 0, max: 100, step: 1, decimals: 0))
        #expect(input.handle(.character(".")) == .rejected)
        #expect(input.handle(.character(",")) == .rejected)
    }

    @Test func separatorFirstStartsWithZero() {
        var input = NumberInput(limits: weight, decimalSeparator: ",")
        input.type(".5")
        #expect(input.text == "0,5")
        #expect(input.value == 0.5)
    }

    @Test func backspaceEdits() {
        var input = NumberInput(limits: weight)
        input.type("725")
        #expect(input.handle(.backspace) == .updated)
        #expect(input.value == 72)
        input.press(.backspace, .backspace)
        #expect(input.value == nil)
        #expect(input.handle(.backspace) == .rejected)
    }

    @Test func plusMinusAndArrowsStepExactlyAndClamp() {
        var input = NumberInput(limits: weight, initial: 72.4)
        #expect(input.handle(.character("+")) == .updated)
        #expect(input.value == 72.5, "72.4 + 0.1 is exactly 72.5")
        input.press(.up, .up)
        #expect(input.value == 72.7)
        input.press(.character("−"), .character("-"), .down)
        #expect(input.value == 72.4)
        input.press(.pageUp)
        #expect(input.value == 73.4)

        var top = NumberInput(limits: weight, initial: 499.95)
        top.press(.up)
        #expect(top.value == 500)
        #expect(top.handle(.up) == .rejected, "clamped at the maximum")
        var bottom = NumberInput(limits: weight, initial: 0.1)
        bottom.press(.down, .down)
        #expect(bottom.value == 0)
    }

    @Test func steppingFromEmptyStartsAtTheMinimum() {
        var input = NumberInput(limits: NumberLimits(min: 30, max: 200, step: 5, decimals: 0))
        #expect(input.handle(.up) == .updated)
        #expect(input.value == 30)
        input.press(.up)
        #expect(input.value == 35)
    }

    @Test func outOfRangeIsShownAndRefusedOnEnter() {
        var input = NumberInput(limits: weight, unit: "kg")
        input.type("600")
        #expect(!input.isInRange)
        #expect(input.handle(.enter) == .rejected)
        #expect(input.render(width: 40, height: 10).text.contains("0 – 500 kg"))
        input.press(.backspace)
        #expect(input.isInRange)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == 60)
    }

    @Test func maximumDigits() {
        var input = NumberInput(limits: NumberLimits(min: 0, max: 999_999, step: 1, decimals: 0))
        input.type("999999")
        #expect(input.handle(.character("9")) == .rejected)
        #expect(input.value == 999_999)
    }

    @Test func prefillIsAProposalUntilTouchedAndTypingReplacesIt() {
        var input = NumberInput(limits: weight, unit: "kg", decimalSeparator: ",", initial: 72.5)
        #expect(input.value == 72.5)
        #expect(!input.isConfirmed)
        #expect(input.answer == nil, "an unconfirmed prefill is not saved")
        input.type("71")
        #expect(input.value == 71, "typing replaces the proposal")
        #expect(input.isConfirmed)

        var untouched = NumberInput(limits: weight, initial: 72.5)
        #expect(untouched.handle(.enter) == .submit)
        #expect(untouched.answer == 72.5, "Enter confirms the proposal")
    }

    @Test func typingAfterAStepStartsANewNumberThenAppends() {
        var input = NumberInput(limits: weight, decimalSeparator: ",", initial: 72.5)
        input.press(.up)
        #expect(input.text == "72,6")
        input.type("71,3")
        #expect(input.value == 71.3, "the stepped value is replaced, then digits append")
        input.press(.backspace)
        input.type("8")
        #expect(input.value == 71.8)
    }

    @Test func emptyEnterSubmitsWithoutAnswer() {
        var input = NumberInput(limits: weight)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil)
    }

    @Test func otherKeysAreLeftToTheHost() {
        var input = NumberInput(limits: weight)
        #expect(input.handle(.escape) == .ignored)
        #expect(input.handle(.save) == .ignored)
        #expect(input.handle(.character("a")) == .ignored)
    }

    @Test func renderShowsValueUnitWarningAndPreview() {
        var input = NumberInput(limits: weight, unit: "kg", decimalSeparator: ",", initial: 80)
        input.type("86,4")
        input.warning = "Unusual change: +6,4 kg"
        input.preview = ["Size 2XL"]
        let view = input.render(width: 40, height: 10)
        #expect(
            view.lines.map(\.plainText)
                == ["[−] 86,4 kg [+]", "0 – 500 kg", "⚠ Unusual change: +6,4 kg", "Size 2XL"])
        #expect(view.cursor == CursorPosition(row: 0, column: 8))
        #expect(view.lines[2].spans.first?.style.foreground == .yellow)
    }
}

@Suite struct SliderInputTests {
    let limits = NumberLimits(min: 0, max: 10, step: 1, decimals: 0)

    @Test func startsAtTheMiddleAsAProposal() {
        let slider = SliderInput(limits: limits)
        #expect(slider.value == 5)
        #expect(!slider.isConfirmed)
        #expect(slider.answer == nil)
    }

    @Test func middleRoundsDownToAStep() {
        #expect(SliderInput(limits: NumberLimits(min: 0, max: 9, step: 2, decimals: 0)).value == 4)
        #expect(SliderInput(limits: NumberLimits(min: 1, max: 2, step: 0.25, decimals: 2)).value == 1.5)
    }

    @Test func arrowsMoveByStepAndConfirm() {
        var slider = SliderInput(limits: limits)
        #expect(slider.handle(.right) == .updated)
        #expect(slider.value == 6)
        #expect(slider.isConfirmed)
        slider.press(.left, .left, .left)
        #expect(slider.value == 3)
        slider.press(.home)
        #expect(slider.value == 0)
        #expect(slider.handle(.left) == .rejected)
        slider.press(.end)
        #expect(slider.value == 10)
        #expect(slider.handle(.right) == .rejected)
    }

    @Test func firstKeyConfirmsEvenWithoutMoving() {
        var slider = SliderInput(limits: limits)
        #expect(slider.handle(.character(" ")) == .updated)
        #expect(slider.isConfirmed)
        #expect(slider.answer == 5)
        var atEnd = SliderInput(limits: limits, initial: 10)
        #expect(atEnd.handle(.right) == .updated, "confirming counts as a change")
        #expect(atEnd.answer == 10)
    }

    @Test func enterConfirmsAPrefillButNotTheMiddle() {
        var slider = SliderInput(limits: limits, initial: 7)
        #expect(slider.handle(.enter) == .submit)
        #expect(slider.answer == 7)
        var untouched = SliderInput(limits: limits)
        #expect(untouched.handle(.enter) == .submit)
        #expect(untouched.answer == nil, "the middle is where the knob starts, not an answer")
        #expect(untouched.render(width: 40, height: 5).lines[0].spans.contains { $0.style.dim })
    }

    @Test func decimalStepsStayExact() {
        var slider = SliderInput(limits: NumberLimits(min: 0, max: 1, step: 0.1, decimals: 1), initial: 0.3)
        slider.press(.right, .right, .right)
        #expect(slider.value == 0.6)
    }

    @Test func renderShowsTheValueAndABar() {
        var slider = SliderInput(limits: limits, unit: "pts")
        slider.press(.end)
        let view = slider.render(width: 40, height: 5)
        #expect(view.lines.count == 2)
        #expect(view.lines[0].plainText.contains("10 pts"))
        let bar = view.lines[1].plainText
        #expect(bar.hasPrefix("0 ") && bar.hasSuffix(" 10"))
        #expect(bar.contains("━●"), "the knob at the right end")
        #expect(DisplayWidth.of(bar) <= 40)
    }
}
