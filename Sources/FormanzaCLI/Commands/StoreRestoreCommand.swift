import FormanzaBase
import FormanzaCommandLine
import FormanzaState

extension Command {
    static let storeRestore = Subcommand(
        name: "restore", usage: "store restore FILE",
        summary: {
            $0.pick(
                "Replace the store's content with the backup in FILE, keeping the current content as a dated copy beside it.",
                "Reemplaza el contenido del almacén por la copia de seguridad de FILE y guarda el contenido actual como copia fechada a su lado."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let file = try args.expect(1, "FILE", l)[0]
            let store = try context.openStore()
            // Checked before the question, so a file that cannot be restored is refused at once.
            let facts = try StoreFileCheck.verify(file)
            try Confirm.ask(
                l.pick(
                    "Replace everything in the store with \(file) (\(StoreTally.of(facts.forms, facts.answers, l)))? The current content is kept beside the store.",
                    "¿Reemplazar todo el almacén por \(file) (\(StoreTally.of(facts.forms, facts.answers, l)))? El contenido actual se guarda junto al almacén."
                ), yes: args.has("yes"), context)
            let kept = try store.nameForContentBeforeRestore(stamp: localStamp(context))
            let outcome = try store.restore(from: file, keepCurrentAt: kept)
            Console.out(
                l.pick(
                    "Restored \(file): the store now holds \(StoreTally.of(outcome.restored.forms, outcome.restored.answers, l, and: true)). What it held before is in \(outcome.keptCurrent).",
                    "Restaurado \(file): el almacén tiene ahora \(StoreTally.of(outcome.restored.forms, outcome.restored.answers, l, and: true)). Lo que tenía antes está en \(outcome.keptCurrent)."
                ))
        })

    /// The local minute now as `2026-12-05T0830`, for the name of the copy a restore keeps.
    static func localStamp(_ context: CLIContext) -> String {
        let local = context.now + Int64(context.zone.offset(atEpochSecond: context.now))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let day = CivilDate(daysSinceEpoch: Int(days))
        let minutes = Int((local - days * 86_400) / 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(day.iso)T\(two(minutes / 60))\(two(minutes % 60))"
    }

    static let storeBackups = Subcommand(
        name: "backups", usage: "store backups",
        summary: {
            $0.pick(
                "List the automatic backups formanza-remind keeps: day, size and answers held.",
                "Lista las copias de seguridad automáticas que guarda formanza-remind: día, tamaño y respuestas que contienen."
            )
        },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.pick("nothing", "nada"), l)
            let folder = BackupFolder(environment: context.environment)
            let rows = try folder.list().reversed().map { entry in
                BackupRow(
                    day: entry.day.iso, path: entry.path, bytes: entry.bytes,
                    answers: (try? StoreFileCheck.verify(entry.path, integrity: false))?.answers)
            }
            if args.has("json") { return Console.exact(bytes: try JSONText.array(of: rows)) }
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
        })

    /// One backup as `store backups --json` prints it; `answers` is null for a file that does
    /// not read as a store.
    struct BackupRow: JSONElement {
        let day: String
        let path: String
        let bytes: Int64
        let answers: Int?

        /// Keys in sorted order; `answers` always there.
        func write(_ w: inout JSONText) throws {
            try w.object { w in
                w.key("answers")
                if let answers { w.value(answers) } else { w.null() }
                w.key("bytes")
                w.value(Int(bytes))
                w.key("day")
                try w.value(day)
                w.key("path")
                try w.value(path)
            }
        }
    }
}
