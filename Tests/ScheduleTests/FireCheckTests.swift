import Testing
import FormanzaState
@testable import FormanzaSchedule

@Suite("Fire-time check (R5, R7)")
struct FireCheckTests {
    /// 2026-03-29T08:00:00+02:00.
    static let fireAt: Int64 = 1_774_764_000

    static func entry(_ kind: ReminderKind, fireAt: Int64? = FireCheckTests.fireAt) -> PlanEntry {
        PlanEntry(formId: "f", formTitle: "Daily check-in", kind: kind, day: day("2026-03-29"),
                  time: kind == .morning ? hm("08:00") : hm("21:00"),
                  fireAt: fireAt.map { FireTime(epochSecond: $0, offset: 7200, movedByGap: false) }, skipReason: nil)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ReminderKind
        let late: Int64
        let grace: Int64
        let state: FormDayState
        let expected: FireDecision
        let label: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(kind: .morning, late: 0, grace: 3600, state: .noCheckIn, expected: .post, label: "on time"),
        Case(kind: .morning, late: 3600, grace: 3600, state: .noCheckIn, expected: .post, label: "late by exactly the grace"),
        Case(kind: .morning, late: 3601, grace: 3600, state: .noCheckIn, expected: .drop(.tooLate(seconds: 3601)),
             label: "a second too late"),
        Case(kind: .evening, late: 5400, grace: 3600, state: .missing(2), expected: .drop(.tooLate(seconds: 5400)),
             label: "after a long suspend"),
        Case(kind: .evening, late: 1200, grace: 3600, state: .missing(2), expected: .post, label: "late within grace"),
        Case(kind: .morning, late: 1, grace: 0, state: .noCheckIn, expected: .drop(.tooLate(seconds: 1)),
             label: "no grace at all"),
        Case(kind: .morning, late: -30, grace: 3600, state: .noCheckIn, expected: .drop(.notYetDue(seconds: 30)),
             label: "timer fired early"),
        Case(kind: .morning, late: 10, grace: 3600, state: .missing(3), expected: .drop(.recorded),
             label: "morning: answered meanwhile"),
        Case(kind: .morning, late: 10, grace: 3600, state: .complete, expected: .drop(.recorded),
             label: "morning: completed meanwhile"),
        Case(kind: .evening, late: 10, grace: 3600, state: .noCheckIn, expected: .post, label: "evening: nothing saved"),
        Case(kind: .evening, late: 10, grace: 3600, state: .missing(1), expected: .post, label: "evening: one missing"),
        Case(kind: .evening, late: 10, grace: 3600, state: .complete, expected: .drop(.complete),
             label: "evening: completed meanwhile"),
        Case(kind: .evening, late: 9000, grace: 3600, state: .complete, expected: .drop(.complete),
             label: "late and complete: the store's reason wins"),
    ]

    @Test(arguments: cases)
    func decide(_ item: Case) {
        let decision = FireCheck.decide(Self.entry(item.kind), now: Self.fireAt + item.late, lateGrace: item.grace,
                                        state: item.state)
        #expect(decision == item.expected)
    }

    @Test func defaultGraceIsAnHour() {
        #expect(FireCheck.defaultLateGrace == 3600)
        let entry = Self.entry(.morning)
        #expect(FireCheck.decide(entry, now: Self.fireAt + 3600, state: .noCheckIn) == .post)
        #expect(FireCheck.decide(entry, now: Self.fireAt + 3601, state: .noCheckIn) == .drop(.tooLate(seconds: 3601)))
    }

    @Test func entryWithoutInstantIsNeverPosted() {
        let entry = Self.entry(.morning, fireAt: nil)
        #expect(FireCheck.decide(entry, now: Self.fireAt, state: .noCheckIn) == .drop(.noSuchDay))
    }

    @Test(arguments: [
        (DropReason.recorded, "recorded", "recorded"), (.complete, "complete", "complete"),
        (.tooLate(seconds: 5400), "too-late", "too-late by 5400 s"), (.notYetDue(seconds: 3), "not-yet-due", "not-yet-due by 3 s"),
        (.noSuchDay, "no-such-day", "no-such-day"),
    ])
    func reasonsForTheLog(reason: DropReason, code: String, text: String) {
        #expect(reason.code == code)
        #expect(reason.description == text)
    }
}
