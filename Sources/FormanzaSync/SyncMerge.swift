import FormanzaBase
import FormanzaSQLite
import FormanzaSystem

/// Reads every other device's journal from where this store stopped last time and applies the
/// entries later than what the store holds. Runs inside the store's write transaction: the
/// applied rows and the new read positions land together.
struct SyncMerge {
    let folder: SyncFolder
    /// Wall milliseconds now, kept as when a device was last merged.
    let now: Int64

    /// Whether any segment differs in size or time from when it was last read: one `lstat` per
    /// segment, nothing opened.
    func hasNews(_ connection: Connection) throws -> Bool {
        let known = try readPositions(connection)
        guard let devices = try? folder.deviceIDs() else { return false }
        for id in devices {
            for (_, name) in (try? folder.segments(of: id) ?? []) ?? [] {
                let seen = AppendOnlyFiles.sizeAndTime(folder.device(id) + "/" + name)
                let last = known[id + "/" + name]
                if seen?.size != last?.size || seen?.modified != last?.modified { return true }
            }
        }
        return false
    }

    private func readPositions(_ connection: Connection) throws -> [String: (
        offset: Int64, size: Int64, modified: Int64
    )] {
        var positions: [String: (offset: Int64, size: Int64, modified: Int64)] = [:]
        try connection.statement("SELECT device, file, offset, size, modified FROM sync_read").scan { row in
            positions[(row.text(0) ?? "") + "/" + (row.text(1) ?? "")] = (
                row.integer(2), row.integer(3), row.integer(4)
            )
            return true
        }
        return positions
    }

    func merge(_ config: inout SyncConfig, _ connection: Connection) throws -> MergeReport {
        var report = MergeReport()
        let known = try readPositions(connection)
        try connection.run("INSERT OR IGNORE INTO sync_applying (id) VALUES (1)")
        defer { try? connection.run("DELETE FROM sync_applying") }
        let devices: [String]
        do { devices = try folder.deviceIDs() } catch {
            try refuse(device: "", file: "devices", offset: 0, .file("\(folder.devices): \(error.text)"), connection)
            return report
        }
        var items = ItemMerge()
        for id in devices where id != config.device {
            let segments: [(number: Int, name: String)]
            do { segments = try folder.segments(of: id) ?? [] } catch {
                try refuse(device: id, file: "", offset: 0, .file("\(folder.device(id)): \(error.text)"), connection)
                continue
            }
            var merged = DeviceMerge()
            for (_, name) in segments {
                let path = folder.device(id) + "/" + name
                guard let seen = AppendOnlyFiles.sizeAndTime(path) else { continue }
                let last = known[id + "/" + name]
                if let last, last.size == seen.size, last.modified == seen.modified { continue }
                var offset = last?.offset ?? 0
                try readSegment(
                    path, device: id, file: name, offset: &offset, &merged, &config, &report, &items, connection)
                try connection.run(
                    """
                    INSERT INTO sync_read (device, file, offset, size, modified) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (device, file) DO UPDATE SET
                        offset = excluded.offset, size = excluded.size, modified = excluded.modified
                    """,
                    [.text(id), .text(name), .integer(offset), .integer(seen.size), .integer(seen.modified)])
            }
            try merged.save(device: id, name: folder.name(of: id), now: now, connection)
        }
        try PartsAssembly.refresh(forms: items.forms, dataValues: items.dataValues, connection)
        return report
    }

    /// Reads whole entries from `offset` on, a bounded chunk at a time; a last line without its
    /// newline (still being written, or cut short) is left for a later read.
    private func readSegment(
        _ path: String, device: String, file: String, offset: inout Int64, _ merged: inout DeviceMerge,
        _ config: inout SyncConfig, _ report: inout MergeReport, _ items: inout ItemMerge, _ connection: Connection
    ) throws {
        while true {
            let chunk: [UInt8]
            do {
                guard let read = try AppendOnlyFiles.read(path, from: offset, limit: SyncFolder.readChunk) else {
                    return
                }
                chunk = read
            } catch {
                try refuse(device: device, file: file, offset: offset, .file(error.message(in: .en)), connection)
                return
            }
            guard let lastNewline = chunk.lastIndex(of: 0x0a) else {
                if chunk.count > EntryCodec.maximumLineBytes {
                    // No entry is this long: skip it, so the rest of the segment is still read.
                    try refuse(device: device, file: file, offset: offset, .tooLarge, connection)
                    offset += Int64(chunk.count)
                    continue
                }
                return
            }
            var start = 0
            while start <= lastNewline {
                let end = chunk[start...].firstIndex(of: 0x0a)!
                let line = chunk[start..<end]
                let lineOffset = offset + Int64(start)
                start = end + 1
                guard !line.isEmpty else { continue }
                report.read += 1
                do {
                    let entry = try EntryCodec.decode(line)
                    guard entry.clock.device == device else {
                        throw SyncRefusal.otherDevice(claimed: entry.clock.device)
                    }
                    try EntryValidation.check(entry)
                    merged.note(entry.clock)
                    config.witness(entry.clock)
                    if try items.apply(entry, connection) { report.applied += 1 }
                } catch let refusal as SyncRefusal {
                    report.refused += 1
                    try refuse(device: device, file: file, offset: lineOffset, refusal, connection)
                }
            }
            offset += Int64(lastNewline + 1)
            if chunk.count < SyncFolder.readChunk { return }
        }
    }

    /// Keeps a refusal for `sync status` (the latest 100), in both languages.
    private func refuse(
        device: String, file: String, offset: Int64, _ refusal: SyncRefusal, _ connection: Connection
    ) throws {
        try connection.run(
            "INSERT INTO sync_refused (device, file, offset, english, spanish, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .text(device), .text(file), .integer(offset), .text(refusal.message(in: .en)),
                .text(refusal.message(in: .es)), .integer(now),
            ])
        try connection.run("DELETE FROM sync_refused WHERE id <= (SELECT max(id) - 100 FROM sync_refused)")
    }
}

/// What one merge saw of one device: its latest change and how many entries it read.
struct DeviceMerge {
    var latest: HybridClock?
    var entries = 0

    mutating func note(_ clock: HybridClock) {
        entries += 1
        if latest.map({ $0 < clock }) ?? true { latest = clock }
    }

    func save(device: String, name: String?, now: Int64, _ connection: Connection) throws {
        try connection.run(
            "INSERT INTO sync_devices (device, name) VALUES (?, ?) ON CONFLICT (device) DO UPDATE SET name = excluded.name",
            [.text(device), .text(name ?? "")])
        guard let latest else { return }
        try connection.run(
            """
            UPDATE sync_devices SET merged_at = ?, entries = entries + ?,
                latest_ms = max(coalesce(latest_ms, 0), ?),
                latest_n = CASE WHEN coalesce(latest_ms, 0) <= ? THEN ? ELSE latest_n END
            WHERE device = ?
            """,
            [
                .integer(now), .integer(Int64(entries)), .integer(latest.milliseconds), .integer(latest.milliseconds),
                .integer(latest.counter), .text(device),
            ])
    }
}
