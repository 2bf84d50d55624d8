/// A compiled gettext catalog (a `.mo` file, as `msgfmt` writes it), read from its bytes.
///
/// The file is read by the program itself rather than through the C library's gettext, so a
/// language works on machines where its locale was never generated. Every offset and length in
/// the file is checked against its size when it is opened, so a damaged or hostile file is
/// refused and a lookup never reads outside it. Lookups search the sorted table of originals
/// (msgfmt sorts it) without building anything first: opening a catalog of a thousand messages
/// costs a pass over its integer tables, not a thousand strings.
public final class MessageCatalog: Sendable {
    let bytes: [UInt8]
    let bigEndian: Bool
    /// Entries in the tables, the header (the empty original) included.
    let entries: Int
    let originals: Int
    let translations: Int
    /// Which form a count takes, from the catalog header's `Plural-Forms`.
    public let plural: PluralRule

    /// The most entries a catalog may claim; far above any real one.
    static let maximumEntries = 1 << 20

    /// Reads the bytes of a `.mo` file; nil when they are not one (wrong magic or revision, a
    /// table, offset or length outside the file).
    public init?(bytes: [UInt8]) {
        guard bytes.count >= 28 else { return nil }
        let bigEndian: Bool
        switch MessageCatalog.word(bytes, 0, bigEndian: false) {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: return nil
        }
        func word(_ offset: Int) -> Int { Int(MessageCatalog.word(bytes, offset, bigEndian: bigEndian)) }
        // Revision: major 0 or 1 (1 adds system-dependent strings this reader does not need).
        let count = word(8)
        let originals = word(12)
        let translations = word(16)
        guard word(4) >> 16 <= 1, count <= MessageCatalog.maximumEntries, count * 8 <= bytes.count,
            originals <= bytes.count - count * 8, translations <= bytes.count - count * 8
        else { return nil }
        // Each string, with the NUL that ends it, inside the file.
        for table in [originals, translations] {
            for index in 0..<count {
                let length = word(table + index * 8)
                let start = word(table + index * 8 + 4)
                guard start <= bytes.count, length < bytes.count - start else { return nil }
            }
        }
        self.bytes = bytes
        self.bigEndian = bigEndian
        self.entries = count
        self.originals = originals
        self.translations = translations
        let header = MessageCatalog.index(of: [], bytes, bigEndian: bigEndian, entries: count, originals: originals)
        let start = header.map { word(translations + $0 * 8 + 4) } ?? 0
        let length = header.map { word(translations + $0 * 8) } ?? 0
        self.plural = MessageCatalog.text(bytes[start..<start + length]).map { PluralRule(header: $0) } ?? .germanic
    }

    /// The 32-bit word at `offset`, in the file's byte order. The caller checked the bounds.
    static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let b0 = UInt32(bytes[offset])
        let b1 = UInt32(bytes[offset + 1])
        let b2 = UInt32(bytes[offset + 2])
        let b3 = UInt32(bytes[offset + 3])
        return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
    }

    static func span(_ bytes: [UInt8], bigEndian: Bool, table: Int, index: Int) -> Range<Int> {
        let start = Int(word(bytes, table + index * 8 + 4, bigEndian: bigEndian))
        return start..<start + Int(word(bytes, table + index * 8, bigEndian: bigEndian))
    }

    func span(table: Int, index: Int) -> Range<Int> {
        MessageCatalog.span(bytes, bigEndian: bigEndian, table: table, index: index)
    }

    func translationBytes(_ index: Int) -> ArraySlice<UInt8> { bytes[span(table: translations, index: index)] }

    /// The entry whose original (up to its first NUL: a plural entry's original is "id NUL
    /// plural") is `key`, by binary search; nil when there is none, or the table is not sorted.
    func index(of key: [UInt8]) -> Int? {
        MessageCatalog.index(of: key, bytes, bigEndian: bigEndian, entries: entries, originals: originals)
    }

    static func index(of key: [UInt8], _ bytes: [UInt8], bigEndian: Bool, entries: Int, originals: Int) -> Int? {
        var low = 0
        var high = entries
        while low < high {
            let middle = low + (high - low) / 2
            let original = bytes[span(bytes, bigEndian: bigEndian, table: originals, index: middle)]
            let id = original.prefix { $0 != 0 }
            if id.elementsEqual(key) { return middle }
            if id.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String? { String(validating: bytes, as: UTF8.self) }

    /// The translation of `id` (in `context` when given), nil when the catalog has none, an
    /// empty one (gettext shows the id then) or one that is not UTF-8.
    public func translation(_ id: String, context: String? = nil) -> String? {
        guard let index = index(of: MessageCatalog.key(id, context: context)) else { return nil }
        let first = translationBytes(index).prefix { $0 != 0 }
        return first.isEmpty ? nil : MessageCatalog.text(first)
    }

    /// The form of a plural entry that `count` takes, by the catalog's plural rule; nil when the
    /// entry is missing, or the rule picks a form the entry does not have.
    public func translation(_ id: String, count: Int, context: String? = nil) -> String? {
        guard let index = index(of: MessageCatalog.key(id, context: context)) else { return nil }
        let forms = translationBytes(index).split(separator: 0, omittingEmptySubsequences: false)
        let form = plural.form(for: count)
        guard form < forms.count, !forms[form].isEmpty else { return nil }
        return MessageCatalog.text(forms[form])
    }

    /// How gettext files an entry with a context: the context, the byte 4, the id.
    static func key(_ id: String, context: String?) -> [UInt8] {
        guard let context else { return Array(id.utf8) }
        return Array(context.utf8) + [4] + Array(id.utf8)
    }

    /// How many messages the catalog holds, the header aside.
    public var count: Int { index(of: []) == nil ? entries : entries - 1 }
}
