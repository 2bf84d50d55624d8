import FormanzaBase
import Testing

@testable import FormanzaSchedule

@Suite("Horizon and window")
struct HorizonTests {
    @Test(arguments: [(0, 28), (1, 28), (2, 16), (3, 10), (4, 8), (5, 6), (6, 5), (32, 1), (33, 1), (500, 1)])
    func horizonDays(forms: Int, days: Int) {
        #expect(Horizon.days(remindingForms: forms) == days)
    }

    @Test(arguments: [
        // (today, opened, days, stopsAfter, number of days in the window)
        ("2026-03-28", "2026-03-28", 28, "2026-04-24", 28),  // the contract's example
        ("2026-03-28", "2026-03-10", 28, "2026-04-06", 10),  // an opening 18 days ago
        ("2026-03-28", "2026-03-01", 28, "2026-03-28", 1),  // only today is left
        ("2026-03-28", "2026-02-01", 28, "2026-02-28", 0),  // stopped a month ago
        ("2026-03-28", "2026-04-10", 16, "2026-04-12", 16),  // an opening "in the future" counts as today
        ("2026-12-30", "2026-12-30", 5, "2027-01-03", 5),  // across the new year
    ])
    func window(today: String, opened: String, days: Int, stopsAfter: String, count: Int) {
        let window = Horizon.window(today: day(today), openedDay: day(opened), days: days)
        #expect(window.stopsAfter == day(stopsAfter))
        #expect(window.days.count == count)
        #expect(window.days.first == (count > 0 ? day(today) : nil))
        #expect(window.days.last == (count > 0 ? day(stopsAfter) : nil))
        #expect(window.lastDay == (count > 0 ? day(stopsAfter) : nil))
    }

    /// The window is computed in local days: at 23:30 in Auckland it is already tomorrow in
    /// UTC terms, and the window must not start a day early or late.
    @Test func windowUsesLocalDays() throws {
        let auckland = try zone("Pacific/Auckland")
        let now: Int64 = 1_784_115_000  // 2026-07-15T11:30:00Z = 2026-07-15T23:30:00+12:00
        let request = PlanRequest(forms: [form("f")], lastOpened: now, now: now, zone: auckland)
        #expect(request.window.today == day("2026-07-15"))
        let later = PlanRequest(forms: [form("f")], lastOpened: now, now: now + 1800, zone: auckland)
        #expect(later.window.today == day("2026-07-16"))  // 00:00 local
    }

    /// A dry run whose `--now` lies before `lastOpened` plans as if opened at `--now`.
    @Test func dryRunBeforeLastOpening() throws {
        let berlin = try zone("Europe/Berlin")
        let now: Int64 = 1_774_677_600  // 2026-03-28T07:00:00+01:00
        let lastOpened: Int64 = 1_776_000_000  // 2026-04-12T15:20:00+02:00
        let request = PlanRequest(forms: [form("f")], lastOpened: lastOpened, now: now, zone: berlin)
        #expect(request.window == Horizon.window(today: day("2026-03-28"), openedDay: day("2026-03-28"), days: 28))
        let asIfOpenedNow = Planner.plan(PlanRequest(forms: [form("f")], lastOpened: now, now: now, zone: berlin))
        #expect(Planner.plan(request) == asIfOpenedNow)
        #expect(asIfOpenedNow.lastDay == day("2026-04-24"))
    }

    @Test func daysOptionReplacesHorizon() throws {
        let berlin = try zone("Europe/Berlin")
        let now: Int64 = 1_774_677_600  // 2026-03-28T07:00:00+01:00
        let plan = Planner.plan(
            PlanRequest(
                forms: [form("a"), form("b")], lastOpened: now, now: now,
                zone: berlin, horizonDays: 3))
        #expect(plan.horizonDays == 3)
        #expect(plan.lastDay == day("2026-03-30"))
        #expect(plan.entries.count == 2 * 3 * 2)
        let natural = PlanRequest(forms: [form("a"), form("b")], lastOpened: now, now: now, zone: berlin)
        #expect(natural.effectiveHorizonDays == 16)
    }
}
