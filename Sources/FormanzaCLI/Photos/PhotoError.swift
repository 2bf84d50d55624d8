import FormanzaBase
import FormanzaTerminal

/// Why a file given as a photo answer was refused; nothing is saved.
enum PhotoError: Error, Equatable {
    case missing(String)
    case directory(String)
    case notRegularFile(String)
    case unreadable(String, reason: String)
    case notAnImage(String)
    case damaged(String)
    case tooLarge(String)
    case cannotStore(String)
    /// The photo helper could not be started (not installed beside `formanza`, or refused).
    case helperDidNotRun
    case tooManyPhotos(max: Int)
    case unknownName(String, names: [String])
    case notNamePath(String)
}

extension PhotoError: UserFacingError {
    func message(in l: Language) -> String {
        switch self {
        case .missing(let p):
            return l.tr("no such file: {0}", TerminalText.safe(p))
        case .directory(let p):
            return l.tr(
                "{0} is a folder, not an image", TerminalText.safe(p))
        case .notRegularFile(let p):
            return l.tr(
                "{0} is not a regular file (a pipe or a device cannot be a photo)", TerminalText.safe(p))
        case .unreadable(let p, let reason):
            return l.tr(
                "cannot read {0}: {1}", TerminalText.safe(p), reason)
        case .notAnImage(let p):
            return l.tr(
                "{0} is not a JPEG, PNG, WebP or HEIC image, the formats a photo can be (its content decides, not its name)",
                TerminalText.safe(p)
            )
        case .damaged(let p):
            return l.tr(
                "{0} is damaged or cut short", TerminalText.safe(p))
        case .tooLarge(let p):
            return l.tr(
                "{0} is too large: more than 120 megapixels", TerminalText.safe(p))
        case .cannotStore(let why):
            return l.tr("cannot store the photo: {0}", why)
        case .helperDidNotRun:
            return l.tr("cannot store the photo: formanza-photo did not run")
        case .tooManyPhotos(let max):
            return l.tr("at most {0} photos", max)
        case .unknownName(let name, let names):
            return l.tr(
                "no photo is named \"{0}\"; the names are {1}", TerminalText.safe(name), names.joined(separator: ", "))
        case .notNamePath(let text):
            return l.tr(
                "\"{0}\" is not NAME:PATH", TerminalText.safe(text))
        }
    }
}
