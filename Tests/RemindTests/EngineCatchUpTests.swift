import FormanzaBase
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState

/// The catch-up rule driven through the real engine with a simulated clock: what a desktop
/// that was logged out, off or asleep at a reminder's minute gets when the daemon wakes.
@Suite("Catching up missed reminders") struct EngineCatchUpTests {
    static let zone = "Europe/Berlin"

    @Test func aSessionStartingAfterTheMorningReminderPostsItOnceAtStart() throws {
        let sim = try Simulation(start: "2026-12-02T08:30:00+01:00", zone: Self.zone)
        #expect(sim.postedKeys == ["2026-12-02/morning@2026-12-02T07:30:00Z"])
        #expect(sim.posts[0].post.caughtUp)
        #expect(sim.posts[0].post.body == "Time for today's check-in.")
        #expect(sim.engine.outcome(of: sim.posts[0].post.key) == .caughtUp(lateSeconds: 1800))
        try sim.run(until: "2026-12-02T20:59:00+01:00")
        #expect(sim.posts.count == 1, "nothing more until the evening")
    }

    @Test func whenBothHavePassedOnlyTheEveningIsPostedWithTheMissingCount() throws {
        let sim = try Simulation(start: "2026-12-02T22:00:00+01:00", zone: Self.zone, started: false)
        try sim.answer(["weight": .number(80)], day: "2026-12-02")
        sim.start()
        #expect(sim.postedKeys == ["2026-12-02/evening@2026-12-02T21:00:00Z"])
        #expect(sim.posts[0].post.body == "7 answers missing")
        let morning = PlanKey(formId: StarterForm.id, day: CivilDate(iso: "2026-12-02")!, kind: .morning)
        #expect(sim.engine.outcome(of: morning) == .missed(.superseded))
    }

    @Test func startingTheNextDayCatchesUpNothingOfYesterday() throws {
        let sim = try Simulation(start: "2026-12-03T07:00:00+01:00", zone: Self.zone, started: false)
        try sim.answer(["weight": .number(80)], day: "2026-12-02")  // yesterday stays incomplete
        sim.start()
        #expect(sim.posts.isEmpty)
        try sim.run(until: "2026-12-03T08:00:30+01:00")
        #expect(sim.postedKeys == ["2026-12-03/morning@2026-12-03T07:00:00Z"], "today's reminders still go out on time")
    }

