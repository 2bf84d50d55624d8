import Foundation
import Testing

@testable import FormanzaSync

/// The checks a photo from another device passes before it is stored: its SHA-256 (the name's
/// hash) and its JPEG frame (the name's size).
@Suite struct SyncPhotoCheckTests {
    @Test func sha256GivesTheStandardDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding does not fit after 56 bytes.
        let twoBlocks = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(twoBlocks) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func aJPEGFrameGivesItsSizeAndAnythingElseNone() {
        // SOI, an APP0 segment, a baseline frame of 640 × 480, end of image.
        let app0: [UInt8] = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]
        let frame: [UInt8] = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00]
        let jpeg: [UInt8] = [0xff, 0xd8] + app0 + frame + [0xff, 0xd9]
        let size = JPEGHeader.dimensions(jpeg)
        #expect(size?.width == 640 && size?.height == 480)
        #expect(JPEGHeader.dimensions(Array(jpeg.dropLast())) == nil, "cut short: no end marker")
        #expect(JPEGHeader.dimensions(Array("not a jpeg at all".utf8)) == nil)
        // A segment length of zero would never move on: refused, not looped on.
        #expect(JPEGHeader.dimensions([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0xff, 0xd9]) == nil)
        // Scan data before any frame header.
        #expect(JPEGHeader.dimensions([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]) == nil)
    }
}
