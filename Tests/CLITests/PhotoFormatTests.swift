import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaCLI
@testable import formanza_photo

/// Only the formats the documentation lists (JPEG, PNG, WebP, HEIC) reach a decoder, recognised
/// by their content, never their name: every other format libvips could read is refused by the
/// real `formanza answer` (through the real `formanza-photo` helper) with a message naming the
/// allowed ones, and a JPEG whose data ends before its header says is refused, not padded with
/// grey. The terminal previews decode only JPEGs the helper could have written.
@Suite struct PhotoFormatTests {
    static let refusal = "is not a JPEG, PNG, WebP or HEIC image, the formats a photo can be"

    func sandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "photo", "--title", "Front").status == 0)
        return sandbox
    }

    func stored(_ sandbox: FormsSandbox) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.storeRoot + "/photos")) ?? [])
            .filter { $0.hasSuffix(".jpg") && !$0.hasSuffix(".thumb.jpg") }
    }

    /// The frame header's height of a JPEG rewritten to `factor` times itself: the data then
    /// ends long before the rows the header claims.
    static func claimTaller(_ path: String, factor: Int) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let frame = try #require(
            (0..<bytes.count - 9).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        let height = (Int(bytes[frame + 5]) << 8 | Int(bytes[frame + 6])) * factor
        bytes[frame + 5] = UInt8(height >> 8)
        bytes[frame + 6] = UInt8(height & 0xFF)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func formatsTheDocumentationDoesNotListAreRefusedNamingTheAllowedOnes() throws {
        let sandbox = try sandbox()
        let base = sandbox.base
        var files: [String] = []
        for suffix in ["tif", "gif", "ppm", "jp2", "fits"] {
            let path = base + "/sample." + suffix
            try PhotoSamples.write(path, width: 64, height: 48)
            files.append(path)
        }
        // A TIFF named as a JPEG: the content decides.
        try FileManager.default.copyItem(atPath: base + "/sample.tif", toPath: base + "/tiff.jpg")
        files.append(base + "/tiff.jpg")
        let handWritten: [(String, [UInt8])] = [
            (
                "doc.pdf",
                Array("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)
            ),
            ("drawing.svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>\n".utf8)),
            ("scan.exr", [0x76, 0x2F, 0x31, 0x01, 0x02, 0, 0, 0] + [UInt8](repeating: 0, count: 64)),
            // An AV1 HEIF (AVIF): the structural brand alone is not HEIC.
            ("phone.heic", [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("mif1miafMA1B".utf8)),
        ]
        for (name, bytes) in handWritten {
            try Data(bytes).write(to: URL(fileURLWithPath: base + "/" + name))
            files.append(base + "/" + name)
        }
        for path in files {
            let run = try sandbox.run("answer", "--form", "Body", "Front=" + path)
            #expect(run.status == 1 && run.stderr.contains(Self.refusal), "\(path): \(run)")
        }
        let spanish = try sandbox.run(
            "answer", "--form", "Body", "Front=" + base + "/sample.gif", env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("no es una imagen JPEG, PNG, WebP ni HEIC"), "\(spanish)")
        #expect(stored(sandbox).isEmpty, "nothing stored: \(stored(sandbox))")
    }

    @Test func aJPEGWhoseDataEndsBeforeItsHeaderSaysIsRefusedNotPadded() throws {
        let sandbox = try sandbox()
        let tall = sandbox.base + "/tall.jpg"
        try PhotoSamples.write(tall, width: 200, height: 150)
        try Self.claimTaller(tall, factor: 4)
        let run = try sandbox.run("answer", "--form", "Body", "Front=" + tall)
        #expect(run.status == 1 && run.stderr.contains("is damaged or cut short"), "\(run)")
        #expect(stored(sandbox).isEmpty)
    }

    @Test func theListedFormatsAreStoredWhateverTheirName() throws {
        for (file, written) in [
            ("photo.jpg", "photo.jpg"), ("photo.png", "photo.png"), ("photo.webp", "photo.webp"),
            ("png-named.jpg", "source.png"),
        ] {
            let sandbox = try sandbox()
            try PhotoSamples.write(sandbox.base + "/" + written, width: 120, height: 90)
            if file != written {
                try FileManager.default.moveItem(
                    atPath: sandbox.base + "/" + written, toPath: sandbox.base + "/" + file)
            }
            let run = try sandbox.run("answer", "--form", "Body", "Front=" + sandbox.base + "/" + file)
            #expect(run.status == 0, "\(file): \(run)")
            #expect(stored(sandbox).count == 1, "\(file): \(stored(sandbox))")
        }
    }

    /// The previews read the store's photos with libjpeg alone: a file planted under a stored
    /// photo's name that is not a JPEG, claims more rows than it holds, or claims a size no
    /// stored photo has is not drawn.
    @Test func previewsDrawOnlyJPEGsTheHelperCouldHaveWritten() throws {
        let base = try TemporaryDirectory(prefix: "photo-format")
        let paths = StorePaths(root: base.path + "/store", runtime: base.path + "/run", config: base.path + "/config")
        try FileManager.default.createDirectory(atPath: paths.photosDirectory, withIntermediateDirectories: true)
        let name = String(repeating: "cd", count: 16) + "-200x150"
        let file = paths.photosDirectory + "/" + name + ".jpg"
        let view = PhotoView(paths: paths, pictures: true)
        let drawn = { view.picture(name, columns: 20, rows: 10, thumbnail: false, symbolsOnly: true) != nil }

        try PhotoSamples.write(file, width: 200, height: 150)
        #expect(drawn(), "a real stored JPEG is drawn")
        try Self.claimTaller(file, factor: 4)
        #expect(!drawn(), "padded data is not drawn")
        try FileManager.default.removeItem(atPath: file)
        try PhotoSamples.write(base.path + "/planted.png", width: 200, height: 150)
        try FileManager.default.moveItem(atPath: base.path + "/planted.png", toPath: file)
        #expect(!drawn(), "a PNG under a JPEG's name is not drawn")
        try FileManager.default.removeItem(atPath: file)
        try PhotoSamples.writeBomb(file)
        #expect(!drawn(), "a header claiming 30,000 × 30,000 pixels is not decoded")
    }
}

