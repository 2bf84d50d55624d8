import FormanzaSQLite
import FoundationEssentials

/// `sync_parts`: the winning text of every part of every form and of the data values, as the
/// merged entries give it. Forms and the data values list are assembled from these alone, so a
/// part set aside (a goal whose screen is gone) is still known, and every device holding the
/// same entries assembles the same store. `sync_settled` keeps what the last assembly of each
/// form settled, for `formanza sync status`.
enum SyncParts {
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
            if let kind = SyncItemKind(rawValue: try row.text("kind") ?? ""),
                let key = OutboxKey.parts(try row.text("key") ?? "")
            {
                parts[PartKey(kind: kind, key: key)] = try row.text("definition") ?? ""
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
    /// A store that synced with version 1 holds the clock of each whole form and of the whole
    /// data values list in `sync_items` (kinds `form` and `data`), and no parts. Each becomes
    /// its parts at the clock held, as a version-1 entry of it would, and is then deleted: the
    /// parts' clocks hold all it said. While none is held (every store that never synced with
    /// version 1, and every one split already) this is one indexed look that finds nothing.
    static func splitVersion1Items(_ connection: Connection) throws {
        let held = try connection.statement(
            "SELECT kind, key, ms, n, device FROM sync_items WHERE kind IN ('form', 'data') ORDER BY kind, key"
        ).rows { row in
            (
                try row.text("kind") ?? "", try row.text("key") ?? "",
                HybridClock(
                    milliseconds: try row.integer("ms"), counter: try row.integer("n"),
                    device: try row.text("device") ?? "")
            )
        }
        guard !held.isEmpty else { return }
        var merge = ItemMerge()
        for (kindName, keyText, clock) in held {
            guard let kind = SyncItemKind(rawValue: kindName), let key = OutboxKey.parts(keyText),
                key.count == kind.keyCount
            else { continue }
            let row = try ItemRows.read(kind, key: key, in: connection)
            _ = try merge.apply(SyncEntry(clock: clock, kind: kind, key: key, row: row), connection)
        }
        try merge.finish(connection)
        try connection.run("DELETE FROM sync_items WHERE kind IN ('form', 'data')")
    }
}
