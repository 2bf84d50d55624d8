import FormanzaBase

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
    case tooManyPhotos(max: Int)
    case unknownName(String, names: [String])
    case notNamePath(String)
}

extension PhotoError: UserFacingError {
    func message(in l: Language) -> String {
        switch self {
        case .missing(let p):
            return l.pick("no such file: \(TerminalText.safe(p))", "no existe el archivo: \(TerminalText.safe(p))")
        case .directory(let p):
            return l.pick(
                "\(TerminalText.safe(p)) is a folder, not an image",
                "\(TerminalText.safe(p)) es una carpeta, no una imagen")
        case .notRegularFile(let p):
            return l.pick(
                "\(TerminalText.safe(p)) is not a regular file (a pipe or a device cannot be a photo)",
                "\(TerminalText.safe(p)) no es un archivo normal (una tubería o un dispositivo no pueden ser una foto)")
        case .unreadable(let p, let reason):
            return l.pick(
                "cannot read \(TerminalText.safe(p)): \(reason)", "no se puede leer \(TerminalText.safe(p)): \(reason)")
        case .notAnImage(let p):
            return l.pick(
                "\(TerminalText.safe(p)) is not a JPEG, PNG, WebP or HEIC image, the formats a photo can be (its content decides, not its name)",
                "\(TerminalText.safe(p)) no es una imagen JPEG, PNG, WebP ni HEIC, los formatos que puede tener una foto (decide su contenido, no su nombre)"
            )
        case .damaged(let p):
            return l.pick(
                "\(TerminalText.safe(p)) is damaged or cut short", "\(TerminalText.safe(p)) está dañada o incompleta")
        case .tooLarge(let p):
            return l.pick(
                "\(TerminalText.safe(p)) is too large: more than 120 megapixels",
                "\(TerminalText.safe(p)) es demasiado grande: más de 120 megapíxeles")
        case .cannotStore(let why):
            return l.pick("cannot store the photo: \(why)", "no se puede guardar la foto: \(why)")
        case .tooManyPhotos(let max):
            return l.pick("at most \(max) photos", "como mucho \(max) fotos")
        case .unknownName(let name, let names):
            return l.pick(
                "no photo is named \"\(TerminalText.safe(name))\"; the names are \(names.joined(separator: ", "))",
                "ninguna foto se llama «\(TerminalText.safe(name))»; los nombres son \(names.joined(separator: ", "))")
        case .notNamePath(let text):
            return l.pick(
                "\"\(TerminalText.safe(text))\" is not NAME:PATH", "«\(TerminalText.safe(text))» no es NOMBRE:RUTA")
        }
    }
}
