import FormanzaSQLite
import FoundationEssentials

/// An item's row in the store's tables: read as it is now (to publish a local change) and
/// written as an entry says (to apply a remote one). Cells keep SQLite's own types, so an
/// applied row is the very row its device holds.
enum ItemRows {
    /// The item's columns now, or nil when the item is absent (removed).
    static func read(_ kind: SyncItemKind, key: [String], in connection: Connection) throws -> [String: SyncCell]? {
        switch kind {
        case .answer:
            return try row(
                "SELECT type, unit, value, saved_at FROM answers WHERE form = ? AND day = ? AND screen = ?",
                key.map { .text($0) }, columns: EntryValidation.columns(of: kind), connection)
        case .form:
            return try row(
                "SELECT definition FROM forms WHERE id = ?", [.text(key[0])], columns: ["definition"], connection)
        case .settings:
            return try row("SELECT definition FROM settings WHERE id = 1", [], columns: ["definition"], connection)
        case .opening:
            return try row("SELECT at, day FROM opening WHERE id = 1", [], columns: ["at", "day"], connection)
        case .dataValues:
            // The list as the definitions' own texts, so an applied list is kept byte for byte.
            return try row(
                "SELECT json_group_array(definition) AS list FROM (SELECT definition FROM data_values ORDER BY position)",
                [], columns: ["list"], connection)
        case .formFields, .screen, .calculated, .goal, .order, .dataValue, .dataOrder:
            // Parts are read from `sync_parts` and the store's forms by `PartsOutbox`.
            return nil
        }
    }

    /// The first row of `sql` as cells of the `columns` it names (each read by its name, so a
    /// query and its columns cannot drift apart).
    private static func row(
        _ sql: String, _ values: [Statement.Value], columns: [String], _ connection: Connection
    ) throws -> [String: SyncCell]? {
        try connection.statement(sql).first(values) { row in
            var cells: [String: SyncCell] = [:]
            for name in columns {
                switch try row.kind(name) {
                case .integer: cells[name] = .integer(try row.integer(name))
                case .real: cells[name] = .real(try row.real(name))
                case .text: cells[name] = .text(try row.text(name) ?? "")
                case .null, .blob: cells[name] = .null
                }
            }
            return cells
        }
    }

    /// Writes `rows` answers, each seven values (key, then `answerValues`' columns); rows of
    /// the same answer are written in order, the last one staying.
    static func upsertAnswerSQL(rows: Int) -> String {
        """
        INSERT INTO answers (form, day, screen, type, unit, value, saved_at) VALUES \(
            Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
        ON CONFLICT (form, day, screen) DO UPDATE SET
            type = excluded.type, unit = excluded.unit, value = excluded.value, saved_at = excluded.saved_at
        """
    }
    static let deleteAnswerSQL = "DELETE FROM answers WHERE form = ? AND day = ? AND screen = ?"
    private static let answerColumns = EntryValidation.columns(of: .answer)

    /// An answer entry's values for `upsertAnswerSQL`, nil for a removal.
    static func answerValues(_ entry: SyncEntry) -> [Statement.Value]? {
        guard let row = entry.row else { return nil }
        return entry.key.map { Statement.Value.text($0) } + answerColumns.map { value(row[$0] ?? .null) }
    }

    /// Writes the entry's row (or removes the item) in the store's tables. The entry has
    /// passed `EntryValidation`.
    static func apply(_ entry: SyncEntry, in connection: Connection) throws {
        let key = entry.key.map { Statement.Value.text($0) }
        guard let row = entry.row else {
            switch entry.kind {
            case .answer: try connection.run(deleteAnswerSQL, key)
            case .form: try connection.run("DELETE FROM forms WHERE id = ?", key)
            case .settings: try connection.run("DELETE FROM settings")
            case .opening: try connection.run("DELETE FROM opening")
            case .dataValues: try connection.run("DELETE FROM data_values")
            case .formFields, .screen, .calculated, .goal, .order, .dataValue, .dataOrder: break
            }
            return
        }
        let cells = EntryValidation.columns(of: entry.kind).map { value(row[$0] ?? .null) }
        switch entry.kind {
        case .answer: try connection.run(upsertAnswerSQL(rows: 1), key + cells)
        case .form:
            try connection.run(
                "INSERT INTO forms (id, definition) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET definition = excluded.definition",
                key + cells)
        case .settings:
            try connection.run(
                "INSERT INTO settings (id, definition) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET definition = excluded.definition",
                cells)
        case .opening:
            try connection.run(
                "INSERT INTO opening (id, at, day) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at, day = excluded.day",
                cells)
        case .dataValues:
            try connection.run("DELETE FROM data_values")
            guard case .text(let text) = row["list"] else { return }
            let definitions = try JSONDecoder().decode([String].self, from: Data(text.utf8))
            for (position, definition) in definitions.enumerated() {
                try connection.run(
                    "INSERT INTO data_values (position, definition) VALUES (?, ?)",
                    [.integer(Int64(position)), .text(definition)])
            }
        case .formFields, .screen, .calculated, .goal, .order, .dataValue, .dataOrder:
            // Parts are kept in `sync_parts` and assembled by `PartsAssembly`.
            break
        }
    }

    private static func value(_ cell: SyncCell) -> Statement.Value {
        switch cell {
        case .integer(let value): .integer(value)
        case .real(let value): .real(value)
        case .text(let value): .text(value)
        case .null: .null
        }
    }
}
