import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaReminders
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// What the daemon does for the driver with the bus and the journal.
protocol ReminderOutput: AnyObject {
    /// Posts a reminder; the daemon tells the driver the id it got (`shown`).
    func post(_ reminder: ReminderPost)
    /// Posts the grouped notification; the daemon tells the driver the id it got (`shownGroup`).
    func post(_ group: GroupPost)
    func close(notificationID: UInt32, reason: String)
    func launch(formId: String, day: CivilDate, activationToken: String?)
    func launchFormList(activationToken: String?)
    func log(_ level: EngineLogLevel, _ message: String, fields: [String: String])
    /// The next reminder, or why there is none, changed (systemd's `STATUS=`).
    func statusChanged(_ status: String)
    /// SIGTERM or SIGINT: the daemon ends with `code`.
    func stop(code: Int32)
}

/// The daemon's timing, apart from the bus: it feeds the engine what happens (its timer, the
/// store's commits once settled, `remind.conf`, the zone, clock jumps, signals), reads the store
/// once per pass for it, and carries out its answers: the record of posts, the photo sweep and
/// the timer itself here, notifications and terminals through `ReminderOutput`.
///
/// It runs on any `EventSource`: sd-event in the daemon, a loop moved by hand in the tests.
/// Once `output` is set: `loadSettings`, `watch`, then `start`.
final class ReminderDriver {
    let engine: ReminderEngine
    let store: Store
    let paths: StorePaths
    let language: Language
    let clock: any WallClock
    let events: any EventSource
    /// The marks of an open check-in, read with each snapshot.
    let checkinMarker: CheckinMarker
    /// The engine's record of posts, kept on disk.
    let postedRecord: PostedRecord
    weak var output: (any ReminderOutput)?
    /// `remind.conf` as last read well; the engine decides with its rules.
    private(set) var settings = RemindSettings() {
        didSet { engine.rules = settings.rules }
    }
    /// Why `remind.conf` was not taken, when it was not.
    private(set) var configProblem: String?
    /// The instant the timer waits for.
    private(set) var armedFor: Int64?

    /// Called with every batch of file events, before the driver reads them (sync watches
    /// through the same watch).
    var onFileEvents: ([InotifyEvent]) -> Void = { _ in }
    /// Called when another process committed to the store, before the engine hears of it.
    var onStoreCommitted: () -> Void = {}
    /// Called when file events were lost, after the store was read again and before the plan.
    var onEventsLost: () -> Void = {}

    var timer: (any OneShotTimer)?
    /// Fires shortly after the database or its log was written: SQLite publishes a commit
    /// after its last write, so the change is read once the writes have settled, and a burst
    /// of writes is read once.
    var storeSettle: (any OneShotTimer)?
    var storeVersion: Int64?
    /// The watches (the store, its parent, remind.conf's directory, /etc).
    var files: (any FileWatch)?
    private var keepAlive: [AnyObject] = []

    static let storeSettleMicroseconds: Int64 = 50_000

    init(
        store: Store, language: Language, clock: any WallClock, events: any EventSource, postedRecord: PostedRecord
    ) {
        self.store = store
        self.paths = store.paths
        self.language = language
        self.clock = clock
        self.events = events
        self.checkinMarker = CheckinMarker(paths: store.paths)
        self.postedRecord = postedRecord
        engine = ReminderEngine(rules: ReminderRules(), wording: LocalizedWording(language: language))
    }

    /// Makes the timers and the watches (files, clock jumps, signals).
    func watch() throws {
        timer = try events.makeTimer { [weak self] in self?.send(.timerFired) }
        storeSettle = try events.makeTimer { [weak self] in self?.readStoreChange() }
        try watchFiles()
        keepAlive.append(try events.watchClockChanges { [weak self] in self?.send(.clockChanged) })
        keepAlive.append(try events.watchSignals { [weak self] signal in self?.signalled(signal) })
    }

    /// Plans for the first time with the record of posts on disk; `serverIdentity` names the
    /// notification server there now.
    func start(serverIdentity: String?) {
        let posted = loadPosted()
        storeVersion = try? store.dataVersion()
        send(.started(posted: posted, serverIdentity: serverIdentity))
    }

    /// Hands one event to the engine, with a snapshot of the store read once when the event
    /// plans, and carries out what it answers (the last answer re-arms the timer).
    func send(_ event: EngineEvent) {
        let now = clock.now()
        let planning = SystemTime.monotonicSeconds()
        let snapshot = event.readsStore ? readSnapshot(now: now) : nil
        let actions = engine.handle(event, now: now, snapshot: snapshot)
        if let reason = event.planReason {
            log(.debug, "planned in \(Int((SystemTime.monotonicSeconds() - planning) * 1000)) ms (\(reason))")
        }
        perform(actions)
    }

    /// The server showed `reminder` as `id`.
    func shown(_ reminder: ReminderPost, id: UInt32) { send(.shown(reminder, id: id)) }

    /// The server showed the grouped notification as `id`.
    func shownGroup(_ group: GroupPost, id: UInt32) { send(.groupShown(group, id: id)) }

