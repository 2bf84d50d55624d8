import Foundation
import Testing

/// The real `formanza` binary on a real terminal: a tmux pane of 80×24, driven with keys and
/// read with `capture-pane`, as a person would use and see it.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct CheckinScreenTests {
    @Test func checksInSavesAndShowsTheSummary() throws {
        let sandbox = try CheckinSandbox()
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("1 of 8") else { return }
        let first = pane.screen()
        #expect(first.contains("Weight") && first.contains("Enter Next · ^O Skip · ^S Save · ^C Quit"), "\(first)")
        #expect(sandbox.checkinMarkers.count == 1, "the check-in is marked open for the daemon")
        try pane.type("72,5")
        pane.waitFor("72.5 kg")
        try pane.press("Enter")
        pane.waitFor("2 of 8")
        try pane.type("2")
        pane.waitFor("3 of 8")  // the single choice moved on by itself after a beat
        try pane.type("y")
        guard pane.waitFor("4 of 8") else { return }
        try pane.press("C-s")
        guard pane.waitFor("Saved") else { return }
        let summary = pane.screen()
        #expect(
            summary.contains("Daily check-in · Wed 2 Dec 2026") && summary.contains("5 answers missing"), "\(summary)")
        #expect(summary.contains("72.5 kg") && summary.contains("Trace") && summary.contains("e Edit"))
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(pane.screen().contains("EXIT=0"))
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter, "the terminal is as it was")
        #expect(sandbox.checkinMarkers.isEmpty, "the marker goes with the check-in")
        let stored = try sandbox.summary()
        #expect(stored.value("weight") == "72.5" && stored.value("keto-level") == "trace")
        #expect(stored.value("water") == "yes" && stored.row("exercise")?.answered == false)
    }

    @Test func aRecordedDayReopensOnItsSummary() throws {
        let sandbox = try CheckinSandbox()
        #expect(try sandbox.run("answer", "weight=72.5").status == 0)
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("7 answers missing") else { return }
        let summary = pane.screen()
        #expect(
            summary.contains("› Weight") && summary.contains("e Edit") && summary.contains("c Continue"), "\(summary)")
        try pane.type("c")
        guard pane.waitFor("2 of 8") else { return }
        #expect(pane.screen().contains("Keto level"), "Continue opens the first unanswered question")
        try pane.press("Escape")
        pane.waitFor("1 of 8")
        try pane.press("Escape")
        pane.waitFor("e Edit")
        try pane.type("e")
        pane.waitFor("1 of 8")
        try pane.press("C-c")
        #expect(pane.exitStatus() == 130, "Ctrl-C exits as an interrupted program")
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter)
    }

    @Test func ctrlCAsksThenQuitsWithoutSavingAndRestoresTheTerminal() throws {
        let sandbox = try CheckinSandbox()
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("1 of 8") else { return }
        try pane.type("72")
        pane.waitFor("72 kg")
        try pane.press("Enter")
        pane.waitFor("2 of 8")
        try pane.press("C-c")
        guard pane.waitFor("Discard 1 answer? y/N") else { return }
        try pane.type("y")
        #expect(pane.exitStatus() == 130, "Ctrl-C exits as an interrupted program")
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter, "restored after Ctrl-C")
        #expect(sandbox.checkinMarkers.isEmpty)
        #expect(try sandbox.summary().state == "no-check-in", "nothing was saved")
    }

    @Test func severalFormsOpenOnTheList() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(CheckinForms.morning, id: "morning")
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("Check-in") else { return }
        let list = pane.screen()
        #expect(list.contains("› 1  Daily check-in   No check-in today"), "\(list)")
        #expect(list.contains("  2  Morning pages    No check-in today"))
        try pane.press("Down")
        try pane.press("Enter")
        guard pane.waitFor("1 of 2") else { return }
        #expect(pane.screen().contains("Wrote three pages"))
        try pane.press("C-c")
        #expect(pane.exitStatus() == 130, "Ctrl-C exits as an interrupted program")
    }

    @Test func noColorTurnsEveryStyleOff() throws {
        let plain = try CheckinSandbox()
        let plainPane = try TmuxPane(plain, env: ["NO_COLOR": "1"])
        let styled = try CheckinSandbox()
        let styledPane = try TmuxPane(styled)
        guard plainPane.waitFor("1 of 8"), styledPane.waitFor("1 of 8") else { return }
        #expect(!plainPane.screen(escapes: true).contains("\u{1B}["), "NO_COLOR: not one escape on the screen")
        #expect(styledPane.screen(escapes: true).contains("\u{1B}[1m"), "without it the title is bold")
        try plainPane.press("C-c")
        try styledPane.press("C-c")
        #expect(plainPane.exitStatus() == 130 && styledPane.exitStatus() == 130)
    }

    @Test func speaksSpanishOnTheTerminal() throws {
        let sandbox = try CheckinSandbox(language: "es_ES.UTF-8")
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("1 de 8") else { return }
        let first = pane.screen()
        #expect(first.contains("Registro diario") && first.contains("Peso"), "\(first)")
        #expect(first.contains("Intro Siguiente · ^O Omitir · ^S Guardar · ^C Salir"))
        try pane.type("72.5")
        pane.waitFor("72,5 kg")
        try pane.press("C-s")
        guard pane.waitFor("Guardado") else { return }
        #expect(pane.screen().contains("Faltan 7 respuestas") && pane.screen().contains("c Continuar"))
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(try sandbox.summary().value("weight") == "72.5")
    }
}
