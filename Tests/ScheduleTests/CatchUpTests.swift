import FormanzaBase
import Testing

@testable import FormanzaSchedule

/// The catch-up rule as a pure function of the plan, the time, what was handled and the setting.
@Suite("Catch-up rule")
struct CatchUpTests {
    func plan(at text: String, forms: [PlanForm] = [form("f1", "A")]) throws -> Plan {
        let now = try instant(text)
        return Planner.plan(
            PlanRequest(forms: forms, lastOpened: now, now: now, zone: try zone("Europe/Berlin"), horizonDays: 2))
    }

    func decide(
        _ plan: Plan, handled: Set<PlanKey> = [], setting: CatchUpSetting = .today, checkinOpen: Bool = false,
        state: FormDayState = .noCheckIn
    ) -> CatchUp.Decision {
        CatchUp.decide(plan: plan, now: plan.now, handled: handled, setting: setting, checkinOpen: checkinOpen) { _ in
            state
        }
    }

    func key(_ formId: String, _ iso: String, _ kind: ReminderKind) -> PlanKey {
        PlanKey(formId: formId, day: day(iso), kind: kind)
    }

    @Test func theMostRecentPassedReminderOfEachFormAndNothingOfLaterOrEarlierTimes() throws {
        let forms = [form("f1", "A"), form("f2", "B", morning: "07:00", evening: "12:00")]
        let result = decide(try plan(at: "2026-12-02T13:00:00+01:00", forms: forms))
        #expect(result.post.map(\.key) == [key("f1", "2026-12-02", .morning), key("f2", "2026-12-02", .evening)])
        #expect(result.missed == [key("f2", "2026-12-02", .morning): .superseded])
    }

    @Test func nothingBeforeItsTimeAndNothingHandledTwice() throws {
        #expect(decide(try plan(at: "2026-12-02T07:59:59+01:00")) == CatchUp.Decision())
        let handled: Set = [key("f1", "2026-12-02", .morning)]
        #expect(decide(try plan(at: "2026-12-02T08:30:00+01:00"), handled: handled) == CatchUp.Decision())
    }

    @Test func theConditionTheSettingAndAnOpenCheckinDrop() throws {
        let morning = key("f1", "2026-12-02", .morning)
        let late = try plan(at: "2026-12-02T09:30:00+01:00")
        #expect(decide(late, state: .missing(2)).missed == [morning: .conditionMet])
        #expect(decide(late, setting: .within(seconds: 3600)).missed == [morning: .outsideCatchUp])
        #expect(decide(late, setting: .within(seconds: 5400)).post.map(\.key) == [morning])
        #expect(decide(late, setting: .off).missed == [morning: .outsideCatchUp])
        #expect(decide(late, checkinOpen: true).missed == [morning: .checkinOpen])
        let onTime = try plan(at: "2026-12-02T08:00:30+01:00")
        #expect(decide(onTime, setting: .off).post.map(\.key) == [morning], "on time is not a catch-up")
    }

    @Test func anEveningIsWantedUntilTheFormIsComplete() throws {
        let evening = try plan(at: "2026-12-02T22:00:00+01:00")
        #expect(decide(evening, state: .missing(3)).post.map(\.kind) == [.evening])
        #expect(decide(evening, state: .complete).missed[key("f1", "2026-12-02", .evening)] == .conditionMet)
    }
}
