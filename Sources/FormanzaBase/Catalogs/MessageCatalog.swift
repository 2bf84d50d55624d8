/// A compiled gettext catalog (a `.mo` file, as `msgfmt` writes it), parsed from its bytes.
///
/// The file is read by the program itself rather than through the C library's gettext, so a
/// language works on machines where its locale was never generated. Every offset and length in
/// the file is checked against its size: a damaged or hostile file is refused, never trusted.
public final class MessageCatalog: Sendable {
    /// Translations by original: a message id, or its context, the byte 4 and the id. A plural
    /// entry holds every form in the catalog's order.
    let entries: [String: [String]]
    /// Which form a count takes, from the catalog header's `Plural-Forms`.
    public let plural: PluralRule

    /// The most entries a catalog may claim; far above any real one, so a forged count cannot
    /// make the parser allocate or loop for long.
    static let maximumEntries = 1 << 20

    /// Parses the bytes of a `.mo` file; nil when they are not one (wrong magic, an offset or a
    /// length outside the file, text that is not UTF-8).
    public init?(bytes: [UInt8]) {
        guard bytes.count >= 28 else { return nil }
        let magic = MessageCatalog.word(bytes, 0, bigEndian: false)
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: return nil
        }
        func word(_ offset: Int) -> Int? {
            guard offset >= 0, offset <= bytes.count - 4 else { return nil }
            return Int(MessageCatalog.word(bytes, offset, bigEndian: bigEndian))
        }
        // Revision: major 0 or 1 (1 adds system-dependent strings this reader does not need).
        guard let revision = word(4), revision >> 16 <= 1, let count = word(8), count <= MessageCatalog.maximumEntries,
            let originals = word(12), let translations = word(16)
        else { return nil }
        // Each table holds `count` pairs of 4-byte words, all inside the file.
        guard count * 8 <= bytes.count, originals <= bytes.count - count * 8,
            translations <= bytes.count - count * 8
        else { return nil }
        func string(table: Int, index: Int) -> String? {
            guard let length = word(table + index * 8), let start = word(table + index * 8 + 4),
                start <= bytes.count, length < bytes.count - start  // the terminating NUL is inside too
            else { return nil }
            return String(validating: bytes[start..<start + length], as: UTF8.self)
        }
        var entries: [String: [String]] = [:]
        entries.reserveCapacity(count)
        var header = ""
        for index in 0..<count {
            guard let original = string(table: originals, index: index),
                let translation = string(table: translations, index: index)
            else { return nil }
            // A plural entry's original is "id NUL plural"; it is found by its id alone.
            let key = original.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if key.isEmpty {
                header = translation
                continue
            }
            entries[String(key)] = translation.split(separator: "\u{0}", omittingEmptySubsequences: false).map(
                String.init)
        }
        self.entries = entries
        self.plural = PluralRule(header: header)
    }

    /// The 32-bit word at `offset`, in the file's byte order. The caller checked the bounds.
    static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let b = (0..<4).map { UInt32(bytes[offset + $0]) }
        return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }

    /// The translation of `id` (in `context` when given), nil when the catalog has none or an
    /// empty one (gettext shows the id then, so an untranslated entry reads in English).
    public func translation(_ id: String, context: String? = nil) -> String? {
        guard let forms = entries[MessageCatalog.key(id, context: context)], let first = forms.first, !first.isEmpty
        else { return nil }
        return first
    }

    /// The form of a plural entry that `count` takes, by the catalog's plural rule; nil when the
    /// entry is missing, or the rule picks a form the entry does not have.
    public func translation(_ id: String, count: Int, context: String? = nil) -> String? {
        guard let forms = entries[MessageCatalog.key(id, context: context)] else { return nil }
        let index = plural.form(for: count)
        guard index >= 0, index < forms.count, !forms[index].isEmpty else { return nil }
        return forms[index]
    }

    /// How gettext files an entry with a context: the context, the byte 4, the id.
    static func key(_ id: String, context: String?) -> String {
        context.map { "\($0)\u{4}\(id)" } ?? id
    }

    /// How many entries the catalog holds, the header aside.
    public var count: Int { entries.count }
}
