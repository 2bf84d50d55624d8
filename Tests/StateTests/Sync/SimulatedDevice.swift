import FormanzaModel
import FormanzaSQLite
import FormanzaState
import FormanzaTestSupport
import Foundation

@testable import FormanzaSync

/// The wall clock all simulated devices share: one millisecond per step, so the clock of each
/// change is the step that made it and "the last write" is the one with the highest step.
final class SharedClock: @unchecked Sendable {
    var now: Int64 = 1_000
}

/// One machine of the simulation: its own store and its own copy of the sync folder. What
/// Syncthing does is `receive`: copying another copy's files (or a cut-short prefix of one)
/// into this one.
final class SimulatedDevice {
    let root: String
    let store: Store
    let engine: SyncEngine
    var folder: String { root + "/folder" }

    init(root: String, clock: SharedClock) throws {
        self.root = root
        store = try Store.open(
            paths: StorePaths(root: root + "/store", runtime: root + "/run", config: root + "/config"), language: .en,
            now: 1)
        engine = SyncEngine(store: store, wallMilliseconds: { clock.now })
    }

    /// Copies the journal files of `other`'s folder into this device's folder: all of them, or
    /// only some, or one of them cut at a random byte (a transfer still under way). A file is
    /// only ever replaced by a longer version of itself, as replication of an append-only file
    /// does.
    func receive(from other: SimulatedDevice, rng: inout SeededGenerator, partial: Bool) throws {
        let fm = FileManager.default
        let devices = other.folder + "/devices"
        for id in (try? fm.contentsOfDirectory(atPath: devices)) ?? [] {
            let target = folder + "/devices/" + id
            try fm.createDirectory(atPath: target, withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: devices + "/" + id) where !name.hasPrefix(".") {
                if partial && rng.next() % 3 == 0 { continue }
                let path = target + "/" + name
                let source = devices + "/" + id + "/" + name
                let size = { (path: String) in (try? fm.attributesOfItem(atPath: path)[.size] as? Int) ?? -1 }
                // Nothing new to copy: not read at all (journals grow long).
                if name != "device.json", size(source) <= size(path) { continue }
                var bytes = try Data(contentsOf: URL(fileURLWithPath: source))
                if partial && name.hasPrefix("journal") && rng.next() % 4 == 0 && !bytes.isEmpty {
                    bytes = bytes.prefix(Int(rng.next() % UInt64(bytes.count)))
                }
                let held = size(path)
                guard bytes.count > held || name == "device.json" else { continue }
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        }
    }

    /// Every fact table, ordered, as text: what must be equal on every device at the end.
    func dump() throws -> [String] {
        try store.withConnection { connection in
            var lines: [String] = []
            for (sql, columns) in [
                (
                    "SELECT 'answer', form, day, screen, type, unit, quote(value), saved_at FROM answers ORDER BY 2, 3, 4",
                    8
                ),
                ("SELECT 'form', id, definition FROM forms ORDER BY 2", 3),
                ("SELECT 'data', position, definition FROM data_values ORDER BY 2", 3),
                ("SELECT 'settings', definition FROM settings", 2),
                ("SELECT 'opening', at, day FROM opening", 3),
            ] {
                lines += try connection.statement(sql).rows { row in
                    (0..<columns).map { row.text(Int32($0)) ?? "∅" }.joined(separator: "|")
                }.map(Self.canonical)
            }
            return lines
        }
    }
}

extension SimulatedDevice {
    /// A dump line of a form or a data value with its definition as export writes it (keys
    /// sorted): the store's own text puts keys in no fixed order.
    static func canonical(_ line: String) -> String {
        let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "form" || parts[0] == "data" else { return line }
        let text = Data(parts[2].utf8)
        let encoded: String? =
            parts[0] == "form"
            ? (try? JSONDecoder().decode(Form.self, from: text)).flatMap { try? FormParts.canonical($0) }
            : (try? JSONDecoder().decode(DataValue.self, from: text)).flatMap { try? FormParts.canonical($0) }
        return "\(parts[0])|\(parts[1])|" + (encoded ?? "unreadable: " + parts[2])
    }
}

/// A small deterministic generator (SplitMix64), so a failing seed replays exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
