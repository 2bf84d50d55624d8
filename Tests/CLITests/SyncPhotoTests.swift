import FormanzaTestSupport
import Foundation
import Testing

/// Photos travel through the sync folder beside the answers naming them: two stores (two
/// HOMEs) sharing one folder, through the real program.
@Suite struct SyncPhotoTests {
    func photoSandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        return sandbox
    }

    func storedPhotos(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
            $0.hasSuffix(".jpg") && !$0.hasPrefix(".")
        }.sorted()
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aPhotoAnsweredOnOneStoreArrivesWholeOnTheOther() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncphotos") + "/shared"
        let laptop = try photoSandbox()
        let desktop = try FormsSandbox()
        let original = laptop.base + "/front.jpg"
        try PhotoSamples.write(original, width: 1200, height: 900)
        #expect(try laptop.run("sync", "setup", shared, "--name", "laptop").status == 0)
        let answered = try laptop.run("answer", "--form", "Body", "Front=" + original, "--date", "2026-11-30")
        #expect(answered.status == 0, "\(answered)")
        let names = storedPhotos(laptop.storeRoot + "/photos")
        #expect(names.count == 2, "the photo and its thumbnail: \(names)")

        let joined = try desktop.run("sync", "setup", shared, "--name", "desktop")
        #expect(joined.status == 0, "\(joined)")
        #expect(storedPhotos(desktop.storeRoot + "/photos") == names)
        for name in names {
            let here = bytes(laptop.storeRoot + "/photos/" + name)
            #expect(here != nil && here == bytes(desktop.storeRoot + "/photos/" + name), "\(name) is the same bytes")
        }
        #expect(try laptop.run("export").stdout == (try desktop.run("export").stdout))
        let shown = try desktop.run(
            "photo", "compare", "Body", "Front", "--date", "2026-11-30", "--date", "2026-11-30", "--json")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.contains(desktop.storeRoot + "/photos/"), "\(shown.stdout)")
    }

    @Test func anAnswerArrivesFirstAndItsPhotoWhenTheFileLandsButNeverAForgery() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncphotos") + "/shared"
        let laptop = try photoSandbox()
        let desktop = try FormsSandbox()
        #expect(try laptop.run("sync", "setup", shared, "--name", "laptop").status == 0)
        #expect(try desktop.run("sync", "setup", shared, "--name", "desktop").status == 0)
        let original = laptop.base + "/front.jpg"
        try PhotoSamples.write(original, width: 640, height: 480)
        #expect(try laptop.run("answer", "--form", "Body", "Front=" + original).status == 0)

        // The folder tool has not carried the files yet: they are held back.
        let device = try #require(
            try FileManager.default.contentsOfDirectory(atPath: shared + "/devices").first {
                FileManager.default.fileExists(atPath: shared + "/devices/" + $0 + "/photos")
            })
        let sent = shared + "/devices/" + device + "/photos"
        let held = laptop.base + "/held"
        try FileManager.default.moveItem(atPath: sent, toPath: held)
        let export = try desktop.run("export")
        #expect(export.status == 0 && export.stdout.contains("\"photo\""), "the answer is merged anyway: \(export)")
        #expect(storedPhotos(desktop.storeRoot + "/photos").isEmpty)

        // A file that is not the photo its name says is never taken.
        try FileManager.default.createDirectory(atPath: sent, withIntermediateDirectories: false)
        let names = try FileManager.default.contentsOfDirectory(atPath: held).sorted()
        for name in names {
            var forged = try #require(bytes(held + "/" + name))
            forged[forged.count / 2] ^= 0xff
            try forged.write(to: URL(fileURLWithPath: sent + "/" + name))
        }
        #expect(try desktop.run("export").status == 0)
        #expect(storedPhotos(desktop.storeRoot + "/photos").isEmpty, "a changed byte fails the name's hash")

        // The true files land: the next command copies them in.
        for name in names {
            try FileManager.default.removeItem(atPath: sent + "/" + name)
            try FileManager.default.copyItem(atPath: held + "/" + name, toPath: sent + "/" + name)
        }
        #expect(try desktop.run("export").status == 0)
        #expect(storedPhotos(desktop.storeRoot + "/photos") == names)
        for name in names {
            #expect(bytes(held + "/" + name) == bytes(desktop.storeRoot + "/photos/" + name))
        }
    }
}
