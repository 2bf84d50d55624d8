import FormanzaSQLite

/// This store's row of `sync_config`: its device id (made once per store, kept after leaving),
/// its name, the folder while syncing, and the latest clock reading it made or merged.
struct SyncConfig {
    let device: String
    let name: String
    let folder: String?
    var clock: HybridClock?

    static func load(_ connection: Connection) throws -> SyncConfig? {
        guard try SyncSchema.exists(connection) else { return nil }
        return try connection.statement("SELECT device, name, folder, clock_ms, clock_n FROM sync_config WHERE id = 1")
            .first { row in
                let device = try row.text("device") ?? ""
                let ms = try row.integer("clock_ms")
                return SyncConfig(
                    device: device, name: try row.text("name") ?? "",
                    folder: try row.isNull("folder") ? nil : try row.text("folder"),
                    clock: ms > 0
                        ? HybridClock(milliseconds: ms, counter: try row.integer("clock_n"), device: device) : nil)
            }
    }

    /// Keeps the latest clock reading, so the next local change is later than all of it.
    func saveClock(_ connection: Connection) throws {
        guard let clock else { return }
        try connection.run(
            "UPDATE sync_config SET clock_ms = ?, clock_n = ? WHERE id = 1",
            [.integer(clock.milliseconds), .integer(clock.counter)])
    }

    /// Moves the clock past a reading merged from elsewhere.
    mutating func witness(_ other: HybridClock) {
        let seen = HybridClock(milliseconds: other.milliseconds, counter: other.counter, device: device)
        if clock.map({ ($0.milliseconds, $0.counter) < (seen.milliseconds, seen.counter) }) ?? true { clock = seen }
    }
}
