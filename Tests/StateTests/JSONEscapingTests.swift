import FormanzaBase
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// `JSONEscaping`: the escapes every JSON writer of both programs uses, and the pass over
/// `JSONEncoder`'s output that escapes what the encoder leaves raw.
@Suite struct JSONEscapingTests {
    static let hidden: [Unicode.Scalar] = [
        "\u{00}", "\u{01}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{061C}",
        "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]
    /// Neighbours of the hidden ones that are ordinary text and stay as they are.
    static let kept: [Unicode.Scalar] = [
        " ", "~", "\u{A0}", "é", "\u{2014}", "\u{2026}", "\u{2030}", "\u{2065}", "\u{206A}", "\u{2070}", "\u{0600}",
        "\u{1F600}",
    ]

    @Test func everyHiddenCharacterIsAUnicodeEscapeAndTheRestStays() throws {
        for scalar in Self.hidden {
            let text = "a" + String(Character(scalar)) + "b"
            let quoted = JSONEscaping.quoted(text)
            #expect(quoted == "\"a" + String(format: "\\u%04x", scalar.value) + "b\"")
            #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
        }
        for scalar in Self.kept {
            let text = String(Character(scalar))
            #expect(JSONEscaping.quoted(text) == "\"" + text + "\"")
        }
        #expect(JSONEscaping.quoted("q\"b\\n\nr\rt\t") == #""q\"b\\n\nr\rt\t""#)
    }

    /// Plain ASCII is appended whole (the fast path) and must read back as itself; one byte
    /// that needs escaping anywhere in it sends the whole text through the escapes.
    @Test func everyASCIITextReadsBackAsItself() throws {
        let all = String(String.UnicodeScalarView((0..<128).compactMap { Unicode.Scalar($0) }))
        for text in [all, String(all.dropFirst(32).dropLast()), "f-bench0", "2026-12-02", "a\"b", "a\\b", "ok\u{7F}"] {
            let quoted = JSONEscaping.quoted(text)
            #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
            #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
        #expect(JSONEscaping.quoted("f-bench0 08:00") == "\"f-bench0 08:00\"")
    }

    @Test func theEncodersOutputIsEscapedAndOtherwiseUnchanged() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(String.UnicodeScalarView(Self.hidden + Self.kept))
        let value = ["title": text, "plain": "Daily check-in — 5 €", "list": "x"]
        let raw = Array(try encoder.encode(value))
        let escaped = JSONEscaping.escapingHidden(raw)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped))
        #expect(decoded == value)
        let visible = String(decoding: escaped, as: UTF8.self)
        #expect(!visible.unicodeScalars.contains { $0 != "\n" && HiddenCharacters.contains($0) })
        #expect(
            visible.contains(#"\u007f\u0080\u0085\u009b\u009f\u061c\u200e\u200f\u2028\u2029\u202a\u202e\u2066\u2069"#))

        let ordinary = Array(try encoder.encode(["plain": "Größe — 5 € \u{2030}"]))
        #expect(JSONEscaping.escapingHidden(ordinary) == ordinary, "nothing hidden: the same bytes")
        // Bytes cut short at the end are kept as they are, never read past.
        #expect(JSONEscaping.escapingHidden([0x22, 0xC2]) == [0x22, 0xC2])
        #expect(JSONEscaping.escapingHidden([0x22, 0xE2, 0x80]) == [0x22, 0xE2, 0x80])
    }

    @Test func visibleTextHidesTheSameCharacters() {
        for scalar in Self.hidden { #expect(VisibleText.containsControls(String(Character(scalar)))) }
        for scalar in Self.kept { #expect(!VisibleText.containsControls(String(Character(scalar)))) }
    }
}
