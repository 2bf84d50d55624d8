import FormanzaBase
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState

/// Reminders caught up at the same moment, through the real engine and store with a simulated
/// clock: more than three become one notification counting the forms, three or fewer stay one
/// per form, and reminders on time are always per form.
@Suite("Grouped catch-up") struct EngineGroupedCatchUpTests {
    static let zone = "Europe/Berlin"

    /// A simulation not yet started with `count` forms in all, copies of the starter form.
    func simulation(forms count: Int, start: String = "2026-12-02T08:30:00+01:00") throws -> (Simulation, [String]) {
        let sim = try Simulation(start: start, zone: Self.zone, started: false)
        let starter = try #require(try sim.store.loadForm(id: StarterForm.id))
        var ids = [StarterForm.id]
        for index in 1..<count {
            var form = starter
            form.id = "extra-\(index)"
            form.title = "Extra \(index)"
            try sim.store.saveForm(form)
            ids.append(form.id)
        }
        return (sim, ids)
    }

    func answer(_ sim: Simulation, form id: String, day: String = "2026-12-02") throws {
        let form = try #require(try sim.store.loadForm(id: id))
        let date = try #require(CivilDate(iso: day))
        var session = CheckinSession(form: form, day: date, record: try sim.store.loadDay(date))
        session.confirm("weight", .number(80))
        try session.save(to: sim.store, now: sim.clock.instant)
        sim.send(.storeChanged)
    }

    @Test func threeFormsCaughtUpAtOnceGetOneNotificationEach() throws {
        let (sim, _) = try simulation(forms: 3)
        sim.start()
        #expect(sim.posts.count == 3)
        #expect(sim.posts.allSatisfy { $0.post.caughtUp })
        #expect(sim.groups.isEmpty)
    }

    @Test func fourFormsCaughtUpAtOnceGetOneNotificationThatCountsThem() throws {
        let (sim, ids) = try simulation(forms: 4)
        sim.start()
        #expect(sim.posts.isEmpty)
        try #require(sim.groups.count == 1)
        let group = sim.groups[0].post
        #expect(group.summary == "Formanza")
        #expect(group.body == "4 forms are waiting for today's check-in")
        #expect(Set(group.keys.map(\.formId)) == Set(ids))
        #expect(group.keys.allSatisfy { $0.kind == .morning })
        for key in group.keys {
            #expect(sim.engine.outcome(of: key) == .caughtUp(lateSeconds: 1800))
        }
        // A click opens the form list.
        let id = try #require(sim.engine.caughtUpGroup?.id)
        #expect(sim.send(.clicked(id: id, action: "default")) == [.launchFormList(activationToken: nil)])
    }

    @Test func aRestartPostsNoneOfTheGroupedRemindersAgain() throws {
        let (sim, _) = try simulation(forms: 5)
        sim.start()
        #expect(sim.groups.count == 1)
        try sim.restart(at: "2026-12-02T09:00:00+01:00")
        try sim.restart(at: "2026-12-02T12:00:00+01:00")
        #expect(sim.groups.count == 1)
        #expect(sim.posts.isEmpty)
        let record = try #require(FileManager.default.contents(atPath: sim.postedPath))
        let entries = try JSONDecoder().decode([PostedRecord.Entry].self, from: record)
        #expect(entries.count == 5)
        #expect(entries.allSatisfy { $0.caughtUp })
    }

    @Test func remindersOnTimeStayOneNotificationPerForm() throws {
        let (sim, _) = try simulation(forms: 5, start: "2026-12-02T07:00:00+01:00")
        sim.start()
        try sim.run(until: "2026-12-02T08:00:30+01:00")
        #expect(sim.groups.isEmpty)
        #expect(sim.posts.count == 5)
        #expect(sim.posts.allSatisfy { !$0.post.caughtUp })
    }

    @Test func theGroupIsWithdrawnOnlyWhenNoFormWaitsAnyMore() throws {
        let (sim, ids) = try simulation(forms: 4)
        sim.start()
        let id = try #require(sim.engine.caughtUpGroup?.id)
        for form in ids.dropLast() { try answer(sim, form: form) }
        #expect(sim.closes.isEmpty, "one form still waits")
        #expect(sim.engine.caughtUpGroup?.keys.map(\.formId) == [ids.last!])
        try answer(sim, form: ids.last!)
        #expect(sim.closes.map(\.id) == [id])
        #expect(sim.engine.caughtUpGroup == nil)
    }

    @Test func theGroupIsWithdrawnWhenItsDayEnds() throws {
        let (sim, _) = try simulation(forms: 4)
        sim.start()
        let id = try #require(sim.engine.caughtUpGroup?.id)
        try sim.run(until: "2026-12-03T00:00:30+01:00")
        #expect(sim.closes.map(\.id).contains(id))
        #expect(sim.engine.caughtUpGroup == nil)
    }
}
