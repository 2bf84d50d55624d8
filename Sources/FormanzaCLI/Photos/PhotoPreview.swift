import FormanzaModel

/// Small symbol previews of a photo answer: one for a photo screen, up to three side by side
/// for a multi-photo screen (the summary's row names how many more there are).
enum PhotoPreview {
    static let columns = 16
    static let rows = 6

    static func strip(_ value: AnswerValue, screen: Screen, view: PhotoView) -> [String] {
        let photos: [String]
        switch value {
        case .photo(let name): photos = [name]
        case .photos(let map): photos = (screen.kind.photoNames ?? map.keys.sorted()).compactMap { map[$0] }
        default: return []
        }
        let pictures = photos.prefix(3).compactMap {
            view.picture($0, columns: columns, rows: rows, thumbnail: true, symbolsOnly: true)
        }
        guard var joined = pictures.first else { return [] }
        for next in pictures.dropFirst() {
            joined = PhotoColumns.zip(
                joined, next, width: joined.map { PhotoColumns.visibleWidth($0) }.max() ?? columns,
                reset: true
            ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return joined.map { "    " + $0 + "\u{1B}[0m" }
    }
}
