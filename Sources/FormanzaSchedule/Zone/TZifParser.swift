/// Reads the TZif format of RFC 8536 (versions 1 to 4) into `ZoneRules`.
///
/// Version 2 and later files repeat the data with 64-bit times after the 32-bit block; we read
/// only that second block, which covers instants beyond 2038, and the footer rule that follows
/// it. Leap-second records are skipped: POSIX time, which the daemon gets from the clock, does
/// not count leap seconds, so only the `right/` zones (meant for clocks that do) would differ,
/// and by seconds.
enum TZifParser {
    static func parse(_ bytes: [UInt8], identifier: String) throws(ZoneError) -> ZoneRules {
        var reader = ByteReader(bytes: bytes, zone: identifier)
        let first = try Header.read(&reader)
        guard first.version >= 2 else {
            return build(try readData(&reader, header: first, timeSize: 4), identifier: identifier, footer: nil)
        }
        try reader.skip(first.dataLength(timeSize: 4))
        let second = try Header.read(&reader)
        let data = try readData(&reader, header: second, timeSize: 8)
        let footer = try readFooter(&reader, identifier: identifier)
        return build(data, identifier: identifier, footer: footer)
    }

    /// The counts at the start of each data block.
    private struct Header {
        let version: Int
        let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int

        static func read(_ reader: inout ByteReader) throws(ZoneError) -> Header {
            guard try reader.bytes(4) == Array("TZif".utf8) else {
                throw reader.failure(.noMagic)
            }
            let versionByte = try reader.bytes(1)[0]
            let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
            guard (1...9).contains(version) else { throw reader.failure(.unknownVersion(versionByte)) }
            try reader.skip(15)
            var counts: [Int] = []
            for _ in 0..<6 { counts.append(Int(try reader.uint32())) }
            let header = Header(
                version: version, isUTCCount: counts[0], isStandardCount: counts[1],
                leapCount: counts[2], timeCount: counts[3], typeCount: counts[4],
                charCount: counts[5])
            guard header.typeCount >= 1, header.charCount >= 1 else {
                throw reader.failure(.noLocalTimeTypes)
            }
            guard header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
                header.isStandardCount == 0 || header.isStandardCount == header.typeCount
            else {
                throw reader.failure(.inconsistentCounts)
            }
            return header
        }

        func dataLength(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount
                + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
        }
    }

    private struct RawData {
        var transitions: [Int64] = []
        var typeIndices: [Int] = []
        var types: [LocalTimeType] = []
    }

    private static func readData(
        _ reader: inout ByteReader, header: Header,
        timeSize: Int
    ) throws(ZoneError) -> RawData {
        var data = RawData()
        for _ in 0..<header.timeCount {
            data.transitions.append(timeSize == 8 ? try reader.int64() : Int64(try reader.int32()))
        }
        for _ in 0..<header.timeCount {
            let index = Int(try reader.bytes(1)[0])
            guard index < header.typeCount else { throw reader.failure(.transitionTypeMissing(index)) }
            data.typeIndices.append(index)
        }
        var records: [(offset: Int, isDST: Bool, nameIndex: Int)] = []
        for _ in 0..<header.typeCount {
            let offset = Int(try reader.int32())
            let flags = try reader.bytes(2)
            guard abs(offset) <= LocalTimeType.maximumOffset, flags[0] <= 1 else {
                throw reader.failure(.localTimeTypeOutOfRange(offset: offset, dstFlag: flags[0]))
            }
            records.append((offset, flags[0] == 1, Int(flags[1])))
        }
        let names = try reader.bytes(header.charCount)
        for record in records {
            guard record.nameIndex < names.count else { throw reader.failure(.abbreviationOutOfRange) }
            let tail = names[record.nameIndex...]
            let name = tail.prefix { $0 != 0 }
            data.types.append(
                LocalTimeType(
                    offset: record.offset, isDaylightSaving: record.isDST,
                    abbreviation: String(decoding: name, as: UTF8.self)))
        }
        try reader.skip(header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        for (earlier, later) in zip(data.transitions, data.transitions.dropFirst()) where earlier >= later {
            throw reader.failure(.transitionsNotAscending)
        }
        return data
    }

    /// `\n` rule `\n`; an empty rule means "no rule" (the last type stays in force).
    private static func readFooter(
        _ reader: inout ByteReader,
        identifier: String
    ) throws(ZoneError) -> PosixRule? {
        guard try reader.bytes(1) == [UInt8(ascii: "\n")] else {
            throw reader.failure(.footerWithoutLeadingNewline)
        }
        let rest = reader.remaining
        guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else {
            throw reader.failure(.footerWithoutTrailingNewline)
        }
        let text = String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
        return text.isEmpty ? nil : try PosixRuleParser.parse(text, zone: identifier)
    }

    private static func build(_ data: RawData, identifier: String, footer: PosixRule?) -> ZoneRules {
        ZoneRules(
            identifier: identifier, transitions: data.transitions,
            types: data.typeIndices.map { data.types[$0] }, initial: data.types[0], footer: footer)
    }
}

extension ZoneRules {
    /// A zone from the bytes of a TZif file (what `ZoneLoader` reads from the zoneinfo
    /// directory), named `identifier`.
    public init(tzif bytes: [UInt8], identifier: String) throws(ZoneError) {
        self = try TZifParser.parse(bytes, identifier: identifier)
    }
}

/// Big-endian reads over a byte array that fail with a `malformed` error instead of trapping.
private struct ByteReader {
    let bytes: [UInt8]
    let zone: String
    var position = 0

    var remaining: ArraySlice<UInt8> { bytes[position...] }

    func failure(_ fault: ZoneError.TZifFault) -> ZoneError {
        ZoneError(.malformed, zone: zone, reason: .tzif(fault))
    }

    /// The next `count` bytes, as an array indexed from zero.
    mutating func bytes(_ count: Int) throws(ZoneError) -> [UInt8] {
        guard count >= 0, count <= bytes.count - position else { throw failure(.truncated) }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func skip(_ count: Int) throws(ZoneError) {
        _ = try bytes(count)
    }

    mutating func uint32() throws(ZoneError) -> UInt32 {
        try bytes(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func int32() throws(ZoneError) -> Int32 {
        Int32(bitPattern: try uint32())
    }

    mutating func int64() throws(ZoneError) -> Int64 {
        Int64(bitPattern: try bytes(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
}
