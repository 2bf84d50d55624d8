import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza store …`: a copy of the whole store, and SQLite's check of it.
    static let storeCommand = CommandGroup.make(
        name: "store",
        summary: {
            $0.tr(
                "Back up the whole store to a file, or check that it is whole.")
        },
        subcommands: [
            Subcommand(StoreBackupCommand.self), Subcommand(StoreRestoreCommand.self),
            Subcommand(StoreBackupsCommand.self), Subcommand(StoreCheckCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "The store is one SQLite database, store.db, in the store directory. A backup is one database file too, written whole or not at all; `store restore` puts one back while other commands and formanza-remind keep running. Photos are not in backups."
                ),
            ]
        })

}