    private func perform(_ actions: [EngineAction]) {
        for action in actions {
            switch action {
            case .post(let reminder): output?.post(reminder)
            case .postGroup(let group): output?.post(group)
            case .close(let id, let reason): output?.close(notificationID: id, reason: reason)
            case .launch(let formId, let day, let token):
                output?.launch(formId: formId, day: day, activationToken: token)
            case .launchFormList(let token): output?.launchFormList(activationToken: token)
            case .writePosted(let write): writePosted(write)
            case .sweepPhotos: sweepPhotos()
            case .armTimer(let instant): arm(instant)
            case .log(let level, let message, let fields): log(level, message, fields: fields)
            }
        }
    }

    func log(_ level: EngineLogLevel, _ message: String, fields: [String: String] = [:]) {
        output?.log(level, message, fields: fields)
    }

    /// Everything one pass of the engine reads: the clock, the zone (the last one when it cannot
    /// be read), the store's forms and the day states of the horizon, and the check-in marks.
    private func readSnapshot(now: Int64) -> EngineSnapshot {
        var zone = engine.zone
        var zoneProblem: String?
        do { zone = try clock.zone() } catch { zoneProblem = error.message(in: .en) }
        // A runtime folder made unsafe after the start (the lock refused it before) counts as no
        // check-in open: remind rather than stay silent on marks anyone could forge.
        let checkinOpen = (try? checkinMarker.isOpen()) ?? false
        do {
            let facts = try StoreFacts(store: store).snapshot(now: now, zone: zone)
            return EngineSnapshot(
                now: now, zone: zone, zoneProblem: zoneProblem, request: facts.request, storeProblem: nil,
                problems: facts.problems.map { $0.message(in: .en) }, checkinOpen: checkinOpen)
        } catch {
            return EngineSnapshot(
                now: now, zone: zone, zoneProblem: zoneProblem, request: nil, storeProblem: describe(error),
                problems: [], checkinOpen: checkinOpen)
        }
    }

    /// Reads the record of what was posted before a restart; an unreadable one is logged and
    /// the daemon goes on with what it posts from now on.
    private func loadPosted() -> PostedLog {
        do {
            return try postedRecord.load()
        } catch {
            log(
                .error,
                "cannot read \(postedRecord.path): \(describe(error)); reminders already posted today may be posted again"
            )
            return PostedLog()
        }
    }

    private func writePosted(_ write: PostedWrite) {
        do {
            try postedRecord.write(write.entries)
        } catch {
            guard let consequence = write.consequence else { return }
            log(.error, "cannot write \(postedRecord.path): \(describe(error)); \(consequence)", fields: write.fields)
        }
    }

    /// Deletes the photos no answer has referred to for a day, when some are due.
    private func sweepPhotos() {
        do {
            let deleted = try store.sweepPhotosIfDue(now: clock.now())
            if !deleted.isEmpty { log(.info, "deleted \(deleted.count) photo(s) unreferenced for a day") }
        } catch {
            log(.error, "cannot delete unreferenced photos: \(error)")
        }
    }

    /// Arms the timer for `instant` (disarms it for nil) and says the status.
    private func arm(_ instant: Int64?) {
        armedFor = instant
        do {
            if let next = armedFor {
                try timer?.arm(atMicroseconds: UInt64(max(0, next)) * 1_000_000)
            } else {
                try timer?.disarm()
            }
        } catch {
            log(.error, "cannot arm the timer: \(error)")
        }
        output?.statusChanged(statusText(.en))
    }

    func describe(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message(in: .en) ?? "\(error)"
    }

    /// `STATUS=` and the journal (in English, as systemd's own words), and `status` and `run`
    /// (in the daemon's language): the next reminder, or why there is none.
    func statusText(_ l: Language) -> String {
        guard let plan = engine.plan else { return l.tr("not planned yet") }
        if let next = engine.nextUp {
            let kind =
                switch next.key.kind {
                case .morning: l.trc("a reminder's kind in the daemon's status", "morning")
                case .evening: l.trc("a reminder's kind in the daemon's status", "evening")
                }
            return l.tr(
                "next: {0}, {1}{2}, {3}", next.title, kind, next.snoozed ? l.tr(" (snoozed)") : "",
                RFC3339.format(epochSecond: next.at, in: plan.zone))
        }
        if let stops = plan.stopsAfter, stops < plan.today {
            return l.tr("no reminders: they stopped after {0}; open Formanza to resume", stops.iso)
        }
        return plan.remindingForms == 0 ? l.tr("no form reminds") : l.tr("no reminder left in the horizon")
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
                settings = RemindSettings()
                configProblem = nil
                return
            }
            text = data
        } catch {
            configProblem = (error as? any UserFacingError)?.message(in: language) ?? "\(paths.remindConf): \(error)"
            log(.error, configProblem!)
            return
        }
        switch RemindSettings.parse(text) {
        case .success(let settings):
            self.settings = settings
            configProblem = nil
        case .failure(let problem):
            // `status` shows it in the daemon's language; the journal's line is English.
            configProblem = language.tr(
                "{0}; keeping the previous settings", problem.located(paths.remindConf, language))
            log(.error, problem.located(paths.remindConf, .en) + "; keeping the previous settings")
        }
    }
}
