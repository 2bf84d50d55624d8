import FormanzaCommandLine
import FormanzaState

/// `formanza store backups [--json]`: the automatic backups, newest first.
struct StoreBackupsCommand: FormanzaCommand {
    static let name = "backups"
    static let usage = "store backups"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.pick(
            "List the automatic backups formanza-remind keeps: day, size and answers held.",
            "Lista las copias de seguridad automáticas que guarda formanza-remind: día, tamaño y respuestas que contienen."
        )
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.pick("nothing", "nada"), arguments.language)
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let folder = BackupFolder(environment: context.environment)
        let rows = try folder.list().reversed().map { entry in
            Command.BackupRow(
                day: entry.day.iso, path: entry.path, bytes: entry.bytes,
                answers: (try? StoreFileCheck.verify(entry.path, integrity: false))?.answers)
        }
        if json { return Console.exact(bytes: try JSONText.array(of: rows)) }
        guard !rows.isEmpty else {
            return Console.out(
                l.pick(
                    "No automatic backups in \(folder.path) yet (formanza-remind makes one a day).",
                    "Aún no hay copias de seguridad automáticas en \(folder.path) (formanza-remind hace una al día)."
                ))
        }
        Console.out(
            l.pick(
                "Backups in \(folder.path), newest first:",
                "Copias de seguridad en \(folder.path), de la más reciente a la más antigua:"))
        for row in rows {
            let answers =
                row.answers.map { l.counted($0, ("answer", "answers"), ("respuesta", "respuestas")) }
                ?? l.pick("unreadable", "ilegible")
            Console.out("  \(row.day)  \(max(1, row.bytes / 1024)) KiB  \(answers)")
        }
    }
}
