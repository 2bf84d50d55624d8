import FormanzaBase
import Testing

@testable import FormanzaSchedule

@Suite("Planner")
struct PlannerTests {
    /// 2026-03-28T07:00:00+01:00, the contract's example `now` (the night before Berlin's DST).
    static let now: Int64 = 1_774_677_600

    func berlinPlan(
        _ forms: [PlanForm], now: Int64 = PlannerTests.now, lastOpened: Int64? = nil,
        days: Int? = nil
    ) throws -> Plan {
        Planner.plan(
            PlanRequest(
                forms: forms, lastOpened: lastOpened ?? now, now: now,
                zone: try zone("Europe/Berlin"), horizonDays: days))
    }

    @Test func contractExample() throws {
        let plan = try berlinPlan([form("f1", "Daily check-in")])
        #expect(plan.horizonDays == 28)
        #expect(plan.remindingForms == 1)
        #expect(plan.lastDay == day("2026-04-24"))
        #expect(plan.stopsAfter == day("2026-04-24"))
        #expect(plan.entries.count == 56)
        #expect(Set(plan.entries.map(\.key)).count == 56)
        let sunday = try #require(plan.entries.first { $0.day == day("2026-03-29") && $0.kind == .morning })
        #expect(sunday.fireAt?.epochSecond == 1_774_764_000)  // 2026-03-29T08:00:00+02:00
        #expect(sunday.fireAt?.rfc3339 == "2026-03-29T08:00:00+02:00")
        #expect(sunday.status == .planned)
        #expect(plan.entries.first?.fireAt?.epochSecond == 1_774_681_200)  // 2026-03-28T08:00:00+01:00
        #expect(plan.nextWake == 1_774_681_200)
        #expect(plan.entries.last?.day == day("2026-04-24"))
        #expect(plan.entries.last?.kind == .evening)
    }

    struct SkipCase: CustomTestStringConvertible, Sendable {
        let state: FormDayState
        let now: Int64
        let morning: SkipReason?
        let evening: SkipReason?
        let label: String
        var testDescription: String { label }
    }

    @Test(arguments: [
        SkipCase(state: .noCheckIn, now: now, morning: nil, evening: nil, label: "nothing saved: both planned"),
        SkipCase(state: .missing(2), now: now, morning: .recorded, evening: nil, label: "partly answered"),
        SkipCase(state: .missing(0), now: now, morning: .recorded, evening: nil, label: "missing(0) is not complete"),
        SkipCase(state: .complete, now: now, morning: .recorded, evening: .complete, label: "complete"),
        // 2026-03-28T08:00:00+01:00 exactly: a time equal to now is past.
        SkipCase(state: .noCheckIn, now: 1_774_681_200, morning: .past, evening: nil, label: "morning at now"),
        // 2026-03-28T22:00:00+01:00: both past, whatever the state.
        SkipCase(state: .complete, now: 1_774_731_600, morning: .past, evening: .past, label: "late evening"),
    ])
    func skipReasonsToday(_ item: SkipCase) throws {
        let today = day("2026-03-28")
        let plan = try berlinPlan([form("f", states: [today: item.state])], now: item.now, lastOpened: Self.now)
        let entries = plan.entries.filter { $0.day == today }
        #expect(entries.count == 2)
        #expect(entries.first { $0.kind == .morning }?.skipReason == item.morning)
        #expect(entries.first { $0.kind == .evening }?.skipReason == item.evening)
        #expect(entries.allSatisfy { ($0.skipReason == nil) == ($0.status == .planned) })
        // Other days have no check-in.
        #expect(plan.entries.filter { $0.day != today }.allSatisfy { $0.status == .planned })
    }

    @Test func orderByInstantThenTitleThenKind() throws {
        let forms = [
            form("id-b", "Beta", morning: "21:00", evening: "21:00"),
            form("id-a", "Alpha", morning: "07:30", evening: "21:00"),
        ]
        let plan = try berlinPlan(forms, days: 1)
        let order = plan.entries.map { "\($0.formTitle) \($0.kind.rawValue)" }
        #expect(order == ["Alpha morning", "Alpha evening", "Beta morning", "Beta evening"])
        // now is 07:00, so even Alpha's 07:30 morning is still ahead.
        #expect(plan.entries.allSatisfy { $0.status == .planned })
    }

