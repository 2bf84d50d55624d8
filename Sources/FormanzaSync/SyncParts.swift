import FormanzaSQLite
import FoundationEssentials

/// `sync_parts`: the winning text of every part of every form and of the data values, as the
/// merged entries give it. Forms and the data values list are assembled from these alone, so a
/// part set aside (a goal whose screen is gone) is still known, and every device holding the
/// same entries assembles the same store. `sync_settled` keeps what the last assembly of each
/// form settled, for `formanza sync status`.
enum SyncParts {
    static let tables = """
        CREATE TABLE IF NOT EXISTS sync_parts (
            owner TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, definition TEXT NOT NULL,
            PRIMARY KEY (kind, key)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS sync_parts_by_owner ON sync_parts (owner);
        CREATE TABLE IF NOT EXISTS sync_settled (
            form TEXT NOT NULL, item TEXT NOT NULL, id TEXT NOT NULL, english TEXT NOT NULL, spanish TEXT NOT NULL
        ) STRICT;
        CREATE INDEX IF NOT EXISTS sync_settled_by_form ON sync_settled (form);
        """

    /// Writes a part entry's text (or forgets the part on a removal). The entry has passed
    /// `EntryValidation`.
    static func apply(_ entry: SyncEntry, _ connection: Connection) throws {
        let part = PartKey(kind: entry.kind, key: entry.key)
        guard let column = entry.kind.partColumn, let row = entry.row, case .text(let text) = row[column] else {
            try connection.run(
                "DELETE FROM sync_parts WHERE kind = ? AND key = ?", [.text(entry.kind.rawValue), .text(entry.itemKey)])
            return
        }
        try connection.run(
            """
            INSERT INTO sync_parts (owner, kind, key, definition) VALUES (?, ?, ?, ?)
            ON CONFLICT (kind, key) DO UPDATE SET definition = excluded.definition
            """, [.text(part.owner), .text(entry.kind.rawValue), .text(entry.itemKey), .text(text)])
    }

    /// Every part of one form (or, for the empty owner, of the data values).
    static func parts(of owner: String, _ connection: Connection) throws -> [PartKey: String] {
        var parts: [PartKey: String] = [:]
        try connection.statement("SELECT kind, key, definition FROM sync_parts WHERE owner = ?").scan([.text(owner)]) {
            row in
            if let kind = SyncItemKind(rawValue: row.text(0) ?? ""), let key = OutboxKey.parts(row.text(1) ?? "") {
                parts[PartKey(kind: kind, key: key)] = row.text(2) ?? ""
            }
            return true
        }
        return parts
    }

    /// Whether the form's own fields were removed (a tombstone is held, not a text).
    static func isRemoved(form id: String, _ connection: Connection) throws -> Bool {
        let key = SyncEntry.itemKey([id])
        let tombstone = try connection.integer(
            "SELECT count(*) FROM sync_items WHERE kind = 'form-fields' AND key = ?", [.text(key)])
        let text = try connection.integer(
            "SELECT count(*) FROM sync_parts WHERE kind = 'form-fields' AND key = ?", [.text(key)])
        return tombstone == 1 && text == 0
    }

    /// The forms any part is known of.
    static func owners(_ connection: Connection) throws -> [String] {
        try connection.texts("SELECT DISTINCT owner FROM sync_parts WHERE owner != '' ORDER BY owner")
    }

    static func replaceSettled(form id: String, _ settled: [Settlement], _ connection: Connection) throws {
        try connection.run("DELETE FROM sync_settled WHERE form = ?", [.text(id)])
        for note in settled {
            try connection.run(
                "INSERT INTO sync_settled (form, item, id, english, spanish) VALUES (?, ?, ?, ?, ?)",
                [.text(note.form), .text(note.item), .text(note.id), .text(note.english), .text(note.spanish)])
        }
    }
}

extension SyncParts {
    /// Makes the parts tables when the store lacks them. A store that synced with version 1
    /// has them made now, its forms and data values becoming parts at the clocks it holds for
    /// them, as a version-1 entry of each would.
    static func prepare(_ connection: Connection) throws {
        guard
            try connection.integer("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_parts'")
                == 0
        else { return }
        try connection.execute(tables)
        guard
            try connection.integer("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_items'")
                == 1
        else { return }
        let held = try connection.statement(
            "SELECT kind, key, ms, n, device FROM sync_items WHERE kind IN ('form', 'data') ORDER BY kind, key"
        ).rows { row in
            (
                row.text(0) ?? "", row.text(1) ?? "",
                HybridClock(milliseconds: row.integer(2), counter: row.integer(3), device: row.text(4) ?? "")
            )
        }
        var merge = ItemMerge()
        for (kindName, keyText, clock) in held {
            guard let kind = SyncItemKind(rawValue: kindName), let key = OutboxKey.parts(keyText),
                key.count == kind.keyCount
            else { continue }
            let row = try ItemRows.read(kind, key: key, in: connection)
            _ = try merge.apply(SyncEntry(clock: clock, kind: kind, key: key, row: row), connection)
        }
        try merge.finish(connection)
    }
}
