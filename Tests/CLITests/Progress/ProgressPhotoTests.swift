import Foundation
import Testing

/// The photos card of `formanza progress`: the period's photos in `--json` with their stored
/// files, the printed strip with NO_COLOR (the most recent that fit, oldest first, with their
/// days; a multi-photo screen one strip per name), and the strip drawn in coloured symbols in the full-screen view on a real terminal.
@Suite struct ProgressPhotoTests {
    /// The Habits fixture with a photo screen answered on five days (each photo a different
    /// width, so its plain line says which day's it is) and a multi-photo screen on one.
    static func sandbox(language: String = "C.UTF-8") throws -> CheckinSandbox {
        let sandbox = try ProgressFixture.sandbox(language: language)
        try #require(try sandbox.run("screen", "add", "habits", "--type", "photo", "--title", "Front").status == 0)
        try #require(
            try sandbox.run(
                "screen", "add", "habits", "--type", "multi-photo", "--title", "Poses",
                "--names", "Side,Back"
            ).status == 0)
        for (index, day) in ["2026-11-20", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"]
            .enumerated()
        {
            let path = sandbox.base + "/front-\(index).jpg"
            try PhotoSamples.write(path, width: 600 + index * 10, height: 400)
            try #require(try sandbox.run("answer", "--form", "habits", "--date", day, "Front=" + path).status == 0)
        }
        try PhotoSamples.write(sandbox.base + "/side.jpg", width: 300, height: 500)
        try PhotoSamples.write(sandbox.base + "/back.jpg", width: 310, height: 500)
        let poses = "Poses=Back:\(sandbox.base)/back.jpg,Side:\(sandbox.base)/side.jpg"
        try #require(try sandbox.run("answer", "--form", "habits", "--date", "2026-12-01", poses).status == 0)
        return sandbox
    }

    @Test func jsonListsThePeriodsPhotosWithTheirStoredFiles() throws {
        let sandbox = try ProgressPhotoTests.sandbox()
        let result = try sandbox.run("progress", "--json", "--period", "7d")
        try #require(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let cards = try #require(object["cards"] as? [[String: Any]])
        let photoCards = cards.filter { $0["type"] as? String == "photos" }
        try #require(photoCards.count == 2, "\(cards.map { $0["type"] })")
        #expect(photoCards[0]["title"] as? String == "Front" && photoCards[1]["title"] as? String == "Poses")
        let front = try #require(photoCards[0]["photos"] as? [[String: Any]])
        #expect(
            front.map { $0["day"] as? String } == [
                "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02",
            ],
            "20 Nov is before the 7-day period")
        let photos = sandbox.base + "/data/formanza/photos/"
        for (index, photo) in front.enumerated() {
            let path = try #require(photo["path"] as? String)
            let thumbnail = try #require(photo["thumbnail"] as? String)
            #expect(path.hasPrefix(photos) && path.hasSuffix("-\(610 + index * 10)x400.jpg"), "\(path)")
            #expect(
                thumbnail == String(path.dropLast(4)) + ".thumb.jpg"
                    && FileManager.default.fileExists(atPath: thumbnail))
            #expect(photo["name"] == nil, "a photo screen's photos have no name")
        }
        let poses = try #require(photoCards[1]["photos"] as? [[String: Any]])
        #expect(poses.map { $0["name"] as? String } == ["Side", "Back"], "in the screen's order of names")
        #expect((poses.first?["path"] as? String)?.hasSuffix("-300x500.jpg") == true)
    }

    /// A row of the strip: cells 18 columns wide, two apart, after the card's indent.
    func strip(_ cells: [String]) -> String {
        "  "
            + cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: 20 - cell.count)
            }.joined()
    }

    @Test func printedStripShowsTheMostRecentThatFitAsPlainLinesWithNoColor() throws {
        for (language, more, empty) in [
            ("C.UTF-8", "and 1 earlier photo in this period", "No photos in this period."),
            ("es_ES.UTF-8", "y 1 foto anterior en este período", "Sin fotos en este período."),
        ] {
            let sandbox = try ProgressPhotoTests.sandbox(language: language)
            let result = try sandbox.run(["progress", "--period", "7d"], env: ["COLUMNS": "80", "NO_COLOR": "1"])
            try #require(result.status == 0, "\(result)")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let word = language == "C.UTF-8" ? "photo" : "foto"
            let heading = try #require(lines.firstIndex(of: "Front"), "\(result.stdout)")
            #expect(
                lines[heading + 1] == strip((620...650).filter { $0 % 10 == 0 }.map { "[\(word) \($0)×400]" }),
                "four fit in 80 columns, oldest first: \(result.stdout)")
            let month = language == "C.UTF-8" ? "Nov" : "nov."
            #expect(
                lines[heading + 2].hasPrefix("  28 \(month)")
                    && lines[heading + 2].hasSuffix("2 " + (language == "C.UTF-8" ? "Dec" : "dic.")),
                "\(lines[heading + 2])")
            #expect(lines[heading + 3] == "  " + more)
            #expect(!result.stdout.contains("\u{1B}"), "no escape sequence with NO_COLOR")
            let poses = try #require(lines.firstIndex(of: "Poses"))
            // One strip per photo name, each under its name, in the screen's order of names.
            #expect(
                lines[poses + 1] == "  Side" && lines[poses + 2] == strip(["[\(word) 300×500]"])
                    && lines[poses + 4] == "" && lines[poses + 5] == "  Back"
                    && lines[poses + 6] == strip(["[\(word) 310×500]"]),
                "\(result.stdout)")
            let before = try sandbox.run(
                ["progress", "--period", "7d", "--date", "2026-11-19"], env: ["NO_COLOR": "1"])
            #expect(before.stdout.contains("Front\n  " + empty), "\(before)")
        }
    }
}

/// The strip in the full-screen view: coloured symbol previews (not the plain lines), the days
/// under them, and the card's detail (its comparison, its entries, and `formanza photo compare`
/// for a large view further down).
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct ProgressPhotoScreenTests {
    @Test func theFullScreenDrawsTheStripInColouredSymbols() throws {
        let sandbox = try ProgressPhotoTests.sandbox()
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d"], env: ["TERM": "xterm-256color"])
        guard pane.waitFor("[7D]") else { return }
        for _ in 0..<4 { try pane.type("j") }
        guard pane.waitFor("› Front") else { return }
        let screen = pane.screen()
        #expect(screen.contains("28 Nov") && screen.contains("2 Dec") && !screen.contains("[photo"), "\(screen)")
        let styled = pane.screen(escapes: true).split(separator: "\n")
        let heading = try #require(styled.firstIndex { $0.contains("Front") })
        let previews = styled[(heading + 1)...].prefix(6).filter { $0.contains("48;5;") || $0.contains("48;2;") }
        #expect(previews.count >= 4, "the previews are coloured cells: \(styled.joined(separator: "\n"))")
        try pane.press("Enter")
        guard pane.waitFor("20 Nov 2026 (first)") else { return }
        #expect(pane.screen().contains("Wed 2 Dec 2026   [photo 650×400]"), "\(pane.screen())")
        try pane.press("End")
        guard pane.waitFor("formanza photo compare habits") else { return }
        try pane.press("Escape")
        guard pane.waitFor("› Front") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}
