import FormanzaState

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
            return l.pick("no such file: \(visible(p))", "no existe el archivo: \(visible(p))")
        case .directory(let p):
            return l.pick("\(visible(p)) is a folder, not an image", "\(visible(p)) es una carpeta, no una imagen")
        case .notRegularFile(let p):
            return l.pick("\(visible(p)) is not a regular file (a pipe or a device cannot be a photo)",
                          "\(visible(p)) no es un archivo normal (una tubería o un dispositivo no pueden ser una foto)")
        case .unreadable(let p, let reason):
            return l.pick("cannot read \(visible(p)): \(reason)", "no se puede leer \(visible(p)): \(reason)")
        case .notAnImage(let p):
            return l.pick("\(visible(p)) is not an image (JPEG, PNG, WebP or HEIC)",
                          "\(visible(p)) no es una imagen (JPEG, PNG, WebP o HEIC)")
        case .damaged(let p):
            return l.pick("\(visible(p)) is damaged or cut short", "\(visible(p)) está dañada o incompleta")
        case .tooLarge(let p):
            return l.pick("\(visible(p)) is too large: more than 120 megapixels", "\(visible(p)) es demasiado grande: más de 120 megapíxeles")
        case .cannotStore(let why):
            return l.pick("cannot store the photo: \(why)", "no se puede guardar la foto: \(why)")
        case .tooManyPhotos(let max):
            return l.pick("at most \(max) photos", "como mucho \(max) fotos")
        case .unknownName(let name, let names):
            return l.pick("no photo is named \"\(visible(name))\"; the names are \(names.joined(separator: ", "))",
                          "ninguna foto se llama «\(visible(name))»; los nombres son \(names.joined(separator: ", "))")
        case .notNamePath(let text):
            return l.pick("\"\(visible(text))\" is not NAME:PATH", "«\(visible(text))» no es NOMBRE:RUTA")
        }
    }
}

/// A path or name as it may be printed: control characters (which could drive the terminal)
/// shown as `?`.
func visible(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) ? "?" : Character($0) })
}
