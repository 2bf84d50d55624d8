import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// Stores the file at a path as a photo of the store and returns its name for the answer.
/// The store's photos folder is created on first use (0700); the photo counts as unreferenced
/// until an answer that refers to it is saved.
struct PhotoImport {
    let store: Store
    let now: Int64

    func importPhoto(path: String) throws -> String {
        let file = try PhotoFile(path: path)
        try FileSystem.makeDirectory(store.paths.photosDirectory)
        guard let reply = PhotoHelper.store(descriptor: file.descriptor, into: store.paths.photosDirectory) else {
            throw PhotoError.helperDidNotRun
        }
        let words = reply.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("stored", 4):
            let name = "\(words[1])-\(words[2])x\(words[3])"
            guard PhotoLedger.isPhotoName(name) else { throw PhotoError.cannotStore(TerminalText.safe(reply)) }
            try store.notePhotoStored(name, now: now)
            return name
        case ("refused", 2):
            switch words[1] {
            case "not-an-image": throw PhotoError.notAnImage(path)
            case "damaged": throw PhotoError.damaged(path)
            case "too-large": throw PhotoError.tooLarge(path)
            default: throw PhotoError.cannotStore(store.paths.photosDirectory)
            }
        default:
            throw PhotoError.cannotStore(TerminalText.safe(reply))
        }
    }

    /// A photo screen's answer from `PATH`, or a multi-photo screen's from
    /// `NAME:PATH,NAME:PATH` (at most six, each name one of the screen's).
    func answer(_ text: String, for screen: Screen) throws -> AnswerValue {
        switch screen.kind {
        case .photo:
            return .photo(try importPhoto(path: text))
        case .multiPhoto(let settings):
            var photos: [String: String] = [:]
            for part in text.split(separator: ",") {
                guard let colon = part.firstIndex(of: ":") else { throw PhotoError.notNamePath(String(part)) }
                let asked = part[..<colon].trimmingWhitespace
                guard let name = settings.names.first(where: { $0.lowercased() == asked.lowercased() }) else {
                    throw PhotoError.unknownName(asked, names: settings.names)
                }
                photos[name] = String(part[part.index(after: colon)...])
            }
            guard photos.count <= PhotoImport.maxPhotos else {
                throw PhotoError.tooManyPhotos(max: PhotoImport.maxPhotos)
            }
            var stored: [String: String] = [:]
            for (name, path) in photos { stored[name] = try importPhoto(path: path) }
            return .photos(stored)
        default:
            throw PhotoError.notAnImage(text)
        }
    }

    static let maxPhotos = MultiPhotoSettings.maxPhotos
}
