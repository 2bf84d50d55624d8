import FormanzaBase
import Foundation
import Testing

@testable import FormanzaCLI

/// A multi-photo answer's names are someone's text and become keys in `summary --json`: written
/// by `JSONText`, they must be escaped and ordered as `JSONEncoder` (the writer before it, whose
/// bytes scripts already read) wrote them.
struct StoredValueJSONTests {
    @Test func hostileNamesAreEscapedAndSortedAsTheEncoderDid() throws {
        let names = [
            "b": "1", "B \"quoted\"": "2", "é": "3", "a\u{7}bell": "4", "a10": "5", "a9": "6", "\u{202E}rtl": "7",
            "back\\slash": "8", "Ñ": "9", "e\u{301}x": "10", "f": "11", "\u{212B}": "12",
        ]
        var w = JSONText()
        try w.object { w in
            w.key("value")
            try StoredValueJSON.named(names).write(&w)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = JSONEscaping.escapingHidden(Array(try encoder.encode(["value": names])))
        #expect(String(decoding: w.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(String(decoding: w.bytes, as: UTF8.self).contains(#""a\u0007bell" : "4""#))
    }
}
