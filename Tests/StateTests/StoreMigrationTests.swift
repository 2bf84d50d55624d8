import FormanzaBase
import FormanzaSQLite
import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A store in the file layout of earlier versions, moved into the database on first use.
@Suite struct StoreMigrationTests {
    init() { TestCatalogs.install() }

    /// Every kind of answer the file store could hold, one screen each, on two days.
    static let answers: [(String, AnswerValue, String?)] = [
        ("number", .number(80.5), "kg"), ("slider", .number(7), "points"), ("duration", .duration(95), nil),
        ("yes-no", .yesNo(false), nil), ("single-choice", .choice("trace"), nil),
        ("multiple-choice", .choices(["a", "b"]), nil), ("text", .text("línea\nsegunda \"entre comillas\""), nil),
        ("email", .text("a@b.org"), nil), ("phone", .text("+34 600 000 000"), nil),
        ("url", .text("https://a.org/x"), nil),
        ("date", .date(day("2026-11-02")), nil), ("time", .time(TimeOfDay(hour: 12, minute: 55)!), nil),
        ("date-time", .dateTime(day("2026-11-02"), TimeOfDay(hour: 7, minute: 5)!), nil),
        ("color", .color("#F1BA3E"), nil), ("photo", .photo("a.jpg"), nil),
        ("multi-photo", .photos(["front": "f.jpg", "side": "s.jpg"]), nil),
    ]

