import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza store …`: a copy of the whole store, and SQLite's check of it.
    static let storeCommand = CommandGroup.make(
        name: "store",
        summary: {
            $0.pick(
                "Back up the whole store to a file, or check that it is whole.",
                "Copia el almacén entero a un archivo, o comprueba que está entero.")
        },
        subcommands: [storeBackup, storeRestore, storeBackups, storeCheck],
        notes: { l in
            [
                "",
                l.pick(
                    "The store is one SQLite database, store.db, in the store directory. A backup is one database file too, written whole or not at all; `store restore` puts one back while other commands and formanza-remind keep running. Photos are not in backups.",
                    "El almacén es una base de datos SQLite, store.db, en su directorio. Una copia es también un solo archivo de base de datos, escrito entero o nada; `store restore` la recupera aunque otras órdenes y formanza-remind sigan en marcha. Las fotos no van en las copias."
                ),
            ]
        })

    static let storeBackup = Subcommand(
        name: "backup", usage: "store backup FILE",
        summary: {
            $0.pick(
                "Copy the whole store into FILE, whole or not at all (safe while other commands write).",
                "Copia el almacén entero en FILE, entero o nada (seguro aunque otras órdenes escriban).")
        },
        options: { l in
            [
                OptionSpec(
                    name: "force", value: nil,
                    help: l.pick(
                        "replace FILE if it exists (in one step, once the copy is whole)",
                        "reemplaza FILE si existe (de una vez, cuando la copia está entera)"))
            ]
        },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let store = try context.openStore()
            let facts = try store.backup(to: path, replacing: args.has("force"))
            Console.out(
                l.pick(
                    "Backed up the store to \(path) (\(facts.forms) forms, \(facts.answers) answers; integrity check ok).",
                    "Copia del almacén guardada en \(path) (\(facts.forms) formularios, \(facts.answers) respuestas; verificación de integridad correcta)."
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
                    "\(store.paths.database): entero (verificación de integridad correcta, cada formulario y respuesta se relee)."
                ))
        })
}
