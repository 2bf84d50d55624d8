import FormanzaBase
import FormanzaSystem
import FoundationEssentials

/// The shared folder's layout: `devices/DEVICE-ID/` per device, each holding `device.json`
/// (its name) and `journal-NNNNNNNN.jsonl` segments. A device writes only in its own folder.
struct SyncFolder {
    let root: String

    /// A segment is closed once it reaches this size; the next change starts a new one.
    static let segmentBytes: Int64 = 4 << 20
    /// How much of a segment is read at once: memory stays bounded whatever a file holds.
    static let readChunk = 8 << 20

    var devices: String { root + "/devices" }
    func device(_ id: String) -> String { devices + "/" + id }
    /// Where a device keeps copies of the photos its answers name (see `SyncPhotos`).
    func photos(of id: String) -> String { device(id) + "/photos" }
    func segment(_ id: String, _ number: Int) -> String { device(id) + "/" + SyncFolder.numbered("journal-", number) }

    /// A snapshot's path: it holds every item its device held once its segments up to
    /// `number` were written (see `SyncSnapshot`).
    func snapshot(_ id: String, _ number: Int) -> String {
        device(id) + "/" + SyncFolder.numbered("snapshot-", number)
    }

    private static func numbered(_ prefix: String, _ number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 8 - digits.count)) + digits + ".jsonl"
    }

    /// The number of a segment file name, nil for any other name.
    static func segmentNumber(_ name: String) -> Int? { number(name, prefix: "journal-") }

    /// The number of a snapshot file name (the last segment it covers), nil for any other name.
    static func snapshotNumber(_ name: String) -> Int? { number(name, prefix: "snapshot-") }

    private static func number(_ name: String, prefix: String) -> Int? {
        let length = prefix.utf8.count
        guard name.hasPrefix(prefix), name.hasSuffix(".jsonl"), name.utf8.count == length + 14 else { return nil }
        let digits = name.utf8.dropFirst(length).dropLast(6)
        guard digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// The segments of a device's folder, in order; nil when there is no such folder.
    func segments(of id: String) throws(Errno) -> [(number: Int, name: String)]? {
        try files(of: id)?.segments
    }

    /// A device folder's segments and snapshots, each in order; nil when there is no such folder.
    func files(of id: String) throws(Errno) -> (
        segments: [(number: Int, name: String)], snapshots: [(number: Int, name: String)]
    )? {
        guard let names = try DirectoryListing.names(in: device(id)) else { return nil }
        let segments = names.compactMap { name in SyncFolder.segmentNumber(name).map { ($0, name) } }
        let snapshots = names.compactMap { name in SyncFolder.snapshotNumber(name).map { ($0, name) } }
        return (segments.sorted { $0.0 < $1.0 }, snapshots.sorted { $0.0 < $1.0 })
    }

    /// The ids of the device folders present (anything else under `devices/` is ignored).
    func deviceIDs() throws(Errno) -> [String] {
        (try DirectoryListing.names(in: devices) ?? []).filter(DeviceID.isValid).sorted()
    }

    /// Makes the folder and this device's own folder, and writes its name.
    func join(device id: String, name: String) throws {
        try OwnedFiles.makePrivateDirectory(root)
        try OwnedFiles.makePrivateDirectory(devices)
        try OwnedFiles.makePrivateDirectory(device(id))
        let text = "{\"id\":" + JSONEscaping.quoted(id) + ",\"name\":" + JSONEscaping.quoted(name) + ",\"format\":2}\n"
        try DurableFiles.replace(device(id) + "/device.json", with: Array(text.utf8))
    }

    /// Appends `lines` (each one entry, no newline) to this device's journal: to its last
    /// segment while that is below the size cap, ends in a whole entry and no snapshot covers
    /// it, else in new segments, each made whole beside its final name and renamed into place.
    func append(lines: [String], device id: String) throws {
        guard !lines.isEmpty else { return }
        var pending = lines[...]
        let existing = try files(of: id)
        let covered = existing?.snapshots.last?.number ?? 0
        var number = max(existing?.segments.last?.number ?? 0, covered)
        if number > covered {
            let path = segment(id, number)
            if let size = AppendOnlyFiles.sizeAndTime(path)?.size, size > 0, size < SyncFolder.segmentBytes,
                try AppendOnlyFiles.read(path, from: size - 1, limit: 1) == [0x0a]
            {
                let bytes = take(&pending, room: SyncFolder.segmentBytes - size)
                try AppendOnlyFiles.append(path, bytes)
            }
        }
        while !pending.isEmpty {
            number += 1
            let bytes = take(&pending, room: SyncFolder.segmentBytes)
            try DurableFiles.replace(segment(id, number), with: bytes)
        }
    }

    /// Whole lines from the front of `lines` up to `room` bytes (always at least one line).
    private func take(_ lines: inout ArraySlice<String>, room: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        while let line = lines.first {
            let size = Int64(line.utf8.count + 1)
            if !bytes.isEmpty && Int64(bytes.count) + size > room { break }
            bytes += line.utf8
            bytes.append(0x0a)
            lines.removeFirst()
        }
        return bytes
    }

    /// The name a device gave itself in `device.json`, if it reads; at most 200 characters, with
    /// hidden characters kept out by whoever prints it.
    func name(of id: String) -> String? {
        struct Card: Decodable { let name: String }
        guard let bytes = try? OwnedFiles.readRegular(device(id) + "/device.json", limit: 4096),
            let card = try? JSONDecoder().decode(Card.self, from: Data(bytes))
        else { return nil }
        return String(card.name.prefix(200))
    }
}