    @Test func onlyRemindingFormsAndSwitchedOnKinds() throws {
        let forms = [
            form("inactive", reminds: false),
            form("silent", morning: nil, evening: nil),
            form("evening-only", morning: nil, evening: "20:15"),
        ]
        let plan = try berlinPlan(forms)
        #expect(plan.remindingForms == 1)
        #expect(plan.horizonDays == 28)
        #expect(
            plan.entries.allSatisfy { $0.formId == "evening-only" && $0.kind == .evening && $0.time == hm("20:15") })
        #expect(plan.entries.count == 28)
    }

    @Test func nothingReminds() throws {
        let plan = try berlinPlan([form("inactive", reminds: false), form("silent", morning: nil, evening: nil)])
        #expect(plan.remindingForms == 0)
        #expect(plan.horizonDays == 28)
        #expect(plan.entries.isEmpty)
        #expect(plan.lastDay == nil)
        #expect(plan.stopsAfter == nil)
        #expect(plan.nextWake == nil)
    }

    /// The window ends at the last opening plus the horizon, and the plan says so.
    @Test(arguments: [
        // (last opening, entries, lastDay, stopsAfter)
        (Int64(1_773_154_800), 10, "2026-04-06", "2026-04-06"),  // 2026-03-10T16:00:00+01:00, 18 days before
        (1_772_348_400, 1, "2026-03-28", "2026-03-28"),  // 2026-03-01T08:00:00+01:00, only today left
        (1_769_900_400, 0, nil, "2026-02-28"),  // 2026-02-01T00:00:00+01:00 (still January in UTC)
    ])
    func windowEndsAfterOldOpening(lastOpened: Int64, count: Int, lastDay: String?, stopsAfter: String) throws {
        let plan = try berlinPlan([form("f", morning: nil)], lastOpened: lastOpened)
        #expect(plan.entries.count == count)
        #expect(plan.lastDay == lastDay.map(day))
        #expect(plan.stopsAfter == day(stopsAfter))
        #expect(plan.entries.map(\.day).max() == lastDay.map(day))
    }

    @Test func reminderInsideGapIsMarked() throws {
        let plan = try berlinPlan([form("f", morning: "02:30", evening: nil)], days: 3)
        let moved = plan.entries.filter(\.movedByGap)
        #expect(moved.map(\.day) == [day("2026-03-29")])
        #expect(moved.first?.fireAt?.epochSecond == 1_774_746_000)  // 2026-03-29T03:00:00+02:00
        // 2026-03-28 02:30 is past at 07:00 and so skipped, but still listed first.
        #expect(
            plan.entries.map(\.fireAt?.rfc3339) == [
                "2026-03-28T02:30:00+01:00", "2026-03-29T03:00:00+02:00", "2026-03-30T02:30:00+02:00",
            ] as [String?])
        #expect(plan.entries.map(\.status) == [.skipped, .planned, .planned])
    }

    /// Pacific/Easter reads 21:00 twice on 2025-04-05. Planned once, at the first; a plan made
    /// between the two readings must not plan it again for the second.
    @Test func repeatedHourFiresOnce() throws {
        let easter = try zone("Pacific/Easter")
        let before: Int64 = 1_743_901_200  // 2025-04-05T20:00:00-05:00
        let between: Int64 = 1_743_906_600  // 2025-04-05T21:30:00-05:00, half an hour before the second 21:00
        let first = Planner.plan(PlanRequest(forms: [form("f")], lastOpened: before, now: before, zone: easter))
        let evening = try #require(
            first.entries.first { $0.key == PlanKey(formId: "f", day: day("2025-04-05"), kind: .evening) })
        #expect(evening.fireAt?.epochSecond == 1_743_904_800)  // 2025-04-05T21:00:00-05:00
        #expect(first.nextWake == 1_743_904_800)
        let second = Planner.plan(PlanRequest(forms: [form("f")], lastOpened: before, now: between, zone: easter))
        let again = try #require(second.entries.first { $0.key == evening.key })
        #expect(again.skipReason == .past)
        #expect(second.nextWake == 1_743_948_000)  // 2025-04-06T08:00:00-06:00, the next morning
    }

    /// Pacific/Apia skipped 2011-12-30: its reminders are listed, skipped, without an instant,
    /// where the day would have been.
    @Test func missingDayHasNoReminders() throws {
        let apia = try zone("Pacific/Apia")
        let now: Int64 = 1_325_142_000  // 2011-12-28T21:00:00-10:00
        let plan = Planner.plan(
            PlanRequest(
                forms: [form("f")], lastOpened: now, now: now + 1, zone: apia,
                horizonDays: 4))
        let days = plan.entries.map { "\($0.day.iso) \($0.kind.rawValue) \($0.skipReason?.rawValue ?? "planned")" }
        #expect(
            days == [
                "2011-12-28 morning past", "2011-12-28 evening past",
                "2011-12-29 morning planned", "2011-12-29 evening planned",
                "2011-12-30 morning no-such-day", "2011-12-30 evening no-such-day",
                "2011-12-31 morning planned", "2011-12-31 evening planned",
            ])
        #expect(plan.entries.filter { $0.day == day("2011-12-30") }.allSatisfy { $0.fireAt == nil })
        #expect(plan.lastDay == day("2011-12-31"))
    }

    @Test func duplicateFormIdsAreKeptOnce() throws {
        let plan = try berlinPlan([form("same", "First"), form("same", "Second")], days: 2)
        #expect(plan.entries.count == 4)
        #expect(plan.entries.allSatisfy { $0.formTitle == "First" })
        #expect(plan.remindingForms == 2)  // both count for the horizon; only keys are shared
    }

    @Test func dueEntriesAtWake() throws {
        let plan = try berlinPlan([form("a", "A"), form("b", "B", morning: "08:00")], days: 2)
        let wake = try #require(plan.nextWake)
        let due = plan.due(atOrBefore: wake)
        #expect(due.map(\.formId) == ["a", "b"])
        #expect(plan.due(atOrBefore: wake - 1).isEmpty)
        #expect(plan.due(atOrBefore: PlannerTests.now).isEmpty)
    }
}
