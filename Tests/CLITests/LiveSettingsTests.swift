import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// `formanza settings` run while a check-in is open applies from the next screen on: the real
/// command changes the store while the in-process check-in waits on its first screen.
@Suite struct LiveSettingsTests {
    @Test func autoAdvanceTurnedOffWhileOpenStopsTheNextBeat() throws {
        let fixture = try CheckinFixture()
        let keys: [Key] = [.enter, .character("2"), .control("s"), .character("q")]
        let (device, _) = try fixture.run(keys) { played in
            guard played == 0 else { return }
            let result = try? fixture.sandbox.run("settings", "--auto-advance", "off")
            #expect(result?.status == 0, "\(String(describing: result))")
        }
        #expect(device.beats == 0, "the choice on the next screen waited for Enter")
        #expect(try fixture.answers() == ["keto-level": .choice("trace")])
    }

    @Test func autoAdvanceTurnedOnWhileOpenMovesOnAfterTheNextChoice() throws {
        let fixture = try CheckinFixture(language: "es_ES.UTF-8")
        try fixture.store.saveSettings(CheckinSettings(autoAdvance: false))
        let keys: [Key] = [.enter, .character("2"), .control("s"), .character("q")]
        let (device, _) = try fixture.run(keys) { played in
            guard played == 0 else { return }
            let result = try? fixture.sandbox.run("settings", "--auto-advance", "on")
            #expect(result?.status == 0, "\(String(describing: result))")
        }
        #expect(device.beats == 1)
        #expect(device.showed("3 de 8"), "the choice moved on to the third screen")
    }
}
