import Foundation
import Testing

/// A photo screen answered in the full-screen check-in on a real terminal (a tmux pane): the
/// path completed with Tab, the photo stored and previewed in coloured block symbols, removed
/// with Ctrl-X, stored again and saved, so the form is complete.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct PhotoScreenTests {
    @Test func aPhotoIsChosenWithTabPreviewedRemovedAndSaved() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        try PhotoSamples.write(sandbox.base + "/progress-front.jpg", width: 600, height: 800)
        let pane = try TmuxPane(sandbox, arguments: ["checkin", "--form", "Body"], env: ["TERM": "xterm-256color"])
        guard pane.waitFor("Image file (Tab completes, Enter stores it):") else { return }
        #expect(pane.screen().contains("Tab completes · ^X Remove photo"), "\(pane.screen())")
        try pane.type(sandbox.base + "/progress-f")
        try pane.press("Tab")
        guard pane.waitFor("progress-front.jpg") else { return }
        try pane.press("Enter")
        guard pane.waitFor("[photo 600×800]") else { return }
        #expect(pane.screen().contains("Ctrl-X: Remove photo"), "\(pane.screen())")
        let styled = pane.screen(escapes: true)
        let previewLines = styled.split(separator: "\n").filter { $0.contains("48;5;") || $0.contains("48;2;") }
        #expect(previewLines.count >= 4, "the preview is drawn in coloured cells: \(styled)")
        #expect(!pane.screen().contains("\u{1B}"), "no raw escape bytes reach the screen as text")

        try pane.press("C-x")
        guard pane.waitFor("Photo removed") else { return }
        #expect(!pane.screen().contains("[photo 600×800]"))
        try pane.type(sandbox.base + "/progress-front.jpg")
        try pane.press("Enter")
        guard pane.waitFor("[photo 600×800]") else { return }
        try pane.press("Enter")  // the last screen: Save
        guard pane.waitFor("Complete") else { return }
        let summary = try sandbox.summary(form: "Body")
        #expect(summary.answers.first?.value?.text.hasSuffix("-600x800") == true, "\(summary.answers)")
    }

    @Test func aBadPathIsRefusedOnTheScreenAndWithNoColorNoPictureIsDrawn() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        try PhotoSamples.write(sandbox.base + "/front.png", width: 400, height: 300)
        let pane = try TmuxPane(sandbox, arguments: ["checkin", "--form", "Body"], env: ["NO_COLOR": "1"])
        guard pane.waitFor("Image file") else { return }
        try pane.type(sandbox.base)
        try pane.press("Enter")
        guard pane.waitFor("is a folder, not an image") else { return }
        try pane.press("C-a", "C-k")
        for _ in 0..<(sandbox.base.count) { try pane.press("BSpace") }
        try pane.type(sandbox.base + "/front.png")
        try pane.press("Enter")
        guard pane.waitFor("[photo 400×300]") else { return }
        #expect(
            !pane.screen(escapes: true).contains("48;5;") && !pane.screen(escapes: true).contains("48;2;"),
            "with NO_COLOR only the plain line: \(pane.screen(escapes: true))")
    }
}
