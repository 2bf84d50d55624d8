/// Writes `.mo` bytes the way `msgfmt` lays them out (header, two tables, then the strings), in
/// either byte order, so the reader's tests can make catalogs and break them on purpose.
struct MOFileBuilder {
    var entries: [(original: String, translation: String)]
    var bigEndian = false

    func bytes() -> [UInt8] {
        let sorted = entries.sorted { $0.original.utf8.lexicographicallyPrecedes($1.original.utf8) }
        let count = sorted.count
        let originalsAt = 28
        let translationsAt = originalsAt + count * 8
        var stringsAt = translationsAt + count * 8
        var table: [UInt32] = []
        var translationTable: [UInt32] = []
        var strings: [UInt8] = []
        for entry in sorted {
            table += [UInt32(entry.original.utf8.count), UInt32(stringsAt)]
            strings += Array(entry.original.utf8) + [0]
            stringsAt += entry.original.utf8.count + 1
        }
        for entry in sorted {
            translationTable += [UInt32(entry.translation.utf8.count), UInt32(stringsAt)]
            strings += Array(entry.translation.utf8) + [0]
            stringsAt += entry.translation.utf8.count + 1
        }
        let header: [UInt32] = [0x9504_12de, 0, UInt32(count), UInt32(originalsAt), UInt32(translationsAt), 0, 0]
        return (header + table + translationTable).flatMap(word) + strings
    }

    func word(_ value: UInt32) -> [UInt8] {
        let little = [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) }
        return bigEndian ? little.reversed() : little
    }
}
