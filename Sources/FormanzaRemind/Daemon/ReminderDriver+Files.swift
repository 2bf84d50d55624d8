import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// The driver's watches: the store directory and its parent, `remind.conf`'s folder, `/etc` for
/// the zone, and the signals.
extension ReminderDriver {
    /// The store directory's events: entries written in place count too (store.db, its WAL).
    static let storeMask = InotifyMask.directoryContents.union(.modify)

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    func watchFiles() throws {
        let files = try events.watchFiles { [weak self] events in self?.filesChanged(events) }
        // The store directory, for store.db and store.db-wal: written in place, so their
        // modifications count too.
        try? FileSystem.makeDirectory(paths.root)
        try files.add(paths.root, mask: ReminderDriver.storeMask)
        // Its parent too: a store directory deleted and created again (a restored backup, a
        // reset) is watched again and read, with no SIGHUP needed.
        do { try files.add(ReminderDriver.parent(of: paths.root), mask: [.create, .movedTo, .onlyDirectory]) } catch {
            log(.warning, "cannot watch the parent of \(paths.root): \(error)")
        }
        try? FileSystem.makeDirectory(paths.config)
        do { try files.add(paths.config, mask: .directoryContents) } catch {
            log(.warning, "cannot watch \(paths.config): \(error)")
        }
        do { try files.add("/etc", mask: [.create, .movedTo, .delete, .closeWrite, .attributes]) } catch {
            log(.warning, "cannot watch /etc for time-zone changes: \(error)")
        }
        self.files = files
    }

    func filesChanged(_ events: [InotifyEvent]) {
        if events.contains(where: { $0.mask.contains(.queueOverflow) }) {
            rereadEverything()
            return
        }
        onFileEvents(events)
        let names = events.map { ($0.watchedPath, $0.name ?? "") }
        let storeName = String(
            paths.root[paths.root.index(after: paths.root.lastIndex(of: "/") ?? paths.root.startIndex)...])
        if names.contains(where: { $0.0 == ReminderDriver.parent(of: paths.root) && $0.1 == storeName }) {
            if watchStoreAgain() { log(.info, "the store directory \(paths.root) appeared again; watching it") }
            // Its database may have been written before the watch was back.
            settleStoreChange()
        }
        if names.contains(where: { $0.0 == paths.config && $0.1 == "remind.conf" }) {
            loadSettings()
        }
        if names.contains(where: { $0.0 == paths.root && ($0.1 == "store.db" || $0.1 == "store.db-wal") }) {
            settleStoreChange()
        }
        if names.contains(where: { $0.0 == "/etc" && ($0.1 == "localtime" || $0.1 == "timezone") }) {
            send(.zoneChanged)
        }
    }

    /// Reads the store once its writes have settled (each write moves the moment on).
    private func settleStoreChange() {
        do {
            try storeSettle?.arm(
                atMicroseconds: UInt64(events.nowMicroseconds() + ReminderDriver.storeSettleMicroseconds))
        } catch { readStoreChange() }
    }

    /// Watches the store directory afresh (it may be a new directory under the same name);
    /// false, logged, when it cannot.
    private func watchStoreAgain() -> Bool {
        files?.remove(paths.root)
        do {
            try files?.add(paths.root, mask: ReminderDriver.storeMask)
            return true
        } catch {
            log(.warning, "cannot watch \(paths.root) again: \(error)")
            return false
        }
    }

    /// The kernel's inotify queue overflowed: changes were lost and nothing says which, so
    /// everything watched is read again (the store directory, the database, `remind.conf`, the
    /// zone, and the sync folder while the store syncs: what another machine wrote there is
    /// merged now) and the plan is made afresh.
    private func rereadEverything() {
        log(.warning, "the inotify queue overflowed and changes were lost; re-reading the store and the settings")
        _ = watchStoreAgain()
        loadSettings()
        if store.followReplacement() { log(.info, "store.db was created again; reading the new one") }
        storeVersion = try? store.dataVersion()
        // As at start: the merge also watches the folder afresh (`sync setup` or `sync leave` may
        // have gone unseen), and the plan made just below covers what it brought.
        onEventsLost()
        send(.reread(reason: "inotify queue overflow"))
    }

    /// Re-plans when another process committed something that can change the plan; a file
    /// touched without a commit (a reader, a checkpoint) changes nothing.
    func readStoreChange() {
        if store.followReplacement() {
            log(.info, "store.db was created again; reading the new one")
            storeVersion = nil
        }
        let version: Int64
        do { version = try store.dataVersion() } catch {
            log(.error, "cannot read the store: \(error)")
            return
        }
        guard version != storeVersion else { return }
        storeVersion = version
        // `sync setup` or `sync leave` may have changed what is watched.
        onStoreCommitted()
        send(.storeChanged)
    }

    func signalled(_ signal: Int32) {
        if signal == ProcessSignal.hangUp {
            log(.info, "SIGHUP: reloading settings and re-planning")
            loadSettings()
            send(.reread(reason: "SIGHUP"))
        } else {
            log(.notice, signal == ProcessSignal.terminate ? "SIGTERM" : "SIGINT")
            output?.stop(code: 0)
        }
    }
}
