import FormanzaBase
import FormanzaSQLite
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

@Suite struct StoreTests {
    func mode(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func theDirectoryIs0700AndTheDatabaseFiles0600() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var session = CheckinSession(form: form, day: day("2026-12-01"), record: nil)
        session.confirm("water", .yesNo(true))
        try session.save(to: temp.store, now: 1_790_000_000)
        #expect(mode(temp.paths.root) == 0o700)
        for file in [temp.paths.database, temp.paths.databaseLog, temp.paths.database + "-shm"] {
            #expect(mode(file) == 0o600, "\(file)")
        }
    }

    @Test func anExistingStoreDirectoryThatIsTooOpenIsClosed() throws {
        let temp = try TemporaryStore(create: false)
        try FileManager.default.createDirectory(
            atPath: temp.paths.root, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o755])
        _ = try Store.open(paths: temp.paths, language: .en, now: 0)
        #expect(mode(temp.paths.root) == 0o700)
    }

    @Test func theDatabaseRunsInWALWithFullSync() throws {
        let temp = try TemporaryStore()
        let modes = try temp.store.database.access { connection in
            (
                try connection.texts("PRAGMA journal_mode"), try connection.integer("PRAGMA synchronous"),
                try connection.integer("PRAGMA foreign_keys")
            )
        }
        #expect(modes.0 == ["wal"] && modes.1 == 2 && modes.2 == 1)
    }

    @Test func aFreshStoreCountsAsOpenedWhenCreated() throws {
        let temp = try TemporaryStore(now: 1_790_000_000)
        #expect(try temp.store.lastOpened() == 1_790_000_000)
        try temp.store.recordOpening(at: 1_790_086_400)
        #expect(try temp.store.lastOpened() == 1_790_086_400)
    }

    @Test func theOpeningIsWrittenOnlyWhenItsDayChanges() throws {
        let temp = try TemporaryStore(now: 1_790_000_000)
        let changes = { try temp.store.database.access { try $0.integer("SELECT total_changes()") ?? 0 } }
        try temp.store.recordOpening(at: 1_790_000_100, day: day("2026-09-21"))
        let afterFirst = try changes()
        #expect(try temp.store.lastOpened() == 1_790_000_100)
        try temp.store.recordOpening(at: 1_790_000_900, day: day("2026-09-21"))
        #expect(try changes() == afterFirst, "a second opening the same day writes nothing")
        #expect(try temp.store.lastOpened() == 1_790_000_100)
        try temp.store.recordOpening(at: 1_790_086_500, day: day("2026-09-22"))
        #expect(try temp.store.lastOpened() == 1_790_086_500)
    }

    @Test func aStoreFromANewerSchemaIsRefusedAndLeftAlone() throws {
        let temp = try TemporaryStore()
        try Connection(path: temp.paths.database).execute("PRAGMA user_version = \(StoreMigrations.latest + 1)")
        let before = try [temp.paths.database, temp.paths.databaseLog].map {
            try Data(contentsOf: URL(fileURLWithPath: $0))
        }
        #expect(throws: StoreError.newerDatabase(path: temp.paths.database, found: StoreMigrations.latest + 1)) {
            try Store.open(paths: temp.paths, language: .en, now: 0)
        }
        #expect(throws: StoreError.newerDatabase(path: temp.paths.database, found: StoreMigrations.latest + 1)) {
            try Store.existing(paths: temp.paths)
        }
        let after = try [temp.paths.database, temp.paths.databaseLog].map {
            try Data(contentsOf: URL(fileURLWithPath: $0))
        }
        #expect(before == after)
        let message = StoreError.newerDatabase(path: temp.paths.database, found: StoreMigrations.latest + 1).message(
            in: .en)
        #expect(message.contains(temp.paths.database) && message.contains("newer"))
        #expect(message.contains("schema \(StoreMigrations.latest + 1); this one reads \(StoreMigrations.latest)"))
    }

    @Test(arguments: ["", "garbage that is no database at all", String(repeating: "\u{ff}", count: 5000)])
    func aDamagedDatabaseIsNamedAndNeverModified(content: String) throws {
        let temp = try TemporaryStore(create: false)
        try FileManager.default.createDirectory(atPath: temp.paths.root, withIntermediateDirectories: true)
        let bytes = Data(content.utf8) + Data(repeating: 0x5a, count: 4096)
        try bytes.write(to: URL(fileURLWithPath: temp.paths.database))
        do {
            _ = try Store.open(paths: temp.paths, language: .en, now: 0)
            Issue.record("a damaged database must not open")
        } catch let StoreError.unreadable(path, _) {
            #expect(path == temp.paths.database)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: temp.paths.database)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: temp.paths.databaseLog))
    }

    @Test func anAnswerThatDoesNotMatchItsTypeIsNamedAndTheRestStaysUsable() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var session = CheckinSession(form: form, day: day("2026-11-30"), record: nil)
        session.confirm("water", .yesNo(true))
        try session.save(to: temp.store, now: 0)
        try temp.store.database.access { connection in
            try connection.run(
                "INSERT INTO answers VALUES ('daily-check-in', '2026-12-01', 'weight', 'number', 'kg', 'heavy', 0)")
        }
        #expect(
            throws: StoreError.unreadableRow(
                path: temp.paths.database,
                AnswerRowProblem(form: "daily-check-in", day: "2026-12-01", screen: "weight", fault: .valueUnreadable))
        ) {
            try temp.store.loadDay(day("2026-12-01"))
        }
        #expect(try temp.store.loadDay(day("2026-11-30"))?.answers(form: form.id)["water"]?.value == .yesNo(true))
        #expect(try temp.store.recordedDays() == [day("2026-11-30"), day("2026-12-01")])
    }

    @Test func aBrokenFormIsReportedAndTheOthersLoad() throws {
        let temp = try TemporaryStore()
        let other = Form(id: "f-other", title: "Other", screens: [yesNoScreen(id: "x")])
        try temp.store.saveForm(other)
        try temp.store.database.access {
            try $0.run("INSERT INTO forms VALUES ('f-broken', '{\"id\": \"f-broken\", \"title\": ')")
        }
        let snapshot = try temp.store.loadForms()
        #expect(snapshot.forms.map(\.id) == [StarterForm.id, "f-other"])
        #expect(
            snapshot.problems == [
                .unreadable(path: temp.store.formPath("f-broken"), reason: .document(DecodeProblem(.notJSON)))
            ])
        #expect(try temp.store.formDefinition(id: "f-broken") == "{\"id\": \"f-broken\", \"title\": ")
    }

    @Test func removingTheLastAnswerRemovesTheDay() throws {
        let temp = try TemporaryStore()
        let date = day("2026-12-01")
        try temp.store.updateDay(date) {
            $0.set(Answer(value: .yesNo(true), type: "yes-no", savedAt: 0), form: "a", screen: "x")
        }
        #expect(try temp.store.recordedDays() == [date])
        try temp.store.updateDay(date) { $0.remove(form: "a", screen: "x") }
        #expect(try temp.store.recordedDays().isEmpty)
        #expect(try temp.store.loadDay(date) == nil)
    }

    @Test func dayRecordRoundTripsEveryAnswerType() throws {
        let temp = try TemporaryStore()
        let date = day("2026-12-01")
        let values: [(String, AnswerValue, String?)] = [
            ("number", .number(80.5), "kg"), ("duration", .duration(90), nil), ("yes-no", .yesNo(false), nil),
            ("single-choice", .choice("trace"), nil), ("multiple-choice", .choices(["a", "b"]), nil),
            ("text", .text("hola\nmundo \"quoted\""), nil), ("email", .text("a@b.org"), nil),
            ("date", .date(day("2026-11-02")), nil), ("time", .time(TimeOfDay(hour: 12, minute: 55)!), nil),
            ("date-time", .dateTime(day("2026-11-02"), TimeOfDay(hour: 7, minute: 5)!), nil),
            ("color", .color("#F1BA3E"), nil), ("slider", .number(3), "points"), ("url", .text("https://a.org/x"), nil),
            ("photo", .photo("p1.jpg"), nil), ("multi-photo", .photos(["front": "a.jpg", "side": "b.jpg"]), nil),
        ]
        try temp.store.updateDay(date) { record in
            for (index, (type, value, unit)) in values.enumerated() {
                record.set(
                    Answer(value: value, type: type, unit: unit, savedAt: Int64(index)), form: "f", screen: "s\(index)")
            }
        }
        let loaded = try #require(try temp.store.loadDay(date))
        for (index, (type, value, unit)) in values.enumerated() {
            #expect(
                loaded.forms["f"]?["s\(index)"] == Answer(value: value, type: type, unit: unit, savedAt: Int64(index)))
        }
    }

    @Test func aFormSurvivesExportFormatRoundTrip() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.reminders.morning.enabled = false
        form.reminders.morning.time = TimeOfDay(hour: 7, minute: 15)!
        try temp.store.saveForm(form)
        let loaded = try #require(try temp.store.loadForm(id: form.id))
        #expect(loaded == form)
        #expect(loaded.reminders.morning.time.description == "07:15")  // a reminder's time is kept while it is off
    }
}
