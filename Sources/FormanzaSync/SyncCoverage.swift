import FormanzaSQLite

/// `sync_covered`: per device, the last segment number up to which every one of its segments
/// has been merged here whole (or read through a snapshot covering them). A segment above it
/// that has gone from the folder was removed after a snapshot, and that snapshot is read;
/// segments at or below it are never read again. For this device itself the row also counts
/// the entries it wrote since its last snapshot, which decides when the next one is due.
enum SyncCoverage {
    static func through(_ device: String, _ connection: Connection) throws -> Int {
        Int(
            try connection.statement("SELECT through FROM sync_covered WHERE device = ?").first([.text(device)]) {
                try $0.integer("through")
            } ?? 0)
    }

    static func setThrough(_ device: String, _ number: Int, _ connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO sync_covered (device, through) VALUES (?, ?)
            ON CONFLICT (device) DO UPDATE SET through = excluded.through
            """, [.text(device), .integer(Int64(number))])
    }

    /// Entries this device wrote since its last snapshot.
    static func written(_ device: String, _ connection: Connection) throws -> Int64 {
        try connection.statement("SELECT written FROM sync_covered WHERE device = ?").first([.text(device)]) {
            try $0.integer("written")
        } ?? 0
    }

    static func addWritten(_ device: String, _ count: Int, _ connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO sync_covered (device, written) VALUES (?, ?)
            ON CONFLICT (device) DO UPDATE SET written = written + excluded.written
            """, [.text(device), .integer(Int64(count))])
    }

    static func resetWritten(_ device: String, _ connection: Connection) throws {
        try connection.run("UPDATE sync_covered SET written = 0 WHERE device = ?", [.text(device)])
    }
}
