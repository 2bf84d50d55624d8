import Foundation
import Testing

/// Two photos of one screen side by side: `formanza photo compare` without days (the first photo
/// against the latest), with `--from`/`--to`, and refused with one photo only; and the photos
/// card's detail in Progress's full screen (80×24), where ←/→ step the focused side through the
/// days with a photo, Tab moves the focus and `s` swaps. Photos differ in width, so their plain
/// `[photo W×H]` lines (NO_COLOR) say which day is shown: 600 on 20 Nov (before the 7-day
/// period), then 610, 620, 630, 640 and 650 on 27, 28, 30 Nov, 1 and 2 Dec.
@Suite struct PhotoCompareCommandTests {
    @Test func withoutDaysTheFirstPhotoIsComparedWithTheLatest() throws {
        let sandbox = try ProgressPhotoTests.sandbox()
        let result = try sandbox.run(["photo", "compare", "habits", "Front"], env: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("20 Nov 2026 ") && $0.hasSuffix("   2 Dec 2026") }, "\(result.stdout)")
        #expect(
            lines.contains { $0.hasPrefix("[photo 600×400] ") && $0.hasSuffix("   [photo 650×400]") },
            "\(result.stdout)")
        func dates(_ options: String...) throws -> [String?] {
            let result = try sandbox.run(["photo", "compare", "habits", "Front", "--json"] + options)
            #expect(result.status == 0, "\(result)")
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return (object?["photos"] as? [[String: Any]] ?? []).map { $0["date"] as? String }
        }
        #expect(try dates() == ["2026-11-20", "2026-12-02"])
        #expect(try dates("--from", "2026-11-28") == ["2026-11-28", "2026-12-02"], "--to defaults to the latest")
        #expect(try dates("--to", "2026-11-30") == ["2026-11-20", "2026-11-30"], "--from defaults to the first")
        #expect(try dates("--from", "2026-12-01", "--to", "2026-11-27") == ["2026-12-01", "2026-11-27"])
        let mixed = try sandbox.run("photo", "compare", "habits", "Front", "--date", "today", "--from", "2026-11-20")
        #expect(mixed.status == 2 && mixed.stderr.contains("--from DAY --to DAY"), "\(mixed)")
        let noPhoto = try sandbox.run("photo", "compare", "habits", "Front", "--from", "2026-11-21")
        #expect(noPhoto.status == 1 && noPhoto.stderr.contains("has no photo on 21 Nov 2026"), "\(noPhoto)")
    }

    @Test(arguments: [
        ("C.UTF-8", "\"Front\" has only one photo so far (20 Nov 2026): nothing to compare it with yet"),
        ("es_ES.UTF-8", "«Front» solo tiene una foto por ahora (20 nov. 2026): todavía no hay con qué compararla"),
    ])
    func oneScreenPhotoIsNotComparedWithItself(language: String, message: String) throws {
        let sandbox = try PhotoCompareScreenTests.onePhoto(language: language)
        let result = try sandbox.run("photo", "compare", "habits", "Front")
        #expect(result.status == 1 && result.stderr.contains(message) && result.stdout.isEmpty, "\(result)")
    }
}

