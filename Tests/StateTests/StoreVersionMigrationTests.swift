import FormanzaBase
import FormanzaSQLite
import FormanzaTestSupport
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The database's schema by version: opening a store runs the migrations its `user_version`
/// lacks, once; a store already at this build's version is only read; a newer one is refused.
@Suite struct StoreVersionMigrationTests {
    /// The refusal of a newer store is checked in Spanish: the catalog is loaded here, not left
    /// to whichever suite happened to run first.
    init() { TestCatalogs.install() }

    func habitForm() -> Form {
        Form(
            id: "f-old", title: "Old habits",
            screens: [
                yesNoScreen(id: "walk"), Screen(id: "note", title: "Note", kind: .text(TextSettings())),
            ])
    }

    /// A store with a form and answers on three days, then turned into the first release's.
    func earlierStore() throws -> (TemporaryStore, [AnswerRecord]) {
        let temp = try TemporaryStore()
        let form = habitForm()
        try temp.store.saveForm(form)
        for (offset, date) in ["2026-11-01", "2026-11-02", "2026-11-03"].enumerated() {
            try temp.store.updateDay(day(date)) { record in
                record.set(
                    Answer(value: .yesNo(offset != 1), for: form.screens[0], savedAt: 100 + Int64(offset)),
                    form: form.id, screen: "walk")
                record.set(
                    Answer(value: .text(offset == 2 ? "gym" : "park"), for: form.screens[1], savedAt: 200),
                    form: form.id, screen: "note")
            }
        }
        var records: [AnswerRecord] = []
        try temp.store.eachRecord { records.append($0) }
        try EarlierReleaseStore.make(from: temp.paths.database)
        return (temp, records)
    }

    @Test func theVersionsAreNumberedOneByOneAndTheLastIsWhatTheDatabaseSays() {
        #expect(StoreMigrations.all.map(\.version) == Array(1...StoreMigrations.all.count))
        #expect(StoreDatabase.schemaVersion == StoreMigrations.latest)
        #expect(StoreMigrations.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func aNewStoreIsMadeAtTheLastVersion() throws {
        let temp = try TemporaryStore()
        #expect(try EarlierReleaseStore.version(temp.paths.database) == Int64(StoreMigrations.latest))
        #expect(try temp.store.database.access { try StoreMigrations.migrate($0) {} } == [])
    }

    @Test func anEarlierReleasesStoreIsMigratedOnceWithItsRecordsIntact() throws {
        let (earlier, records) = try earlierStore()
        let fresh = try TemporaryStore()
        #expect(try EarlierReleaseStore.version(earlier.paths.database) == 1)
        #expect(
            try EarlierReleaseStore.schema(earlier.paths.database) != EarlierReleaseStore.schema(fresh.paths.database))

