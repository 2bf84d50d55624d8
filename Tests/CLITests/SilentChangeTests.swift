import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// No value is changed without a word: minutes off a duration's interval, an incomplete colour
/// code and a number with more digits after its separator than the screen allows are refused
/// (or shown rounded first) in the full screen, the line mode and `formanza answer`.
@Suite struct SilentChangeTests {
    static let form = """
        {"id": "body", "title": "Body", "screens": [
          {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 5}},
          {"id": "mood", "title": "Mood color", "kind": {"type": "color"}},
          {"id": "weight", "title": "Weight",
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 5000, "decimals": 1}}
        ]}
        """

    @Test(arguments: [
        (
            "C.UTF-8", "minutes must be a multiple of 5", "\"#12AB\" is incomplete: a color code has 6 hex digits",
            "\"1,000\" has 3 digits after the decimal separator and this screen allows 1 decimal"
        ),
        (
            "es_ES.UTF-8", "los minutos deben ser múltiplo de 5", "«#12AB» está incompleto: un código de color tiene 6",
            "«1,000» tiene 3 cifras tras el separador decimal y esta pantalla admite 1 decimal"
        ),
    ])
    func answerRefusesNamingTheProblem(language: String, interval: String, color: String, digits: String) throws {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(Self.form, id: "body")
        for (pair, message) in [("Sleep=3h07", interval), ("Mood color=#12AB", color), ("Weight=1,000", digits)] {
            let result = try sandbox.run("answer", "--form", "body", pair)
            #expect(result.status == 1 && result.stderr.contains(message), "\(pair): \(result)")
        }
        #expect(try sandbox.summary(form: "body").answers.allSatisfy { !$0.answered }, "nothing was saved")
        let line = try sandbox.run(["checkin", "--form", "body"], input: "3h07\n3h05\n#12AB\nred\n1,000\n:quit\n")
        #expect([interval, color, digits].allSatisfy { line.stderr.contains($0) }, "\(line)")
    }

    @Test func theFullScreenShowsARoundedDurationBeforeSavingIt() throws {
        let fixture = try CheckinFixture(language: "es_ES.UTF-8", forms: ["body": Self.form])
        let keys = Key.typing("3") + [.right] + Key.typing("07") + [.enter, .enter, Key.control("s"), .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["body"])
        #expect(device.showed("07 no encaja en los intervalos de 5 minutos de esta pantalla: se redondea a 05"))
        #expect(device.seen.filter { $0.contains("Sleep") }.count >= 3, "the first Enter stayed on the screen")
        #expect(try fixture.answers("body") == ["sleep": .duration(185)])
    }

    @Test func theFullScreenSaysWhatAnIncompleteColourLacks() throws {
        let fixture = try CheckinFixture(forms: ["body": Self.form])
        let keys: [Key] = [.enter] + Key.typing("#12AB") + [.enter, Key.control("s"), .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["body"])
        #expect(device.showed("\"#12AB\" is incomplete: a color code has 6 hex digits (#RRGGBB), not 4"))
        #expect(try fixture.answers("body").isEmpty, "the incomplete code saved nothing")
    }
}
