import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal
import Synchronization

/// The photos card as a strip of small previews (one per photo name on a multi-photo screen):
/// oldest on the left, as many of the most recent as fit the width, each with its day under it. The
/// previews are Chafa's coloured symbols, as in the summary and the check-in, turned into styled
/// cells so the full-screen view can paint them like any other line. With colours off
/// (`NO_COLOR`, `TERM=dumb`, a pipe), a locale that is not UTF-8, or a file that cannot be read,
/// a photo is its plain `[photo 1600×1200]` line, which says what is there without escapes.
struct PhotoStrip {
    /// A preview's cells: wide enough for the plain `[photo 1600×1200]` line too.
    static let cellWidth = 18
    static let rows = 6
    static let gap = 2

    let card: PhotosCard
    let today: CivilDate
    let style: ChartStyle
    let pictures: PhotoPictures?
    let language: Language

    var l: Language { language }

    /// How many previews fit in `width` columns after the card's two-column indent.
    static func fitting(_ width: Int) -> Int {
        max(1, (width - 2 + gap) / (cellWidth + gap))
    }

    /// A photo screen's strip, or on a multi-photo screen one strip per photo name (Front,
    /// Side, Back…) in the screen's order, each under its name, so each strip compares like
    /// with like over time.
    func lines(width: Int) -> [StyledLine] {
        guard !card.photos.isEmpty else { return [StyledLine("  " + ProgressStrings.noPhotos(l))] }
        var names: [String] = []
        for photo in card.photos {
            if let name = photo.name, !names.contains(name) { names.append(name) }
        }
        if let order = card.screen.kind.photoNames {
            names.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        }
        let unnamed = card.photos.filter { $0.name == nil }
        var lines = unnamed.isEmpty ? [] : strip(unnamed, width: width)
        for name in names {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(StyledLine("  " + TerminalText.safe(name), .bold))
            lines += strip(card.photos.filter { $0.name == name }, width: width)
        }
        return lines
    }

    /// The most recent of `photos` that fit, their days under them, and how many were left out.
    func strip(_ photos: [PhotosCard.Photo], width: Int) -> [StyledLine] {
        let shown = Array(photos.suffix(PhotoStrip.fitting(width)))
        let drawn = shown.map(picture)
        let height: Int = drawn.map(\.count).max() ?? 0
        var lines: [StyledLine] = []
        for index in 0..<height {
            let cells: [StyledLine] = drawn.map { index < $0.count ? $0[index] : StyledLine.blank }
            lines.append(row(cells))
        }
        lines.append(row(shown.map { StyledLine(DateText.shortDay($0.day, reference: today, l), .gray) }))
        let earlier = photos.count - shown.count
        if earlier > 0 { lines.append(StyledLine("  " + ProgressStrings.earlierPhotos(earlier, l), .gray)) }
        return lines
    }

    /// One row of the strip: each cell cut or padded to the cell's width, a gap between cells.
    func row(_ cells: [StyledLine]) -> StyledLine {
        var line = StyledLine("  ")
        for (index, cell) in cells.enumerated() {
            let fitted = FrameLayout.truncate(cell, width: PhotoStrip.cellWidth)
            line = line + fitted
            if index < cells.count - 1 {
                line =
                    line
                    + StyledLine(
                        String(repeating: " ", count: max(0, PhotoStrip.cellWidth - fitted.width + PhotoStrip.gap)))
            }
        }
        return line
    }

    /// The photo's preview, or its plain line when pictures are off or the file cannot be drawn.
    func picture(_ photo: PhotosCard.Photo) -> [StyledLine] {
        if style.colors, style.unicode, let pictures,
            let lines = pictures.symbols(photo.file, columns: PhotoStrip.cellWidth, rows: PhotoStrip.rows)
        {
            return lines
        }
        return [StyledLine(PhotoView.label(photo.file, l))]
    }
}

/// Previews drawn once and kept: the full-screen view lays its cards out again on every key, and
/// decoding the same thumbnails each time would slow scrolling for nothing.
final class PhotoPictures: Sendable {
    let view: PhotoView
    private let drawn = Mutex<[String: [StyledLine]]>([:])
    /// Enough for every preview a screen and its detail show; beyond it they are all drawn again.
    static let kept = 200

    init(paths: StorePaths) {
        view = PhotoView(paths: paths, pictures: true)
    }

    func symbols(_ file: String, columns: Int, rows: Int) -> [StyledLine]? {
        let key = "\(file) \(columns)x\(rows)"
        if let lines = drawn.withLock({ $0[key] }) { return lines }
        guard let text = view.picture(file, columns: columns, rows: rows, thumbnail: true, symbolsOnly: true),
            !text.isEmpty
        else { return nil }
        let lines = PhotoSymbols.styledLines(text)
        drawn.withLock { cache in
            if cache.count >= PhotoPictures.kept { cache.removeAll() }
            cache[key] = lines
        }
        return lines
    }
}
