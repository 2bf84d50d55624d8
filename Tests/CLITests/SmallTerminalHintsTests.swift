import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// A question's hint that does not fit a narrow terminal loses its last parts whole (the least
/// useful ones), never a part cut in the middle with "…".
@Suite struct SmallTerminalHintsTests {
    @Test func wholePartsAreKeptFromTheFirst() {
        let parts = ["←→ day", "↑↓ week", "Space takes", "PgUp/PgDn month"]
        #expect(HintLine.fitted(parts, width: 80) == "←→ day · ↑↓ week · Space takes · PgUp/PgDn month")
        #expect(HintLine.fitted(parts, width: 40) == "←→ day · ↑↓ week · Space takes")
        #expect(HintLine.fitted(parts, width: 20) == "←→ day · ↑↓ week")
        #expect(
            HintLine.fitted(["a first part too wide"], width: 5) == "a first part too wide",
            "only a lone first part is left for the frame to cut")
    }

    @Test(arguments: [
        (
            "C.UTF-8",
            [
                "type a number (comma or point)", "↑↓ turn · Space takes",
                "←→ day · ↑↓ week · Space takes", "Tab calendar/time · Space takes",
            ]
        ),
        (
            "es_ES.UTF-8",
            [
                "escribe un número (coma o punto)", "↑↓ girar · Espacio elige",
                "←→ día · ↑↓ semana · Espacio elige", "Tab calendario/hora · Espacio elige",
            ]
        ),
    ])
    func atFortyColumnsTheHintsLoseTheirLastPartsWhole(language: String, hints: [String]) throws {
        let form = """
            {"id": "narrow", "title": "Narrow", "screens": [
              {"id": "weight", "title": "Weight", "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300}},
              {"id": "time", "title": "Bedtime", "kind": {"type": "time", "minuteInterval": 15}},
              {"id": "date", "title": "Last visit", "kind": {"type": "date"}},
              {"id": "when", "title": "Next call", "kind": {"type": "date-time"}}
            ]}
            """
        let fixture = try CheckinFixture(language: language, forms: ["narrow": form])
        let keys = Array(repeating: Key.control("o"), count: 4) + [Key.control("c"), .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["narrow"], size: TerminalSize(columns: 40, rows: 12))
        for hint in hints { #expect(device.showed(hint), "\(hint)") }
        let hintRows = device.seen.flatMap { $0.split(separator: "\n") }.filter {
            $0.contains(" · ") && $0.hasSuffix("…")
        }
        #expect(hintRows.isEmpty, "\(hintRows)")
    }
}
