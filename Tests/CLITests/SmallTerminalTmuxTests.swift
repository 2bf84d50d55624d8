import Foundation
import Testing

/// Every kind of question on real terminals of 80×24, 60×20 and 40×12 (tmux panes): what does
/// not fit scrolls with ▲/▼ markers and the focused part stays in sight; below the smallest size
/// one message asks for a larger window, and a resize brings the question back.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct SmallTerminalTmuxTests {
    static let form = """
        {"id": "kinds", "title": "Kinds", "screens": [
          {"id": "weight", "title": "Weight", "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1}},
          {"id": "water", "title": "Water", "kind": {"type": "yes-no"}},
          {"id": "tiles", "title": "Tiles", "kind": {"type": "single-choice", "style": "tiles", "columns": 3, "options": [
            {"value": "a", "label": "Alpha"}, {"value": "b", "label": "Beta"}, {"value": "c", "label": "Gamma"},
            {"value": "d", "label": "Delta"}, {"value": "e", "label": "Epsilon long label"}, {"value": "f", "label": "Zeta"},
            {"value": "g", "label": "Eta"}, {"value": "h", "label": "Theta"}, {"value": "i", "label": "Iota"}]}},
          {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "scale", "options": [
            {"value": "1", "label": "Awful", "detail": "Worst"}, {"value": "2", "label": "Meh"}, {"value": "3", "label": "Okay"},
            {"value": "4", "label": "Good"}, {"value": "5", "label": "Great", "detail": "Best"}]}},
          {"id": "wheel", "title": "Wheel", "kind": {"type": "single-choice", "style": "wheel", "options": [
            {"value": "a", "label": "Alpha"}, {"value": "b", "label": "Beta"}]}},
          {"id": "slider", "title": "Slider", "kind": {"type": "slider", "min": 0, "max": 10}},
          {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 15}},
          {"id": "drinks", "title": "Drinks", "kind": {"type": "multiple-choice", "style": "list", "options": [
            {"value": "1", "label": "First"}, {"value": "2", "label": "Second"}, {"value": "3", "label": "Third"},
            {"value": "4", "label": "Fourth"}, {"value": "5", "label": "Fifth"}, {"value": "6", "label": "Sixth"},
            {"value": "7", "label": "Seventh"}, {"value": "8", "label": "Eighth"}, {"value": "9", "label": "Ninth"},
            {"value": "10", "label": "Tenth"}]}},
          {"id": "time", "title": "Time", "kind": {"type": "time", "minuteInterval": 15}},
          {"id": "date", "title": "Date", "kind": {"type": "date"}},
          {"id": "when", "title": "When", "kind": {"type": "date-time"}},
          {"id": "color", "title": "Color", "kind": {"type": "color"}},
          {"id": "note", "title": "Note", "kind": {"type": "text"}},
          {"id": "notes", "title": "Notes", "kind": {"type": "text", "multiline": true}},
          {"id": "body", "title": "Body", "kind": {"type": "multi-photo", "names": ["Front", "Side", "Back"]}}
        ]}
        """

    func openKinds(columns: Int, rows: Int, language: String = "C.UTF-8") throws -> (CheckinSandbox, TmuxPane) {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(Self.form, id: "kinds")
        let pane = try TmuxPane(sandbox, arguments: ["checkin", "--form", "Kinds"], columns: columns, rows: rows)
        return (sandbox, pane)
    }

    @Test(arguments: [(80, 24), (60, 20), (40, 12)])
    func everyKindFitsAndScrolls(columns: Int, rows: Int) throws {
        let (_, pane) = try openKinds(columns: columns, rows: rows)
        let small = rows < 20
        var screen = 0
        /// Waits for the next question and checks what every question shows: its counter, its
        /// title and the keys, no row wider than the window.
        func next(_ title: String) -> String? {
            screen += 1
            guard pane.waitFor("\(screen) of 15") else { return nil }
            let shown = pane.screen()
            #expect(shown.contains(title) && shown.contains("^C Quit"), "\(columns)×\(rows):\n\(shown)")
            #expect(shown.split(separator: "\n").count <= rows)
            return shown
        }
        func skip() throws { try pane.press("C-o") }

        guard let number = next("Weight") else { return }
        #expect(number.contains("[−]") && number.contains("kg [+]"), "\(number)")
        try skip()
        guard let yesNo = next("Water") else { return }
        #expect(yesNo.contains("( ) Yes") && yesNo.contains("( ) No"), "\(yesNo)")
        try skip()

        guard next("Tiles") != nil else { return }
        try pane.press("End")
        guard pane.waitFor("›( ) 9 Iota") else { return }
        let tiles = pane.screen()
        #expect(tiles.contains("Epsilon long label"), "reflowed, not cut: \(tiles)")
        #expect(tiles.contains("▲ more") == small, "hidden rows are marked above: \(tiles)")
        try skip()

        guard let scale = next("Mood") else { return }
        for label in ["Awful", "Meh", "Okay", "Good", "Great"] { #expect(scale.contains(label), "\(scale)") }
        #expect(scale.contains("Worst") && scale.contains("Best"), "\(scale)")
        try skip()

        guard let wheel = next("Wheel") else { return }
        #expect(wheel.contains("› Alpha ‹") && wheel.contains("Beta"), "\(wheel)")
        try skip()
        guard let slider = next("Slider") else { return }
        #expect(slider.contains("●") && slider.contains(" 10"), "\(slider)")
        try skip()
        guard let sleep = next("Sleep") else { return }
        #expect(sleep.contains("h ") && sleep.contains("min"), "\(sleep)")
        try skip()

        guard let drinks = next("Drinks") else { return }
        #expect(drinks.contains("▼ more") == small, "\(drinks)")
        try pane.press("End")
        guard pane.waitFor("› [ ] 0 Tenth") else { return }
        let end = pane.screen()
        #expect(end.contains("▲ more") == small && !end.contains("▼ more"), "\(end)")
        try skip()

        guard let time = next("Time") else { return }
        #expect(time.contains("[10]"), "\(time)")
        try skip()

        guard next("Date") != nil else { return }
        try pane.press("Down", "Down", "Down", "Down")
        guard pane.waitFor("[30]") else { return }
        #expect(pane.screen().contains("December 2026") || small, "\(pane.screen())")
        try skip()

        guard let when = next("When") else { return }
        #expect(!when.contains("[10]"), "the hours are not focused yet")
        try pane.press("Tab")
        guard pane.waitFor("[10]") else { return }
        #expect(pane.screen().contains("▲ more") == small, "the wheels scrolled into sight: \(pane.screen())")
        try skip()

        guard next("Color") != nil else { return }
        try pane.press("End", "Space")
        guard pane.waitFor("#6D4C41") else { return }
        let color = pane.screen()
        let swatches = color.split(separator: "\n").filter { $0.contains("██") }
        #expect(color.contains("(•) brown") && swatches.allSatisfy { !$0.contains("…") }, "\(color)")
        try skip()

        guard let note = next("Note") else { return }
        #expect(note.contains("0/2000"), "\(note)")
        try skip()
        guard next("Notes") != nil else { return }
        for word in ["one", "two", "three", "four", "five", "six"] {
            try pane.type(word)
            try pane.press("Enter")
        }
        try pane.type("seven")
        guard pane.waitFor("33/2000") else { return }
        #expect(pane.screen().contains("seven"), "the cursor's line stays in sight: \(pane.screen())")
        try skip()
        guard let body = next("Body") else { return }
        #expect(body.contains("› Front") && body.contains("Back") && body.contains("Image file"), "\(body)")
        try pane.press("C-c")
        if pane.exitStatus(seconds: 2) == nil { try pane.type("y") }  // the discard question, if any
        #expect(pane.exitStatus() == 130)
        #expect(!pane.sttyBefore.isEmpty && pane.sttyBefore == pane.sttyAfter)
    }

    @Test(arguments: [
        ("C.UTF-8", "1 of 15", "Make the terminal larger:", "(now 25×8)"),
        ("es_ES.UTF-8", "1 de 15", "Agranda la terminal:", "(ahora 25×8)"),
    ])
    func belowTheMinimumOneMessageThenTheQuestionComesBack(
        language: String, counter: String, message: String,
        size: String
    ) throws {
        let (sandbox, pane) = try openKinds(columns: 40, rows: 12, language: language)
        guard pane.waitFor(counter) else { return }
        try pane.tmux(["resize-window", "-t", "checkin", "-x", "25", "-y", "8"])
        guard pane.waitFor(message) else { return }
        let tooSmall = pane.screen()
        #expect(
            tooSmall.replacingOccurrences(of: "\n", with: " ").contains(size) && !tooSmall.contains(counter),
            "\(tooSmall)")
        try pane.tmux(["resize-window", "-t", "checkin", "-x", "40", "-y", "12"])
        // tmux first shows the old rows re-wrapped; the program's repaint replaces them.
        let deadline = Date().addingTimeInterval(30)
        while pane.screen().contains(message), Date() < deadline { usleep(20_000) }
        #expect(!pane.screen().contains(message) && pane.screen().contains(counter), "\(pane.screen())")
        try pane.type("72")
        try pane.press("C-s")
        guard pane.waitFor(language.hasPrefix("es") ? "Guardado" : "Saved") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
        #expect(try sandbox.summary(form: "Kinds").value("weight") == "72", "the question worked after the resize")
    }
}