/// The first bytes `formanza-photo` recognises a photo by, before libvips opens it.
@Suite struct PhotoFormatRecognitionTests {
    static func ftyp(_ major: String, _ compatible: [String], size: Int? = nil) -> [UInt8] {
        let body = Array("ftyp\(major)".utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
        let length = size ?? body.count + 4
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
    }

    @Test func theFourFormatsByTheirMagicBytes() {
        #expect(PhotoFormat.recognise([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(PhotoFormat.recognise([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(PhotoFormat.recognise(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(PhotoFormat.recognise(Self.ftyp("heic", ["mif1", "heic"])) == .heic)
        #expect(PhotoFormat.recognise(Self.ftyp("mif1", ["mif1", "heic"])) == .heic)
        #expect(PhotoFormat.recognise(Self.ftyp("msf1", ["hevc"])) == .heic)
    }

    @Test func othersAndLookAlikesAreNone() {
        #expect(PhotoFormat.recognise([]) == nil)
        #expect(PhotoFormat.recognise([0xFF, 0xD8]) == nil, "too short for a JPEG")
        #expect(PhotoFormat.recognise(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(PhotoFormat.recognise(Array("II*\u{0}".utf8)) == nil, "TIFF")
        #expect(PhotoFormat.recognise(Array("GIF89a".utf8)) == nil)
        #expect(PhotoFormat.recognise(Array("%PDF-1.7".utf8)) == nil)
        #expect(PhotoFormat.recognise(Self.ftyp("avif", ["mif1", "miaf"])) == nil, "AVIF")
        #expect(PhotoFormat.recognise(Self.ftyp("mif1", ["mif1", "avif"])) == nil, "HEIF without HEVC")
        #expect(PhotoFormat.recognise(Self.ftyp("isom", ["mp41", "heic"])) == nil, "an MP4")
        #expect(PhotoFormat.recognise(Self.ftyp("mif1", ["heic"], size: 12)) == nil, "a box too short for its brands")
        #expect(PhotoFormat.recognise(Self.ftyp("mif1", ["mif1", "heic"], size: 20)) == nil, "heic outside the box")
    }
}
