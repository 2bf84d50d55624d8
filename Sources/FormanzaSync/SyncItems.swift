import FormanzaSQLite
import FoundationEssentials

/// `sync_items`: the clock of the change each item holds now, applied or made here. A change
/// is applied only when its clock is later, so the same entries in any order, any number of
/// times, leave the same store. Removals keep their clock here too (tombstones).
enum SyncItems {
    static func clock(of entry: SyncEntry, _ connection: Connection) throws -> HybridClock? {
        try connection.statement("SELECT ms, n, device FROM sync_items WHERE kind = ? AND key = ?")
            .first([.text(entry.kind.rawValue), .text(entry.itemKey)]) {
                HybridClock(milliseconds: $0.integer(0), counter: $0.integer(1), device: $0.text(2) ?? "")
            }
    }

    static func record(_ entry: SyncEntry, _ connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO sync_items (kind, key, ms, n, device) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (kind, key) DO UPDATE SET ms = excluded.ms, n = excluded.n, device = excluded.device
            """,
            [
                .text(entry.kind.rawValue), .text(entry.itemKey), .integer(entry.clock.milliseconds),
                .integer(entry.clock.counter), .text(entry.clock.device),
            ])
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
