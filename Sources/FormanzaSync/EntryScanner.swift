/// A fast reader of journal lines in the shape `EntryCodec.encode` writes them, so merging a
/// folder of years of entries does not spend most of its time in a general JSON decoder. It
/// takes only what it fully understands (the four fields once each, plain integers, strings
/// with any JSON escape, valid UTF-8) and gives nil for anything else: such a line goes to
/// the general decoder, which then reads or refuses it exactly as before.
struct EntryScanner {
    private let bytes: [UInt8]
    private var at = 0
    /// Set when an object's syntax is not what JSON allows.
    private var broken = false

    static func wire(_ line: [UInt8]) -> WireEntry? {
        var scanner = EntryScanner(bytes: line)
        guard let wire = scanner.entry(), !scanner.broken else { return nil }
        scanner.skipSpace()
        return scanner.at == line.count ? wire : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func entry() -> WireEntry? {
        var clock: WireEntry.Clock?
        var kind: String?
        var key: [String]?
        var row: [String: WireEntry.Cell]??
        guard take(0x7b) else { return nil }
        var index = 0
        while let name = member(&index) {
            switch name {
            case "clock" where clock == nil:
                guard let value = self.clock() else { return nil }
                clock = value
            case "kind" where kind == nil:
                guard let value = string() else { return nil }
                kind = value
            case "key" where key == nil:
                guard let value = strings() else { return nil }
                key = value
            case "row" where row == nil:
                if literal(EntryScanner.nullWord) {
                    row = .some(nil)
                } else {
                    guard let value = cells() else { return nil }
                    row = .some(value)
                }
            default: return nil
            }
        }
        guard !broken, let clock, let kind, let key, let row else { return nil }
        return WireEntry(clock: clock, kind: kind, key: key, row: row)
    }

    private mutating func clock() -> WireEntry.Clock? {
        var ms: Int64?
        var n: Int64?
        var device: String?
        guard take(0x7b) else { return nil }
        var index = 0
        while let name = member(&index) {
            switch name {
            case "ms" where ms == nil:
                guard let value = integer() else { return nil }
                ms = value
            case "n" where n == nil:
                guard let value = integer() else { return nil }
                n = value
            case "device" where device == nil:
                guard let value = string() else { return nil }
                device = value
            default: return nil
            }
        }
        guard !broken, let ms, let n, let device else { return nil }
        return WireEntry.Clock(ms: ms, n: n, device: device)
    }

    private mutating func cells() -> [String: WireEntry.Cell]? {
        var cells: [String: WireEntry.Cell] = [:]
        guard take(0x7b) else { return nil }
        var index = 0
        while let name = member(&index) {
            guard cells[name] == nil, let cell = cell() else { return nil }
            cells[name] = cell
        }
        return broken ? nil : cells
    }

    /// One cell of exactly one form; its meaning (a number that reads) is checked later.
    private mutating func cell() -> WireEntry.Cell? {
        var cell: WireEntry.Cell?
        guard take(0x7b) else { return nil }
        var index = 0
        while let name = member(&index) {
            guard cell == nil else { return nil }
            switch name {
            case "int": cell = string().map { WireEntry.Cell(int: $0, real: nil, text: nil, null: nil) }
            case "real": cell = string().map { WireEntry.Cell(int: nil, real: $0, text: nil, null: nil) }
            case "text": cell = string().map { WireEntry.Cell(int: nil, real: nil, text: $0, null: nil) }
            case "null":
                cell = literal(EntryScanner.trueWord) ? WireEntry.Cell(int: nil, real: nil, text: nil, null: true) : nil
            default: return nil
            }
            if cell == nil { return nil }
        }
        return broken ? nil : cell
    }

    /// Inside an object (its `{` read): the next member's name with its `:` read, nil at the
    /// closing `}`, or nil with `broken` set when neither a member nor the end is there.
    private mutating func member(_ index: inout Int) -> String? {
        if take(0x7d) { return nil }
        if index > 0 && !take(0x2c) {
            broken = true
            return nil
        }
        index += 1
        guard let name = string(), take(0x3a) else {
            broken = true
            return nil
        }
        return name
    }

    private mutating func strings() -> [String]? {
        guard take(0x5b) else { return nil }
        var list: [String] = []
        if take(0x5d) { return list }
        repeat {
            guard let text = string() else { return nil }
            list.append(text)
        } while take(0x2c)
        return take(0x5d) ? list : nil
    }

    /// A plain integer: an optional minus and digits, no fraction or exponent, within Int64.
    private mutating func integer() -> Int64? {
        skipSpace()
        let negative = at < bytes.count && bytes[at] == 0x2d
        if negative { at += 1 }
        let start = at
        var value: Int64 = 0
        while at < bytes.count, (0x30...0x39).contains(bytes[at]) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(bytes[at] - 0x30))
            guard !overflow, !overflow2 else { return nil }
            value = sum
            at += 1
        }
        guard at > start, at - start == 1 || bytes[start] != 0x30 else { return nil }
        if at < bytes.count, bytes[at] == 0x2e || bytes[at] == 0x65 || bytes[at] == 0x45 { return nil }
        return negative ? -value : value
    }

    private mutating func string() -> String? {
        guard take(0x22) else { return nil }
        // Most strings (ids, days, numbers as text) hold no escape: they are taken as one slice.
        // ASCII needs no validation; any other byte is validated as UTF-8.
        let start = at
        var ascii = true
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 0x22 {
                at += 1
                let slice = bytes[start..<at - 1]
                return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: Array(slice), as: UTF8.self)
            }
            if byte == 0x5c { break }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            at += 1
        }
        var text = Array(bytes[start..<at])
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case 0x22: return String(validating: text, as: UTF8.self)
            case 0x5c:
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                switch escape {
                case 0x22, 0x5c, 0x2f: text.append(escape)
                case 0x62: text.append(0x08)
                case 0x66: text.append(0x0c)
                case 0x6e: text.append(0x0a)
                case 0x72: text.append(0x0d)
                case 0x74: text.append(0x09)
                case 0x75:
                    guard let scalar = unicodeEscape() else { return nil }
                    text += Array(String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `\u` already read), a surrogate pair taken whole; nil for a
    /// lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xd800...0xdbff).contains(high) {
            guard at + 1 < bytes.count, bytes[at] == 0x5c, bytes[at + 1] == 0x75 else { return nil }
            at += 2
            guard let low = hex4(), (0xdc00...0xdfff).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[at..<at + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        at += 4
        return value
    }

    private static let nullWord: [UInt8] = Array("null".utf8)
    private static let trueWord: [UInt8] = Array("true".utf8)

    private mutating func literal(_ word: [UInt8]) -> Bool {
        skipSpace()
        guard at + word.count <= bytes.count, bytes[at..<at + word.count].elementsEqual(word) else { return false }
        at += word.count
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0a, 0x0d: at += 1
            default: return
            }
        }
    }
}
