import FormanzaBase
import FormanzaCommandLine
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState

/// A clock the test moves: days, DST nights, suspends and jumps without waiting for them.
final class SimulatedClock: WallClock {
    var instant: Int64
    var zoneName: String

    init(_ instant: Int64, zone: String) {
        self.instant = instant
        self.zoneName = zone
    }

    func now() -> Int64 { instant }

    func zone() throws(ZoneError) -> ZoneRules { try ZoneLoader().load(identifier: zoneName) }
}

/// The real engine and a real store in a temporary directory, driven by a simulated clock; the
/// notification server is replaced by the engine's own bookkeeping of ids.
final class Simulation {
    let base: String
    let store: Store
    let clock: SimulatedClock
    var checkinOpen = false
    var settings = RemindSettings()
    lazy var engine = makeEngine()
    var postedPath: String { base + "/state/formanza/posted-reminders.json" }
    private(set) var posts: [(at: Int64, post: ReminderPost)] = []
    private(set) var closes: [(at: Int64, id: UInt32)] = []
    private(set) var groups: [(at: Int64, post: GroupPost)] = []
    private(set) var logs: [String] = []
    private var nextID: UInt32 = 1

    init(
        start: String, zone: String, morning: String = "08:00", evening: String = "21:00",
        settings: RemindSettings = RemindSettings(), checkinOpen: Bool = false, started: Bool = true
    ) throws {
        base = try TemporaryDirectory.make(prefix: "sim")
        let now = try #require(RFC3339.parse(start))
        clock = SimulatedClock(now, zone: zone)
        store = try Store.open(
            paths: StorePaths(root: base + "/data", runtime: base + "/run", config: base + "/config"),
            language: .en, now: now)
        try store.updateForm(id: StarterForm.id) { form in
            form.reminders = Reminders(
                morning: ReminderSetting(enabled: true, time: TimeOfDay(text: morning)!),
                evening: ReminderSetting(enabled: true, time: TimeOfDay(text: evening)!))
        }
        self.settings = settings
        self.checkinOpen = checkinOpen
        if started { self.start() }
    }

    private(set) var isStarted = false
    /// The record of posts on disk, as the daemon keeps it.
    lazy var record = PostedRecord(path: postedPath)
    /// The instant of the engine's last `armTimer`.
    private(set) var armedFor: Int64?

    /// The daemon starts (with the session, after the computer was off).
    func start() {
        isStarted = true
        send(.started(posted: engine.posted, serverIdentity: engine.serverIdentity))
    }

    /// A new engine with the record of posts as the disk holds it, not started.
    func makeEngine() -> ReminderEngine {
        let engine = ReminderEngine(rules: settings.rules, wording: LocalizedWording(language: .en))
        engine.posted = loadPosted()
        return engine
    }

    /// The record on disk; an unreadable one is logged as the daemon logs it.
    func loadPosted() -> PostedLog {
        do {
            return try record.load()
        } catch {
            logs.append("cannot read \(record.path): \(error); reminders already posted today may be posted again")
            return PostedLog()
        }
    }

