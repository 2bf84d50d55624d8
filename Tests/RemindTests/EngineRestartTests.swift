import FormanzaBase
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState

/// Notifications on screen across a daemon restart, and snoozing: the record of posts keeps each
/// notification's id with the server that gave it, so a restarted engine still withdraws, opens
/// and snoozes it — for the same server only.
@Suite("Notifications across restarts and snoozes") struct EngineRestartTests {
    static let zone = "Europe/Berlin"
    static let server = "dunst/knopwob/1.9.0 :1.7 pid 4242"

    /// A simulation whose engine is told which server shows its notifications, started at 07:00
    /// and run past the 08:00 morning reminder (posted as notification 1).
    func postedMorning() throws -> Simulation {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone, started: false)
        sim.engine.serverIdentity = Self.server
        sim.start()
        try sim.run(until: "2026-12-02T08:10:00+01:00")
        #expect(sim.posts.count == 1)
        return sim
    }

    /// The daemon restarts: a new engine with only the record, shown by `server`. Returns how
    /// many notifications it took back, and the ids its re-posts replace (the posts that make
    /// this run their sender).
    func restart(_ sim: Simulation, server: String) -> (restored: Int, replaced: [UInt32]) {
        sim.engine = sim.makeEngine()
        sim.engine.serverIdentity = server
        let restored = sim.engine.restoreShown()
        let actions = sim.engine.handle(
            .started(posted: sim.engine.posted, serverIdentity: server), now: sim.clock.instant,
            snapshot: sim.snapshot())
        let replaced = actions.compactMap { action -> UInt32? in
            guard case .post(let post) = action, post.takenOver else { return nil }
            return sim.engine.replacesID(for: post.key)
        }
        sim.apply(actions)
        return (restored, replaced)
    }

    func recordEntries(_ sim: Simulation) throws -> [PostedRecord.Entry] {
        let data = try #require(FileManager.default.contents(atPath: sim.postedPath))
        return try JSONDecoder().decode([PostedRecord.Entry].self, from: data)
    }

    @Test func theRecordKeepsTheIdAndServerOfWhatIsOnScreen() throws {
        let sim = try postedMorning()
        let entries = try recordEntries(sim)
        #expect(entries.map(\.notification) == [1])
        #expect(entries.map(\.server) == [Self.server])
    }

    @Test func afterARestartRecordingTheDayStillWithdrawsTheNotification() throws {
        let sim = try postedMorning()
        let restart = restart(sim, server: Self.server)
        #expect(restart.restored == 1)
        #expect(restart.replaced == [1], "shown again in place, so clicks come to this run")
        #expect(sim.posts.count == 2 && sim.posts[1].post.takenOver)
        #expect(sim.engine.outcome(of: sim.posts[0].post.key) == .posted, "still the one post of the day")
        // A server answers a replacement with the same id; the simulation numbers afresh (2).
        try sim.answer(["weight": .number(80)], day: "2026-12-02")
        #expect(sim.closes.map(\.id) == [2], "the notification shown before the restart is withdrawn")
        #expect(try recordEntries(sim).map(\.notification) == [nil], "and forgotten once withdrawn")
    }

    @Test func afterARestartAClickStillOpensTheCheckin() throws {
        let sim = try postedMorning()
        sim.engine = sim.makeEngine()
        sim.engine.serverIdentity = Self.server
        #expect(sim.engine.restoreShown() == 1)
        sim.send(.activationToken(id: 1, token: "xdg-token"))
        let actions = sim.send(.clicked(id: 1, action: NotificationAction.checkIn.rawValue))
        #expect(
            actions == [
                .launch(formId: StarterForm.id, day: CivilDate(iso: "2026-12-02")!, activationToken: "xdg-token")
            ])
    }

    @Test func aNewServerIsNeverSentTheOldIds() throws {
        let sim = try postedMorning()
        let restart = restart(sim, server: "dunst/knopwob/1.9.0 :1.31 pid 5151")
        #expect(restart.restored == 0 && restart.replaced.isEmpty)
        #expect(sim.posts.count == 1, "nothing shown again on a server that never had it")
        let click = sim.send(.clicked(id: 1, action: NotificationAction.checkIn.rawValue))
        #expect(click.count == 1 && { if case .log = click[0] { true } else { false } }())
        try sim.answer(["weight": .number(80)], day: "2026-12-02")
        #expect(sim.closes.isEmpty, "no CloseNotification with an id the new server never gave")
    }

    @Test func aRecordWithoutIdsStillLoads() throws {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone, started: false)
        try FileManager.default.createDirectory(atPath: sim.base + "/state/formanza", withIntermediateDirectories: true)
        try
            #"[{"caughtUp":false,"day":"2026-12-02","form":"\#(StarterForm.id)","kind":"morning","postedAt":"2026-12-02T07:00:00Z"}]"#
            .write(toFile: sim.postedPath, atomically: true, encoding: .utf8)
        sim.engine.serverIdentity = Self.server
        #expect(sim.engine.restoreShown() == 0)
        try sim.run(until: "2026-12-02T09:00:00+01:00")
        #expect(sim.posts.isEmpty, "the old record still says the morning reminder went out")
        #expect(!sim.logs.contains { $0.contains("cannot read") })
    }

    @Test func aSnoozeTakesTheNotificationOffTheScreenUntilItComesBack() throws {
        let sim = try postedMorning()
        sim.send(.clicked(id: 1, action: NotificationAction.snooze.rawValue))
        #expect(sim.closes.map(\.id) == [1], "closed at once, also under servers that keep it after an action")
        #expect(try recordEntries(sim).map(\.notification) == [nil])
        try sim.run(until: "2026-12-02T08:50:00+01:00")
        #expect(sim.posts.count == 2 && sim.posts[1].post.snoozed)
        #expect(sim.engine.replacesID(for: sim.posts[1].post.key) == 2)
        #expect(try recordEntries(sim).map(\.notification) == [2], "the snoozed one shown again is kept too")
    }

    @Test func aDismissedNotificationIsForgotten() throws {
        let sim = try postedMorning()
        sim.send(.closed(id: 1))
        #expect(try recordEntries(sim).map(\.notification) == [nil])
        #expect(restart(sim, server: Self.server).restored == 0)
    }

    @Test func aReminderDoneWhileTheDaemonWasDownIsWithdrawnNotShownAgain() throws {
        let sim = try postedMorning()
        let store = sim.store
        let form = try #require(try store.loadForm(id: StarterForm.id))
        var session = CheckinSession(
            form: form, day: CivilDate(iso: "2026-12-02")!, record: try store.loadDay(CivilDate(iso: "2026-12-02")!))
        session.confirm("weight", .number(80))
        try session.save(to: store, now: sim.clock.instant)
        let restart = restart(sim, server: Self.server)
        #expect(restart.restored == 1 && restart.replaced.isEmpty)
        #expect(sim.closes.map(\.id) == [1])
        #expect(sim.posts.count == 1)
    }
}
