import FormanzaBase
import Foundation
import Testing

@testable import FormanzaState

/// A multi-choice or multi-photo answer is kept in the store as compact JSON: the bytes must be
/// those the encoder kept there before (slashes and hidden characters raw, keys sorted by their
/// UTF-8 bytes), so the same answer is the same text on every device and in every build.
@Suite struct StoredAnswerJSONTests {
    static let names = [
        "b", "B \"q\"", "é", "e\u{301}x", "f", "a\u{7}bell", "a10", "a9", "\u{202E}rtl", "back\\slash", "Ñ", "\u{212B}",
        "\u{FF21}", "😀", "a/b", "\u{85}", "",
    ]

    static func oracle(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func choicesAndPhotosAreKeptAsTheEncoderKeptThem() throws {
        #expect(AnswerColumns.json(Self.names) == (try Self.oracle(Self.names)))
        #expect(AnswerColumns.json([String]()) == "[]")
        var map: [String: String] = [:]
        for (index, name) in Self.names.enumerated() { map[name] = "p\(index)/\(name).jpg" }
        #expect(AnswerColumns.json(map) == (try Self.oracle(map)))
        #expect(AnswerColumns.json([String: String]()) == "{}")
        for count in 2..<Self.names.count {
            let some = Dictionary(uniqueKeysWithValues: Self.names.suffix(count).map { ($0, $0) })
            #expect(AnswerColumns.json(some) == (try Self.oracle(some)))
        }
    }
}
