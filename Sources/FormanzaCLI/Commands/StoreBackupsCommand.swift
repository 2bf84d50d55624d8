import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza store backups [--json]`: the automatic backups, newest first.
struct StoreBackupsCommand: FormanzaCommand {
    static let name = "backups"
    static let usage = "store backups"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "List the automatic backups formanza-remind keeps: day, size and answers held."
        )
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.tr("nothing"), arguments.language)
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
                l.tr(
                    "No automatic backups in {0} yet (formanza-remind makes one a day).", folder.path
                ))
        }
        Console.out(
            l.tr(
                "Backups in {0}, newest first:", folder.path))
        for row in rows {
            let answers =
                row.answers.map { l.trn("{0} answer", "{0} answers", $0) }
                ?? l.tr("unreadable")
            Console.out("  \(row.day)  \(max(1, row.bytes / 1024)) KiB  \(answers)")
        }
    }
}
