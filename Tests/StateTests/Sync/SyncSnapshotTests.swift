import FormanzaSQLite
import FormanzaState
import FormanzaSync
import FormanzaTestSupport
import Foundation
import Testing

/// Snapshots and segment removal: a device whose journal is mostly changes made again writes
/// one file of everything it holds and removes the segments it covers; a device joining later
/// reads that file, and one that had merged part of a removed segment loses nothing.
@Suite struct SyncSnapshotTests {
    /// A store syncing with the folder every device of a test shares (one copy, as Syncthing
    /// keeps it once everything has arrived).
    struct Device {
        let store: Store
        let engine: SyncEngine

        init(_ root: String, clock: SharedClock) throws {
            store = try Store.open(
                paths: StorePaths(root: root + "/store", runtime: root + "/run", config: root + "/config"),
                language: .en, now: 1)
            engine = SyncEngine(store: store, wallMilliseconds: { clock.now }, snapshotMinimumEntries: 20)
        }

        /// Answers `count` screens of one day with `value`, one published change each.
        func answer(day: String, count: Int, value: Double, clock: SharedClock) throws {
            for screen in 0..<count {
                clock.now += 1
                try store.withConnection { c in
                    try c.immediate {
                        try c.run(
                            """
                            INSERT INTO answers VALUES ('f1', ?, ?, 'number', 'kg', ?, ?)
                            ON CONFLICT DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at
                            """, [.text(day), .text("s\(screen)"), .real(value), .integer(clock.now)])
                    }
                }
                try engine.publish()
            }
        }

        func forms() throws -> [String] {
            try store.withConnection { c in
                try c.statement("SELECT id, definition FROM forms ORDER BY id").rows { row in
                    (row.text(0) ?? "") + " " + (row.text(1) ?? "")
                }
            }
        }

        func answers() throws -> [String] {
            try store.withConnection { c in
                try c.statement("SELECT form, day, screen, quote(value), saved_at FROM answers ORDER BY 1, 2, 3").rows {
                    row in (0..<5).map { row.text(Int32($0)) ?? "" }.joined(separator: "|")
                }
            }
        }
    }

    func files(_ folder: String, _ device: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/devices/" + device).filter {
            $0.hasPrefix("journal-") || $0.hasPrefix("snapshot-")
        }.sorted()
    }

    func deviceID(_ store: Store) throws -> String {
        try #require(try SyncStatus.read(store).device)
    }

    @Test func aSnapshotReplacesTheSegmentsItCoversAndANewDeviceReadsIt() throws {
        let base = try TemporaryDirectory(prefix: "sync-snapshot")
        let folder = base.path + "/folder"
        let clock = SharedClock()
        let writer = try Device(base.path + "/writer", clock: clock)
        _ = try writer.engine.setup(folder: folder, name: "writer")
        let id = try deviceID(writer.store)
        let early = try Device(base.path + "/early", clock: clock)
        _ = try early.engine.setup(folder: folder, name: "early")

        try writer.answer(day: "2026-11-01", count: 10, value: 1, clock: clock)
        // The early device merges the first segment part way: it is still being written.
        try early.engine.sync()
        #expect(try early.answers().count == 10)
        #expect(try files(folder, id) == ["journal-00000001.jsonl"])

        // The same ten items changed again and again: the journal is now mostly repeats.
        for round in 2...6 { try writer.answer(day: "2026-11-01", count: 10, value: Double(round), clock: clock) }
        let after = try files(folder, id)
        #expect(after.contains { $0.hasPrefix("snapshot-") }, "\(after)")
        #expect(!after.contains("journal-00000001.jsonl"), "the covered segment is removed: \(after)")

        // Changes after the snapshot go to a new segment, never into a covered one.
        try writer.answer(day: "2026-11-02", count: 3, value: 7, clock: clock)
        let later = try files(folder, id)
        #expect(later.contains { $0.hasPrefix("journal-") }, "\(later)")

        let expected = try writer.answers()
        #expect(expected.count == 13)
        try early.engine.sync()
        #expect(try early.answers() == expected, "the device that had read part of a removed segment converges")

        let late = try Device(base.path + "/late", clock: clock)
        let report = try late.engine.setup(folder: folder, name: "late")
        #expect(try late.answers() == expected, "a device joining after the removal holds the same answers")
        #expect(report.read < 6 * 10, "it read the snapshot, not every change ever made: \(report.read)")
    }

    /// A snapshot carries each part of a form (its fields, screens, orders) as merged, so a
    /// device that joins after the segments are gone holds the same forms, a renamed one too.
    @Test func aSnapshotCarriesTheFormsPartByPart() throws {
        let base = try TemporaryDirectory(prefix: "sync-snapshot-forms")
        let folder = base.path + "/folder"
        let clock = SharedClock()
        let writer = try Device(base.path + "/writer", clock: clock)
        #expect(try !writer.forms().isEmpty, "a new store starts with its starter form")
        _ = try writer.engine.setup(folder: folder, name: "writer")
        let id = try deviceID(writer.store)
        clock.now += 1
        try writer.store.withConnection { c in
            try c.immediate {
                try c.run("UPDATE forms SET definition = json_set(definition, '$.title', 'Renamed on the writer')")
            }
        }
        try writer.engine.publish()
        for round in 1...6 { try writer.answer(day: "2026-11-01", count: 10, value: Double(round), clock: clock) }
        let written = try files(folder, id)
        #expect(written.contains { $0.hasPrefix("snapshot-") }, "\(written)")
        #expect(!written.contains("journal-00000001.jsonl"), "\(written)")

        let late = try Device(base.path + "/late", clock: clock)
        _ = try late.engine.setup(folder: folder, name: "late")
        let forms = try late.forms()
        #expect(forms == (try writer.forms()), "the joining device holds the writer's forms")
        #expect(forms.contains { $0.contains("Renamed on the writer") }, "\(forms)")
    }
}
