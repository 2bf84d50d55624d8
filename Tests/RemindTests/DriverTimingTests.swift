import FormanzaBase
import FormanzaModel
import FormanzaSystem
import Foundation
import Testing

@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState
@testable import FormanzaSystemd

/// The daemon's timing through a loop moved by hand: what it arms, when a store change is read,
/// what a suspend, a snooze, a finished form and a new zone do. No bus, no waiting; the real-bus
/// suites check the same daemon's wiring.
@Suite("Daemon timing on a hand-driven loop") struct DriverTimingTests {
    /// No catch-up: these start after the morning reminder and follow what happens on time.
    let onTimeOnly = "catch-up = off\n"

    @Test func itArmsTheNextReminderPostsItOnTimeAndArmsTheOneAfter() throws {
        let rig = try DriverRig(start: "2026-12-02T07:00:00+01:00", zone: "Europe/Berlin")
        let morning = try rig.at("2026-12-02T08:00:00+01:00")
        #expect(rig.armedFor == morning)
        #expect(rig.source.armedInstants == [morning * 1_000_000])
        #expect(rig.statuses.last == "next: Daily check-in, morning, 2026-12-02T08:00:00+01:00")
        #expect(rig.posts.isEmpty)

        rig.source.advance(toSecond: morning + 5)
        #expect(rig.posts.map(\.at) == [morning], "posted when the timer fired, at its instant")
        #expect(rig.posts.map(\.post.key.kind) == [.morning])
        #expect(rig.armedFor == (try rig.at("2026-12-02T21:00:00+01:00")))
    }

    @Test func aBurstOfStoreWritesIsReadOnceAfterItSettles() throws {
        let rig = try DriverRig(start: "2026-12-02T07:00:00+01:00", zone: "Europe/Berlin")
        try rig.answerElsewhere(["weight": .number(80)], day: "2026-12-02")
        rig.source.advance(byMilliseconds: 20)
        rig.walWritten()
        rig.source.advance(byMilliseconds: 20)
        rig.walWritten()
        rig.source.advance(byMilliseconds: 49)
        #expect(rig.replansForStore == 0, "still settling: each write moves the read on")
        rig.source.advance(byMilliseconds: 1)
        #expect(rig.replansForStore == 1, "read once, 50 ms after the last write")
        #expect(
            rig.armedFor == (try rig.at("2026-12-02T21:00:00+01:00")),
            "the morning reminder is skipped: the day has a record")

