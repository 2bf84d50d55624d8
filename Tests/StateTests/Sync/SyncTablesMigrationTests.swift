import FormanzaModel
import FormanzaSQLite
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaState
@testable import FormanzaSync

/// The sync tables are the store's third migration: a store of the second version gets them
/// once when it is opened, whether it never synced (none of them) or earlier releases made
/// them when first used (some or all, with their rows); either way it then syncs. A store of a
/// version after this build's is refused before anything in it changes.
@Suite struct SyncTablesMigrationTests {
    let base: TemporaryDirectory
    let clock = SharedClock()
    var rng = SeededGenerator(state: 7)

    init() throws {
        base = try TemporaryDirectory(prefix: "sync-tables")
    }

    func device(_ name: String) throws -> SimulatedDevice {
        try SimulatedDevice(root: base.path + "/" + name, clock: clock)
    }

    /// The schema of a store this build makes, to compare a migrated one with.
    func freshSchema() throws -> [String] {
        try EarlierReleaseStore.schema(try device("fresh").store.paths.database)
    }

    /// Saves an answer as a command does (the outbox triggers see it) and publishes it.
    func answer(_ device: SimulatedDevice, day: String, value: Int64) throws {
        clock.now += 1
        try device.store.withConnection { c in
            try c.immediate {
                try c.run(
                    """
                    INSERT INTO answers VALUES ('f', ?, 's', 'number', NULL, ?, ?)
                    ON CONFLICT DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at
                    """, [.text(day), .integer(value), .integer(clock.now)])
            }
        }
        try device.engine.publish()
    }

    func answers(_ device: SimulatedDevice) throws -> [String] {
        try device.store.withConnection { c in
            try c.statement("SELECT day, value FROM answers WHERE form = 'f' ORDER BY day").rows {
                "\(try $0.text("day") ?? "") \(try $0.integer("value"))"
            }
        }
    }

    /// What the store keeps of its syncing, as text, read through a connection of its own.
    func syncState(_ device: SimulatedDevice) throws -> [String] {
        let c = try Connection(path: device.store.paths.database, readOnly: true)
        return
            try c.statement("SELECT device, name, folder FROM sync_config").rows {
                "\(try $0.text("device") ?? "") \(try $0.text("name") ?? "") \(try $0.text("folder") ?? "")"
            }
            + c.statement("SELECT kind, key, ms, n, device FROM sync_items ORDER BY kind, key").rows {
                "\(try $0.text("kind") ?? "") \(try $0.text("key") ?? "") \(try $0.integer("ms"))"
                    + " \(try $0.integer("n")) \(try $0.text("device") ?? "")"
            }
            + c.statement("SELECT device, file, offset FROM sync_read ORDER BY device, file").rows {
                "\(try $0.text("device") ?? "") \(try $0.text("file") ?? "") \(try $0.integer("offset"))"
            }
    }

    @Test func theSyncTablesAreTheThirdMigration() {
        #expect(StoreMigrations.latest == 3)
        #expect(StoreMigrations.all.last?.summary.contains("syncing") == true)
    }

    @Test mutating func aSecondVersionStoreThatNeverSyncedGetsTheTablesOnceAndSyncs() throws {
        let earlier = try device("a")
        let database = earlier.store.paths.database
        try EarlierReleaseStore.makeSecond(from: database, keeping: [])
        #expect(try EarlierReleaseStore.syncTables(database).isEmpty)

        let a = try device("a")
        #expect(try EarlierReleaseStore.version(database) == 3)
        #expect(try EarlierReleaseStore.schema(database) == freshSchema())
        #expect(try a.store.database.access { try StoreMigrations.migrate($0) {} } == [])
        #expect(try syncState(a).isEmpty)

        let b = try device("b")
        _ = try b.engine.setup(folder: b.folder, name: "b")
        try answer(b, day: "2026-11-01", value: 1)
        try a.receive(from: b, rng: &rng, partial: false)
        clock.now += 1
        _ = try a.engine.setup(folder: a.folder, name: "a")
        try answer(a, day: "2026-11-02", value: 2)
        try b.receive(from: a, rng: &rng, partial: false)
        clock.now += 1
        try b.engine.sync()
        #expect(try answers(a) == ["2026-11-01 1", "2026-11-02 2"])
        #expect(try answers(b) == answers(a))
    }

