import FormanzaBase
import FormanzaCommandLine
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// `formanza-remind run`: the resident daemon. It owns the event loop, the bus, the watchers
/// and the single timer; every decision is the engine's.
///
/// Between reminders it sleeps in one `epoll_wait`: the timer is armed for the next instant
/// the engine names, and everything else (the store, `remind.conf`, `/etc/localtime`, the
/// wall clock, signals, the bus) wakes it only when something happens.
final class Daemon {
    static let busName = "app.formanza.Remind1"
    static let objectPath = "/app/formanza/Remind1"

    let environment: [String: String]
    let language: Language
    let paths: StorePaths
    let journal = Journal()
    let loop: EventLoop
    let bus: BusConnection
    let engine: ReminderEngine
    let notifications: NotificationsClient
    var capabilities: Set<String> = []
    var serverInformation: NotificationServerInformation?
    var configProblem: String?
    var armedFor: Int64?
    let started: Int64
    let store: Store

    private var timer: EventTimer?
    /// Fires shortly after the database or its log was written: SQLite publishes a commit
    /// after its last write, so the change is read once the writes have settled, and a burst
    /// of writes is read once.
    private var storeSettle: EventTimer?
    private var storeVersion: Int64?
    private var keepAlive: [AnyObject] = []
    /// The inotify watches (the store, its parent, remind.conf's directory, /etc).
    private var files: InotifyWatcher?
    private var slots: [BusSlot] = []
    /// The sync folder's watches, while the store syncs.
    private var sync: SyncWatch?

    init(environment: [String: String], store: Store, bus: BusConnection, loop: EventLoop) throws {
        self.environment = environment
        self.language = Language.current(environment: environment)
        self.paths = store.paths
        self.store = store
        self.loop = loop
        self.bus = bus
        let clock = SystemClock(environment: environment)
        started = clock.now()
        let marker = CheckinMarker(paths: store.paths)
        engine = ReminderEngine(
            facts: StoreFacts(store: store), clock: clock, settings: RemindSettings(),
            language: language, posted: PostedRecord(path: PostedRecord.path(environment: environment)),
            // A runtime folder made unsafe after the start (the lock refused it before) counts
            // as no check-in open: remind rather than stay silent on marks anyone could forge.
            checkinOpen: { (try? marker.isOpen()) ?? false })
        notifications = try NotificationsClient(connection: bus)
        loadSettings()
    }

    /// Sets everything up, plans, arms, tells systemd it is ready, and runs until a signal or
    /// the loss of the bus. Returns the exit status.
    func run(printPlan: Bool) throws -> Int32 {
        try bus.attach(to: loop)
        slots.append(
            try bus.onDisconnect { [weak self] in
                self?.journal.log(.error, "lost the session bus; exiting so systemd restarts the daemon")
                try? self?.loop.exit(code: 1)
            })
        if let error = Daemon.requestName(bus) {
            guard error.isAlreadyExists else { throw error }
            throw CommandError(refused: "another formanza-remind already runs on this session bus (\(Daemon.busName))")
        }
        // Held (never closed) for the daemon's life: `formanza forms` and `doctor` test it.
        if try DaemonPresence(paths: paths).hold() == nil {
            journal.log(.warning, "another formanza-remind already runs for \(paths.root)")
        }
        keepAlive.append(try DaemonInterface.export(self))
        try watchNotificationServer()
        try watchEverything()
        timer = try EventTimer(loop: loop) { [weak self] _ in self?.refresh(reason: "timer") }
        if let problem = engine.loadPosted() { perform([problem]) }
        let restored = engine.restoreShown()
        if restored > 0 { journal.log(.info, "\(restored) notification(s) posted before the restart are still ours") }
        storeSettle = try EventTimer(loop: loop) { [weak self] _ in self?.readStoreChange() }
        storeVersion = try? store.dataVersion()
        // What arrived in the sync folder while the daemon was not running, before the first plan.
        sync?.merge(notify: false)
        refresh(reason: "start")
        if printPlan, let plan = engine.plan {
            PlanText.render(plan, outcomes: engine.todaysOutcomes, language).forEach { Console.out($0) }
            Console.out(statusText)
        }
        if try loop.enableWatchdog() { journal.log(.info, "watchdog enabled") }
        _ = try ServiceManager.ready(status: statusText)
        journal.log(.notice, "started; \(statusText)")
        keepAlive.append(try AutomaticBackups.start(for: self))
        let code = try loop.run()
        _ = try? ServiceManager.stopping()
        journal.log(.notice, "stopping (exit status \(code))")
        return code
    }

    /// Takes the daemon's well-known name; the error when it cannot.
    static func requestName(_ bus: BusConnection) -> SystemdError? {
        do {
            try bus.requestName(Daemon.busName)
            return nil
        } catch {
            return error
        }
    }

