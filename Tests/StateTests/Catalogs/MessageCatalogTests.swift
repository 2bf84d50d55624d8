import FormanzaBase
import Testing

/// The `.mo` reader on files made here, in both byte orders, and on every kind of broken or
/// hostile file: a bad one is refused, never crashes, never reads outside its bytes.
@Suite struct MessageCatalogTests {
    static let header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
    static let entries: [(original: String, translation: String)] = [
        ("", header), ("No photos yet.", "Todavía no hay fotos."), ("no such file: {0}", "no existe el archivo: {0}"),
        ("{0} answer\u{0}{0} answers", "{0} respuesta\u{0}{0} respuestas"),
        ("decimal separator\u{4}.", ","),
    ]

    @Test(arguments: [false, true]) func readsBothByteOrders(bigEndian: Bool) throws {
        let bytes = MOFileBuilder(entries: Self.entries, bigEndian: bigEndian).bytes()
        let catalog = try #require(MessageCatalog(bytes: bytes))
        #expect(catalog.count == 4)
        #expect(catalog.translation("No photos yet.") == "Todavía no hay fotos.")
        #expect(catalog.translation("Missing") == nil)
        #expect(catalog.translation(".", context: "decimal separator") == ",")
        #expect(catalog.translation(".") == nil)
        #expect(catalog.translation("{0} answer", count: 1) == "{0} respuesta")
        #expect(catalog.translation("{0} answer", count: 2) == "{0} respuestas")
        #expect(catalog.plural.count == 2)
    }

    @Test func theLookupFillsPlaceholdersInTheTranslationsOrder() throws {
        var entries = Self.entries
        entries.append(("{0} of {1}", "{1} de {0}"))
        let catalog = try #require(MessageCatalog(bytes: MOFileBuilder(entries: entries).bytes()))
        let l = Language(code: "xx", catalog: catalog)
        #expect(l.tr("{0} of {1}", "A", 2) == "2 de A")
        #expect(l.tr("no such file: {0}", "/tmp/{1}") == "no existe el archivo: /tmp/{1}")
        #expect(l.trn("{0} answer", "{0} answers", 1) == "1 respuesta")
        #expect(l.trn("{0} answer", "{0} answers", 5) == "5 respuestas")
        #expect(l.tr("Untranslated {0}", 3) == "Untranslated 3")
        // A placeholder with no argument, or braces that are not one, stay as written.
        #expect(l.tr("{0} and {1} {x} {+0}", "a") == "a and {1} {x} {+0}")
        #expect(Language.en.trn("{0} answer", "{0} answers", 1) == "1 answer")
        #expect(Language.en.trn("{0} answer", "{0} answers", 0) == "0 answers")
    }

    @Test func refusesWhatIsNotACatalog() {
        let good = MOFileBuilder(entries: Self.entries).bytes()
        #expect(MessageCatalog(bytes: []) == nil)
        #expect(MessageCatalog(bytes: Array(good.prefix(27))) == nil)
        var badMagic = good
        badMagic[0] ^= 0xFF
        #expect(MessageCatalog(bytes: badMagic) == nil)
        var badRevision = good
        badRevision[6] = 2  // major revision 2
        #expect(MessageCatalog(bytes: badRevision) == nil)
        // Cut anywhere inside the strings: a length or offset now points past the end.
        #expect(MessageCatalog(bytes: Array(good.dropLast(3))) == nil)
        var hugeCount = good
        hugeCount.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(MessageCatalog(bytes: hugeCount) == nil)
        var farOffset = good
        farOffset.replaceSubrange(32..<36, with: [0xF0, 0xFF, 0xFF, 0xFF])  // first original's offset
        #expect(MessageCatalog(bytes: farOffset) == nil)
        var longLength = good
        longLength.replaceSubrange(28..<32, with: [0xFF, 0xFF, 0xFF, 0xFF])  // first original's length
        #expect(MessageCatalog(bytes: longLength) == nil)
    }

    /// A translation that is not UTF-8 is not shown: the id is, as for a missing one.
    @Test func aTranslationThatIsNotUTF8ReadsAsMissing() throws {
        var bytes = MOFileBuilder(entries: Self.entries).bytes()
        let text = Array("Todavía no hay fotos.".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: text) })
        bytes[at] = 0xFF
        let catalog = try #require(MessageCatalog(bytes: bytes))
        #expect(catalog.translation("No photos yet.") == nil)
        #expect(Language(code: "xx", catalog: catalog).tr("No photos yet.") == "No photos yet.")
        #expect(catalog.translation("no such file: {0}") == "no existe el archivo: {0}")
    }

    /// Random damage to a real catalog, and random bytes behind a valid magic: every input
    /// parses or is refused, and what parses answers lookups. Seeded, so a failure repeats.
    @Test func survivesRandomDamage() {
        var rng = SplitMix(seed: 0x5EED_CA7A)
        let good = MOFileBuilder(entries: Self.entries).bytes()
        var parsed = 0
        for round in 0..<20_000 {
            var bytes = good
            if round % 4 == 0 {
                bytes =
                    [0xDE, 0x12, 0x04, 0x95]
                    + (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            } else {
                for _ in 0..<(1 + rng.next() % 6) {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                }
                if rng.next() % 5 == 0 { bytes.removeLast(Int(rng.next() % UInt64(bytes.count))) }
            }
            if let catalog = MessageCatalog(bytes: bytes) {
                parsed += 1
                _ = catalog.translation("No photos yet.")
                _ = catalog.translation("{0} answer", count: Int(rng.next() % 1000))
            }
        }
        // Many single-byte changes land in text and keep the file valid: both paths ran.
        #expect(parsed > 100 && parsed < 20_000, "\(parsed) parsed")
    }
}

/// A small seeded generator, so the random tests repeat exactly.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
