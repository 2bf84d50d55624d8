import FormanzaSQLite
import FoundationEssentials

/// `sync_items`: the clock of the change each item holds now, applied or made here. A change
/// is applied only when its clock is later, so the same entries in any order, any number of
/// times, leave the same store. Removals keep their clock here too (tombstones).
enum SyncItems {
    static let clockSQL = "SELECT ms, n, device FROM sync_items WHERE kind = ? AND key = ?"
    static let recordSQL = """
        INSERT INTO sync_items (kind, key, ms, n, device) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (kind, key) DO UPDATE SET ms = excluded.ms, n = excluded.n, device = excluded.device
        """

    /// The clock held for the item of `kind` whose key text is `itemKey` (see
    /// `SyncEntry.itemKey`), through `query`, the prepared `clockSQL`.
    static func clock(kind: SyncItemKind, itemKey: String, _ query: Statement) throws -> HybridClock? {
        try query.first([.text(kind.rawValue), .text(itemKey)]) {
            HybridClock(
                milliseconds: try $0.integer("ms"), counter: try $0.integer("n"), device: try $0.text("device") ?? "")
        }
    }

    /// Keeps the entry's clock for its item, through `upsert`, the prepared `recordSQL`.
    static func record(_ entry: SyncEntry, itemKey: String, _ upsert: Statement) throws {
        try upsert.run([
            .text(entry.kind.rawValue), .text(itemKey), .integer(entry.clock.milliseconds),
            .integer(entry.clock.counter), .text(entry.clock.device),
        ])
    }

    static func record(_ entry: SyncEntry, _ connection: Connection) throws {
        try record(entry, itemKey: entry.itemKey, connection.statement(recordSQL))
    }
}

/// The outbox's keys, written by the triggers as SQLite JSON arrays.
enum OutboxKey {
    static func parts(_ text: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(text.utf8))
    }
}

/// What one merge did, for `sync setup`'s message and the tests.
public struct MergeReport: Sendable, Equatable {
    /// Entries read from other devices' journals.
    public var read = 0
    /// Entries that changed this store (later than what it held).
    public var applied = 0
    /// Entries refused (see `sync status`).
    public var refused = 0

    public init() {}
}
