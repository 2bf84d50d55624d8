import Foundation
import Testing
@testable import FormanzaState

@Suite struct StoreTests {
    func mode(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func directoriesAre0700AndFiles0600() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var session = CheckinSession(form: form, day: day("2026-12-01"), record: nil)
        session.confirm("water", .yesNo(true))
        try session.save(to: temp.store, now: 1_790_000_000)
        for dir in [temp.paths.root, temp.paths.formsDirectory, temp.paths.daysDirectory] {
            #expect(mode(dir) == 0o700, "\(dir)")
        }
        for file in [temp.paths.marker, temp.paths.opened, temp.paths.form(form.id), temp.paths.day(day("2026-12-01"))] {
            #expect(mode(file) == 0o600, "\(file)")
        }
    }

    @Test func anExistingStoreDirectoryThatIsTooOpenIsClosed() throws {
        let temp = try TemporaryStore(create: false)
        try FileManager.default.createDirectory(atPath: temp.paths.root, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        _ = try Store.open(paths: temp.paths, language: .en, now: 0)
        #expect(mode(temp.paths.root) == 0o700)
    }

    @Test func aFreshStoreCountsAsOpenedWhenCreated() throws {
        let temp = try TemporaryStore(now: 1_790_000_000)
        #expect(try temp.store.lastOpened() == 1_790_000_000)
        try temp.store.recordOpening(at: 1_790_086_400)
        #expect(try temp.store.lastOpened() == 1_790_086_400)
    }

    @Test func aStoreFromANewerSchemaIsRefusedAndLeftAlone() throws {
        let temp = try TemporaryStore()
        let newer = "{\"schema\": 2, \"created\": \"2030-01-01T00:00:00Z\"}\n"
        try temp.write(newer, to: temp.paths.marker)
        #expect(throws: StoreError.newerSchema(path: temp.paths.marker, found: 2)) {
            try Store.open(paths: temp.paths, language: .en, now: 0)
        }
        #expect(try temp.contents(of: temp.paths.marker) == newer)
        let message = StoreError.newerSchema(path: temp.paths.marker, found: 2).message(in: .en)
        #expect(message.contains(temp.paths.marker) && message.contains("newer"))
    }

    @Test func aDayFromANewerSchemaIsRefused() throws {
        let temp = try TemporaryStore()
        let path = temp.paths.day(day("2026-12-01"))
        try temp.write("{\"schema\": 7, \"date\": \"2026-12-01\", \"forms\": {}}", to: path)
        #expect(throws: StoreError.newerSchema(path: path, found: 7)) { try temp.store.loadDay(day("2026-12-01")) }
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("{\"schema\": 1, \"date\": \"2026-12-01\", \"forms\": {\"daily-check-in\": {\"water\": {\"type\"", "not valid JSON"),
        ("\u{00}\u{01}garbage\u{ff}", "not valid JSON"),
        ("{\"schema\": 1, \"forms\": {}}", "missing \"date\""),
        ("{\"schema\": 1, \"date\": \"2026-12-02\", \"forms\": {}}", "holds 2026-12-02"),
    ])
    func aBrokenDayIsNamedKeptAndTheRestStaysUsable(content: String, reason: String) throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var session = CheckinSession(form: form, day: day("2026-11-30"), record: nil)
        session.confirm("water", .yesNo(true))
        try session.save(to: temp.store, now: 0)
        let broken = temp.paths.day(day("2026-12-01"))
        try temp.write(content, to: broken)

        do {
            _ = try temp.store.loadDay(day("2026-12-01"))
            Issue.record("a broken day must not load")
        } catch let StoreError.unreadable(path, why) {
            #expect(path == broken)
            #expect(why.contains(reason), "\(why)")
        }
        // Never overwritten: a save into the broken day is refused and the bytes stay.
        var overwrite = CheckinSession(form: form, day: day("2026-12-01"), record: nil)
        overwrite.confirm("water", .yesNo(false))
        #expect(throws: StoreError.self) { try overwrite.save(to: temp.store, now: 0) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: broken)) == Data(content.utf8))
        // The rest of the store is usable.
        #expect(try temp.store.loadDay(day("2026-11-30"))?.answers(form: form.id)["water"]?.value == .yesNo(true))
        #expect(try temp.store.recordedDays() == [day("2026-11-30"), day("2026-12-01")])
    }

    @Test func aBrokenFormIsReportedAndTheOthersLoad() throws {
        let temp = try TemporaryStore()
        let other = Form(id: "f-other", title: "Other", screens: [yesNoScreen(id: "x")])
        try temp.store.saveForm(other)
        let broken = temp.paths.form("f-broken")
        try temp.write("{\"id\": \"f-broken\", \"title\": ", to: broken)
        let snapshot = try temp.store.loadForms()
        #expect(snapshot.forms.map(\.id) == [StarterForm.id, "f-other"])
        #expect(snapshot.problems == [.unreadable(path: broken, reason: "not valid JSON (truncated or garbled)")])
        #expect(try temp.contents(of: broken) == "{\"id\": \"f-broken\", \"title\": ")
    }

    @Test func removingTheLastAnswerRemovesTheDayFile() throws {
        let temp = try TemporaryStore()
        let date = day("2026-12-01")
        try temp.store.updateDay(date) { $0.set(Answer(value: .yesNo(true), type: "yes-no", savedAt: 0), form: "a", screen: "x") }
        #expect(FileManager.default.fileExists(atPath: temp.paths.day(date)))
        try temp.store.updateDay(date) { $0.remove(form: "a", screen: "x") }
        #expect(!FileManager.default.fileExists(atPath: temp.paths.day(date)))
        #expect(try temp.store.loadDay(date) == nil)
    }

    @Test func temporariesOfKilledWritersAreIgnoredAndCleanedUnderTheLock() throws {
        let temp = try TemporaryStore()
        let leftover = temp.paths.daysDirectory + "/.2026-12-01.json.tmp-999-1"
        try temp.write("{\"half\": ", to: leftover)
        #expect(try temp.store.recordedDays().isEmpty)
        try temp.store.removeStaleTemporaries()
        #expect(!FileManager.default.fileExists(atPath: leftover))
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
            ("color", .color("#F1BA3E"), nil),
        ]
        try temp.store.updateDay(date) { record in
            for (index, (type, value, unit)) in values.enumerated() {
                record.set(Answer(value: value, type: type, unit: unit, savedAt: Int64(index)), form: "f", screen: "s\(index)")
            }
        }
        let loaded = try #require(try temp.store.loadDay(date))
        for (index, (type, value, unit)) in values.enumerated() {
            #expect(loaded.forms["f"]?["s\(index)"] == Answer(value: value, type: type, unit: unit, savedAt: Int64(index)))
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
        #expect(loaded.reminders.morning.time.description == "07:15")  // A3: time kept while off
    }
}
