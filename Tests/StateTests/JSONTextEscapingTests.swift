import FormanzaBase
import Foundation
import Testing

/// `JSONText` escapes strings itself; its bytes must be those of the general encoder it replaced
/// (slashes kept or escaped as each layout says), followed by `JSONEscaping.escapingHidden` where
/// the layout escapes hidden characters. The encoder is the oracle here, over every class of
/// scalar: all of 0x00 to 0xFF, the bidirectional controls and their neighbours, astral scalars,
/// combining marks, noncharacters, and seeded random strings of all of them.
@Suite struct JSONTextEscapingTests {
    static let layouts: [JSONLayout] = [.indented, .oneLine, .record]

    /// What the encoder wrote for `text` in `layout`.
    static func oracle(_ text: String, _ layout: JSONLayout, asKey: Bool) throws -> String {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = layout.indented ? [.prettyPrinted] : []
        if !layout.escapesSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        let raw = Array(asKey ? try encoder.encode([text: 1]) : try encoder.encode(text))
        return String(decoding: layout.escapesHidden ? JSONEscaping.escapingHidden(raw) : raw, as: UTF8.self)
    }

    /// What `JSONText` writes for `text` in `layout`, as a value or as an object's one key.
    static func written(_ text: String, _ layout: JSONLayout, asKey: Bool) throws -> String {
        var w = JSONText(layout: layout)
        if asKey {
            try w.object { w in
                try w.key(escaping: text)
                w.value(1)
            }
        } else {
            try w.value(text)
        }
        return String(decoding: w.bytes, as: UTF8.self)
    }

    /// The texts whose bytes differ from the oracle's, in any layout, as a value or a key.
    static func differing(_ texts: [String]) throws -> [String] {
        var found: [String] = []
        for text in texts {
            for layout in layouts {
                for asKey in [false, true]
                where try written(text, layout, asKey: asKey) != oracle(text, layout, asKey: asKey) {
                    found.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) key: \(asKey)")
                }
            }
        }
        return found
    }

    static func texts(of values: some Sequence<UInt32>) -> [String] {
        var texts: [String] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(scalar)
            texts += [alone, "a" + alone + "b", alone + alone + "/"]
        }
        return texts
    }

    @Test func everyScalarBelow0x100() throws {
        let texts = Self.texts(of: 0...0xFF)
        #expect(texts.count == 256 * 3)
        #expect(try Self.differing(texts) == [])
    }

    @Test func bidirectionalControlsAndTheirNeighbours() throws {
        let values: [ClosedRange<UInt32>] = [0x061A...0x061E, 0x200A...0x2030, 0x2064...0x206B, 0x2E00...0x2E02]
        #expect(try Self.differing(Self.texts(of: values.joined())) == [])
    }

    @Test func astralScalarsCombiningMarksAndNoncharacters() throws {
        let values: [UInt32] = [
            0x1F600, 0x1D11E, 0x10000, 0x10FFFF, 0x1F1EA, 0x1F1F8, 0xE0001, 0xE007F, 0x1F469, 0x200D, 0x1F52C,
            0x0301, 0x0308, 0x20DD, 0x0336, 0x1100, 0x1161, 0x11A8, 0x0E33, 0xFEFF, 0xFFFE, 0xFFFF, 0xFFFD, 0xD7FF,
            0xE000, 0x3000, 0x00AD, 0x034F, 0x180E, 0x2060,
        ]
        #expect(try Self.differing(Self.texts(of: values)) == [])
        let joined = ["e\u{301}", "\u{301}start", "👩‍🔬", "🇪🇸", "한국어", "Größe / Gewicht", "\"\\/\u{1B}[31m"]
        #expect(try Self.differing(joined) == [])
    }

    @Test func seededRandomStrings() throws {
        // Scalars drawn from every class above, weighted towards the ones that need escapes.
        let pool: [UInt32] =
            Array(0...0xFF) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069, 0x2067]
            + [0x0301, 0x1F600, 0x10FFFF, 0xFEFF, 0xFFFF, 0x4E2D, 0x00E9, 0x2F, 0x22, 0x5C, 0x0A, 0x7F, 0x85]
        var state: UInt64 = 0x5EED_1234_ABCD_0001
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var texts: [String] = []
        for _ in 0..<3000 {
            let length = Int(next() % 16)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(Unicode.Scalar(pool[Int(next() % UInt64(pool.count))])!) }
            texts.append(String(scalars))
        }
        #expect(Set(texts).count > 2500)
        #expect(try Self.differing(texts) == [])
    }

    @Test func hexDigitsAreLowercaseAndShortEscapesKept() throws {
        var w = JSONText(layout: .oneLine)
        try w.value("\u{1}\u{8}\u{C}\u{1B}\u{1F}\u{7F}\u{9B}\u{202E}/\n\r\t")
        #expect(String(decoding: w.bytes, as: UTF8.self) == #""\u0001\b\f\u001b\u001f\u007f\u009b\u202e/\n\r\t""#)
        var record = JSONText(layout: .record)
        try record.value("a/b\u{7F}")
        #expect(record.bytes == Array("\"a\\/b\u{7F}\"".utf8))
    }
}