    /// The daemon stops and starts again `later` (a restart, or a login after the computer was
    /// off): a new engine with only what is on disk.
    func restart(at text: String) throws {
        clock.instant = try #require(RFC3339.parse(text))
        engine = makeEngine()
        send(.started(posted: engine.posted, serverIdentity: engine.serverIdentity))
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// What the daemon reads for one pass of the engine: the store, the zone and the clock.
    func snapshot() -> EngineSnapshot {
        var zone = engine.zone
        var zoneProblem: String?
        do { zone = try clock.zone() } catch { zoneProblem = error.message(in: .en) }
        do {
            let facts = try StoreFacts(store: store).snapshot(now: clock.instant, zone: zone)
            return EngineSnapshot(
                now: clock.instant, zone: zone, zoneProblem: zoneProblem, request: facts.request, storeProblem: nil,
                problems: facts.problems.map { $0.message(in: .en) }, checkinOpen: checkinOpen)
        } catch {
            return EngineSnapshot(
                now: clock.instant, zone: zone, zoneProblem: zoneProblem, request: nil, storeProblem: "\(error)",
                problems: [], checkinOpen: checkinOpen)
        }
    }

    /// Hands `event` to the engine as the daemon does (with a snapshot when it plans) and carries
    /// out its answer; returns the answer without the timer's arming, which every answer ends with.
    @discardableResult
    func send(_ event: EngineEvent) -> [EngineAction] {
        let actions = engine.handle(event, now: clock.instant, snapshot: event.readsStore ? snapshot() : nil)
        apply(actions)
        return actions.filter {
            if case .armTimer = $0 { return false }
            return true
        }
    }

    func apply(_ actions: [EngineAction]) {
        for action in actions {
            switch action {
            case .post(let post):
                posts.append((clock.instant, post))
                nextID += 1
                send(.shown(post, id: nextID - 1))
            case .close(let id, _): closes.append((clock.instant, id))
            case .log(_, let message, _): logs.append(message)
            case .postGroup(let group):
                groups.append((clock.instant, group))
                nextID += 1
                send(.groupShown(group, id: nextID - 1))
            case .writePosted(let write):
                do { try record.write(write.entries) } catch {
                    if let consequence = write.consequence {
                        logs.append("cannot write \(record.path): \(error); \(consequence)")
                    }
                }
            case .armTimer(let instant): armedFor = instant
            case .launch, .launchFormList, .sweepPhotos: break
            }
        }
    }

    /// Lets time run to `instant`, waking whenever the daemon's timer would.
    func run(until text: String) throws {
        let until = try #require(RFC3339.parse(text))
        var wakes = 0
        while let next = engine.nextWake, next <= until {
            wakes += 1
            #expect(wakes < 10_000, "the engine keeps waking: a busy loop")
            if wakes >= 10_000 { return }
            clock.instant = max(clock.instant, next)
            send(.timerFired)
        }
        clock.instant = until
    }

    /// The clock jumps (suspend and resume, a manual change); the daemon wakes at once.
    func jump(to text: String) throws {
        clock.instant = try #require(RFC3339.parse(text))
        send(.clockChanged)
    }

    func answer(_ values: [String: AnswerValue], day: String) throws {
        let form = try #require(try store.loadForm(id: StarterForm.id))
        var session = CheckinSession(
            form: form, day: CivilDate(iso: day)!, record: try store.loadDay(CivilDate(iso: day)!))
        for (screen, value) in values { session.confirm(screen, value) }
        try session.save(to: store, now: clock.instant)
        if isStarted { send(.storeChanged) }
    }

    /// Posted reminders as `day/kind@UTC-instant`.
    var postedKeys: [String] {
        posts.map { "\($0.post.key.day.iso)/\($0.post.key.kind.rawValue)@\(UTCInstant.format($0.at))" }
    }
}

extension RemindSettings {
    /// No catch-up: these simulations start after the morning reminder and follow what happens
    /// on time; the catch-up rule has its own suite.
    static let onTimeOnly = RemindSettings(catchUp: .off)
}

@Suite("Reminder engine over simulated days") struct EngineSimulationTests {
    @Test func spring_forwardNightFiresAReminderInTheGapAtTheEndOfTheGapOnce() throws {
        let sim = try Simulation(
            start: "2026-03-27T12:00:00+01:00", zone: "Europe/Berlin", morning: "02:30", settings: .onTimeOnly)
        try sim.run(until: "2026-03-30T12:00:00+02:00")
        #expect(
            sim.postedKeys == [
                "2026-03-27/evening@2026-03-27T20:00:00Z",
                "2026-03-28/morning@2026-03-28T01:30:00Z",
                "2026-03-28/evening@2026-03-28T20:00:00Z",
                "2026-03-29/morning@2026-03-29T01:00:00Z",  // 02:30 does not exist: 03:00 CEST
                "2026-03-29/evening@2026-03-29T19:00:00Z",
                "2026-03-30/morning@2026-03-30T00:30:00Z",
            ])
    }

    @Test func fallBackNightFiresARepeatedTimeOnceAtItsFirstOccurrence() throws {
        let sim = try Simulation(
            start: "2026-10-24T22:00:00+02:00", zone: "Europe/Berlin", morning: "02:30", settings: .onTimeOnly)
        try sim.run(until: "2026-10-25T12:00:00+01:00")
        #expect(sim.postedKeys == ["2026-10-25/morning@2026-10-25T00:30:00Z"])
    }

    @Test func aSuspendAcrossAReminderCatchesItUpOnResume() throws {
        let hour = try RemindSettings.parse("catch-up = 60m\n").get()
        let inside = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: hour)
        try inside.jump(to: "2026-12-02T21:40:00+01:00")  // resumed 40 min after the reminder
        #expect(inside.postedKeys == ["2026-12-02/evening@2026-12-02T20:40:00Z"])
        #expect(inside.posts[0].post.caughtUp)

