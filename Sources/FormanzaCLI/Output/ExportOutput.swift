import FormanzaBase
import FormanzaCommandLine
import FormanzaSystem

/// Where `export` and `form export` write: standard output, or with `--output FILE` a file
/// written whole or not at all (`StagedFile`: a temporary file beside FILE, renamed over it
/// once everything is written and flushed).
///
/// On stdout each piece is checked as it goes (`Console.checkOutput`), so an export whose
/// reader is gone or whose disk is full stops reading the store at once.
final class ExportOutput {
    private let file: StagedFile?

    /// Standard output when `path` (of `--output`) is nil, else the file.
    init(path: String?, _ context: CLIContext) throws {
        let l = context.language
        guard let path else {
            file = nil
            return
        }
        if path.isEmpty {
            throw CommandError(usage: l.tr("--output needs a file name"))
        }
        if Self.isInside(store: context.paths.root, path) {
            throw CommandError(
                refused: l.tr(
                    "{0} is inside Formanza's store ({1}); an export there could replace the store's own files. Choose a file elsewhere.",
                    path, context.paths.root
                ))
        }
        file = try StagedFile(path)
    }

    /// Whether `path`'s folder is the store's folder or one inside it, found by identity
    /// (device and inode) going up through `..`, so links and relative paths cannot hide it.
    /// At most 256 levels: deeper than any real path.
    static func isInside(store root: String, _ path: String) -> Bool {
        guard let store = try? FileStatus.of(root, followLinks: true) else { return false }
        var folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        if folder.isEmpty { folder = "/" }
        var previous: FileStatus?
        for _ in 0..<256 {
            guard let here = try? FileStatus.of(folder, followLinks: true) else { return false }
            if here.device == store.device && here.inode == store.inode { return true }
            if let previous, previous.device == here.device && previous.inode == here.inode { return false }
            previous = here
            folder += "/.."
        }
        return false
    }

    /// Appends `text` as it is: exported rows and documents carry their own escapes.
    func write(_ text: String) throws {
        if let file {
            try file.write(Array(text.utf8))
        } else {
            Console.exact(text, terminator: "")
            try Console.checkOutput()
        }
    }

    /// Makes FILE the written bytes; nothing to do on stdout.
    func finish() throws {
        try file?.commit()
    }

    static let option = Option<String>(
        "output", placeholder: "FILE",
        help: { l in
            l.tr(
                "write to FILE instead of stdout, whole or not at all (an existing file is replaced)")
        })
}
