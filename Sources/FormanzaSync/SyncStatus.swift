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
                    id: try row.text("device") ?? "", name: try row.text("name") ?? "",
                    latestChange: try row.isNull("latest_ms") ? nil : try row.integer("latest_ms"),
                    mergedAt: try row.isNull("merged_at") ? nil : try row.integer("merged_at"),
                    entries: try row.integer("entries"))
            }
            let refusals = try connection.statement(
                "SELECT device, file, offset, english, spanish, at FROM sync_refused ORDER BY id DESC LIMIT 20"
            ).rows { row in
                Refusal(
                    device: try row.text("device") ?? "", file: try row.text("file") ?? "",
                    offset: try row.integer("offset"), english: try row.text("english") ?? "",
                    spanish: try row.text("spanish") ?? "", at: try row.integer("at"))
            }
            let settled = try connection.statement(
                "SELECT form, item, id, english, spanish FROM sync_settled ORDER BY form, item, id LIMIT 100"
            ).rows { row in
                Settlement(
                    form: try row.text("form") ?? "", item: try row.text("item") ?? "", id: try row.text("id") ?? "",
                    english: try row.text("english") ?? "", spanish: try row.text("spanish") ?? "")
            }
            return SyncStatus(
                device: config.device, name: config.name, folder: config.folder,
                pending: try connection.integer("SELECT count(*) FROM sync_outbox") ?? 0,
                folderProblem: config.folder.flatMap { SyncFolder(root: $0).problem(device: config.device) },
                devices: devices, refusals: refusals, settled: settled)
        }
    }
}
