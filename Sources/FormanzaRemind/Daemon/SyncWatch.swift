import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaSync
import FormanzaSystem
import FormanzaSystemd

/// The daemon's side of sync: while the store syncs, the folder's `devices/` and every device
/// folder in it are watched with inotify (no polling: an idle daemon still never wakes), and
/// what lands there is merged into the store shortly after, then planned for as any store
/// change (a reminder for a day now recorded elsewhere is withdrawn).
final class SyncWatch {
    private let store: Store
    private let files: any FileWatch
    private let journal: Journal
    private var timer: EventTimer?
    /// Called after a merge changed the store (the daemon's own connection wrote it, so
    /// `data_version` does not show it).
    private let merged: () -> Void
    private(set) var watched: Set<String> = []

    /// How long after a file event the folder is merged: a burst of renames (Syncthing moving
    /// several files into place) is merged once.
    static let settleMicroseconds: Int64 = 20_000

    init(loop: EventLoop, store: Store, files: any FileWatch, journal: Journal, merged: @escaping () -> Void) throws {
        self.store = store
        self.files = files
        self.journal = journal
        self.merged = merged
        timer = try EventTimer(loop: loop) { [weak self] _ in self?.merge() }
        refreshWatches()
    }

    /// Watches `devices/`, each device folder and its `photos/` of the folder this store syncs with, or
    /// nothing when it does not sync (after `sync leave`).
    func refreshWatches() {
        var wanted: Set<String> = []
        if let folder = try? SyncStatus.read(store).folder {
            let devices = folder + "/devices"
            wanted.insert(devices)
            for id in (try? DirectoryListing.names(in: devices)) ?? [] where DeviceID.isValid(id) {
                wanted.insert(devices + "/" + id)
                // Photo files land here, often after the answer naming them.
                let photos = devices + "/" + id + "/photos"
                if (try? FileStatus.of(photos, followLinks: false))?.kind == .directory { wanted.insert(photos) }
            }
        }
        for path in watched.subtracting(wanted) { files.remove(path) }
        for path in wanted.subtracting(watched) {
            do {
                try files.add(path, mask: InotifyMask.directoryContents.union([.modify, .dontFollow, .onlyDirectory]))
            } catch {
                journal.log(.warning, "cannot watch the sync folder \(path): \(error)")
                wanted.remove(path)
            }
        }
        watched = wanted
    }

    /// Arms the merge when one of the events is in the sync folder; false when none is.
    func notice(_ events: [InotifyEvent]) -> Bool {
        guard events.contains(where: { $0.watchedPath.map(watched.contains) ?? false }) else { return false }
        do {
            try timer?.arm(atMicroseconds: UInt64(SystemTime.wallMicroseconds() + SyncWatch.settleMicroseconds))
        } catch { merge() }
        return true
    }

    /// Merges what arrived; with `notify`, a store changed by it is planned for at once.
    func merge(notify: Bool = true) {
        do {
            let report = try SyncEngine(store: store).sync()
            refreshWatches()
            if report.refused > 0 {
                journal.log(.warning, "sync: \(report.refused) entries refused; see formanza sync status")
            }
            if notify && report.applied > 0 { merged() }
        } catch {
            journal.log(.error, "sync: cannot merge the folder: \(error)")
        }
    }
}
