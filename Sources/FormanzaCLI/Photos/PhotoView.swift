import CChafa
import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal
import Glibc

/// A stored photo drawn for the terminal. Colour terminals get Chafa's picture (sixel, kitty or
/// iTerm2 graphics when the terminal has them, coloured block symbols otherwise); with colours
/// off (`NO_COLOR`, `TERM=dumb`, output to a pipe or a file) a photo is the plain line
/// `[photo 1600×1200]`, which says what is there without an escape sequence.
struct PhotoView: Sendable {
    let paths: StorePaths
    let pictures: Bool

    init(paths: StorePaths, output: Int32 = StandardStreams.output) {
        self.paths = paths
        self.pictures = ColorPolicy.colorsEnabled(output: output)
    }

    init(paths: StorePaths, pictures: Bool) {
        self.paths = paths
        self.pictures = pictures
    }

    static func label(_ name: String, _ l: Language) -> String { AnswerDisplay.photoLabel(name, l) }

    func file(_ name: String, thumbnail: Bool) -> String {
        paths.photosDirectory + "/" + name + (thumbnail ? ".thumb.jpg" : ".jpg")
    }

    /// The picture's lines fitted in `columns` × `rows` cells, or nil when pictures are off or
    /// the file cannot be read. `symbolsOnly` keeps to text cells (inside the full-screen
    /// check-in, which paints cell by cell).
    func picture(_ name: String, columns: Int, rows: Int, thumbnail: Bool, symbolsOnly: Bool) -> [String]? {
        guard pictures, PhotoLedger.isPhotoName(name), columns > 0, rows > 0, isStoredHere(name, thumbnail: thumbnail)
        else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        guard
            let text = formanza_chafa_render(
                file(name, thumbnail: thumbnail), Int32(columns), Int32(rows),
                symbolsOnly ? 1 : 0, environ, &width, &height)
        else { return nil }
        defer { formanza_chafa_free(text) }
        let rendered = String(cString: text)
        return rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
    }

    /// Whether the stored file is there (a photo deleted from under an answer shows as missing).
    func exists(_ name: String) -> Bool {
        PhotoLedger.isPhotoName(name) && isStoredHere(name, thumbnail: false)
    }

    /// Whether the file is a regular file in the store's own photos folder: neither the folder
    /// nor the file may be a symbolic link, so a link planted in the store never shows (or
    /// hands Chafa) a file from elsewhere. Checked by `lstat` just before the file is read.
    private func isStoredHere(_ name: String, thumbnail: Bool) -> Bool {
        guard (try? FileStatus.of(paths.photosDirectory, followLinks: false))?.kind == .directory else { return false }
        return (try? FileStatus.of(file(name, thumbnail: thumbnail), followLinks: false))?.kind == .regular
    }
}