        let beyond = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: hour)
        try beyond.jump(to: "2026-12-02T22:30:00+01:00")  // 90 min late: beyond the hour
        #expect(beyond.postedKeys.isEmpty)
        #expect(beyond.logs.contains { $0.contains("outside the catch-up window (5400 s after its time)") })
    }

    @Test func aClockJumpBackNeverPostsTwice() throws {
        let sim = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        try sim.run(until: "2026-12-02T21:05:00+01:00")
        try sim.jump(to: "2026-12-02T20:30:00+01:00")
        try sim.run(until: "2026-12-02T23:00:00+01:00")
        #expect(sim.postedKeys == ["2026-12-02/evening@2026-12-02T20:00:00Z"])
    }

    @Test func aTimeZoneChangeMovesTheNextReminder() throws {
        let sim = try Simulation(start: "2026-12-02T10:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        sim.clock.zoneName = "America/New_York"
        sim.send(.zoneChanged)
        try sim.run(until: "2026-12-03T06:00:00Z")
        // 10:00 in Berlin is 04:00 in New York: both of its reminders are still ahead there.
        #expect(
            sim.postedKeys == ["2026-12-02/morning@2026-12-02T13:00:00Z", "2026-12-02/evening@2026-12-03T02:00:00Z"])
    }

    @Test func storeEditsBetweenRemindersSkipAndWithdraw() throws {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        try sim.answer(["weight": .number(80)], day: "2026-12-02")  // a record before 08:00
        try sim.run(until: "2026-12-02T12:00:00+01:00")
        #expect(sim.postedKeys.isEmpty, "the morning reminder is skipped: the day has a record")

        try sim.run(until: "2026-12-02T21:01:00+01:00")
        #expect(sim.posts.last?.post.body == "7 answers missing")
        let everything: [String: AnswerValue] = [
            "keto-level": .choice("trace"), "water": .yesNo(true), "exercise": .yesNo(true),
            "electrolytes": .yesNo(true),
            "sleep": .yesNo(true), "carbs": .yesNo(true), "alcohol": .yesNo(false),
        ]
        try sim.answer(everything, day: "2026-12-02")
        #expect(sim.closes.map(\.id) == [1], "the evening notification is withdrawn once the form is complete")
    }

    @Test func aShownReminderIsWithdrawnWhenItsDayEnds() throws {
        let sim = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        try sim.run(until: "2026-12-03T00:00:30+01:00")
        #expect(sim.posts.count == 1)
        #expect(sim.closes.count == 1)
        #expect(sim.closes[0].at == RFC3339.parse("2026-12-03T00:00:00+01:00"))
    }

    @Test func snoozeShowsItAgainLaterTheSameDayOnly() throws {
        let sim = try Simulation(
            start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", evening: "21:00", settings: .onTimeOnly)
        try sim.run(until: "2026-12-02T21:00:10+01:00")
        sim.send(.clicked(id: 1, action: NotificationAction.snooze.rawValue))
        #expect(sim.engine.nextUp?.snoozed == true, "the snooze comes before tomorrow's reminders")
        #expect(sim.engine.nextUp?.at == RFC3339.parse("2026-12-02T21:30:10+01:00"))
        try sim.run(until: "2026-12-02T21:40:00+01:00")
        #expect(sim.engine.nextUp?.snoozed == false, "once shown again, the plan's next reminder")
        #expect(sim.posts.map(\.post.snoozed) == [false, true])
        #expect(sim.posts[1].at == RFC3339.parse("2026-12-02T21:30:10+01:00"))

        let late = try Simulation(
            start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", evening: "23:45", settings: .onTimeOnly)
        try late.run(until: "2026-12-02T23:45:05+01:00")
        late.send(.clicked(id: 1, action: NotificationAction.snooze.rawValue))
        try late.run(until: "2026-12-03T01:00:00+01:00")
        #expect(late.posts.count == 1, "a snooze past midnight is not kept")
    }

    @Test func anOpenCheckinSilencesDueReminders() throws {
        let sim = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        sim.checkinOpen = true
        try sim.run(until: "2026-12-02T21:30:00+01:00")
        sim.checkinOpen = false
        try sim.run(until: "2026-12-02T23:00:00+01:00")
        #expect(sim.posts.isEmpty, "dropped, not queued")
        #expect(sim.logs.contains { $0.contains("a check-in is open") })
    }

    @Test func aMonthOfDaysPostsEachReminderExactlyOnce() throws {
        let sim = try Simulation(
            start: "2026-10-01T12:00:00+02:00", zone: "Europe/Berlin", morning: "02:30", evening: "23:59",
            settings: .onTimeOnly)
        try sim.run(until: "2026-10-27T12:00:00+01:00")
        let keys = sim.posts.map(\.post.key)
        #expect(Set(keys).count == keys.count)
        #expect(keys.count == 52, "26 days × 2 from 1 Oct 23:59 to 27 Oct 02:30")
    }

    @Test func anUnknownActionDoesNothing() throws {
        let sim = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        try sim.run(until: "2026-12-02T21:00:05+01:00")
        let actions = sim.send(.clicked(id: 1, action: "Default"))
        #expect(actions.count == 1)
        guard case .log(_, let message, _)? = actions.first else {
            Issue.record("expected a log line")
            return
        }
        #expect(message == "unknown action Default")
    }

    @Test func clickOpensTheCheckinOfThatFormAndDayWithItsToken() throws {
        let sim = try Simulation(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", settings: .onTimeOnly)
        try sim.run(until: "2026-12-02T21:00:05+01:00")
        sim.send(.activationToken(id: 1, token: "tok-123"))
        #expect(
            sim.send(.clicked(id: 1, action: NotificationAction.checkIn.rawValue))
                == [.launch(formId: StarterForm.id, day: CivilDate(iso: "2026-12-02")!, activationToken: "tok-123")])
    }
}
