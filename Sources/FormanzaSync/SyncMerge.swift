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
            guard let files = (try? folder.files(of: id)) ?? nil else { continue }
            let through = try SyncCoverage.through(id, connection)
            if snapshotToRead(files, through: through) != nil { return true }
            for (number, name) in files.segments where number > through {
                let seen = AppendOnlyFiles.sizeAndTime(folder.device(id) + "/" + name)
                let last = known[id + "/" + name]
                if seen?.size != last?.size || seen?.modified != last?.modified { return true }
            }
        }
        return false
    }

    /// The newest snapshot, when it covers segments this store has not merged whole that are
    /// no longer all in the folder (removed after it was written); nil when the segments
    /// themselves can still be read.
    func snapshotToRead(
        _ files: (segments: [(number: Int, name: String)], snapshots: [(number: Int, name: String)]), through: Int
    ) -> (number: Int, name: String)? {
        guard let newest = files.snapshots.last, newest.number > through else { return nil }
        let present = Set(files.segments.map(\.number))
        return (through + 1...newest.number).allSatisfy(present.contains) ? nil : newest
    }

    private func readPositions(_ connection: Connection) throws -> [String: (
        offset: Int64, size: Int64, modified: Int64
    )] {
        var positions: [String: (offset: Int64, size: Int64, modified: Int64)] = [:]
        try connection.statement("SELECT device, file, offset, size, modified FROM sync_read").scan { row in
            positions[(try row.text("device") ?? "") + "/" + (try row.text("file") ?? "")] = (
                try row.integer("offset"), try row.integer("size"), try row.integer("modified")
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
            let files: (segments: [(number: Int, name: String)], snapshots: [(number: Int, name: String)])
            do {
                guard let listed = try folder.files(of: id) else { continue }
                files = listed
            } catch {
                try refuse(device: id, file: "", offset: 0, .file("\(folder.device(id)): \(error.text)"), connection)
                continue
            }
            var merged = DeviceMerge()
            let stored = try SyncCoverage.through(id, connection)
            var through = stored
            if let snapshot = snapshotToRead(files, through: through) {
                var offset: Int64 = 0
                let whole = try readSegment(
                    folder.device(id) + "/" + snapshot.name, device: id, file: snapshot.name, snapshot: true,
                    offset: &offset, &merged, &config, &report, &items, connection)
                if whole {
                    through = snapshot.number
                    try connection.run("DELETE FROM sync_read WHERE device = ?", [.text(id)])
                }
            }
            // Segments merged whole so far, in order: every one but the last listed is closed
            // (its device writes only to its last), so once read to its end it never changes.
            var wholeThrough = through
            for (index, (number, name)) in files.segments.enumerated() where number > through {
                let path = folder.device(id) + "/" + name
                guard let seen = AppendOnlyFiles.sizeAndTime(path) else { continue }
                let last = known[id + "/" + name]
                var whole = true
                if last == nil || last?.size != seen.size || last?.modified != seen.modified {
                    var offset = last?.offset ?? 0
                    whole = try readSegment(
                        path, device: id, file: name, snapshot: false, offset: &offset, &merged, &config, &report,
                        &items, connection)
                    try connection.run(
                        """
                        INSERT INTO sync_read (device, file, offset, size, modified) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (device, file) DO UPDATE SET
                            offset = excluded.offset, size = excluded.size, modified = excluded.modified
                        """,
                        [.text(id), .text(name), .integer(offset), .integer(seen.size), .integer(seen.modified)])
                }
                if whole, number == wholeThrough + 1, index < files.segments.count - 1 { wholeThrough = number }
            }
            if wholeThrough != stored {
                try SyncCoverage.setThrough(id, wholeThrough, connection)
            }
            try merged.save(device: id, name: folder.name(of: id), now: now, connection)
        }
        try items.finish(connection)
        try PartsAssembly.refresh(forms: items.forms, dataValues: items.dataValues, connection)
        return report
    }

    /// Reads whole entries from `offset` on, a bounded chunk at a time; a last line without its
    /// newline (still being written, or cut short) is left for a later read.
    ///
    /// A snapshot carries the items of every device with their own clocks; a segment only its
    /// device's changes. Returns whether the file was read to its end (false when it vanished
    /// or could not be read).
    @discardableResult
    private func readSegment(
        _ path: String, device: String, file: String, snapshot: Bool, offset: inout Int64,
        _ merged: inout DeviceMerge, _ config: inout SyncConfig, _ report: inout MergeReport, _ items: inout ItemMerge,
        _ connection: Connection
    ) throws -> Bool {
        while true {
            let chunk: [UInt8]
            do {
                guard let read = try AppendOnlyFiles.read(path, from: offset, limit: SyncFolder.readChunk) else {
                    return false
                }
                chunk = read
            } catch {
                try refuse(device: device, file: file, offset: offset, .file(error.message(in: .en)), connection)
                return false
            }
            guard let lastNewline = chunk.lastIndex(of: 0x0a) else {
                if chunk.count > EntryCodec.maximumLineBytes {
                    // No entry is this long: skip it, so the rest of the segment is still read.
                    try refuse(device: device, file: file, offset: offset, .tooLarge, connection)
                    offset += Int64(chunk.count)
                    continue
                }
                return true
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
                    guard snapshot || entry.clock.device == device else {
                        throw SyncRefusal.otherDevice(claimed: entry.clock.device)
                    }
                    try EntryValidation.check(entry)
                    if entry.clock.device == device { merged.note(entry.clock) }
                    config.witness(entry.clock)
                    if try items.apply(entry, connection) { report.applied += 1 }
                } catch let refusal as SyncRefusal {
                    report.refused += 1
                    try refuse(device: device, file: file, offset: lineOffset, refusal, connection)
                }
            }
            offset += Int64(lastNewline + 1)
            if chunk.count < SyncFolder.readChunk { return true }
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
