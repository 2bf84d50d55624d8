import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza store …`: a copy of the whole store, and SQLite's check of it.
    static let storeCommand = CommandGroup.make(
        name: "store",
        summary: {
            $0.tr(
                "Back up the whole store to a file, or check that it is whole.")
        },
        subcommands: [storeBackup, storeRestore, storeBackups, storeCheck],
        notes: { l in
            [
                "",
                l.tr(
                    "The store is one SQLite database, store.db, in the store directory. A backup is one database file too, written whole or not at all; `store restore` puts one back while other commands and formanza-remind keep running. Photos are not in backups."
                ),
            ]
        })

    static let storeBackup = Subcommand(
        name: "backup", usage: "store backup FILE",
        summary: {
            $0.tr(
                "Copy the whole store into FILE, whole or not at all (safe while other commands write).")
        },
        options: { l in
            [
                OptionSpec(
                    name: "force", value: nil,
                    help: l.tr(
                        "replace FILE if it exists (in one step, once the copy is whole)"))
            ]
        },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let store = try context.openStore()
            let facts = try store.backup(to: path, replacing: args.has("force"))
            Console.out(
                l.tr(
                    "Backed up the store to {0} ({1}; integrity check ok).", path,
                    StoreTally.of(facts.forms, facts.answers, l)
                ))
        })

    static let storeCheck = Subcommand(
        name: "check", usage: "store check",
        summary: {
            $0.tr(
                "Check the store with SQLite's integrity check and read back every form and answer.")
        },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.tr("nothing"), l)
            let store = try context.openStore()
            let problems = try store.check(in: l)
            guard problems.isEmpty else {
                throw CommandError(
                    refused: l.tr(
                        "{0} has problems:\n", store.paths.database)
                        + problems.map { "  " + RecordImportError.shown($0, limit: 1_000) }.joined(separator: "\n"))
            }
            Console.out(
                l.tr(
                    "{0}: whole (integrity check ok, every form and answer reads back).", store.paths.database
                ))
        })
}
