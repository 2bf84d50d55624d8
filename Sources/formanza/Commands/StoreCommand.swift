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
        subcommands: [storeBackup, storeCheck],
        notes: { l in
            [
                "",
                l.pick(
                    "The store is one SQLite database, store.db, in the store directory. A backup is a database file too: to restore it, stop formanza-remind and put it in place of store.db (removing store.db-wal and store.db-shm).",
                    "El almacén es una base de datos SQLite, store.db, en su directorio. Una copia es también una base de datos: para recuperarla, detén formanza-remind y ponla en lugar de store.db (quitando store.db-wal y store.db-shm)."
                ),
            ]
        })

    static let storeBackup = Subcommand(
        name: "backup", usage: "store backup FILE",
        summary: {
            $0.pick(
                "Copy the whole store into a new file (safe while other commands write).",
                "Copia el almacén entero a un archivo nuevo (seguro aunque otras órdenes escriban).")
        },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let store = try context.openStore()
            try store.backup(to: path)
            Console.out(l.pick("Backed up the store to \(path).", "Copia del almacén guardada en \(path)."))
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
