import FormanzaSQLite
import FormanzaState
import FormanzaSystem

/// Sync through a folder another tool replicates: this store's changes go into its own journal
/// in the folder, and every other device's journal is merged in, last change by clock winning
/// per item. Every step is one store transaction, so a process killed at any moment leaves the
/// store before or after the step, never between.
public struct SyncEngine {
    public let store: Store
    /// Wall milliseconds now (a parameter so tests can run simulated devices).
    let wallMilliseconds: () -> Int64
    /// The fewest entries written since the last snapshot that make a new one (see
    /// `SyncSnapshot`; a parameter so tests see snapshots of small journals).
    let snapshotMinimumEntries: Int64

    public init(
        store: Store, wallMilliseconds: @escaping () -> Int64 = { SystemTime.wallMicroseconds() / 1000 },
        snapshotMinimumEntries: Int64 = SyncSnapshot.minimumEntries
    ) {
        self.store = store
        self.wallMilliseconds = wallMilliseconds
        self.snapshotMinimumEntries = snapshotMinimumEntries
    }

    /// Whether this store syncs (it has joined a folder and not left it).
    public func isOn() throws -> Bool {
        try store.withConnection { try SyncConfig.load($0)?.folder != nil }
    }

    /// Joins the folder at `folder` as `name`: keeps this store's device id (made on its first
    /// join), makes the outbox triggers, this device's folder and name card, merges what other
    /// devices already wrote there (their version of an item wins over this store's), then
    /// publishes every item the folder does not know yet.
    public func setup(folder: String, name: String) throws -> MergeReport {
        let device = try store.withConnection { connection in
            try connection.immediate {
                try SyncParts.splitVersion1Items(connection)
                let existing = try connection.statement("SELECT device FROM sync_config WHERE id = 1").first {
                    try $0.text("device")
                }
                let device = (existing ?? nil).flatMap { DeviceID.isValid($0) ? $0 : nil } ?? DeviceID.make()
                if (existing ?? nil) != device {
                    try connection.run("DELETE FROM sync_config")
                    try connection.run(
                        "INSERT INTO sync_config (id, device, name) VALUES (1, ?, ?)", [.text(device), .text(name)])
                }
                return device
            }
        }
        try SyncFolder(root: folder).join(device: device, name: name)
        return try store.withConnection { connection in
            // Joining a folder of years writes tens of MiB of pages in one transaction: with
            // SQLite's default 2 MiB cache, pages spill to the WAL and are written again and
            // again. A cache as large as such a store (256 MiB at most, taken only as pages are used) for this one transaction writes each page about once.
            try connection.execute("PRAGMA cache_size = -262144")
            defer { try? connection.execute("PRAGMA cache_size = -2000") }
            return try store.transaction {
                try connection.run(
                    "UPDATE sync_config SET folder = ?, name = ? WHERE id = 1", [.text(folder), .text(name)])
                try connection.execute(SyncSchema.triggers)
                var config = try SyncConfig.load(connection)!
                let report = try SyncMerge(folder: SyncFolder(root: folder), now: wallMilliseconds())
                    .merge(&config, connection)
                try queueUnknownItems(connection)
                try publish(&config, connection)
                let photos = SyncPhotos(folder: SyncFolder(root: folder), store: store, device: device)
                try photos.noteAnswers(connection, now: wallMilliseconds() / 1000)
                try photos.fetch(connection)
                try config.saveClock(connection)
                return report
            }
        }
    }

    /// Stops syncing: the triggers go, the folder is forgotten, the store stays as it is. The
    /// device id is kept, so joining again is the same device. This device's files stay in the
    /// folder for the others.
    public func leave() throws -> Bool {
        try store.withConnection { connection in
            try connection.immediate {
                guard try SyncConfig.load(connection)?.folder != nil else { return false }
                try connection.execute(SyncSchema.dropTriggers)
                try connection.execute(
                    """
                    UPDATE sync_config SET folder = NULL;
                    DELETE FROM sync_outbox; DELETE FROM sync_items; DELETE FROM sync_read;
                    DELETE FROM sync_devices; DELETE FROM sync_refused;
                    DELETE FROM sync_parts; DELETE FROM sync_settled;
                    DELETE FROM sync_photos_missing; DELETE FROM sync_photos_unsent; DELETE FROM sync_covered;
                    """)
                return true
            }
        }
    }

    /// Publishes this store's pending changes, then merges what arrived and copies in the
    /// photos that arrived. Cheap when nothing did: one look at each device's segments' sizes
    /// and times, and at where each missing photo would land, nothing opened.
    @discardableResult
    public func sync() throws -> MergeReport {
        try store.withConnection { connection in
            guard let config = try SyncConfig.load(connection), let folder = config.folder else { return MergeReport() }
            let merge = SyncMerge(folder: SyncFolder(root: folder), now: wallMilliseconds())
            let photos = SyncPhotos(folder: SyncFolder(root: folder), store: store, device: config.device)
            guard
                try hasOutbox(connection) || merge.hasNews(connection) || photos.anyArrived(connection)
                    || photos.anyUnsent(connection)
            else {
                return MergeReport()
            }
            return try store.transaction {
                try SyncParts.splitVersion1Items(connection)
                var config = try SyncConfig.load(connection)!
                try publish(&config, connection)
                let report = try merge.merge(&config, connection)
                if report.applied > 0 { try photos.noteAnswers(connection, now: wallMilliseconds() / 1000) }
                try photos.fetch(connection)
                try config.saveClock(connection)
                return report
            }
        }
    }

