import Foundation
import Testing

/// The full-screen check-in's footer on a photo screen offers Enter for what it does there:
/// nothing typed and no photo yet, Enter does nothing, so it is not offered; a path typed,
/// it stores the photo; a photo stored, it goes on.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
struct PhotoFooterTests {
    @Test(arguments: [
        ("C.UTF-8", "Enter Next", "Enter Store photo", "Image file"),
        ("es_ES.UTF-8", "Intro Siguiente", "Intro Guardar foto", "Archivo de imagen"),
    ])
    func enterIsOfferedForWhatItDoes(language: String, next: String, store: String, label: String) throws {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "yes-no", "--title", "Stretched").status == 0)
        try PhotoSamples.write(sandbox.base + "/front.png", width: 400, height: 300)
        let pane = try TmuxPane(sandbox, arguments: ["checkin", "--form", "Body"], env: ["NO_COLOR": "1"])
        guard pane.waitFor(label) else { return }
        #expect(!pane.screen().contains(next) && !pane.screen().contains(store), "\(pane.screen())")
        try pane.press("Enter")  // does nothing: the question stays
        usleep(200_000)
        #expect(pane.screen().contains(label), "\(pane.screen())")
        try pane.type(sandbox.base + "/front.png")
        guard pane.waitFor(store) else { return }
        try pane.press("Enter")
        guard pane.waitFor("400×300") else { return }
        guard pane.waitFor(next) else { return }
        #expect(!pane.screen().contains(store), "\(pane.screen())")
    }
}