    /// Asks the engine to re-plan, carries out what it says, and re-arms the timer.
    /// Each refresh (the store changed, a reminder fired) also deletes the photos no answer has
    /// referred to for a day, when some are due.
    func refresh(reason: String) {
        do {
            let deleted = try store.sweepPhotosIfDue(now: SystemClock(environment: environment).now())
            if !deleted.isEmpty { journal.log(.info, "deleted \(deleted.count) photo(s) unreferenced for a day") }
        } catch {
            journal.log(.error, "cannot delete unreferenced photos: \(error)")
        }
        let planning = SystemTime.monotonicSeconds()
        let actions = engine.refresh(reason: reason)
        journal.log(.debug, "planned in \(Int((SystemTime.monotonicSeconds() - planning) * 1000)) ms (\(reason))")
        perform(actions)
        rearm()
    }

    func rearm() {
        armedFor = engine.nextWake
        do {
            if let next = armedFor {
                try timer?.arm(atMicroseconds: UInt64(max(0, next)) * 1_000_000)
            } else {
                try timer?.disarm()
            }
        } catch {
            journal.log(.error, "cannot arm the timer: \(error)")
        }
        _ = try? ServiceManager.status(statusText)
    }

    /// `STATUS=` and `status`: the next reminder, or why there is none.
    var statusText: String {
        guard let plan = engine.plan else { return "not planned yet" }
        if let next = engine.nextUp {
            return "next: \(next.title), \(next.key.kind.rawValue)\(next.snoozed ? " (snoozed)" : ""), "
                + RFC3339.format(epochSecond: next.at, in: plan.zone)
        }
        if let stops = plan.stopsAfter, stops < plan.today {
            return "no reminders: they stopped after \(stops.iso); open Formanza to resume"
        }
        return plan.remindingForms == 0 ? "no form reminds" : "no reminder left in the horizon"
    }

    /// Reads `remind.conf`; a malformed file is reported with its line number and the previous
    /// valid settings stay.
    func loadSettings() {
        let text: String
        do {
            // Never blocks on a FIFO put in place of the file.
            guard
                let data = try FileSystem.readRegularFile(paths.remindConf, followLinks: true).map({
                    String(decoding: $0, as: UTF8.self)
                })
            else {
                engine.settings = RemindSettings()
                configProblem = nil
                return
            }
            text = data
        } catch {
            configProblem = (error as? any UserFacingError)?.message(in: language) ?? "\(paths.remindConf): \(error)"
            journal.log(.error, configProblem!)
            return
        }
        switch RemindSettings.parse(text) {
        case .success(let settings):
            engine.settings = settings
            configProblem = nil
        case .failure(let problem):
            configProblem = "\(paths.remindConf):\(problem.line): \(problem.message); keeping the previous settings"
            journal.log(.error, configProblem!)
        }
    }

    private func watchNotificationServer() throws {
        notifications.onServerChange = { [weak self] owner in
            guard let self else { return }
            self.journal.log(owner == nil ? .warning : .info, "notification server: \(owner ?? "none")")
            self.readServer()
            self.perform(self.engine.serverChanged(available: owner != nil))
            self.rearm()
        }
        notifications.onActionInvoked = { [weak self] id, action in
            guard let self else { return }
            self.perform(self.engine.action(id: id, name: action))
            self.rearm()
        }
        notifications.onActivationToken = { [weak self] id, token in self?.engine.activationToken(id: id, token: token)
        }
        notifications.onClosed = { [weak self] id, _ in self?.engine.closed(id: id) }
        notifications.onIgnoredSignal = { [weak self] sender, member in
            self?.journal.log(.warning, "ignored \(member) from \(sender ?? "?"), which is not the notification server")
        }
        readServer()
        if notifications.serverOwner == nil { perform(engine.serverChanged(available: false)) }
    }

    /// Reads the server's capabilities and name once it is there.
    func readServer() {
        guard notifications.serverOwner != nil else {
            capabilities = []
            serverInformation = nil
            engine.serverIdentity = nil
            return
        }
        capabilities = Set((try? notifications.capabilities()) ?? [])
        serverInformation = try? notifications.serverInformation()
        engine.serverIdentity = NotificationServerIdentity.read(notifications, information: serverInformation)
    }

