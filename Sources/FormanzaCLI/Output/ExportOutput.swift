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

    init(_ args: ParsedArguments, _ context: CLIContext) throws {
        let l = context.language
        guard let path = args.value("output") else {
            file = nil
            return
        }
        if path.isEmpty {
            throw CommandError(usage: l.pick("--output needs a file name", "--output necesita un nombre de archivo"))
        }
        if Self.isInside(store: context.paths.root, path) {
            throw CommandError(
                refused: l.pick(
                    "\(path) is inside Formanza's store (\(context.paths.root)); an export there could replace the store's own files. Choose a file elsewhere.",
                    "\(path) está dentro del almacén de Formanza (\(context.paths.root)); una exportación ahí podría reemplazar sus propios archivos. Elige un archivo en otro sitio."
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

    static func option(_ l: Language) -> OptionSpec {
        OptionSpec(
            name: "output", value: "FILE",
            help: l.pick(
                "write to FILE instead of stdout, whole or not at all (an existing file is replaced)",
                "escribe en FILE en vez de en la salida estándar, completo o nada (un archivo existente se reemplaza)"))
    }
}
