import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza store …`: a copy of the whole store, and SQLite's check of it.
    static let storeCommand = CommandGroup.make(
        name: "store",
        summary: {
            $0.pick(
                "Back up the whole store to a file, or check that it is whole.",
                "Hace una copia de seguridad del almacén en un archivo, o comprueba que está íntegro.")
        },
        subcommands: [
            Subcommand(StoreBackupCommand.self), Subcommand(StoreRestoreCommand.self),
            Subcommand(StoreBackupsCommand.self), Subcommand(StoreCheckCommand.self),
        ],
        notes: { l in
            [
                "",
                l.pick(
                    "The store is one SQLite database, store.db, in the store directory. A backup is one database file too, written whole or not at all; `store restore` puts one back while other commands and formanza-remind keep running. Photos are not in backups.",
                    "El almacén es una base de datos SQLite, store.db, en su directorio. Una copia de seguridad es también un solo archivo de base de datos, que se escribe completo o no se escribe; `store restore` la restaura aunque otras órdenes y formanza-remind sigan en marcha. Las fotos no van en las copias de seguridad."
                ),
            ]
        })

}