    /// A store that synced under the second version holds the tables earlier releases made when
    /// first used: some of them (a table made only by a later use is missing), with their rows.
    /// They are kept as they are, the missing ones made, and syncing goes on from where it was.
    @Test mutating func aSecondVersionStoreThatSyncedKeepsWhereItWasAndSyncsOn() throws {
        let earlier = try device("a")
        let b = try device("b")
        _ = try earlier.engine.setup(folder: earlier.folder, name: "a")
        try answer(earlier, day: "2026-11-01", value: 1)
        try b.receive(from: earlier, rng: &rng, partial: false)
        clock.now += 1
        _ = try b.engine.setup(folder: b.folder, name: "b")
        try answer(b, day: "2026-11-02", value: 2)
        try earlier.receive(from: b, rng: &rng, partial: false)
        clock.now += 1
        try earlier.engine.sync()
        let held = try syncState(earlier)
        let database = earlier.store.paths.database
        let kept = Set(try EarlierReleaseStore.syncTables(database)).subtracting([
            "sync_folder_warned", "sync_photos_unsent",
        ])
        try EarlierReleaseStore.makeSecond(from: database, keeping: kept)
        #expect(Set(try EarlierReleaseStore.syncTables(database)) == kept)

        let a = try device("a")
        #expect(try EarlierReleaseStore.version(database) == 3)
        #expect(try syncState(a) == held)
        // The tables are all there, each as a new store has it (and the triggers of syncing).
        let schema = try EarlierReleaseStore.schema(database)
        #expect(schema.filter { !$0.hasPrefix("trigger sync_") } == (try freshSchema()))
        #expect(schema.contains { $0.hasPrefix("trigger sync_answers_insert ") })
        #expect(try a.engine.isOn())

        try answer(b, day: "2026-11-03", value: 3)
        try answer(a, day: "2026-11-04", value: 4)
        try a.receive(from: b, rng: &rng, partial: false)
        try b.receive(from: a, rng: &rng, partial: false)
        clock.now += 1
        try a.engine.sync()
        try b.engine.sync()
        #expect(try answers(a) == ["2026-11-01 1", "2026-11-02 2", "2026-11-03 3", "2026-11-04 4"])
        #expect(try answers(b) == answers(a))
    }

    /// A store that split its version-1 whole forms into parts long ago still held their clocks:
    /// the migration forgets them, and the parts and forms stay as they were.
    @Test func wholeFormClocksAlreadySplitAreForgotten() throws {
        let earlier = try device("a")
        _ = try earlier.engine.setup(folder: earlier.folder, name: "a")
        let form = try #require(try earlier.store.loadForms().forms.first)
        let database = earlier.store.paths.database
        try Connection(path: database).run(
            "INSERT INTO sync_items VALUES ('form', ?, 5, 0, ?)",
            [.text(SyncEntry.itemKey([form.id])), .text(String(repeating: "a", count: 32))])
        let parts = try earlier.store.withConnection { c in
            try c.statement("SELECT kind, key, definition FROM sync_parts ORDER BY kind, key").rows {
                "\(try $0.text("kind") ?? "") \(try $0.text("key") ?? "") \(try $0.text("definition") ?? "")"
            }
        }
        #expect(!parts.isEmpty)
        try EarlierReleaseStore.makeSecond(from: database, keeping: Set(try EarlierReleaseStore.syncTables(database)))

        let a = try device("a")
        try a.store.withConnection { c in
            #expect(try c.integer("SELECT count(*) FROM sync_items WHERE kind IN ('form', 'data')") == 0)
            #expect(try c.integer("SELECT count(*) FROM sync_items WHERE kind = 'form-fields'") == 1)
            let after = try c.statement("SELECT kind, key, definition FROM sync_parts ORDER BY kind, key").rows {
                "\(try $0.text("kind") ?? "") \(try $0.text("key") ?? "") \(try $0.text("definition") ?? "")"
            }
            #expect(after == parts)
        }
        #expect(try a.store.loadForm(id: form.id) == form)
    }

    /// A store of the version after this build's (a newer Formanza's, whatever it changed) is
    /// refused before anything is written, its sync tables and rows included.
    @Test func aFourthVersionStoreIsRefusedUntouched() throws {
        let earlier = try device("a")
        _ = try earlier.engine.setup(folder: earlier.folder, name: "a")
        try answer(earlier, day: "2026-11-01", value: 1)
        let database = earlier.store.paths.database
        let held = try syncState(earlier)
        try Connection(path: database).execute("PRAGMA user_version = 4")
        let schema = try EarlierReleaseStore.schema(database)
        let paths = earlier.store.paths
        #expect(throws: StoreError.newerDatabase(path: database, found: 4)) {
            try Store.open(paths: paths, language: .en, now: 1)
        }
        #expect(throws: StoreError.newerDatabase(path: database, found: 4)) { try Store.existing(paths: paths) }
        #expect(try EarlierReleaseStore.version(database) == 4)
        #expect(try EarlierReleaseStore.schema(database) == schema)
        #expect(try syncState(earlier) == held)
    }
}
