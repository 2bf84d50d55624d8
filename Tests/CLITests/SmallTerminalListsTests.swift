import FormanzaModel
import Foundation
import Testing

/// The day's summary and the list of forms on real terminals of 80×24, 60×20 and 40×12 (tmux
/// panes): longer than the window, they scroll as a question's widget does, with `▲ more` /
/// `▼ more` rows («más»), and the selected row always stays in sight.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct SmallTerminalListsTests {
    static let sizes: [(Int, Int, String)] = [
        (80, 24, "C.UTF-8"), (60, 20, "es_ES.UTF-8"), (40, 12, "C.UTF-8"), (40, 12, "es_ES.UTF-8"),
    ]

    static func marks(_ language: String) -> (above: String, below: String) {
        language.hasPrefix("es") ? ("▲ más", "▼ más") : ("▲ more", "▼ more")
    }

    /// Checks the screen fits the window and shows `selected` with the markers expected.
    func expectShown(
        _ pane: TmuxPane, _ selected: String, above: Bool, below: Bool, language: String,
        rows: Int
    ) {
        let shown = pane.screen()
        let marks = Self.marks(language)
        #expect(shown.contains(selected), "\(shown)")
        #expect(shown.contains(marks.above) == above, "\(shown)")
        #expect(shown.contains(marks.below) == below, "\(shown)")
        #expect(shown.split(separator: "\n").count <= rows, "\(shown)")
    }

    @Test(arguments: sizes)
    func aLongSummaryScrollsAroundTheSelectedRow(columns: Int, rows: Int, language: String) throws {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        let screens = (1...60).map { #"{"id": "q\#($0)", "title": "Question \#($0)", "kind": {"type": "yes-no"}}"# }
        try sandbox.writeForm(
            #"{"id": "long", "title": "Long", "screens": ["# + screens.joined(separator: ",") + "]}",
            id: "long")
        let answered = try sandbox.run(["answer", "--form", "long", "q1=yes", "q60=no"])
        #expect(answered.status == 0, "\(answered)")
        let pane = try TmuxPane(sandbox, arguments: ["checkin", "--form", "long"], columns: columns, rows: rows)
        guard pane.waitFor("› Question 1 ") else { return }
        expectShown(pane, "› Question 1 ", above: false, below: true, language: language, rows: rows)
        #expect(!pane.screen().contains("Question 60"))
        try pane.press("End")
        guard pane.waitFor("› Question 60") else { return }
        expectShown(pane, "› Question 60", above: true, below: false, language: language, rows: rows)
        for _ in 0..<30 { try pane.press("Up") }
        guard pane.waitFor("› Question 30 ") else { return }
        expectShown(pane, "› Question 30 ", above: true, below: true, language: language, rows: rows)
        try pane.press("C-c")
        #expect(pane.exitStatus() != nil)
        #expect(pane.sttyBefore == pane.sttyAfter)
    }

    @Test(arguments: sizes)
    func aLongListOfFormsScrollsAroundTheSelectedForm(columns: Int, rows: Int, language: String) throws {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        for number in 10...39 {
            try sandbox.writeForm(
                #"{"id": "f\#(number)", "title": "Form \#(number)", "screens": [{"id": "w", "title": "W", "kind": {"type": "yes-no"}}]}"#,
                id: "f\(number)")
        }
        let pane = try TmuxPane(sandbox, arguments: ["checkin"], columns: columns, rows: rows)
        guard pane.waitFor("› 1  ") else { return }
        let first = pane.screen()
        let firstForm = first.split(separator: "\n").first { $0.hasPrefix("› 1  ") }.map(String.init) ?? ""
        expectShown(pane, "› 1  ", above: false, below: true, language: language, rows: rows)
        try pane.press("End")
        let deadline = Date().addingTimeInterval(30)
        while pane.screen() == first, Date() < deadline { usleep(20_000) }
        let last = pane.screen()
        let selected = last.split(separator: "\n").first { $0.hasPrefix("›") }.map(String.init) ?? ""
        // The starter form sorts among them by its title, in the person's language.
        #expect(selected.count > 5 && selected != firstForm, "\(last)")
        expectShown(pane, "›", above: true, below: false, language: language, rows: rows)
        try pane.press("Escape")
        #expect(pane.exitStatus() == 0)
    }
}
