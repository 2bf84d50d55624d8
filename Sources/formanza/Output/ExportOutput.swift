import FormanzaCommandLine
import FormanzaState
import FormanzaSystem

/// Where `export` and `form export` write: standard output, or with `--output FILE` a file
/// written whole or not at all (`StagedFile`: a temporary file beside FILE, renamed over it
/// once everything is written and flushed).
///
/// On stdout each piece is checked as it goes (`Console.checkOutput`), so an export whose
/// reader is gone or whose disk is full stops reading the store at once.
final class ExportOutput {
    private let file: StagedFile?

    init(_ args: ParsedArguments, _ l: Language) throws {
        guard let path = args.value("output") else {
            file = nil
            return
        }
        if path.isEmpty {
            throw CommandError(usage: l.pick("--output needs a file name", "--output necesita un nombre de archivo"))
        }
        file = try StagedFile(path)
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
                "escribe en FILE en vez de en la salida estándar, entero o nada (un archivo existente se reemplaza)"))
    }
}
