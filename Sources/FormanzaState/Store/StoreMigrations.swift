import FormanzaSQLite

/// The store's schema by version. Each migration brings a database of the version before it
/// to its own, and `PRAGMA user_version` holds the last one a database has had. Opening a store
/// runs the ones it lacks once, in one `BEGIN IMMEDIATE` transaction that reads the version
/// again (another process may have opened the same old store at the same moment and migrated
/// it meanwhile), so no write ever checks the schema again. A database of a higher version
/// than the last one here was written by a newer Formanza: it is refused before anything in it
/// is changed (`StoreDatabase`).
///
/// This is the one list, and the store's own module holds it: a table another module uses
/// (the sync tables) is given here as plain SQL (`SyncTables`), so every program that opens a
/// store brings it to the same version, whether or not it links that module.
enum StoreMigrations {
    struct Migration: Sendable {
        let version: Int
        /// What it changes, for people reading the code and the tests' failures.
        let summary: String
        let run: @Sendable (Connection) throws -> Void
    }

    static let all: [Migration] = [
        Migration(
            version: 1,
            summary: "the tables of facts: store, forms, answers and their indexes, data values, settings, opening"
        ) { connection in
            try connection.execute(StoreDatabase.schema)
        },
        Migration(
            version: 2,
            summary: "what is kept beside the answers exactly as this build writes it (the day tallies', goal"
                + " scans' and text counts' tables and triggers; the text counts counted again unless an earlier"
                + " trigger counted the same way), and the table of unreferenced photos"
        ) { connection in
            try connection.execute(TextCountTable.table)
            let remade = try KeptSchema.prepare(Store.keptObjects, connection)
            try TextCountTable.recountIfUntrusted(after: remade, connection)
            try connection.execute(PhotoLedger.schema)
        },
        Migration(
            version: 3,
            summary: "the tables of syncing (each made unless an earlier release made it when first used), and"
                + " the first sync format's whole-form clocks forgotten where their parts are already held"
        ) { connection in
            try SyncTables.migrate(connection)
        },
    ]

    /// The version this program writes and the highest it reads.
    static var latest: Int { all[all.count - 1].version }

    /// The version a database says it has (0 for an empty one).
    static func version(_ connection: Connection) throws -> Int {
        Int(try connection.integer("PRAGMA user_version") ?? 0)
    }

    /// Brings the database to `latest` and returns the versions run, oldest first (none when it
    /// is up to date: then it costs one `PRAGMA` read and no transaction). `seed` fills a new
    /// database (version 0) inside the same transaction, after its tables are made, so a store
    /// is never seen half made.
    @discardableResult
    static func migrate(_ connection: Connection, seed: () throws -> Void) throws -> [Int] {
        guard try version(connection) < latest else { return [] }
        return try connection.immediate {
            let found = try version(connection)
            let missing = all.filter { $0.version > found }
            guard !missing.isEmpty else { return [] }
            for migration in missing { try migration.run(connection) }
            if found == 0 { try seed() }
            try connection.execute("PRAGMA user_version = \(latest)")
            return missing.map(\.version)
        }
    }
}