    @Test func aRestartNeverPostsTheSameReminderTwice() throws {
        let sim = try Simulation(start: "2026-12-02T08:30:00+01:00", zone: Self.zone)
        #expect(sim.posts.count == 1)
        #expect(FileManager.default.fileExists(atPath: sim.postedPath))
        try sim.restart(at: "2026-12-02T08:45:00+01:00")
        try sim.restart(at: "2026-12-02T12:00:00+01:00")
        #expect(sim.posts.count == 1)
        #expect(
            sim.engine.outcome(of: sim.posts[0].post.key) == .caughtUp(lateSeconds: 1800),
            "the new engine knows it from the record on disk")
        try sim.run(until: "2026-12-02T21:00:30+01:00")
        #expect(sim.postedKeys.last == "2026-12-02/evening@2026-12-02T20:00:00Z")
        try sim.restart(at: "2026-12-02T21:10:00+01:00")
        #expect(sim.posts.count == 2)
    }

    @Test func aSuspendFromSevenToElevenCatchesUpTheMorningOnResume() throws {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone)
        try sim.jump(to: "2026-12-02T11:00:00+01:00")
        #expect(sim.postedKeys == ["2026-12-02/morning@2026-12-02T10:00:00Z"])
        #expect(sim.posts[0].post.caughtUp)
    }

    @Test func aDurationLimitsHowLateAndOffNeverCatchesUp() throws {
        let sixty = try RemindSettings.parse("catch-up = 60m\n").get()
        let inside = try Simulation(start: "2026-12-02T08:30:00+01:00", zone: Self.zone, settings: sixty)
        #expect(inside.posts.count == 1)
        let beyond = try Simulation(start: "2026-12-02T09:30:00+01:00", zone: Self.zone, settings: sixty)
        #expect(beyond.posts.isEmpty)
        #expect(
            beyond.logs.contains {
                $0.contains(
                    "dropped morning reminder of Daily check-in: outside the catch-up window (5400 s after its time)")
            })

        let off = try Simulation(
            start: "2026-12-02T08:30:00+01:00", zone: Self.zone,
            settings: try RemindSettings.parse("catch-up = off\n").get())
        #expect(off.posts.isEmpty)
        try off.run(until: "2026-12-02T21:00:30+01:00")
        #expect(off.postedKeys == ["2026-12-02/evening@2026-12-02T20:00:00Z"], "on-time reminders still go out")
        #expect(!off.posts[0].post.caughtUp)
    }

    @Test func aReminderWaitingForAServerReadsMissedOnceItIsLaterThanTheCatchUpWindow() throws {
        let sixty = try RemindSettings.parse("catch-up = 60m\n").get()
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone, settings: sixty, started: false)
        sim.send(.serverChanged(available: false, identity: nil))
        sim.start()
        try sim.run(until: "2026-12-02T08:30:00+01:00")
        let morning = PlanKey(formId: StarterForm.id, day: CivilDate(iso: "2026-12-02")!, kind: .morning)
        #expect(sim.posts.isEmpty)
        #expect(
            sim.engine.todaysOutcomes(now: sim.clock.instant)[morning] == nil,
            "30 min late: still due, posted when a server appears")
        sim.clock.instant = try #require(RFC3339.parse("2026-12-02T09:30:00+01:00"))
        #expect(
            sim.engine.todaysOutcomes(now: sim.clock.instant)[morning] == .missed(.outsideCatchUp),
            "90 min late: the rule will drop it")
        sim.send(.serverChanged(available: true, identity: nil))
        #expect(sim.posts.isEmpty, "and it does, when the server comes")
    }

    @Test func aCheckinOpenAtStartKeepsTheCatchUpSilent() throws {
        let sim = try Simulation(start: "2026-12-02T08:30:00+01:00", zone: Self.zone, checkinOpen: true)
        #expect(sim.posts.isEmpty)
        #expect(sim.logs.contains { $0.contains("a check-in is open") })
        sim.checkinOpen = false
        try sim.run(until: "2026-12-02T12:00:00+01:00")
        #expect(sim.posts.isEmpty, "dropped, not queued")
    }

    @Test func aConditionMetBeforeStartDropsTheCatchUp() throws {
        let sim = try Simulation(start: "2026-12-02T08:30:00+01:00", zone: Self.zone, started: false)
        try sim.answer(["weight": .number(80)], day: "2026-12-02")
        sim.start()
        #expect(sim.posts.isEmpty)
        let morning = PlanKey(formId: StarterForm.id, day: CivilDate(iso: "2026-12-02")!, kind: .morning)
        #expect(sim.engine.outcome(of: morning) == .missed(.conditionMet))
    }

    @Test func anUnreadableRecordIsReportedAndNeverBlocks() throws {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone)
        try FileManager.default.createDirectory(atPath: sim.base + "/state/formanza", withIntermediateDirectories: true)
        #expect(mkfifo(sim.postedPath, 0o600) == 0)
        try sim.restart(at: "2026-12-02T08:30:00+01:00")
        #expect(sim.logs.contains { $0.contains("cannot read \(sim.postedPath)") })
        #expect(sim.posts.count == 1, "still caught up; the record is replaced by a regular file")
        let data = try #require(FileManager.default.contents(atPath: sim.postedPath))
        let entries = try JSONDecoder().decode([PostedRecord.Entry].self, from: data)
        #expect(entries.map(\.kind) == [.morning] && entries[0].caughtUp)
    }

    @Test func aLinkInPlaceOfTheRecordIsNotFollowed() throws {
        let sim = try Simulation(start: "2026-12-02T07:00:00+01:00", zone: Self.zone)
        let elsewhere = sim.base + "/elsewhere.json"
        try
            #"[{"caughtUp":false,"day":"2026-12-02","form":"\#(StarterForm.id)","kind":"morning","postedAt":"2026-12-02T07:00:00Z"}]"#
            .write(toFile: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: sim.base + "/state/formanza", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sim.postedPath, withDestinationPath: elsewhere)
        try sim.restart(at: "2026-12-02T08:30:00+01:00")
        #expect(sim.logs.contains { $0.contains("cannot read \(sim.postedPath)") })
        #expect(sim.posts.count == 1, "what the link points to is not taken as posted")
        let target = try String(contentsOfFile: elsewhere, encoding: .utf8)
        #expect(
            target.contains("07:00:00Z") && !target.contains("caughtUp\":true"), "the link's target is never written")
    }

    @Test func theRecordKeepsTheLastThreeDays() throws {
        let sim = try Simulation(start: "2026-12-01T07:00:00+01:00", zone: Self.zone)
        try sim.run(until: "2026-12-05T22:00:00+01:00")
        #expect(sim.posts.count == 10)
        let data = try #require(FileManager.default.contents(atPath: sim.postedPath))
        let days = Set(try JSONDecoder().decode([PostedRecord.Entry].self, from: data).map(\.day.iso))
        #expect(days == ["2026-12-03", "2026-12-04", "2026-12-05"])
    }
}
