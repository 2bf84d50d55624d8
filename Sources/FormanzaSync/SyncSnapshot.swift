import FormanzaSQLite
import FormanzaSystem

/// A device's snapshot: every item its store holds, each as the entry of the change it holds
/// (whichever device made it), so a device joining later reads one file instead of years of
/// entries. It is written once the device's journal since its last snapshot holds twice as
/// many entries as the store has items (and at least `minimumEntries`): the journal is then
/// mostly changes made again. The snapshot appears whole (written beside its name, renamed),
/// and only then are the segments it covers, and older snapshots, removed.
public struct SyncSnapshot {
    let folder: SyncFolder
    let device: String
    /// Fewer entries than this never make a snapshot: a small journal costs little to read.
    let minimumEntries: Int64

    /// The default `minimumEntries`: some 25 MiB of journal.
    public static let minimumEntries: Int64 = 100_000

    /// Inside the publishing transaction, after this device's entries reached its journal.
    func writeIfDue(_ connection: Connection) throws {
        let written = try SyncCoverage.written(device, connection)
        guard written >= minimumEntries,
            written >= 2 * (try connection.integer("SELECT count(*) FROM sync_items") ?? 0)
        else { return }
        try write(connection)
    }

    /// Writes the snapshot covering every segment this device has written, then removes them.
    func write(_ connection: Connection) throws {
        guard let files = try folder.files(of: device), let last = files.segments.last?.number,
            last > (files.snapshots.last?.number ?? 0)
        else { return }
        var bytes: [UInt8] = []
        try connection.statement("SELECT kind, key, ms, n, device FROM sync_items ORDER BY kind, key").scan { row in
            // A version-1 whole form or data list is split into its parts before anything is
            // published (`SyncParts.splitVersion1Items`): only parts go into the snapshot.
            guard let kind = SyncItemKind(rawValue: try row.text("kind") ?? ""), kind != .form, kind != .dataValues,
                let key = OutboxKey.parts(try row.text("key") ?? ""), key.count == kind.keyCount
            else { return true }
            let clock = HybridClock(
                milliseconds: try row.integer("ms"), counter: try row.integer("n"), device: try row.text("device") ?? ""
            )
            let entry = SyncEntry(clock: clock, kind: kind, key: key, row: try Self.heldRow(kind, key, connection))
            bytes += EntryCodec.encode(entry).utf8
            bytes.append(0x0a)
            return true
        }
        try DurableFiles.replace(folder.snapshot(device, last), with: bytes)
        try SyncCoverage.resetWritten(device, connection)
        for (number, name) in files.segments where number <= last {
            try DurableFiles.remove(folder.device(device) + "/" + name)
        }
        for (_, name) in files.snapshots { try DurableFiles.remove(folder.device(device) + "/" + name) }
    }

    /// The row an item holds now: a part's winning text as merged (what the store shows may be
    /// settled differently), any other item's row in the store's tables; nil for a removal.
    private static func heldRow(_ kind: SyncItemKind, _ key: [String], _ connection: Connection) throws
        -> [String: SyncCell]?
    {
        guard kind.isPart, let column = kind.partColumn else {
            return try ItemRows.read(kind, key: key, in: connection)
        }
        return try connection.statement("SELECT definition FROM sync_parts WHERE kind = ? AND key = ?").first(
            [.text(kind.rawValue), .text(SyncEntry.itemKey(key))]
        ) { [column: .text(try $0.text("definition") ?? "")] }
    }
}
