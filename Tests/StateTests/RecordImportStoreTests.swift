import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// What an import of records asks of the store and leaves in it: the forms whose answers it
/// keeps, whether a photo is stored, and the photo ledger after a photo answer is replaced.
@Suite struct RecordImportStoreTests {
    static let first = "0123456789abcdef0123456789abcdef-64x48"
    static let second = "fedcba9876543210fedcba9876543210-64x48"

    func photoRecord(_ name: String, savedAt: Int64) -> AnswerRecord {
        AnswerRecord(
            form: "gone", day: day("2026-11-30"), screen: "front",
            answer: Answer(value: .photo(name), type: "photo", savedAt: savedAt))
    }

    func unreferenced(_ temp: TemporaryStore) throws -> [String] {
        try temp.store.database.access { try $0.texts("SELECT name FROM unreferenced_photos ORDER BY name") }
    }

    @Test func aReplacedPhotoStartsItsGraceAndAnImportedOneIsInUse() throws {
        let temp = try TemporaryStore()
        try temp.store.notePhotoStored(Self.second, now: 100)
        #expect(try unreferenced(temp) == [Self.second])
        try temp.store.importRecords([photoRecord(Self.first, savedAt: 1)], now: 200)
        #expect(try unreferenced(temp) == [Self.second], "the imported photo is in use, the other is not")
        try temp.store.importRecords([photoRecord(Self.second, savedAt: 2)], now: 300)
        #expect(try unreferenced(temp) == [Self.first], "the replaced photo starts its day of grace")
        let holdings = try temp.store.importHoldings()
        #expect(holdings.formsWithAnswers == ["gone"], "a form without a definition whose answers are kept")
        #expect(try holdings.heldAnswer("gone", day("2026-11-30"), "front")?.value == .photo(Self.second))
    }

    @Test func aStoredPhotoIsARegularFileInThePhotosFolderOnly() throws {
        let temp = try TemporaryStore()
        let ledger = temp.store.photoLedger
        #expect(!ledger.isStored(Self.first), "no photos folder yet")
        let folder = temp.store.paths.photosDirectory
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("jpeg".utf8).write(to: URL(fileURLWithPath: folder + "/" + Self.first + ".jpg"))
        #expect(ledger.isStored(Self.first))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/" + Self.second + ".jpg", withDestinationPath: Self.first + ".jpg")
        #expect(!ledger.isStored(Self.second), "a link is never a stored photo")
        #expect(!ledger.isStored("../" + Self.first), "a path is not a photo's name")
        try FileManager.default.createDirectory(
            atPath: folder + "/" + "00000000000000000000000000000000-1x1.jpg", withIntermediateDirectories: true)
        #expect(!ledger.isStored("00000000000000000000000000000000-1x1"), "a directory is not a photo")
    }
}
