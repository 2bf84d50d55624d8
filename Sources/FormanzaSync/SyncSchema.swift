import FormanzaSQLite

/// The triggers that note every changed item in an outbox while this store syncs: `sync setup`
/// makes them and `sync leave` drops them. The sync tables themselves are the store's, made
/// by its numbered migrations (`FormanzaState`'s `SyncTables`), so nothing here makes a table.
///
/// Triggers catch every code path that changes a fact, in the very transaction that changes
/// it; while remote changes are applied a row in `sync_applying` silences them (the row lives
/// only inside that transaction, so no other connection ever sees it).
enum SyncSchema {
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

    /// Whether the store has the sync tables. Every store this program can write has them (the
    /// store's migrations made them); one it may only read is read at the version it has, and
    /// one from before the sync tables has none, so it has never synced.
    static func exists(_ connection: Connection) throws -> Bool {
        try connection.integer("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'sync_config'") == 1
    }
}
