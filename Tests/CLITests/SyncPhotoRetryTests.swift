import FormanzaSQLite
import FormanzaTestSupport
import Foundation
import Testing

/// A photo copy that fails on a full disk loses nothing and is tried again later, in both
/// directions; and the unused-photo ledger follows answers merged from another device as it
/// follows answers made here. Two stores (two HOMEs) share one folder, through the real program;
/// the full disk is a real tmpfs too small for the photo, made larger again.
@Suite(.serialized) struct SyncPhotoRetryTests {
    func photoSandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        return sandbox
    }

    /// The names of the photos in `directory` (each `NAME.jpg`, beside its thumbnail).
    func photos(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
            $0.hasSuffix(".jpg") && !$0.hasSuffix(".thumb.jpg") && !$0.hasPrefix(".")
        }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The unused-photo ledger's rows, name to the second it was noted unreferenced.
    func ledger(_ sandbox: FormsSandbox) throws -> [String: Int64] {
        let connection = try Connection(path: sandbox.storeRoot + "/store.db", readOnly: true)
        let exists = try connection.integer(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'unreferenced_photos'")
        guard exists == 1 else { return [:] }
        var rows: [String: Int64] = [:]
        try connection.statement("SELECT name, since FROM unreferenced_photos").scan { row in
            rows[row.text(0) ?? ""] = row.integer(1)
            return true
        }
        return rows
    }

    func onlyDevice(_ shared: String) throws -> String {
        try #require(try FileManager.default.contentsOfDirectory(atPath: shared + "/devices").first)
    }

    @Test func aPhotoThatCannotBeCopiedInForAFullDiskArrivesOnceThereIsRoom() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncretry") + "/shared"
        let laptop = try photoSandbox()
        let desktop = try FormsSandbox()
        let original = laptop.base + "/front.jpg"
        try PhotoSamples.write(original, width: 640, height: 480)
        #expect(try laptop.run("sync", "setup", shared, "--name", "laptop").status == 0)
        #expect(try laptop.run("answer", "--form", "Body", "Front=" + original, "--date", "2026-11-30").status == 0)
        let sent = photos(shared + "/devices/" + (try onlyDevice(shared)) + "/photos")
        #expect(sent.count == 1, "\(sent)")

        // The desktop's photos folder is a file system with no room for the photo.
        let stored = desktop.storeRoot + "/photos"
        try FileManager.default.createDirectory(atPath: stored, withIntermediateDirectories: true)
        let disk = try SmallFileSystem(kilobytes: 4, on: stored)
        let joined = try desktop.run("sync", "setup", shared, "--name", "desktop")
        #expect(joined.status == 0, "\(joined)")
        let export = try desktop.run("export")
        #expect(export.status == 0 && export.stdout.contains(sent[0]), "\(export)")
        #expect(photos(stored).isEmpty, "no room: nothing copied")

        // Still no room: the next command tries again, and still loses nothing.
        #expect(try desktop.run("export").stdout == export.stdout)
        #expect(photos(stored).isEmpty)

        try disk.resize(kilobytes: 4096)
        #expect(try desktop.run("forms").status == 0)
        #expect(photos(stored) == sent, "copied in once there is room")
        let name = try #require(sent.first)
        #expect(
            FileManager.default.contents(atPath: stored + "/" + name + ".jpg")
                == FileManager.default.contents(atPath: laptop.storeRoot + "/photos/" + name + ".jpg"))
    }

    @Test func aPhotoThatCannotBeCopiedOutForAFullDiskTravelsOnceThereIsRoom() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncretry") + "/shared"
        let laptop = try photoSandbox()
        let desktop = try FormsSandbox()
        #expect(try laptop.run("sync", "setup", shared, "--name", "laptop").status == 0)
        let outgoing = shared + "/devices/" + (try onlyDevice(shared)) + "/photos"
        try FileManager.default.createDirectory(atPath: outgoing, withIntermediateDirectories: true)
        let disk = try SmallFileSystem(kilobytes: 4, on: outgoing)
        let original = laptop.base + "/front.jpg"
        try PhotoSamples.write(original, width: 640, height: 480)
        let answered = try laptop.run("answer", "--form", "Body", "Front=" + original, "--date", "2026-11-30")
        #expect(answered.status == 0, "the answer is kept and published: \(answered)")
        #expect(photos(outgoing).isEmpty, "no room in the sync folder")

        #expect(try desktop.run("sync", "setup", shared, "--name", "desktop").status == 0)
        #expect(try desktop.run("export").stdout.contains("\"photo\""), "the answer travelled without its photo")
        #expect(photos(desktop.storeRoot + "/photos").isEmpty)

        // Room again: the laptop's next command (no change of the answer) sends the photo.
        try disk.resize(kilobytes: 4096)
        #expect(try laptop.run("forms").status == 0)
        let name = try #require(photos(laptop.storeRoot + "/photos").first)
        #expect(photos(outgoing) == [name])
        #expect(try desktop.run("forms").status == 0)
        #expect(photos(desktop.storeRoot + "/photos") == [name])
    }

    @Test func mergedAnswersKeepTheUnusedPhotoLedgerAsLocalOnesDo() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncledger") + "/shared"
        let laptop = try photoSandbox()
        // The desktop's own form has another title, so `--form Body` names one form everywhere.
        let desktop = try FormsSandbox()
        #expect(try desktop.run("form", "new", "Snap").status == 0)
        #expect(try desktop.run("screen", "add", "Snap", "--type", "photo", "--title", "Front").status == 0)
        let first = laptop.base + "/first.jpg"
        let second = laptop.base + "/second.jpg"
        try PhotoSamples.write(first, width: 640, height: 480)
        try PhotoSamples.write(second, width: 480, height: 640)

        // The desktop stored the first photo itself, then replaced its answer: the ledger
        // holds it as unused since long ago, due to be swept.
        let copy = desktop.base + "/first.jpg"
        try FileManager.default.copyItem(atPath: first, toPath: copy)
        let other = desktop.base + "/other.jpg"
        try PhotoSamples.write(other, width: 200, height: 200)
        let long = ["FORMANZA_NOW": "2026-01-01T10:00:00Z"]
        let firstAnswer = try desktop.run(
            ["answer", "--form", "Snap", "--date", "2026-01-01", "Front=" + copy], env: long)
        #expect(firstAnswer.status == 0, "\(firstAnswer)")
        let firstName = try #require(photos(desktop.storeRoot + "/photos").first)
        let replaced = try desktop.run(
            ["answer", "--form", "Snap", "--date", "2026-01-01", "Front=" + other], env: long)
        #expect(replaced.status == 0, "\(replaced)")
        let held = try ledger(desktop)
        #expect(held[firstName] != nil, "unused on the desktop: \(held)")

        // The laptop answers with the same photo; the desktop merges it: in use, out of the ledger.
        #expect(try laptop.run("sync", "setup", shared, "--name", "laptop").status == 0)
        #expect(try laptop.run("answer", "--form", "Body", "Front=" + first, "--date", "2026-11-30").status == 0)
        #expect(try desktop.run("sync", "setup", shared, "--name", "desktop").status == 0)
        #expect(try ledger(desktop)[firstName] == nil, "a photo a merged answer names is not swept")

        // The laptop replaces that answer: on the desktop the first photo becomes unused from
        // the merge on, like a replacement made there, and the second one is in use.
        #expect(try laptop.run("answer", "--form", "Body", "Front=" + second, "--date", "2026-11-30").status == 0)
        let before = Int64(Date().timeIntervalSince1970)
        #expect(try desktop.run("forms").status == 0)
        let after = Int64(Date().timeIntervalSince1970)
        let secondName = try #require(photos(laptop.storeRoot + "/photos").first { $0 != firstName })
        let noted = try ledger(desktop)
        #expect(noted[secondName] == nil, "\(noted)")
        let since = try #require(noted[firstName], "\(noted)")
        #expect(since >= before && since <= after, "noted at the merge: \(since) in \(before)...\(after)")

        // A writer a day later sweeps it; the photo in use stays.
        let third = desktop.base + "/third.jpg"
        try PhotoSamples.write(third, width: 320, height: 240)
        let later = Date(timeIntervalSince1970: TimeInterval(after + 24 * 3600 + 60))
        let sweep = ["FORMANZA_NOW": ISO8601DateFormatter().string(from: later)]
        let written = try desktop.run(
            ["answer", "--form", "Snap", "--date", "2026-11-29", "Front=" + third], env: sweep)
        #expect(written.status == 0, "\(written)")
        let left = photos(desktop.storeRoot + "/photos")
        #expect(!left.contains(firstName), "swept a day after the merge left it unused: \(left)")
        #expect(left.contains(secondName), "\(left)")
    }
}
