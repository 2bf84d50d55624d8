import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct ColorInputTests {
    init() { TestCatalogs.install() }

    @Test func arrowsAndEnterPickASwatch() {
        var input = ColorInput(palette: Fixtures.palette, columns: 3)
        #expect(input.value == nil && input.focus == 0, "the focus starts on the first swatch")
        input.press(.down, .right)
        #expect(input.focus == 4, "one arrow moves one swatch")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "#7CB342")
    }

    @Test func spaceTakesTheFocusedSwatchWithoutLeaving() {
        var input = ColorInput(palette: Fixtures.palette)
        input.press(.end)
        #expect(input.handle(.character(" ")) == .updated)
        #expect(input.answer == "#6D4C41")
    }

    @Test func typingAHexCode() {
        var input = ColorInput(palette: Fixtures.palette)
        #expect(input.handle(.character("#")) == .updated)
        input.type("1a2b3")
        #expect(input.handle(.enter) == .updated, "five digits are not a color: it says so")
        #expect(input.answer == nil)
        #expect(input.handle(.character("g")) == .rejected)
        input.type("c")
        #expect(input.handle(.character("d")) == .rejected, "six digits at most")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "#1A2B3C")
        input.press(.character("#"), .character("f"), .escape)
        #expect(input.typedHex == nil)
        #expect(input.answer == "#1A2B3C", "Esc leaves the code unchanged")
    }

    @Test func typedPaletteColorFocusesItsSwatch() {
        var input = ColorInput(palette: Fixtures.palette)
        input.type("#f1ba3e")
        input.press(.enter)
        #expect(input.answer == "#F1BA3E")
        #expect(input.focus == 2)
    }

    @Test func prefillIsAProposal() {
        var input = ColorInput(palette: Fixtures.palette, initial: "#1e88e5")
        #expect(input.value == "#1E88E5" && input.answer == nil)
        #expect(input.focus == 7)
        input.press(.enter)
        #expect(input.answer == "#1E88E5")
    }

    @Test func normalization() {
        #expect(ColorInput.normalized("#abcdef") == "#ABCDEF")
        #expect(ColorInput.normalized("abcdef") == "#ABCDEF")
        #expect(ColorInput.normalized("#abcde") == nil)
        #expect(ColorInput.normalized("#abcdeg") == nil)
        #expect(ColorInput.components("#F1BA3E")! == (241, 186, 62))
    }

    @Test func renderShowsNamedSwatchesAndTheCode() {
        var input = ColorInput(palette: Fixtures.palette, columns: 3)
        input.press(.right)
        #expect(input.focus == 1, "the focus starts on the first swatch: one arrow moves one")
        input.press(.character(" "))
        let view = input.render(width: 60, height: 10)
        let lines = view.lines.map(\.plainText)
        #expect(lines.count == 4, "the grid; the code line is pinned under it")
        #expect(lines[0].contains("›██ (•) orange"))
        #expect(lines[0].contains(" ██ ( ) red"))
        #expect(lines[3].contains("brown"))
        #expect(view.pinned.map(\.plainText) == ["", "██ #FB8C00"])
        let swatch = view.lines[0].spans.first { $0.text == "██" }
        #expect(swatch?.style.foreground == .rgb(0xE5, 0x39, 0x35))
        #expect(!view.lines[0].encoded(colors: false).contains("\u{1B}"), "NO_COLOR keeps names and codes, no escapes")
    }

    @Test(arguments: [
        (Language.en, "\"#12AB\" is incomplete: a color code has 6 hex digits (#RRGGBB), not 4"),
        (Language.es, "«#12AB» está incompleto: un código de color tiene 6 dígitos hexadecimales (#RRGGBB), no 4"),
    ])
    func anIncompleteCodeSaysWhatIsWrongAndTheOldSwatchNoLongerLooksChosen(language: Language, message: String) {
        var input = ColorInput(palette: Fixtures.palette, initial: "#1e88e5", language: language)
        #expect(input.render(width: 60, height: 10).text.contains("(•) blue"), "the prefill is marked")
        input.type("#12AB")
        let typing = input.render(width: 60, height: 10).text
        #expect(!typing.contains("(•)"), "Enter will not take the old swatch, so it does not look chosen")
        #expect(input.handle(.enter) == .updated)
        #expect(input.answer == nil && input.typedHex == "12AB")
        #expect(input.render(width: 60, height: 10).text.contains(message))
        input.type("CD")
        #expect(!input.render(width: 60, height: 10).text.contains(message), "the next key clears it")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == "#12ABCD")
    }

    @Test func enterOnTheStartingFocusTakesNothing() {
        var input = ColorInput(palette: Fixtures.palette)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil, "the first swatch is only where the focus starts")
    }

    @Test func typingShowsTheCodeWithACursor() {
        var input = ColorInput(palette: Fixtures.palette)
        input.press(.character("#"))
        input.type("F1")
        let view = input.render(width: 60, height: 10)
        #expect(view.pinned.last?.plainText == "#F1____")
        #expect(view.cursor == CursorPosition(row: view.lines.count + view.pinned.count - 1, column: 3))
    }
}
