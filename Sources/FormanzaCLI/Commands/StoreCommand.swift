import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza store …`: a copy of the whole store, and SQLite's check of it.
    static let storeCommand = CommandGroup.make(
        name: "store",
        summary: {
            $0.pick(
                "Back up the whole store to a file, or check that it is whole.",
                "Hace una copia de seguridad del almacén en un archivo, o comprueba que está íntegro.")
        },
        subcommands: [storeBackup, storeRestore, storeBackups, storeCheck],
        notes: { l in
            [
                "",
                l.pick(
                    "The store is one SQLite database, store.db, in the store directory. A backup is one database file too, written whole or not at all; `store restore` puts one back while other commands and formanza-remind keep running. Photos are not in backups.",
                    "El almacén es una base de datos SQLite, store.db, en su directorio. Una copia de seguridad es también un solo archivo de base de datos, que se escribe completo o no se escribe; `store restore` la restaura aunque otras órdenes y formanza-remind sigan en marcha. Las fotos no van en las copias de seguridad."
                ),
            ]
        })

    static let storeBackup = Subcommand(
        name: "backup", usage: "store backup FILE",
        summary: {
            $0.pick(
                "Copy the whole store into FILE, whole or not at all (safe while other commands write).",
                "Copia el almacén completo en FILE, o nada si falla (seguro aunque otras órdenes escriban).")
        },
        options: { l in
            [
                OptionSpec(
                    name: "force", value: nil,
                    help: l.pick(
                        "replace FILE if it exists (in one step, once the copy is whole)",
                        "reemplaza FILE si existe (de una vez, cuando la copia está completa)"))
            ]
        },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let store = try context.openStore()
            let facts = try store.backup(to: path, replacing: args.has("force"))
            Console.out(
                l.pick(
                    "Backed up the store to \(path) (\(StoreTally.of(facts.forms, facts.answers, l)); integrity check ok).",
                    "Copia de seguridad del almacén guardada en \(path) (\(StoreTally.of(facts.forms, facts.answers, l)); verificación de integridad correcta)."
                ))
        })

    static let storeCheck = Subcommand(
        name: "check", usage: "store check",
        summary: {
            $0.pick(
                "Check the store with SQLite's integrity check and read back every form and answer.",
                "Comprueba el almacén con la verificación de integridad de SQLite y relee cada formulario y respuesta.")
        },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.pick("nothing", "nada"), l)
            let store = try context.openStore()
            let problems = try store.check(in: l)
            guard problems.isEmpty else {
                throw CommandError(
                    refused: l.pick(
                        "\(store.paths.database) has problems:\n", "\(store.paths.database) tiene problemas:\n")
                        + problems.map { "  " + RecordImportError.shown($0, limit: 1_000) }.joined(separator: "\n"))
            }
            Console.out(
                l.pick(
                    "\(store.paths.database): whole (integrity check ok, every form and answer reads back).",
                    "\(store.paths.database): íntegro (verificación de integridad correcta, cada formulario y respuesta se relee)."
                ))
        })
}
