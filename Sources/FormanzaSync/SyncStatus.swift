import FormanzaSQLite
import FormanzaState

/// What `formanza sync status` shows: this device, every device merged, and what was refused.
public struct SyncStatus: Sendable {
    public struct Device: Sendable {
        public let id: String
        /// The name from its `device.json` (text from another machine: print it escaped).
        public let name: String
        /// Its latest change merged here (wall milliseconds of the change's clock).
        public let latestChange: Int64?
        /// When this store last merged something of it (wall milliseconds).
        public let mergedAt: Int64?
        public let entries: Int64
    }

    public struct Refusal: Sendable {
        public let device: String
        public let file: String
        public let offset: Int64
        public let english: String
        public let spanish: String
        public let at: Int64
    }

    /// Nil when this store never joined a folder.
    public let device: String?
    public let name: String
    /// Nil when not syncing.
    public let folder: String?
    public let pending: Int64
    /// Why the folder cannot be used now (gone, unreadable), nil when it can or when not syncing.
    public let folderProblem: SyncFolderProblem?
    public let devices: [Device]
    public let refusals: [Refusal]
    /// Rules tying items together that the merge settled, by form and item.
    public let settled: [Settlement]

    public static func read(_ store: Store) throws -> SyncStatus {
        try store.withConnection { connection in
            guard let config = try SyncConfig.load(connection) else {
                return SyncStatus(
                    device: nil, name: "", folder: nil, pending: 0, folderProblem: nil, devices: [], refusals: [],
                    settled: [])
            }
            let devices = try connection.statement(
                "SELECT device, name, latest_ms, merged_at, entries FROM sync_devices ORDER BY device"
            ).rows { row in
                Device(
                    id: row.text(0) ?? "", name: row.text(1) ?? "", latestChange: row.isNull(2) ? nil : row.integer(2),
                    mergedAt: row.isNull(3) ? nil : row.integer(3), entries: row.integer(4))
            }
            let refusals = try connection.statement(
                "SELECT device, file, offset, english, spanish, at FROM sync_refused ORDER BY id DESC LIMIT 20"
            ).rows { row in
                Refusal(
                    device: row.text(0) ?? "", file: row.text(1) ?? "", offset: row.integer(2),
                    english: row.text(3) ?? "", spanish: row.text(4) ?? "", at: row.integer(5))
            }
            let hasParts =
                try connection.integer(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_settled'")
                == 1
            let settled =
                hasParts
                ? try connection.statement(
                    "SELECT form, item, id, english, spanish FROM sync_settled ORDER BY form, item, id LIMIT 100"
                ).rows { row in
                    Settlement(
                        form: row.text(0) ?? "", item: row.text(1) ?? "", id: row.text(2) ?? "",
                        english: row.text(3) ?? "", spanish: row.text(4) ?? "")
                } : []
            return SyncStatus(
                device: config.device, name: config.name, folder: config.folder,
                pending: try connection.integer("SELECT count(*) FROM sync_outbox") ?? 0,
                folderProblem: config.folder.flatMap { SyncFolder(root: $0).problem(device: config.device) },
                devices: devices, refusals: refusals, settled: settled)
        }
    }
}
