import FormanzaBase
import FoundationEssentials

/// One journal entry as one line of JSON, and back. The line is the unit a reader takes or
/// refuses: a line cut short (a segment still being written) is not read yet.
///
/// `{"clock":{"ms":…,"n":…,"device":"…"},"kind":"answer","key":["…"],"row":{"column":{"text":"…"}}}`
/// with `"row":null` for a removal; a cell is `{"int":"…"}`, `{"real":"…"}`, `{"text":"…"}` or
/// `{"null":true}` (numbers as text, so no JSON reader rounds them).
public enum EntryCodec {
    /// The longest line read: a form's definition with many screens is far below it.
    public static let maximumLineBytes = 1 << 20

    public static func encode(_ entry: SyncEntry) -> String {
        var line = "{\"clock\":{\"ms\":\(entry.clock.milliseconds),\"n\":\(entry.clock.counter),\"device\":"
        line += JSONEscaping.quoted(entry.clock.device) + "},\"kind\":" + JSONEscaping.quoted(entry.kind.rawValue)
        line += ",\"key\":[" + entry.key.map(JSONEscaping.quoted).joined(separator: ",") + "],\"row\":"
        if let row = entry.row {
            let cells = row.keys.sorted().map { name in JSONEscaping.quoted(name) + ":" + encode(row[name]!) }
            line += "{" + cells.joined(separator: ",") + "}"
        } else {
            line += "null"
        }
        return line + "}"
    }

    private static func encode(_ cell: SyncCell) -> String {
        switch cell {
        case .integer(let value): "{\"int\":\"\(value)\"}"
        case .real(let value): "{\"real\":\"\(value)\"}"
        case .text(let value): "{\"text\":" + JSONEscaping.quoted(value) + "}"
        case .null: "{\"null\":true}"
        }
    }

    /// Reads one line; throws a `SyncRefusal` naming what is wrong. The entry's meaning (ids,
    /// types, sizes) is checked by `EntryValidation`.
    public static func decode(_ line: some Collection<UInt8>) throws(SyncRefusal) -> SyncEntry {
        guard line.count <= maximumLineBytes else { throw .tooLarge }
        let bytes = [UInt8](line)
        let wire: WireEntry
        if let scanned = EntryScanner.wire(bytes) {
            wire = scanned
        } else {
            do { wire = try JSONDecoder().decode(WireEntry.self, from: Data(bytes)) } catch { throw .notAnEntry }
        }
        guard let kind = SyncItemKind(rawValue: wire.kind) else { throw .unknownKind }
        guard wire.key.count == kind.keyCount else { throw .badKey }
        let clock = HybridClock(milliseconds: wire.clock.ms, counter: wire.clock.n, device: wire.clock.device)
        guard clock.isInRange, DeviceID.isValid(clock.device) else { throw .badClock }
        var row: [String: SyncCell]?
        if let cells = wire.row {
            var decoded: [String: SyncCell] = [:]
            for (name, cell) in cells {
                guard let value = cell.cell else { throw .badCell(column: name) }
                decoded[name] = value
            }
            row = decoded
        }
        return SyncEntry(clock: clock, kind: kind, key: wire.key, row: row)
    }
}

/// The line as JSON gives it, before its meaning is checked.
struct WireEntry: Decodable {
    struct Clock: Decodable {
        let ms: Int64
        let n: Int64
        let device: String
    }

    struct Cell: Decodable {
        let int: String?
        let real: String?
        let text: String?
        let null: Bool?

        /// Exactly one form, and numbers that read back whole: `Int64` refuses an overflow,
        /// and a real must be finite.
        var cell: SyncCell? {
            switch (int, real, text, null) {
            case (let value?, nil, nil, nil): Int64(value).map { .integer($0) }
            case (nil, let value?, nil, nil): Double(value).flatMap { $0.isFinite ? .real($0) : nil }
            case (nil, nil, let value?, nil): .text(value)
            case (nil, nil, nil, true?): .null
            default: nil
            }
        }
    }

    let clock: Clock
    let kind: String
    let key: [String]
    let row: [String: Cell]?
}
