import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct TextInputTests {
    @Test func typingEditingAndCursor() {
        var input = TextInput()
        input.type("helo")
        input.press(.left, .character("l"))
        #expect(input.text == "hello")
        input.press(.home, .delete)
        #expect(input.text == "ello")
        input.press(.end, .backspace)
        #expect(input.text == "ell")
        #expect(input.buffer.cursor == 3)
        #expect(input.handle(.right) == .rejected, "already at the end")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "ell")
    }

    @Test func readlineKeysMoveAndDelete() {
        var input = TextInput()
        input.type("walked the dog")
        input.press(.control("a"))
        #expect(input.buffer.cursor == 0, "Ctrl-A to the start")
        input.press(.control("e"))
        #expect(input.buffer.cursor == 14, "Ctrl-E to the end")
        input.press(.wordLeft)
        #expect(input.buffer.cursor == 11, "Alt-B to the start of the word")
        input.press(.wordLeft, .wordRight)
        #expect(input.buffer.cursor == 10, "Alt-F past the end of the word")
        #expect(input.handle(.control("w")) == .updated)
        #expect(input.text == "walked  dog", "Ctrl-W deletes the word before the cursor")
        input.press(.control("k"))
        #expect(input.text == "walked ", "Ctrl-K deletes to the end")
        input.type("far")
        input.press(.wordLeft)
        input.press(.control("u"))
        #expect(input.text == "far" && input.buffer.cursor == 0, "Ctrl-U deletes to the start")
        #expect(input.handle(.control("u")) == .rejected, "nothing left before the cursor")
        var note = TextInput(mode: .multiLine)
        note.type("first\nsecond")
        note.press(.control("u"))
        #expect(note.text == "first\n", "a note's Ctrl-U stops at the line's start")
    }

    @Test func spanishCharactersCountOnceAndEditAsOne() {
        var input = TextInput()
        input.type("año ")
        input.press(.character("n"), .character("\u{303}"))  // n + combining tilde
        #expect(input.text == "año n\u{303}")
        #expect(input.buffer.count == 5)
        input.press(.backspace)
        #expect(input.text == "año ", "Backspace removes the whole ñ")
        input.type("ácido")
        #expect(input.render(width: 40, height: 5).lines[1].plainText.hasSuffix("9/2000"))
    }

    @Test func counterAndMaximumLength() {
        var input = TextInput(maxLength: 5)
        input.type("abcde")
        #expect(input.handle(.character("f")) == .rejected)
        #expect(input.text == "abcde")
        let counter = input.render(width: 20, height: 5).lines[1]
        #expect(counter.plainText == "                 5/5")
        #expect(counter.spans.first?.style.foreground == .yellow)
    }

    @Test func emptyOrBlankIsNoAnswer() {
        var input = TextInput()
        input.type("   ")
        #expect(input.value == nil)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil)
    }

    @Test func placeholderShowsWhenEmpty() {
        let view = TextInput(placeholder: "How did it go?").render(width: 40, height: 5)
        #expect(view.lines[0].plainText == "How did it go?")
        #expect(view.lines[1].plainText.hasSuffix("0/2000"))
        #expect(view.cursor == CursorPosition(row: 0, column: 0))
    }

    @Test func longSingleLineScrollsToKeepTheCursorVisible() {
        var input = TextInput()
        input.type(String(repeating: "abcdefghij", count: 5))
        let view = input.render(width: 20, height: 5)
        #expect(view.lines[0].plainText == "bcdefghijabcdefghij", "the last 19 characters and the cursor")
        #expect(view.cursor == CursorPosition(row: 0, column: 19))
        input.press(.home)
        let start = input.render(width: 20, height: 5)
        #expect(start.lines[0].plainText == "abcdefghijabcdefghij")
        #expect(start.cursor == CursorPosition(row: 0, column: 0))
    }

    @Test func noteTakesLineBreaksAndSubmitsWithControlD() {
        var input = TextInput(mode: .multiLine)
        input.type("first\nsecond")
        #expect(input.text == "first\nsecond")
        input.press(.up)
        #expect(input.buffer.cursor == 5, "Up keeps the column where the line allows")
        input.press(.down)
        #expect(input.buffer.cursor == 11, "column 5 of \"second\"")
        #expect(input.handle(.endOfInput) == .submit)
        #expect(input.answer == "first\nsecond")
        var single = TextInput()
        #expect(single.handle(.endOfInput) == .ignored, "Ctrl-D is the host's on one line")
    }

    @Test func noteWrapsAndPlacesTheCursor() {
        var input = TextInput(mode: .multiLine)
        input.type("the quick brown fox jumps\nover")
        let view = input.render(width: 12, height: 10)
        let rows = view.lines.dropLast().map { $0.plainText.trimmingSuffix(while: " ") }
        #expect(rows == ["the quick", "brown fox", "jumps", "over"])
        #expect(view.cursor == CursorPosition(row: 3, column: 4))
    }

    @Test func suggestionChipsWithTabAndNumberKeys() {
        var input = TextInput(suggestions: ["walk", "run", "swim"])
        input.type("12")
        #expect(input.text == "12", "digits are text until Tab enters the chips")
        #expect(input.handle(.tab) == .updated)
        #expect(input.chipFocus == 0)
        #expect(input.handle(.character("2")) == .updated)
        #expect(input.text == "run")
        #expect(input.chipFocus == nil)
        input.press(.tab, .tab, .enter)
        #expect(input.text == "run", "Enter on the second chip takes it")
        input.press(.tab, .tab, .tab, .tab)
        #expect(input.chipFocus == nil, "Tab past the last chip returns to the text")
        input.press(.backTab, .escape)
        #expect(input.chipFocus == nil)
        input.press(.tab, .character("x"))
        #expect(input.text == "runx", "a letter leaves the chips and is typed")
    }

    @Test func atMostEightSuggestions() {
        let input = TextInput(suggestions: (1...12).map { "s\($0)" })
        #expect(input.suggestions.count == 8)
        let text = input.render(width: 80, height: 10).text
        #expect(text.contains("[8 s8]") && !text.contains("s9"))
    }

    @Test func focusedChipIsMarked() {
        var input = TextInput(suggestions: ["walk", "run"])
        input.press(.tab, .right)
        let view = input.render(width: 40, height: 5)
        #expect(view.lines.last?.plainText == "[1 walk]  ›[2 run]")
        #expect(view.cursor == nil, "no text cursor while in the chips")
    }

    @Test func shapeCheckFromTheHost() {
        var input = TextInput(shapeCheck: { $0.contains("@") && $0.contains(".") })
        input.type("ana@example")
        #expect(!input.hasValidShape)
        #expect(input.render(width: 40, height: 5).lines[0].spans.first?.style.foreground == .red)
        #expect(input.handle(.enter) == .submit, "the host decides whether a wrong shape may be saved")
        input.type(".com")
        #expect(input.hasValidShape)
        #expect(input.render(width: 40, height: 5).lines[0].spans.first?.style.foreground == nil)
        #expect(TextInput(shapeCheck: { _ in false }).hasValidShape, "an empty text has no shape to check")
    }

    @Test func initialTextIsAProposal() {
        var input = TextInput(initial: "yesterday's note")
        #expect(input.answer == nil)
        input.press(.character("!"))
        #expect(input.answer == "yesterday's note!")
    }
}

extension String {
    fileprivate func trimmingSuffix(while character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
