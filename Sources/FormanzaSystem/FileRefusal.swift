import FormanzaBase

/// Why a file or directory was not used, naming the path and, where there is one, the fix.
public struct FileRefusal: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case system(String, Errno)
        case symlink
        case notRegular
        case notDirectory
        case tooLarge(limit: Int)
        case notOwned(owner: UInt32)
        case openToOthers(mode: UInt32)
    }

    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }
}

extension FileRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        switch problem {
        case .system(let operation, let error):
            return "\(path): \(operation): \(error.text)"
        case .symlink:
            return l.pick(
                "\(path) is a symbolic link; Formanza does not follow links out of its own files. Replace it with the real file or directory.",
                "\(path) es un enlace simbólico; Formanza no sigue enlaces fuera de sus archivos. Cámbialo por el archivo o la carpeta real."
            )
        case .notRegular:
            return l.pick(
                "\(path) is not a regular file (a folder, a pipe, a device or a socket); it was not read. Move it away.",
                "\(path) no es un archivo normal (una carpeta, una tubería, un dispositivo o un socket); no se leyó. Apártalo."
            )
        case .notDirectory:
            return l.pick("\(path) is not a directory. Move it away.", "\(path) no es una carpeta. Apártala.")
        case .tooLarge(let limit):
            return l.pick(
                "\(path) is larger than \(limit / (1 << 20)) MiB; it was not read.",
                "\(path) supera los \(limit / (1 << 20)) MiB; no se leyó.")
        case .notOwned(let owner):
            return l.pick(
                "\(path) belongs to another user (uid \(owner)), so anyone could read or change what Formanza keeps there. Move it away, or point Formanza elsewhere (XDG_DATA_HOME, XDG_RUNTIME_DIR).",
                "\(path) pertenece a otro usuario (uid \(owner)), así que cualquiera podría leer o cambiar lo que Formanza guarda ahí. Apártala o indica otro sitio a Formanza (XDG_DATA_HOME, XDG_RUNTIME_DIR)."
            )
        case .openToOthers(let mode):
            return l.pick(
                "\(path) can be written by other users (mode \(String(mode, radix: 8))). Close it with: chmod go-w \(path)",
                "\(path) pueden escribirla otros usuarios (modo \(String(mode, radix: 8))). Ciérrala con: chmod go-w \(path)"
            )
        }
    }
}