@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct PhotoCompareScreenTests {
    /// The Progress fixture with one photo on the Front screen, on 20 Nov.
    static func onePhoto(language: String = "C.UTF-8") throws -> CheckinSandbox {
        let sandbox = try ProgressFixture.sandbox(language: language)
        try #require(try sandbox.run("screen", "add", "habits", "--type", "photo", "--title", "Front").status == 0)
        try PhotoSamples.write(sandbox.base + "/front.jpg", width: 600, height: 400)
        let answer = try sandbox.run(
            "answer", "--form", "habits", "--date", "2026-11-20", "Front=\(sandbox.base)/front.jpg")
        try #require(answer.status == 0, "\(answer)")
        return sandbox
    }

    /// Opens the Front card's detail in an 80×24 pane.
    func openFront(_ sandbox: CheckinSandbox, env: [String: String]) throws -> TmuxPane? {
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d"], env: env)
        guard pane.waitFor("[7D]") else { return nil }
        for _ in 0..<4 { try pane.type("j") }
        guard pane.waitFor("› Front") else { return nil }
        try pane.press("Enter")
        return pane
    }

    /// The row of the comparison that shows the two photos' plain lines.
    func shownWidths(_ pane: TmuxPane) -> (Int, Int)? {
        for line in pane.screen().split(separator: "\n") {
            let widths = line.matches(of: #/\[(?:photo|foto) (\d+)×400\]/#).compactMap { Int($0.output.1) }
            if widths.count == 2, line.contains("   ") { return (widths[0], widths[1]) }
        }
        return nil
    }

    func waitForWidths(_ pane: TmuxPane, _ expected: (Int, Int), _ comment: String) {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let shown = shownWidths(pane), shown == expected { return }
            usleep(20_000)
        }
        Issue.record("expected \(expected) (\(comment)), the screen shows:\n\(pane.screen())")
    }

    @Test(arguments: [
        (
            "C.UTF-8", "Fri 20 Nov 2026 (first)", "Wed 2 Dec 2026 (latest)", "day on the left", "day on the right",
            "swap"
        ),
        (
            "es_ES.UTF-8", "vie. 20 nov. 2026 (primera)", "mié. 2 dic. 2026 (última)", "día de la izquierda",
            "día de la derecha", "intercambiar"
        ),
    ])
    func arrowsStepTheFocusedSideTabMovesTheFocusAndSSwaps(
        language: String, first: String, latest: String, leftHint: String, rightHint: String, swapHint: String
    ) throws {
        let sandbox = try ProgressPhotoTests.sandbox(language: language)
        guard let pane = try openFront(sandbox, env: ["NO_COLOR": "1"]) else { return }
        guard pane.waitFor("› " + first) else { return }
        let screen = pane.screen()
        #expect(screen.contains(latest) && !screen.contains("› " + latest), "the left side has the focus: \(screen)")
        #expect(screen.contains("←→ " + leftHint) && screen.contains("s " + swapHint), "footer: \(screen)")
        #expect(!screen.contains("\u{1B}"), "NO_COLOR")
        waitForWidths(pane, (600, 650), "the first photo against the latest")
        try pane.press("Right")
        waitForWidths(pane, (610, 650), "→ moves the left side to the next day with a photo")
        try pane.press("Left", "Left")
        waitForWidths(pane, (600, 650), "← stops at the first photo")
        try pane.press("Right", "Right")
        waitForWidths(pane, (620, 650), "29 Nov has no photo: 28 Nov, then 30 Nov")
        try pane.press("Right")
        waitForWidths(pane, (630, 650), "28 Nov to 30 Nov, skipping the day without a photo")
        try pane.press("Tab")
        guard pane.waitFor("←→ " + rightHint) else { return }
        try pane.press("Left", "Left")
        waitForWidths(pane, (630, 630), "the right side steps now")
        try pane.press("Left")
        waitForWidths(pane, (630, 620), "either side goes anywhere")
        try pane.type("s")
        waitForWidths(pane, (620, 630), "s swaps the sides")
        #expect(pane.screen().contains("formanza photo compare habits"), "\(pane.screen())")
        try pane.press("Escape")
        guard pane.waitFor("› Front") else { return }
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    /// A multi-photo screen: each name's pair under the name, "—" where a day lacks that name.
    @Test func aMultiPhotoScreenComparesEachNameUnderIt() throws {
        let sandbox = try ProgressPhotoTests.sandbox()
        try PhotoSamples.write(sandbox.base + "/side2.jpg", width: 320, height: 500)
        let answer = try sandbox.run("answer", "--form", "habits", "Poses=Side:\(sandbox.base)/side2.jpg")
        try #require(answer.status == 0, "\(answer)")
        let pane = try TmuxPane(sandbox, arguments: ["progress", "--period", "7d"], env: ["NO_COLOR": "1"])
        guard pane.waitFor("[7D]") else { return }
        for _ in 0..<5 { try pane.type("j") }
        guard pane.waitFor("› Poses") else { return }
        try pane.press("Enter")
        guard pane.waitFor("› Tue 1 Dec 2026 (first)") else { return }
        let lines = pane.screen().split(separator: "\n").map(String.init)
        let side = try #require(lines.firstIndex(of: "  Side"), "\(lines)")
        #expect(lines[side + 1].hasPrefix("  [photo 300×500] ") && lines[side + 1].hasSuffix("   [photo 320×500]"))
        #expect(lines[side + 2] == "  Back", "\(lines)")
        #expect(lines[side + 3].hasPrefix("  [photo 310×500] ") && lines[side + 3].hasSuffix("   —"), "\(lines)")
        try pane.type("s")
        guard pane.waitFor("› Wed 2 Dec 2026 (latest)") else { return }
        let swapped = pane.screen().split(separator: "\n").map(String.init)
        #expect(
            swapped.contains { $0.hasPrefix("  —  ") && $0.hasSuffix("   [photo 310×500]") },
            "the focus stays on the left, which now has the latest day: \(swapped)")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func theComparisonIsDrawnInColouredSymbolsOnAColourTerminal() throws {
        let sandbox = try ProgressPhotoTests.sandbox()
        guard let pane = try openFront(sandbox, env: ["TERM": "xterm-256color"]) else { return }
        guard pane.waitFor("› Fri 20 Nov 2026 (first)") else { return }
        let styled = pane.screen(escapes: true).split(separator: "\n")
        let heading = try #require(styled.firstIndex { $0.contains("20 Nov 2026 (first)") })
        let previews = styled[(heading + 1)...].prefix(10).filter { $0.contains("48;5;") || $0.contains("48;2;") }
        #expect(previews.count >= 4, "coloured cells: \(styled.joined(separator: "\n"))")
        let plain = pane.screen().split(separator: "\n")
        let days = try #require(plain.firstIndex { $0.contains("20 Nov 2026 (first)") })
        #expect(!plain[days + 1].contains("[photo"), "pictures, not plain lines: \(pane.screen())")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test(arguments: [
        ("C.UTF-8", "Only one photo so far (20 Nov 2026): nothing to compare it with yet.", "[photo 600×400]"),
        (
            "es_ES.UTF-8", "Solo hay una foto por ahora (20 nov. 2026): todavía no hay con qué compararla.",
            "[foto 600×400]"
        ),
    ])
    func onePhotoOnlyIsShownAloneAndSaysSo(language: String, message: String, photo: String) throws {
        let sandbox = try PhotoCompareScreenTests.onePhoto(language: language)
        // 20 Nov is before the 7-day period: the detail still finds the screen's photo.
        guard let pane = try openFront(sandbox, env: ["NO_COLOR": "1"]) else { return }
        guard pane.waitFor(message) else { return }
        let screen = pane.screen()
        #expect(screen.contains("  " + photo) && !screen.contains("←→"), "no comparison keys: \(screen)")
        try pane.type("q")
        #expect(pane.exitStatus() == 0)
    }
}
