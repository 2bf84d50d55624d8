import Foundation
import Testing

@testable import FormanzaSync

/// The fast line reader gives the very entry the general JSON decoder gives, and leaves every
/// line it does not fully understand to that decoder.
@Suite struct EntryScannerTests {
    let device = "0123456789abcdef0123456789abcdef"

    @Test func encodedEntriesReadBackTheSameThroughTheFastPath() throws {
        let texts = ["plain", "quote \" backslash \\ slash /", "línea\nnueva\ttab\u{1}", "emoji 🙂 \u{202E}", ""]
        for (index, text) in texts.enumerated() {
            let entry = SyncEntry(
                clock: HybridClock(
                    milliseconds: 1_790_000_000_000 + Int64(index), counter: Int64(index), device: device),
                kind: .answer, key: ["f", "2026-11-20", "s\(index)"],
                row: ["type": .text("text"), "unit": .null, "value": .text(text), "saved_at": .integer(-5)])
            let line = Array(EntryCodec.encode(entry).utf8)
            #expect(EntryScanner.wire(line) != nil, "the writer's own shape is read fast: \(text)")
            #expect(try EntryCodec.decode(line) == entry)
        }
        let removal = SyncEntry(
            clock: HybridClock(milliseconds: 5, counter: 0, device: device), kind: .form, key: ["f"], row: nil)
        #expect(try EntryCodec.decode(Array(EntryCodec.encode(removal).utf8)) == removal)
    }

    @Test func escapesAndSurrogatePairsDecodeAsJSONSays() throws {
        let line =
            #"{"clock":{"ms":7,"n":0,"device":"\#(device)"},"kind":"form","key":["a\u00e9\ud83d\ude42"],"row":null}"#
        let wire = try #require(EntryScanner.wire(Array(line.utf8)))
        #expect(wire.key == ["aé🙂"])
        #expect(EntryScanner.wire(Array(line.replacingOccurrences(of: #"\ude42"#, with: "x").utf8)) == nil)
    }

    @Test func anythingUnusualIsLeftToTheGeneralDecoder() throws {
        let base = #"{"clock":{"ms":7,"n":0,"device":"\#(device)"},"kind":"form","key":["f"],"row":null"#
        let unusual = [
            base + #","extra":1}"#,  // a key it does not know
            base.replacingOccurrences(of: #""ms":7"#, with: #""ms":7e0"#) + "}",  // an exponent
            base.replacingOccurrences(of: #""ms":7"#, with: #""ms":07"#) + "}",  // a leading zero
            base.replacingOccurrences(of: #""ms":7"#, with: #""ms":99999999999999999999"#) + "}",  // overflow
            base + #","row":null}"#,  // a field twice
            base + "} x",  // something after the object
        ]
        for line in unusual { #expect(EntryScanner.wire(Array(line.utf8)) == nil, "\(line)") }
        // The general decoder still reads what JSON allows: an unknown key is ignored there.
        #expect(try EntryCodec.decode(Array(unusual[0].utf8)).key == ["f"])
        #expect(throws: SyncRefusal.self) { try EntryCodec.decode(Array(unusual[5].utf8)) }
        #expect(EntryScanner.wire(Array(" \(base)} ".utf8)) != nil, "spaces between tokens are JSON")
        #expect(EntryScanner.wire([0x7b, 0x22, 0xff, 0x22]) == nil, "invalid UTF-8")
    }
}
