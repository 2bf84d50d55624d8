import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaReminders
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// `formanza-remind run`: the resident daemon. It owns the event loop and the bus; its timing
/// (the timer, the watches, the store's settling) is the `ReminderDriver`'s, and every decision
/// is the engine's.
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
    let driver: ReminderDriver
    let notifications: NotificationsClient
    var capabilities: Set<String> = []
    var serverInformation: NotificationServerInformation?
    /// Who shows the notifications now (`NotificationServerIdentity.text`).
    var serverIdentity: String?
    let started: Int64
    let store: Store
    let clock: SystemClock

    private var keepAlive: [AnyObject] = []
    private var slots: [BusSlot] = []
    /// The sync folder's watches, while the store syncs.
    private var sync: SyncWatch?

    var engine: ReminderEngine { driver.engine }
    var configProblem: String? { driver.configProblem }
    var armedFor: Int64? { driver.armedFor }
    /// The next reminder or why there is none: `ReminderDriver.statusText`.
    func statusText(_ l: Language) -> String { driver.statusText(l) }

    init(environment: [String: String], store: Store, bus: BusConnection, loop: EventLoop) throws {
        self.environment = environment
        self.language = Language.current(environment: environment)
        self.paths = store.paths
        self.store = store
        self.loop = loop
        self.bus = bus
        clock = SystemClock(environment: environment)
        started = clock.now()
        driver = ReminderDriver(
            store: store, language: language, clock: clock, events: loop,
            postedRecord: PostedRecord(path: PostedRecord.path(environment: environment)))
        notifications = try NotificationsClient(connection: bus)
        driver.output = self
        driver.loadSettings()
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
            throw CommandError(
                refused: language.tr("another formanza-remind already runs on this session bus ({0})", Daemon.busName))
        }
        // Held (never closed) for the daemon's life: `formanza forms` and `doctor` test it.
        if try DaemonPresence(paths: paths).hold() == nil {
            journal.log(.warning, "another formanza-remind already runs for \(paths.root)")
        }
        keepAlive.append(try DaemonInterface.export(self))
        try watchNotificationServer()
        try driver.watch()
        try watchSync()
        // What arrived in the sync folder while the daemon was not running, before the first plan.
        sync?.merge(notify: false)
        driver.start(serverIdentity: serverIdentity)
        if printPlan, let plan = engine.plan {
            PlanText.render(plan, outcomes: engine.todaysOutcomes(now: clock.now()), language).forEach {
                Console.out($0)
            }
            Console.out(statusText(language))
        }
        if try loop.enableWatchdog() { journal.log(.info, "watchdog enabled") }
        _ = try ServiceManager.ready(status: statusText(.en))
        journal.log(.notice, "started; \(statusText(.en))")
        keepAlive.append(try AutomaticBackups.start(for: self))
        let code = try loop.run()
        _ = try? ServiceManager.stopping()
        journal.log(.notice, "stopping (exit status \(code))")
        return code
    }

    static func realtimeMicroseconds() -> Int64 {
        SystemTime.wallMicroseconds()
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

    private func watchNotificationServer() throws {
        notifications.onServerChange = { [weak self] owner in
            guard let self else { return }
            self.journal.log(owner == nil ? .warning : .info, "notification server: \(owner ?? "none")")
            self.readServer()
            self.driver.send(.serverChanged(available: owner != nil, identity: self.serverIdentity))
        }
        notifications.onActionInvoked = { [weak self] id, action in
            self?.driver.send(.clicked(id: id, action: action))
        }
        notifications.onActivationToken = { [weak self] id, token in
            self?.driver.send(.activationToken(id: id, token: token))
        }
        notifications.onClosed = { [weak self] id, _ in self?.driver.send(.closed(id: id)) }
        notifications.onIgnoredSignal = { [weak self] sender, member in
            self?.journal.log(.warning, "ignored \(member) from \(sender ?? "?"), which is not the notification server")
        }
        readServer()
        if notifications.serverOwner == nil { driver.send(.serverChanged(available: false, identity: nil)) }
    }

    /// Reads the server's capabilities and name once it is there.
    func readServer() {
        guard notifications.serverOwner != nil else {
            capabilities = []
            serverInformation = nil
            serverIdentity = nil
            return
        }
        capabilities = Set((try? notifications.capabilities()) ?? [])
        serverInformation = try? notifications.serverInformation()
        serverIdentity = NotificationServerIdentity.read(notifications, information: serverInformation)
    }

    /// The sync folder's watches, through the driver's file watch: what lands there is merged
    /// and planned for as any store change.
    private func watchSync() throws {
        guard let files = driver.files else { return }
        sync = try SyncWatch(loop: loop, store: store, files: files, journal: journal) { [weak self] in
            self?.driver.send(.storeChanged)
        }
        driver.onFileEvents = { [weak self] events in _ = self?.sync?.notice(events) }
        driver.onStoreCommitted = { [weak self] in self?.sync?.refreshWatches() }
        driver.onEventsLost = { [weak self] in self?.sync?.merge(notify: false) }
    }
}
