import Foundation
import Testing

/// Photo answers stored from real image files through `formanza answer` and the line mode:
/// turned upright, shrunk, stripped of metadata, stored once, and every bad file refused with
/// nothing saved.
@Suite struct PhotoAnswerTests {
    func sandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        #expect(
            try sandbox.run(
                "screen", "add", "Body", "--type", "multi-photo", "--title", "Sides",
                "--names", "Left,Right,Back,Top,Under,Over,Extra"
            ).status == 0)
        return sandbox
    }

    var photos: (FormsSandbox) -> [String] {
        { sandbox in
            ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.storeRoot + "/photos")) ?? [])
                .filter { $0.hasSuffix(".jpg") && !$0.hasPrefix(".") }.sorted()
        }
    }

    func storedName(_ sandbox: FormsSandbox, screen: String = "Front") throws -> String {
        let rows = try sandbox.summaryRows(form: "Body")
        let id = try #require(try screenID(sandbox, screen))
        return try #require(rows[id]?.value)
    }

    func screenID(_ sandbox: FormsSandbox, _ title: String) throws -> String? {
        let list = try sandbox.json("screen", "list", "Body", "--json") as? [[String: Any]]
        return list?.first { ($0["title"] as? String) == title }?["id"] as? String
    }

    @Test func aPhoneJPEGIsStoredUprightSmallerAndWithoutItsLocation() throws {
        let sandbox = try sandbox()
        let original = sandbox.base + "/phone.jpg"
        try PhotoSamples.write(original, width: 2400, height: 1200, orientation: 6, location: true)
        let before = try PhotoSamples.read(original)
        #expect(before.hasMetadata, "the sample carries EXIF, GPS and XMP to be removed")
        let originalBytes = try Data(contentsOf: URL(fileURLWithPath: original))

        let run = try sandbox.run("answer", "--form", "Body", "Front=" + original)
        #expect(run.status == 0, "\(run)")
        let name = try storedName(sandbox)
        #expect(name.hasSuffix("-800x1600"), "turned upright (portrait) and at most 1600 px: \(name)")
        let stored = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).jpg")
        #expect(stored.width == 800 && stored.height == 1600)
        #expect(!stored.hasMetadata, "no EXIF, GPS, XMP or IPTC left")
        // Orientation 6 turns the picture a quarter clockwise: the ramp's left edge (no red) is now on top.
        #expect(stored.redTop + 100 < stored.redBottom, "\(stored)")
        #expect(stored.greenLeft > stored.greenRight + 100, "\(stored)")
        let thumbnail = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).thumb.jpg")
        #expect(thumbnail.width == 160 && thumbnail.height == 320 && !thumbnail.hasMetadata)
        #expect(try Data(contentsOf: URL(fileURLWithPath: original)) == originalBytes, "the original is untouched")
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.storeRoot + "/photos/\(name).jpg")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let column = try sandbox.launch(
            "/usr/bin/sqlite3",
            [
                sandbox.storeRoot + "/store.db",
                "SELECT typeof(value) || ' ' || value FROM answers WHERE type = 'photo'",
            ], input: nil, env: [:])
        #expect(
            column.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "text " + name,
            "the answer holds the reference, never image bytes: \(column)")
    }

    @Test func aLargeJPEGDecodedAtHalfSizeStillComesOutUprightAt1600AndACutOneIsRefused() throws {
        let sandbox = try sandbox()
        let large = sandbox.base + "/large.jpg"
        let cut = sandbox.base + "/large-cut.jpg"
        // 4000 px long: libjpeg decodes it at 2000 px, then it is resized to 1600.
        try PhotoSamples.write(large, width: 4000, height: 3000, orientation: 6, location: true)
        try PhotoSamples.write(cut, width: 4000, height: 3000)
        try PhotoSamples.truncate(cut, to: 0.5)
        let run = try sandbox.run("answer", "--form", "Body", "Front=" + large)
        #expect(run.status == 0, "\(run)")
        let name = try storedName(sandbox)
        #expect(name.hasSuffix("-1200x1600"), "upright and at most 1600 px: \(name)")
        let stored = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).jpg")
        #expect(stored.width == 1200 && stored.height == 1600 && !stored.hasMetadata)
        #expect(stored.redTop + 100 < stored.redBottom && stored.greenLeft > stored.greenRight + 100, "\(stored)")
        let thumbnail = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).thumb.jpg")
        #expect(thumbnail.width == 240 && thumbnail.height == 320)
        let refused = try sandbox.run("answer", "--form", "Body", "--date", "yesterday", "Front=" + cut)
        #expect(refused.status == 1 && refused.stderr.contains("is damaged or cut short"), "\(refused)")
        #expect(photos(sandbox) == [name + ".jpg", name + ".thumb.jpg"], "\(photos(sandbox))")
    }

    @Test func aJPEGWhoseScaledSizeIsJustUnder1600IsKeptAtThatSizeUpright() throws {
        let sandbox = try sandbox()
        let camera = sandbox.base + "/camera.jpg"
        // 3000 px long: libjpeg's half scale, 1500 px, is within an eighth of 1600 and is kept
        // as decoded (no second resize), turned upright.
        try PhotoSamples.write(camera, width: 3000, height: 2000, orientation: 6, location: true)
        let run = try sandbox.run("answer", "--form", "Body", "Front=" + camera)
        #expect(run.status == 0, "\(run)")
        let name = try storedName(sandbox)
        #expect(name.hasSuffix("-1000x1500"), "upright at libjpeg's half scale: \(name)")
        let stored = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).jpg")
        #expect(stored.width == 1000 && stored.height == 1500 && !stored.hasMetadata)
        #expect(stored.redTop + 100 < stored.redBottom && stored.greenLeft > stored.greenRight + 100, "\(stored)")
        let thumbnail = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).thumb.jpg")
        #expect(thumbnail.width == 213 && thumbnail.height == 320 && !thumbnail.hasMetadata, "\(thumbnail)")
    }

    @Test func aHEICPhotoIsStoredThroughLibvipsOptionalModules() throws {
        let sandbox = try sandbox()
        let heic = sandbox.base + "/phone.heic"
        try PhotoSamples.write(heic, width: 640, height: 480)
        let run = try sandbox.run("answer", "--form", "Body", "Front=" + heic)
        #expect(run.status == 0, "\(run)")
        let name = try storedName(sandbox)
        #expect(name.hasSuffix("-640x480"), "\(name)")
        let stored = try PhotoSamples.read(sandbox.storeRoot + "/photos/\(name).jpg")
        #expect(stored.width == 640 && stored.height == 480 && !stored.hasMetadata, "\(stored)")
    }

    @Test func aSmallPNGIsNotEnlargedAndTheSamePhotoIsStoredOnce() throws {
        let sandbox = try sandbox()
        let png = sandbox.base + "/small.png"
        try PhotoSamples.write(png, width: 300, height: 200)
        #expect(try sandbox.run("answer", "--form", "Body", "Front=" + png).status == 0)
        #expect(try sandbox.run("answer", "--form", "Body", "--date", "yesterday", "Front=" + png).status == 0)
        let name = try storedName(sandbox)
        #expect(name.hasSuffix("-300x200"))
        #expect(
            photos(sandbox) == [name + ".jpg", name + ".thumb.jpg"], "two days, one stored photo: \(photos(sandbox))")
        let webp = sandbox.base + "/wide.webp"
        try PhotoSamples.write(webp, width: 4000, height: 1000)
        #expect(try sandbox.run("answer", "--form", "Body", "Front=" + webp).status == 0)
        #expect(try storedName(sandbox).hasSuffix("-1600x400"))
    }

    @Test func everyBadFileIsRefusedWithItsReasonAndNothingIsSaved() throws {
        let sandbox = try sandbox()
        let base = sandbox.base
        try "just text\n".write(toFile: base + "/notes.txt", atomically: true, encoding: .utf8)
        try PhotoSamples.write(base + "/cut.jpg", width: 1200, height: 900)
        try PhotoSamples.truncate(base + "/cut.jpg", to: 0.5)
        try PhotoSamples.writeBomb(base + "/bomb.jpg")
        #expect(mkfifo(base + "/fifo", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: base + "/folder", withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            (base + "/missing.jpg", "no such file: \(base)/missing.jpg"),
            (base + "/folder", "is a folder, not an image"),
            (base + "/fifo", "is not a regular file"),
            (base + "/notes.txt", "is not a JPEG, PNG, WebP or HEIC image, the formats a photo can be"),
            (base + "/cut.jpg", "is damaged or cut short"),
            (base + "/bomb.jpg", "is too large: more than 120 megapixels"),
        ]
        for (path, message) in cases {
            let run = try sandbox.run("answer", "--form", "Body", "Front=" + path)
            #expect(
                run.status == 1 && run.stderr.contains("Front: ") && run.stderr.contains(message), "\(path): \(run)")
        }
        let spanish = try sandbox.run(
            "answer", "--form", "Body", "Front=" + base + "/fifo", env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("no es un archivo normal"), "\(spanish)")
        let answers = try sandbox.launch(
            "/usr/bin/sqlite3", [sandbox.storeRoot + "/store.db", "SELECT count(*) FROM answers"],
            input: nil, env: [:])
        #expect(answers.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "nothing saved: \(answers)")
        #expect(photos(sandbox).isEmpty, "nothing stored: \(photos(sandbox))")
    }

    @Test func aFileThePersonCannotReadIsRefused() throws {
        let sandbox = try sandbox()
        let secret = sandbox.base + "/secret.jpg"
        try PhotoSamples.write(secret, width: 100, height: 100)
        #expect(chmod(secret, 0) == 0)
        var arguments = ["answer", "--form", "Body", "Front=" + secret]
        var program: String?
        if getuid() == 0 {
            // root reads any file: run as nobody, who owns the sandbox but not the photo.
            #expect(chown(sandbox.base, 65534, 65534) == 0)
            try FileManager.default.subpathsOfDirectory(atPath: sandbox.base).forEach {
                chown(sandbox.base + "/" + $0, 65534, 65534)
            }
            #expect(chown(secret, 0, 0) == 0)
            program = "/usr/bin/setpriv"
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", FormsSandbox.binary] + arguments
        }
        let run =
            program == nil
            ? try sandbox.run(arguments)
            : try sandbox.launch(program!, arguments, input: nil, env: [:])
        #expect(run.status == 1 && run.stderr.contains("cannot read \(secret): Permission denied"), "\(run)")
    }

    @Test func namedPhotosTakeTheScreensNamesUpToSix() throws {
        let sandbox = try sandbox()
        let a = sandbox.base + "/a.jpg"
        let b = sandbox.base + "/b.jpg"
        try PhotoSamples.write(a, width: 300, height: 400)
        try PhotoSamples.write(b, width: 400, height: 300)
        let unknown = try sandbox.run("answer", "--form", "Body", "Sides=Middle:" + a)
        #expect(
            unknown.status == 1 && unknown.stderr.contains("no photo is named \"Middle\"; the names are Left, Right"),
            "\(unknown)")
        let seven = (["left", "right", "back", "top", "under", "over"].map { "\($0):\(a)" } + ["extra:" + b]).joined(
            separator: ",")
        let tooMany = try sandbox.run("answer", "--form", "Body", "Sides=" + seven)
        #expect(tooMany.status == 1 && tooMany.stderr.contains("at most 6 photos"), "\(tooMany)")
        let run = try sandbox.run("answer", "--form", "Body", "Sides=left:\(a),Back:\(b)", "Front=" + a)
        #expect(
            run.status == 0 && run.stdout.contains("Complete"),
            "one photo is enough to answer a multi-photo screen: \(run)")
        let summary = try sandbox.run("summary", "--form", "Body")
        #expect(summary.stdout.contains("Left [photo 300×400], Back [photo 400×300]"), "\(summary)")
        #expect(summary.stdout.contains("Front  [photo 300×400]"), "\(summary)")
    }

    @Test func theLineModeTakesPathsAndReachesComplete() throws {
        let sandbox = try sandbox()
        let a = sandbox.base + "/a.jpg"
        try PhotoSamples.write(a, width: 300, height: 400)
        let run = try sandbox.run(
            ["checkin", "--form", "Body", "--line"], input: "\(sandbox.base)/none.jpg\n\(a)\nRight:\(a)\n")
        #expect(run.status == 0 && run.stdout.contains("Complete"), "\(run)")
        #expect(run.stderr.contains("no such file"), "\(run)")
        #expect(run.stdout.contains("the image file's path") && run.stdout.contains("NAME:PATH,NAME:PATH"), "\(run)")
    }

    @Test func photoShowAndCompareDrawOrPrintThePhotos() throws {
        let sandbox = try sandbox()
        let a = sandbox.base + "/a.jpg"
        let b = sandbox.base + "/b.png"
        try PhotoSamples.write(a, width: 300, height: 400)
        try PhotoSamples.write(b, width: 400, height: 300)
        #expect(try sandbox.run("answer", "--form", "Body", "--date", "2026-11-20", "Front=" + a).status == 0)
        #expect(try sandbox.run("answer", "--form", "Body", "Front=" + b).status == 0)
        let show = try sandbox.run("photo", "show", "Body", "Front", "--date", "2026-11-20")
        #expect(show.status == 0 && show.stdout.contains("[photo 300×400]"), "a pipe gets the plain line: \(show)")
        let latest = try sandbox.run("photo", "show", "Body", "Front")
        #expect(latest.stdout.contains("2 Dec 2026") && latest.stdout.contains("[photo 400×300]"), "\(latest)")
        let compare = try sandbox.run("photo", "compare", "Body", "Front", "--date", "2026-11-20", "--date", "today")
        #expect(
            compare.stdout.contains("20 Nov 2026") && compare.stdout.contains("[photo 300×400]   ")
                && compare.stdout.contains("[photo 400×300]"), "\(compare)")
        let json = try sandbox.json(
            "photo", "compare", "Body", "Front", "--date", "2026-11-20", "--date", "2026-12-02", "--json")
        let entries = try #require((json as? [String: Any])?["photos"] as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == ["2026-11-20", "2026-12-02"])
        for entry in entries {
            #expect(FileManager.default.fileExists(atPath: try #require(entry["path"] as? String)))
            #expect(FileManager.default.fileExists(atPath: try #require(entry["thumbnail"] as? String)))
        }
        let missingDay = try sandbox.run("photo", "compare", "Body", "Front", "--date", "2026-11-21", "--date", "today")
        #expect(missingDay.status == 1 && missingDay.stderr.contains("has no photo on 21 Nov 2026"), "\(missingDay)")
        let oneDate = try sandbox.run("photo", "compare", "Body", "Front", "--date", "today")
        #expect(oneDate.status == 2, "\(oneDate)")
    }
}
