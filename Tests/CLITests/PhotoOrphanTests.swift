import Foundation
import Testing

/// A photo no answer refers to any more is deleted one day later, never sooner, by the next
/// writer; the clock is `FORMANZA_NOW`.
@Suite struct PhotoOrphanTests {
    func at(_ instant: String) -> [String: String] { ["FORMANZA_NOW": instant] }

    @Test func aReplacedPhotoGoesOneDayLaterNeverSooner() throws {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        #expect(
            try sandbox.run("screen", "add", "Body", "--type", "number", "--title", "Waist", "--max", "200").status == 0
        )
        let a = sandbox.base + "/a.jpg"
        let b = sandbox.base + "/b.jpg"
        try PhotoSamples.write(a, width: 300, height: 400)
        try PhotoSamples.write(b, width: 400, height: 300)
        let photos = sandbox.storeRoot + "/photos/"
        func stored() -> Set<String> {
            Set(
                ((try? FileManager.default.contentsOfDirectory(atPath: photos)) ?? []).filter {
                    $0.hasSuffix("x400.jpg") || $0.hasSuffix("x300.jpg")
                })
        }
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Front=" + a], env: at("2026-12-02T10:00:00Z")
            ).status == 0)
        let first = try #require(stored().first)
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Front=" + b], env: at("2026-12-02T11:00:00Z")
            ).status == 0)
        #expect(stored().count == 2, "the replaced photo stays for now")

        // 23 h 59 min after it became unreferenced: a writer keeps it.
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Waist=80"], env: at("2026-12-03T10:59:00Z")
            ).status == 0)
        #expect(stored().contains(first), "never sooner than a day")
        // A day later the next writer deletes it, and only it.
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Waist=81"], env: at("2026-12-03T11:00:00Z")
            ).status == 0)
        #expect(!stored().contains(first) && stored().count == 1, "\(stored())")
        #expect(!FileManager.default.fileExists(atPath: photos + first.replacing(".jpg", with: ".thumb.jpg")))
        #expect(
            FileManager.default.fileExists(atPath: a) && FileManager.default.fileExists(atPath: b),
            "the originals are never touched")

        // Removing the answer (the day keeps Waist) starts the day of grace of the other photo.
        #expect(
            try sandbox.run(
                ["remove", "--form", "Body", "--date", "2026-12-02", "Front"], env: at("2026-12-04T09:00:00Z")
            ).status == 0)
        #expect(stored().count == 1)
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Waist=82"], env: at("2026-12-05T09:00:00Z")
            ).status == 0)
        #expect(stored().isEmpty, "\(stored())")
    }

    @Test func aPhotoUsedAgainWithinTheDayIsKeptAndNothingOutsideIsDeleted() throws {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        let a = sandbox.base + "/a.jpg"
        let b = sandbox.base + "/b.jpg"
        try PhotoSamples.write(a, width: 300, height: 400)
        try PhotoSamples.write(b, width: 400, height: 300)
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-01", "Front=" + a], env: at("2026-12-02T10:00:00Z")
            ).status == 0)
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-01", "Front=" + b], env: at("2026-12-02T10:05:00Z")
            ).status == 0)
        // Another day takes the first photo again before its day is over.
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Front=" + a], env: at("2026-12-02T12:00:00Z")
            ).status == 0)
        // A bookkeeping entry naming a path outside the store is ignored.
        let outside = sandbox.base + "/keep.jpg"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside))
        let planted = try sandbox.launch(
            "/usr/bin/sqlite3",
            [
                sandbox.storeRoot + "/store.db",
                "INSERT INTO unreferenced_photos VALUES ('../../../keep', 0)",
            ], input: nil, env: [:])
        #expect(planted.status == 0, "\(planted)")
        #expect(
            try sandbox.run(
                ["answer", "--form", "Body", "--date", "2026-12-02", "Front=" + a], env: at("2026-12-09T12:00:00Z")
            ).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.storeRoot + "/photos").filter {
            $0.hasSuffix(".jpg")
        }
        #expect(
            left.count == 4 && left.filter { $0.contains("-300x400") }.count == 2,
            "the photo taken again stays, as does the one 1 December shows: \(left)")
        #expect(FileManager.default.fileExists(atPath: outside))
    }
}
