import FormanzaSQLite

/// The sync engine's tables, kept in the store beside the facts (made by `sync setup`; an
/// older Formanza ignores them), and the triggers that note every changed item in an outbox.
///
/// Triggers catch every code path that changes a fact, in the very transaction that changes
/// it; while remote changes are applied a row in `sync_applying` silences them (the row lives
/// only inside that transaction, so no other connection ever sees it).
enum SyncSchema {
    static let tables = """
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
        """

    /// Each watched table, the kind its rows travel as, and the key of a row in SQL.
    private static let watched: [(table: String, kind: SyncItemKind, keyColumns: [String])] = [
        ("answers", .answer, ["form", "day", "screen"]),
        ("forms", .form, ["id"]),
        ("data_values", .dataValues, []),
        ("settings", .settings, []),
        ("opening", .opening, []),
    ]

    private static let events = [("INSERT", ["new"]), ("UPDATE", ["old", "new"]), ("DELETE", ["old"])]

    static var triggers: String {
        var sql = ""
        for (table, kind, columns) in watched {
            let key = { (row: String) in "json_array(" + columns.map { row + "." + $0 }.joined(separator: ", ") + ")" }
            for (event, rows) in events {
                let name = "sync_\(table)_\(event.lowercased())"
                // Not `INSERT OR IGNORE`: the conflict policy of the statement that fired the
                // trigger (an upsert, `INSERT OR REPLACE`) would replace the trigger's own.
                let inserts = rows.map {
                    "INSERT INTO sync_outbox (kind, key) SELECT '\(kind.rawValue)', \(key($0)) WHERE NOT EXISTS "
                        + "(SELECT 1 FROM sync_outbox WHERE kind = '\(kind.rawValue)' AND key = \(key($0)));"
                }
                sql += """
                    CREATE TRIGGER IF NOT EXISTS \(name) AFTER \(event) ON \(table)
                    WHEN NOT EXISTS (SELECT 1 FROM sync_applying) BEGIN
                        \(inserts.joined(separator: "\n    "))
                    END;

                    """
            }
        }
        return sql
    }

    static var dropTriggers: String {
        watched.flatMap { table, _, _ in
            events.map { event, _ in "DROP TRIGGER IF EXISTS sync_\(table)_\(event.lowercased());" }
        }.joined(separator: "\n")
    }

    /// Whether the store has the sync tables at all (a store never set up has none).
    static func exists(_ connection: Connection) throws -> Bool {
        try connection.integer("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_config'") == 1
    }
}
