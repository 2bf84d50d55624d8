import FormanzaSQLite

/// The tables syncing keeps in the store, as plain SQL. They are part of the store's file
/// format, so the store's own numbered migrations make them (the third), like every other
/// table, and the store never depends on the sync module that reads and writes them: one
/// ordered list of migrations, in one module, whatever program opens the store. Every store of
/// version 3 has them, whether it ever synced or not; a store syncs while its row of
/// `sync_config` names a folder.
///
/// Not here: the triggers that note every changed fact in `sync_outbox`. They say whether this
/// store syncs now, not what version its file is, so `sync setup` makes them and `sync leave`
/// drops them.
///
/// Earlier releases made these tables when they were first used, with this very text, so a
/// store of version 2 may hold some or all of them already, rows and all: each is made only
/// when missing.
enum SyncTables {
    static let schema = """
        CREATE TABLE IF NOT EXISTS sync_config (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            device TEXT NOT NULL,
            name TEXT NOT NULL,
            folder TEXT,
            clock_ms INTEGER NOT NULL DEFAULT 0,
            clock_n INTEGER NOT NULL DEFAULT 0
        ) STRICT;
        CREATE TABLE IF NOT EXISTS sync_outbox (
            kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (kind, key)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_items (
            kind TEXT NOT NULL, key TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL, device TEXT NOT NULL,
            PRIMARY KEY (kind, key)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_read (
            device TEXT NOT NULL, file TEXT NOT NULL, offset INTEGER NOT NULL, size INTEGER NOT NULL,
            modified INTEGER NOT NULL, PRIMARY KEY (device, file)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_devices (
            device TEXT PRIMARY KEY, name TEXT NOT NULL DEFAULT '', latest_ms INTEGER, latest_n INTEGER,
            merged_at INTEGER, entries INTEGER NOT NULL DEFAULT 0
        ) STRICT;
        CREATE TABLE IF NOT EXISTS sync_refused (
            id INTEGER PRIMARY KEY, device TEXT NOT NULL, file TEXT NOT NULL, offset INTEGER NOT NULL,
            english TEXT NOT NULL, spanish TEXT NOT NULL, at INTEGER NOT NULL
        ) STRICT;
        CREATE TABLE IF NOT EXISTS sync_applying (id INTEGER PRIMARY KEY CHECK (id = 1)) STRICT;
        CREATE TABLE IF NOT EXISTS sync_parts (
            owner TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, definition TEXT NOT NULL,
            PRIMARY KEY (kind, key)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS sync_parts_by_owner ON sync_parts (owner);
        CREATE TABLE IF NOT EXISTS sync_settled (
            form TEXT NOT NULL, item TEXT NOT NULL, id TEXT NOT NULL, english TEXT NOT NULL, spanish TEXT NOT NULL
        ) STRICT;
        CREATE INDEX IF NOT EXISTS sync_settled_by_form ON sync_settled (form);
        CREATE TABLE IF NOT EXISTS sync_covered (
            device TEXT PRIMARY KEY, through INTEGER NOT NULL DEFAULT 0, written INTEGER NOT NULL DEFAULT 0
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_photos_missing (name TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_photos_unsent (name TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_folder_warned (id INTEGER PRIMARY KEY CHECK (id = 1), day TEXT NOT NULL) STRICT;
        """

    /// The kinds of `sync_items` rows that hold the clock of a whole form or of the whole data
    /// values list, as the first version of the sync format sent them. The sync module splits
    /// each into the clocks of its parts, then deletes it: while such a row is held, the
    /// store's forms have not been split yet.
    static let wholeKinds = "('form', 'data')"

    /// Makes the tables that are missing. A store that synced with the first version of the
    /// format has its items but no parts: its whole-form clocks stay, to be split by the sync
    /// module when it next syncs. In a store that had its parts already, those rows were split
    /// long ago and only linger: they are deleted, so every store of this version holds them
    /// exactly while they are still to be split.
    static func migrate(_ connection: Connection) throws {
        let hadParts =
            try connection.integer("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'sync_parts'")
            == 1
        try connection.execute(schema)
        if hadParts { try connection.run("DELETE FROM sync_items WHERE kind IN \(wholeKinds)") }
    }
}