        let reopened = try Store.open(paths: earlier.paths, language: .en, now: 1_790_000_100)
        #expect(try EarlierReleaseStore.version(earlier.paths.database) == Int64(StoreMigrations.latest))
        #expect(
            try EarlierReleaseStore.schema(earlier.paths.database) == EarlierReleaseStore.schema(fresh.paths.database))
        var after: [AnswerRecord] = []
        try reopened.eachRecord { after.append($0) }
        #expect(after == records)
        #expect(after.count == 6)
        #expect(try reopened.loadForm(id: "f-old") == habitForm())
        // The earlier triggers counted the same way, so the counts are kept as they were.
        let counts = try Connection(path: earlier.paths.database, readOnly: true).statement(
            "SELECT value, days, last_day FROM text_counts WHERE form = 'f-old' ORDER BY value"
        ).rows { row in "\(row.text(0) ?? "") \(row.integer(1)) \(row.text(2) ?? "")" }
        #expect(counts == ["gym 1 2026-11-03", "park 2 2026-11-02"])
    }

    @Test func openingAMigratedStoreAgainRunsNothingAndWritesNothing() throws {
        let (earlier, _) = try earlierStore()
        let first = Store(paths: earlier.paths)
        #expect(try first.database.access { try StoreMigrations.migrate($0) {} } == [2, 3])
        #expect(try first.database.access { try StoreMigrations.migrate($0) {} } == [])

        let second = try Store.open(paths: earlier.paths, language: .en, now: 1_790_000_200)
        #expect(try second.database.access { try $0.integer("SELECT total_changes()") } == 0)
        let third = try #require(try Store.existing(paths: earlier.paths))
        #expect(try third.database.access { try $0.integer("SELECT total_changes()") } == 0)
    }

    /// `formanza-remind plan` and other readers open through `existing`: they migrate too, so
    /// the daemon never writes answers into an earlier schema.
    @Test func aReaderOpeningAnEarlierStoreMigratesItToo() throws {
        let (earlier, records) = try earlierStore()
        let store = try #require(try Store.existing(paths: earlier.paths))
        #expect(try EarlierReleaseStore.version(earlier.paths.database) == Int64(StoreMigrations.latest))
        var after: [AnswerRecord] = []
        try store.eachRecord { after.append($0) }
        #expect(after == records)
    }

    @Test func aStoreOfALaterVersionIsRefusedAndLeftUnmigrated() throws {
        let (earlier, _) = try earlierStore()
        let later = StoreMigrations.latest + 1
        try Connection(path: earlier.paths.database).execute("PRAGMA user_version = \(later)")
        let before = try EarlierReleaseStore.schema(earlier.paths.database)
        #expect(throws: StoreError.newerDatabase(path: earlier.paths.database, found: later)) {
            try Store.open(paths: earlier.paths, language: .en, now: 0)
        }
        #expect(throws: StoreError.newerDatabase(path: earlier.paths.database, found: later)) {
            try Store.existing(paths: earlier.paths)
        }
        #expect(try EarlierReleaseStore.schema(earlier.paths.database) == before)
        #expect(try EarlierReleaseStore.version(earlier.paths.database) == Int64(later))
        let spanish = StoreError.newerDatabase(path: "s.db", found: later).message(in: .es)
        #expect(spanish.contains("esquema \(later); este lee el \(StoreMigrations.latest)"))
    }

    /// A write is run again only when a kept table was amiss and made again; any other failure
    /// stands after one run, the kept objects untouched.
    @Test func aWriteFailingForAnotherReasonIsRunOnce() throws {
        let temp = try TemporaryStore()
        let before = try EarlierReleaseStore.schema(temp.paths.database)
        var runs = 0
        #expect(throws: StoreError.self) {
            try temp.store.transaction {
                runs += 1
                try temp.store.database.access { try $0.run("INSERT INTO no_such_table VALUES (1)") }
            }
        }
        #expect(runs == 1)
        #expect(try EarlierReleaseStore.schema(temp.paths.database) == before)
    }

    /// A kept table dropped by hand while the store is open: the write its triggers fail is
    /// rolled back, the table made again, and the write run once more.
    @Test func aWriteAfterAKeptTableWasDroppedIsRunAgainOnceItIsMadeAgain() throws {
        let temp = try TemporaryStore()
        let form = habitForm()
        try temp.store.saveForm(form)
        let fresh = try EarlierReleaseStore.schema(temp.paths.database)
        try Connection(path: temp.paths.database).execute("DROP TABLE goal_scans")
        var runs = 0
        try temp.store.transaction {
            runs += 1
            try temp.store.updateDay(day("2026-11-01")) { record in
                record.set(Answer(value: .yesNo(true), for: form.screens[0], savedAt: 1), form: form.id, screen: "walk")
            }
        }
        #expect(runs == 2)
        #expect(try temp.store.answers(form: form.id, on: day("2026-11-01"))["walk"]?.value == .yesNo(true))
        #expect(try EarlierReleaseStore.schema(temp.paths.database) == fresh)
    }
}