    private func watchEverything() throws {
        let files = try InotifyWatcher(loop: loop) { [weak self] events in self?.filesChanged(events) }
        // The store directory, for store.db and store.db-wal: written in place, so their
        // modifications count too.
        try? FileSystem.makeDirectory(paths.root)
        try files.add(paths.root, mask: Daemon.storeMask)
        // Its parent too: a store directory deleted and created again (a restored backup, a
        // reset) is watched again and read, with no SIGHUP needed.
        do { try files.add(Daemon.parent(of: paths.root), mask: [.create, .movedTo, .onlyDirectory]) } catch {
            journal.log(.warning, "cannot watch the parent of \(paths.root): \(error)")
        }
        self.files = files
        try? FileSystem.makeDirectory(paths.config)
        do { try files.add(paths.config) } catch { journal.log(.warning, "cannot watch \(paths.config): \(error)") }
        do { try files.add("/etc", mask: [.create, .movedTo, .delete, .closeWrite, .attributes]) } catch {
            journal.log(.warning, "cannot watch /etc for time-zone changes: \(error)")
        }
        keepAlive.append(files)
        sync = try SyncWatch(loop: loop, store: store, files: files, journal: journal) { [weak self] in
            guard let self else { return }
            perform(engine.storeChanged())
            rearm()
        }
        keepAlive.append(try ClockChangeWatcher(loop: loop) { [weak self] in self?.refresh(reason: "clock change") })
        keepAlive.append(try SignalWatch(loop: loop) { [weak self] signal in self?.signalled(signal) })
    }

    /// The store directory's events: entries written in place count too (store.db, its WAL).
    static let storeMask = InotifyMask.directoryContents.union(.modify)

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func filesChanged(_ events: [InotifyEvent]) {
        if events.contains(where: { $0.mask.contains(.queueOverflow) }) {
            rereadEverything()
            return
        }
        _ = sync?.notice(events)
        let names = events.map { ($0.watchedPath, $0.name ?? "") }
        let storeName = String(
            paths.root[paths.root.index(after: paths.root.lastIndex(of: "/") ?? paths.root.startIndex)...])
        if names.contains(where: { $0.0 == Daemon.parent(of: paths.root) && $0.1 == storeName }) {
            if watchStoreAgain() { journal.log(.info, "the store directory \(paths.root) appeared again; watching it") }
            // Its database may have been written before the watch was back.
            do {
                try storeSettle?.arm(
                    atMicroseconds: UInt64(Daemon.realtimeMicroseconds() + Daemon.storeSettleMicroseconds))
            } catch { readStoreChange() }
        }
        if names.contains(where: { $0.0 == paths.config && $0.1 == "remind.conf" }) {
            loadSettings()
        }
        if names.contains(where: { $0.0 == paths.root && ($0.1 == "store.db" || $0.1 == "store.db-wal") }) {
            do {
                try storeSettle?.arm(
                    atMicroseconds: UInt64(Daemon.realtimeMicroseconds() + Daemon.storeSettleMicroseconds))
            } catch { readStoreChange() }
        }
        if names.contains(where: { $0.0 == "/etc" && ($0.1 == "localtime" || $0.1 == "timezone") }) {
            refresh(reason: "time zone changed")
        }
    }

    /// Watches the store directory afresh (it may be a new directory under the same name);
    /// false, logged, when it cannot.
    private func watchStoreAgain() -> Bool {
        files?.remove(paths.root)
        do {
            try files?.add(paths.root, mask: Daemon.storeMask)
            return true
        } catch {
            journal.log(.warning, "cannot watch \(paths.root) again: \(error)")
            return false
        }
    }

    /// The kernel's inotify queue overflowed: changes were lost and nothing says which, so
    /// everything watched is read again (the store directory, the database, `remind.conf`, the
    /// zone, and the sync folder while the store syncs: what another machine wrote there is
    /// merged now) and the plan is made afresh.
    private func rereadEverything() {
        journal.log(
            .warning, "the inotify queue overflowed and changes were lost; re-reading the store and the settings")
        _ = watchStoreAgain()
        loadSettings()
        if store.followReplacement() { journal.log(.info, "store.db was created again; reading the new one") }
        storeVersion = try? store.dataVersion()
        // As at start: the merge also watches the folder afresh (`sync setup` or `sync leave` may
        // have gone unseen), and the plan made just below covers what it brought.
        sync?.merge(notify: false)
        refresh(reason: "inotify queue overflow")
    }

    static let storeSettleMicroseconds: Int64 = 50_000

    static func realtimeMicroseconds() -> Int64 {
        SystemTime.wallMicroseconds()
    }

    /// Re-plans when another process committed something that can change the plan; a file
    /// touched without a commit (a reader, a checkpoint) changes nothing.
    private func readStoreChange() {
        if store.followReplacement() {
            journal.log(.info, "store.db was created again; reading the new one")
            storeVersion = nil
        }
        let version: Int64
        do { version = try store.dataVersion() } catch {
            journal.log(.error, "cannot read the store: \(error)")
            return
        }
        guard version != storeVersion else { return }
        storeVersion = version
        // `sync setup` or `sync leave` may have changed what is watched.
        sync?.refreshWatches()
        perform(engine.storeChanged())
        rearm()
    }

    private func signalled(_ signal: Int32) {
        if signal == ProcessSignal.hangUp {
            journal.log(.info, "SIGHUP: reloading settings and re-planning")
            loadSettings()
            refresh(reason: "SIGHUP")
        } else {
            journal.log(.notice, signal == ProcessSignal.terminate ? "SIGTERM" : "SIGINT")
            try? loop.exit(code: 0)
        }
    }
}