    /// Publishes this store's pending changes only (after a command committed).
    public func publish() throws {
        try store.withConnection { connection in
            guard try SyncConfig.load(connection)?.folder != nil, try hasOutbox(connection) else { return }
            try store.transaction {
                try SyncParts.splitVersion1Items(connection)
                var config = try SyncConfig.load(connection)!
                try publish(&config, connection)
                try config.saveClock(connection)
            }
        }
    }

    private func hasOutbox(_ connection: Connection) throws -> Bool {
        try connection.integer("SELECT EXISTS (SELECT 1 FROM sync_outbox)") == 1
    }

    /// Turns the outbox into journal entries: each item's row as it is now, with a clock later
    /// than everything this device has seen. The entries reach the disk before the outbox is
    /// emptied; a process killed between the two publishes them again (the same rows, later
    /// clocks), which changes nothing anywhere.
    private func publish(_ config: inout SyncConfig, _ connection: Connection) throws {
        guard let folder = config.folder else { return }
        let queued = try connection.statement("SELECT kind, key FROM sync_outbox ORDER BY kind, key").rows {
            (try $0.text("kind") ?? "", try $0.text("key") ?? "")
        }
        let photos = SyncPhotos(folder: SyncFolder(root: folder), store: store, device: config.device)
        guard !queued.isEmpty else {
            // Photos whose copy into the folder failed earlier are tried again.
            return try photos.publish([], connection)
        }
        var entries: [SyncEntry] = []
        var forms = Set<String>()
        var dataValues = false
        func nextClock() -> HybridClock {
            let clock = HybridClock.next(after: config.clock, wall: wallMilliseconds(), device: config.device)
            config.clock = clock
            return clock
        }
        for (kindName, keyText) in queued {
            guard let kind = SyncItemKind(rawValue: kindName), let key = OutboxKey.parts(keyText),
                key.count == kind.keyCount
            else { continue }
            switch kind {
            case .form:
                entries += try PartsOutbox.formEntries(key[0], connection, clock: nextClock)
                forms.insert(key[0])
            case .dataValues:
                entries += try PartsOutbox.dataEntries(connection, clock: nextClock)
                dataValues = true
            default:
                entries.append(
                    SyncEntry(
                        clock: nextClock(), kind: kind, key: key, row: try ItemRows.read(kind, key: key, in: connection)
                    ))
            }
        }
        if !entries.isEmpty {
            try SyncFolder(root: folder).append(lines: entries.map(EntryCodec.encode), device: config.device)
        }
        try SyncCoverage.addWritten(config.device, entries.count, connection)
        try photos.publish(SyncPhotos.names(in: entries), connection)
        for entry in entries { try SyncItems.record(entry, connection) }
        try connection.run("DELETE FROM sync_outbox")
        // The store's forms as their parts assemble (the same text every device writes).
        try PartsAssembly.refresh(forms: forms, dataValues: dataValues, connection)
        try SyncSnapshot(
            folder: SyncFolder(root: folder), device: config.device, minimumEntries: snapshotMinimumEntries
        )
        .writeIfDue(connection)
    }

    /// Queues every item of the store that no device has published yet (a store joining).
    private func queueUnknownItems(_ connection: Connection) throws {
        try connection.execute(
            """
            INSERT OR IGNORE INTO sync_outbox (kind, key)
                SELECT kind, key FROM (
                    SELECT 'answer' AS kind, json_array(form, day, screen) AS key FROM answers
                    UNION ALL SELECT 'form', json_array(id) FROM forms
                    UNION ALL SELECT 'data', json_array() WHERE EXISTS (SELECT 1 FROM data_values)
                    UNION ALL SELECT 'settings', json_array() FROM settings
                    UNION ALL SELECT 'opening', json_array() FROM opening
                ) AS held
                WHERE NOT EXISTS (SELECT 1 FROM sync_items i WHERE i.kind = held.kind AND i.key = held.key);
            """)
        // Items the folder already holds keep the folder's version. Keys SQLite's JSON and the
        // sync tables spell alike are left out as they are queued (all of them for ids and
        // days: a store joining a folder of years queues nothing it just merged); any other
        // is compared part by part.
        try connection.execute(
            "DELETE FROM sync_outbox WHERE EXISTS (SELECT 1 FROM sync_items i WHERE i.kind = sync_outbox.kind AND i.key = sync_outbox.key)"
        )
        let queued = try connection.statement("SELECT kind, key FROM sync_outbox").rows {
            (try $0.text("kind") ?? "", try $0.text("key") ?? "")
        }
        guard !queued.isEmpty else { return }
        let known = try connection.statement("SELECT 1 FROM sync_items WHERE kind = ? AND key = ?")
        let remove = try connection.statement("DELETE FROM sync_outbox WHERE kind = ? AND key = ?")
        for (kind, key) in queued {
            guard let parts = OutboxKey.parts(key),
                try known.first([.text(kind), .text(SyncEntry.itemKey(parts))], { _ in true }) == true
            else { continue }
            try remove.run([.text(kind), .text(key)])
        }
    }
}
