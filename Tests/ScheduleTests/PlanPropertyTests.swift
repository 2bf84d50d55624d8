import FormanzaBase
import Testing

@testable import FormanzaSchedule

/// Properties over a whole year of `now`s, in zones whose clocks misbehave: the next wake is
/// always strictly later than `now`, and a daemon that keeps re-planning fires every
/// (form, day, kind) exactly once.
@Suite("Plan properties")
struct PlanPropertyTests {
    struct Year: CustomTestStringConvertible, Sendable {
        let zone: String
        let from: Int64
        let to: Int64
        let label: String
        var testDescription: String { "\(zone) \(label)" }
    }

    static let years: [Year] = [
        // 2026-01-01T00:00:00+01:00 …
        Year(zone: "Europe/Berlin", from: 1_767_222_000, to: 1_798_758_000, label: "2026"),
        // 2025-07-01T00:00:00-04:00 …
        Year(zone: "America/Santiago", from: 1_751_342_400, to: 1_782_878_400, label: "mid-2025 to mid-2026"),
        // 2025-01-01T00:00:00-05:00 …
        Year(zone: "Pacific/Easter", from: 1_735_707_600, to: 1_767_243_600, label: "2025"),
        // 2025-07-01T00:00:00+10:30 …
        Year(zone: "Australia/Lord_Howe", from: 1_751_290_200, to: 1_782_826_200, label: "mid-2025 to mid-2026"),
        // 2026-01-01T00:00:00-05:00 …
        Year(zone: "America/Havana", from: 1_767_243_600, to: 1_798_779_600, label: "2026"),
        // 2026-01-01T00:00:00-02:00 …
        Year(zone: "America/Nuuk", from: 1_767_232_800, to: 1_798_768_800, label: "2026"),
        // 2011-01-01T00:00:00-10:00 … 2012-01-01T00:00:00+14:00
        Year(zone: "Pacific/Apia", from: 1_293_876_000, to: 1_325_325_600, label: "2011"),
    ]

    /// Reminder times that land in gaps and overlaps somewhere in these zones.
    static let forms = [
        form("gap", "Gaps", morning: "02:30", evening: "23:30"),
        form("edge", "Edges", morning: "00:00", evening: "21:00"),
    ]

    @Test(arguments: years)
    func hourlyNows(_ year: Year) throws {
        let rules = try zone(year.zone)
        var failures: [String] = []
        for now in stride(from: year.from, to: year.to, by: 3600) {
            let plan = Planner.plan(
                PlanRequest(forms: Self.forms, lastOpened: now, now: now, zone: rules, horizonDays: 2))
            let keys = plan.entries.map(\.key)
            if Set(keys).count != keys.count { failures.append("\(now): a key twice") }
            if let wake = plan.nextWake, wake <= now { failures.append("\(now): next wake \(wake) not after now") }
            let planned = plan.entries.filter { $0.status == .planned }
            if planned.contains(where: { ($0.fireAt?.epochSecond ?? .min) <= now }) {
                failures.append("\(now): a planned instant not after now")
            }
            if plan.nextWake != planned.compactMap(\.fireAt?.epochSecond).min() {
                failures.append("\(now): next wake is not the earliest planned instant")
            }
            let instants = plan.entries.compactMap(\.fireAt?.epochSecond)
            if instants != instants.sorted() { failures.append("\(now): entries out of order") }
            if failures.count > 10 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// What the daemon does: wake at `nextWake`, post what is due, re-plan from there. Three
    /// days of horizon, opened at every wake, so that a window is never empty: at Apia's
    /// 2011-12-29 23:30 the next two days hold no reminder (one of them does not exist).
    static func simulate(_ rules: ZoneRules, from: Int64, to: Int64, maxWakes: Int) -> (
        fired: [PlanKey], wakes: Int, finished: Bool
    ) {
        var now = from
        var fired: [PlanKey] = []
        for wakes in 0..<maxWakes {
            let plan = Planner.plan(PlanRequest(forms: forms, lastOpened: now, now: now, zone: rules, horizonDays: 3))
            guard let wake = plan.nextWake, wake < to else { return (fired, wakes, true) }
            precondition(wake > now, "the wake must move forward")
            fired += plan.due(atOrBefore: wake).map(\.key)
            now = wake
        }
        return (fired, maxWakes, false)
    }

    @Test(arguments: years)
    func daemonFiresEachReminderOnce(_ year: Year) throws {
        let rules = try zone(year.zone)
        let run = Self.simulate(rules, from: year.from, to: year.to, maxWakes: 2000)
        #expect(run.finished, "the wake loop did not reach the end of the year within its bound")
        #expect(Set(run.fired).count == run.fired.count, "a reminder fired twice")
        // Exactly the reminders whose fire instant lies in the year, computed directly.
        var expected = Set<PlanKey>()
        let first = rules.localDate(atEpochSecond: year.from)
        let last = rules.localDate(atEpochSecond: year.to)
        for offset in 0...first.days(until: last) {
            let date = first.adding(days: offset)
            for form in Self.forms {
                for kind in ReminderKind.allCases {
                    guard let fire = rules.fireTime(on: date, at: form.reminders[kind].time),
                        fire.epochSecond > year.from, fire.epochSecond < year.to
                    else { continue }
                    expected.insert(PlanKey(formId: form.id, day: date, kind: kind))
                }
            }
        }
        #expect(Set(run.fired) == expected)
        #expect(run.wakes <= expected.count)
        #expect(expected.count >= 4 * 363)  // a year of days (Apia: one fewer), both forms, both kinds
    }

    /// The loop bound of the simulation is real: too small a bound is reported, not hidden.
    @Test func simulationBoundIsEnforced() throws {
        let run = Self.simulate(try zone("Europe/Berlin"), from: 1_767_222_000, to: 1_798_758_000, maxWakes: 10)
        #expect(!run.finished)
        #expect(run.wakes == 10)
        #expect(run.fired.count == 10)
    }
}
