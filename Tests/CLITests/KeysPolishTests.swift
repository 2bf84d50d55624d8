import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// Keys that behave as people expect: one arrow moves one item, a duration's hours stay put,
/// the readline keys edit text, a hint says Tab takes a suggestion, and Spanish footers show
/// keys that start their Spanish words while the English keys keep working.
@Suite struct KeysPolishTests {
    @Test func oneArrowMovesOneOptionFromTheFirst() throws {
        let fixture = try CheckinFixture()
        try fixture.store.saveSettings(CheckinSettings(autoAdvance: false))
        // Weight, then Keto level's tiles: Right once from the first option, Space takes it.
        let (device, _) = try fixture.run([.enter, .right, .character(" "), Key.control("s"), .character("q")])
        #expect(
            device.seen[1].contains("› ( ) 1 Negative") || device.seen[1].contains("›( ) 1 Negative"),
            "the focus starts on the first option: \(device.seen[1])")
        #expect(try fixture.answers() == ["keto-level": .choice("trace")], "one arrow moved one option")
    }

    @Test func aDurationsHoursDoNotJumpAndAThirdDigitIsRefused() throws {
        let form = """
            {"id": "rest", "title": "Rest", "screens": [
              {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 5}}
            ]}
            """
        let fixture = try CheckinFixture(forms: ["rest": form])
        let keys = Key.typing("7") + [.tab] + Key.typing("200") + [.enter, .character("q")]
        try fixture.run(keys, forms: ["rest"])
        #expect(try fixture.answers("rest") == ["sleep": .duration(7 * 60 + 20)], "7 h 20 min, not 7 h 00 or 0 h 7")
    }

    @Test(arguments: [("C.UTF-8", "Tab: suggestions"), ("es_ES.UTF-8", "Tab: sugerencias")])
    func aHintSaysHowToTakeASuggestion(language: String, hint: String) throws {
        let form = """
            {"id": "notes", "title": "Notes", "screens": [
              {"id": "place", "title": "Where", "kind": {"type": "text"}},
              {"id": "other", "title": "Other", "kind": {"type": "text"}}
            ]}
            """
        let fixture = try CheckinFixture(language: language, forms: ["notes": form])
        try fixture.record(["place": .text("home")], form: "notes", on: fixture.today.adding(days: -1))
        let (device, _) = try fixture.run(
            Key.typing("office") + [Key.control("a"), Key.control("k")]
                + Key.typing("park") + [.enter, Key.control("s"), .character("q")],
            forms: ["notes"])
        #expect(device.seen[0].contains(hint), "\(device.seen[0])")
        #expect(!device.seen.contains { $0.contains("Other") && $0.contains(hint) }, "no hint without suggestions")
        #expect(try fixture.answers("notes") == ["place": .text("park")], "Ctrl-A and Ctrl-K edited the text")
    }

    @Test func spanishSummaryKeysMatchTheirWordsAndEnglishKeysStillWork() throws {
        let fixture = try CheckinFixture(language: "es_ES.UTF-8")
        try fixture.record(["weight": .number(72), "water": .yesNo(true)], on: fixture.today)
        // Down to Keto level (unanswered), then Water: the footer says «Supr Quitar»; b removes too.
        let (device, _) = try fixture.run([.down, .down, .character("b"), .character("s"), .character("s")])
        #expect(device.showed("Supr Quitar") && device.showed("o Otro día") && device.showed("Esc Salir"))
        #expect(try fixture.answers() == ["weight": .number(72)], "b removed Water")
        let (english, _) = try fixture.run([.character("r"), .character("s"), .character("q")])
        #expect(english.showed("Se quitó «Peso»"), "r still removes in Spanish")
        #expect(try fixture.answers().isEmpty)
    }
}
