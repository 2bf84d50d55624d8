import FormanzaSQLite
import FormanzaSystem

/// Why the sync folder cannot be used now: it is gone (a disk not mounted, a folder removed,
/// or an empty mount point where this device's own folder is missing) or cannot be read.
/// Nothing is ever made again in its place: only `sync setup` makes the folder.
public enum SyncFolderProblem: Sendable, Equatable {
    case missing
    case unreadable(String)
}

extension SyncFolder {
    /// One `lstat` of this device's name card: present means the folder is the one joined.
    func problem(device id: String) -> SyncFolderProblem? {
        do {
            let status = try FileStatus.of(device(id) + "/device.json", followLinks: false)
            return status.kind == .regular ? nil : .unreadable("device.json")
        } catch {
            if error == .noEntry || error == .notDirectory { return .missing }
            return .unreadable(error.text)
        }
    }
}

extension SyncEngine {
    /// The folder's problem when this store syncs and it has one, and no warning about it was
    /// given today (`day`): a command warns once a day, not on every run. Noting the day is a
    /// small write; a store that cannot be written warns every time rather than never.
    public func folderWarning(day: String) throws -> SyncFolderProblem? {
        try store.withConnection { connection in
            guard let config = try SyncConfig.load(connection), let folder = config.folder,
                let problem = SyncFolder(root: folder).problem(device: config.device)
            else { return nil }
            let warned = try connection.statement("SELECT day FROM sync_folder_warned WHERE id = 1").first {
                try $0.text("day")
            }
            guard (warned ?? nil) != day else { return nil }
            try? connection.run(
                "INSERT INTO sync_folder_warned (id, day) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET day = excluded.day",
                [.text(day)])
            return problem
        }
    }
}
