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
            return l.tr(
                "{0} is a symbolic link; Formanza does not follow links out of its own files. Replace it with the real file or directory.",
                path
            )
        case .notRegular:
            return l.tr(
                "{0} is not a regular file (a folder, a pipe, a device or a socket); it was not read. Move it away.",
                path
            )
        case .notDirectory:
            return l.tr("{0} is not a directory. Move it away.", path)
        case .tooLarge(let limit):
            return l.tr(
                "{0} is larger than {1} MiB; it was not read.", path, limit / (1 << 20))
        case .notOwned(let owner):
            return l.tr(
                "{0} belongs to another user (uid {1}), so anyone could read or change what Formanza keeps there. Move it away, or point Formanza elsewhere (XDG_DATA_HOME, XDG_RUNTIME_DIR).",
                path, owner
            )
        case .openToOthers(let mode):
            return l.tr(
                "{0} can be written by other users (mode {1}). Close it with: chmod go-w {0}", path,
                String(mode, radix: 8)
            )
        }
    }
}