    /// Writes a file store: the starter form, two days of answers (one of them saved as text
    /// under the number screen `weight`, so hidden), data values, settings and the opening.
    func writeFileStore(_ temp: TemporaryStore) throws -> (Form, [DayRecord]) {
        let paths = temp.paths
        for directory in [paths.root, paths.formsDirectory, paths.daysDirectory] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let form = StarterForm.make(language: .en)
        try temp.write(#"{"schema": 1, "created": "2026-01-01T08:00:00Z"}"#, to: paths.marker)
        try StoreCoding.encode(form).write(to: URL(fileURLWithPath: paths.form(form.id)))
        var records: [DayRecord] = []
        for (offset, iso) in ["2026-11-29", "2026-11-30"].enumerated() {
            var record = DayRecord(date: day(iso))
            for (index, (type, value, unit)) in Self.answers.enumerated() {
                record.set(
                    Answer(value: value, type: type, unit: unit, savedAt: Int64(1_790_000_000 + index + offset)),
                    form: "f-kinds", screen: "s\(index)")
            }
            record.set(
                Answer(value: .text("eighty"), type: "text", savedAt: 1_790_000_000), form: form.id, screen: "weight")
            record.set(
                Answer(value: .yesNo(true), type: "yes-no", savedAt: 1_790_000_000), form: form.id, screen: "water")
            try StoreCoding.encode(record, sortedKeys: true).write(to: URL(fileURLWithPath: paths.day(record.date)))
            records.append(record)
        }
        let height = DataValue(id: "d-height", name: "Height", content: .number(1.8, unit: "m"))
        try StoreCoding.encode(DataValuesFile(schema: 1, values: [height])).write(
            to: URL(fileURLWithPath: paths.dataValues))
        try StoreCoding.encode(CheckinSettings(autoAdvance: false, prefillYesNo: false)).write(
            to: URL(fileURLWithPath: paths.settings))
        try temp.write(#"{"schema": 1, "lastOpened": "2026-11-30T21:00:00Z"}"#, to: paths.opened)
        return (form, records)
    }

    @Test func everyFactMovesIntoTheDatabaseAndTheFilesIntoADatedBackup() throws {
        let temp = try TemporaryStore(create: false)
        let (form, records) = try writeFileStore(temp)
        let store = try Store.open(paths: temp.paths, language: .es, now: 1_790_100_000)

        #expect(try store.loadForms().forms == [form], "no starter form is added to a migrated store")
        for record in records { #expect(try store.loadDay(record.date) == record) }
        #expect(try store.loadDataValues().map(\.name) == ["Height"])
        #expect(try store.loadSettings() == CheckinSettings(autoAdvance: false, prefillYesNo: false))
        #expect(try store.lastOpened() == UTCInstant.parse("2026-11-30T21:00:00Z"))
        // The text saved under the number screen stays stored and stays hidden.
        let weight = try #require(form.screens.first { $0.id == "weight" })
        #expect(try store.answers(form: form.id, on: day("2026-11-30"))["weight"]?.value == .text("eighty"))
        #expect(try History(store: store).lastAnswers(form: form, screens: [weight], before: day("2026-12-01")).isEmpty)

        let names = try FileManager.default.contentsOfDirectory(atPath: temp.paths.root)
        let backups = names.filter { $0.hasPrefix("file-store-backup-") }
        #expect(
            backups.count == 1 && !names.contains("store.json") && !names.contains("days") && !names.contains("forms"))
        let backup = temp.paths.root + "/" + backups[0]
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: backup))
                == ["store.json", "forms", "days", "data-values.json", "settings.json", "opened.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: backup + "/days").sorted() == [
                "2026-11-29.json", "2026-11-30.json",
            ])
    }

    @Test func anUnreadableFileStopsTheMigrationWithItsPathAndChangesNothing() throws {
        let temp = try TemporaryStore(create: false)
        let (_, records) = try writeFileStore(temp)
        let broken = temp.paths.day(day("2026-12-01"))
        try temp.write(#"{"schema": 1, "date": "2026-12-01", "forms": {"#, to: broken)
        do {
            _ = try Store.open(paths: temp.paths, language: .en, now: 0)
            Issue.record("the migration must stop at a broken file")
        } catch let StoreError.unreadable(path, _) {
            #expect(path == broken)
        }
        #expect(
            FileManager.default.fileExists(atPath: temp.paths.marker) && FileManager.default.fileExists(atPath: broken))
        #expect(
            try Connection(path: temp.paths.database).integer("SELECT count(*) FROM sqlite_schema") == 0,
            "the interrupted import left no table behind")
        // Once the file is fixed (here: moved away), the migration starts again cleanly.
        try FileManager.default.removeItem(atPath: broken)
        let store = try Store.open(paths: temp.paths, language: .en, now: 0)
        #expect(try store.recordedDays() == records.map(\.date))
    }

    @Test func aDaysFolderReplacedByALinkIsRefusedNotFollowed() throws {
        let temp = try TemporaryStore(create: false)
        _ = try writeFileStore(temp)
        let elsewhere = temp.base + "/elsewhere"
        try FileManager.default.moveItem(atPath: temp.paths.daysDirectory, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: temp.paths.daysDirectory, withDestinationPath: elsewhere)
        #expect(throws: StoreError.refused(FileRefusal(path: temp.paths.daysDirectory, problem: .symlink))) {
            try Store.open(paths: temp.paths, language: .en, now: 0)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == [
                "2026-11-29.json", "2026-11-30.json",
            ])
        #expect(
            try Connection(path: temp.paths.database).integer("SELECT count(*) FROM sqlite_schema") == 0,
            "nothing was imported through the link")
        // The empty database that failed attempt left is not a new store: the old files still are.
        #expect(throws: StoreError.refused(FileRefusal(path: temp.paths.daysDirectory, problem: .symlink))) {
            try Store.existing(paths: temp.paths)
        }
    }

    @Test func oldFilesLeftByAnInterruptedMoveAreMovedNextTime() throws {
        let temp = try TemporaryStore(create: false)
        _ = try writeFileStore(temp)
        _ = try Store.open(paths: temp.paths, language: .en, now: 0)
        try temp.write(#"{"schema": 1, "created": "2026-01-01T08:00:00Z"}"#, to: temp.paths.marker)
        let store = try #require(try Store.existing(paths: temp.paths))
        #expect(!FileManager.default.fileExists(atPath: temp.paths.marker))
        #expect(try store.recordedDays().count == 2, "the database was not imported twice")
    }

    @Test func anOldStoreFromANewerSchemaIsRefusedBeforeAnythingIsCreated() throws {
        let temp = try TemporaryStore(create: false)
        try FileManager.default.createDirectory(atPath: temp.paths.root, withIntermediateDirectories: true)
        try temp.write(#"{"schema": 3, "created": "2030-01-01T00:00:00Z"}"#, to: temp.paths.marker)
        #expect(throws: StoreError.newerSchema(path: temp.paths.marker, found: 3)) {
            try Store.open(paths: temp.paths, language: .en, now: 0)
        }
        #expect(!FileManager.default.fileExists(atPath: temp.paths.database))
    }
}