        rig.walWritten()  // a reader or a checkpoint: no commit behind it
        rig.source.advance(byMilliseconds: 100)
        #expect(rig.replansForStore == 1)
        #expect(!rig.logs.contains("the store changed; the plan stays"), "no commit, nothing read")
    }

    @Test func theEveningReminderIsWithdrawnOnceTheFormIsComplete() throws {
        let rig = try DriverRig(start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", remindConf: onTimeOnly)
        rig.source.advance(toSecond: try rig.at("2026-12-02T21:00:05+01:00"))
        #expect(rig.posts.map(\.post.body) == ["No check-in today yet."])
        try rig.answerElsewhere(DriverRig.everything, day: "2026-12-02")
        #expect(rig.closes.isEmpty, "not before the writes settle")
        rig.source.advance(byMilliseconds: 50)
        #expect(rig.closes.map(\.id) == [1])
        #expect(rig.closes.map(\.reason) == ["the form is complete"])
    }

    @Test func aSuspendOverAReminderCatchesItUpOnResumeOnce() throws {
        let rig = try DriverRig(
            start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", remindConf: "catch-up = 60m\n")
        rig.source.jump(toSecond: try rig.at("2026-12-02T21:40:00+01:00"))
        #expect(rig.posts.count == 1, "the clock change and the passed timer post it once")
        #expect(rig.posts.first?.post.caughtUp == true)
        #expect(rig.posts.first?.post.dueAt == (try rig.at("2026-12-02T21:00:00+01:00")))
        rig.source.advance(toSecond: try rig.at("2026-12-02T23:00:00+01:00"))
        #expect(rig.posts.count == 1)

        let beyond = try DriverRig(
            start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", remindConf: "catch-up = 60m\n")
        beyond.source.jump(toSecond: try beyond.at("2026-12-02T22:30:00+01:00"))
        #expect(beyond.posts.isEmpty, "90 min late: beyond the hour")
        #expect(beyond.logs.contains { $0.contains("outside the catch-up window") })
    }

    @Test func aSnoozeTakesItOffTheScreenAndShowsItAgainWhenItsTimeComes() throws {
        let rig = try DriverRig(
            start: "2026-12-02T20:00:00+01:00", zone: "Europe/Berlin", remindConf: onTimeOnly + "snooze = 10m\n")
        rig.source.advance(toSecond: try rig.at("2026-12-02T21:00:00+01:00"))
        rig.driver.send(.clicked(id: 1, action: NotificationAction.snooze.rawValue))
        #expect(rig.closes.map(\.reason) == ["snoozed"])
        let again = try rig.at("2026-12-02T21:10:00+01:00")
        #expect(rig.armedFor == again, "the timer waits for the snooze, before tomorrow's reminders")
        #expect(rig.statuses.last?.contains("(snoozed)") == true)
        rig.source.advance(toSecond: again + 1)
        #expect(rig.posts.map(\.post.snoozed) == [false, true])
        #expect(rig.posts.last?.at == again)
    }

    @Test func aZoneChangeMovesTheTimer() throws {
        let rig = try DriverRig(start: "2026-12-02T10:00:00+01:00", zone: "Europe/Berlin")
        #expect(rig.armedFor == (try rig.at("2026-12-02T21:00:00+01:00")))
        rig.source.zoneName = "America/New_York"
        rig.source.files([InotifyEvent(watchedPath: "/etc", name: "localtime", mask: .create)])
        // 10:00 in Berlin is 04:00 in New York: its morning is still ahead there.
        #expect(rig.armedFor == (try rig.at("2026-12-02T08:00:00-05:00")))
        #expect(rig.logs.contains { $0.hasPrefix("planned (time zone changed)") })
    }

    @Test func theSpringForwardNightArmsTheEndOfTheGap() throws {
        let rig = try DriverRig(
            start: "2026-03-28T22:00:00+01:00", zone: "Europe/Berlin", morning: "02:30", remindConf: onTimeOnly)
        #expect(rig.armedFor == (try rig.at("2026-03-29T00:00:00+01:00")), "first the new day")
        rig.source.advance(toSecond: try rig.at("2026-03-29T01:59:59+01:00"))
        let endOfGap = try rig.at("2026-03-29T03:00:00+02:00")
        #expect(rig.armedFor == endOfGap, "02:30 does not exist that night: the end of the gap")
        #expect(rig.posts.isEmpty)
        rig.source.advance(toSecond: endOfGap + 60)
        #expect(rig.posts.map(\.at) == [endOfGap])
    }

    @Test func aHangUpReadsTheSettingsAgainAndATerminateStops() throws {
        let rig = try DriverRig(start: "2026-12-02T10:00:00+01:00", zone: "Europe/Berlin")
        #expect(rig.driver.settings.snooze == 1800)
        try rig.write(remindConf: "snooze = 5m\n")
        rig.source.signal(ProcessSignal.hangUp)
        #expect(rig.driver.settings.snooze == 300)
        #expect(rig.logs.contains { $0.hasPrefix("planned (SIGHUP)") })
        #expect(rig.stopped == nil)
        rig.source.signal(ProcessSignal.terminate)
        #expect(rig.stopped == 0)
    }

    @Test func lostFileEventsReadEverythingAgain() throws {
        let rig = try DriverRig(start: "2026-12-02T07:00:00+01:00", zone: "Europe/Berlin")
        try rig.answerElsewhere(["weight": .number(80)], day: "2026-12-02")
        rig.source.files([InotifyEvent(watchedPath: nil, name: nil, mask: .queueOverflow)])
        #expect(rig.logs.contains { $0.hasPrefix("planned (inotify queue overflow)") })
        #expect(rig.armedFor == (try rig.at("2026-12-02T21:00:00+01:00")), "the answer is read at once")
    }
}
