import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Value goals, day by day: the start value, the direction, met (and met staying met),
/// progress clamped to 0–100 %, a deadline passing, a start day in the future.
@Suite struct GoalValueTests {
    /// Readings from `(day, value)` pairs.
    func readings(_ pairs: [(String, Double)]) -> [DayValue] {
        pairs.map { DayValue(day: day($0.0), value: $0.1) }
    }

    /// Start 120 on 1 Dec, target 110: the value goal as it stands after each new record.
    @Test func startAt120Target110DayByDay() {
        var records: [(String, Double)] = [("2026-12-01", 120)]
        func state(_ asOf: String) -> ValueGoalState {
            GoalEvaluation.value(
                target: 110, start: day("2026-12-01"), deadline: nil, readings: readings(records), asOf: day(asOf))
        }
        var today = state("2026-12-01")
        #expect(
            today.status == .inProgress && today.startValue == 120 && today.direction == .down && today.progress == 0)
        records.append(("2026-12-02", 118))
        today = state("2026-12-02")
        #expect(today.status == .inProgress && today.latest == 118)
        #expect(abs((today.progress ?? .nan) - 0.2) < 1e-12, "(120 − 118) ÷ (120 − 110) = 20 %")
        records.append(("2026-12-03", 110))
        today = state("2026-12-03")
        #expect(today.status == .met && today.metOn == day("2026-12-03") && today.progress == 1)
        records.append(("2026-12-04", 115))
        today = state("2026-12-04")
        #expect(today.status == .met && today.metOn == day("2026-12-03"), "met is final")
        #expect(today.latest == 115 && today.progress == 1)
        // Asked about an earlier day, the later records do not count.
        #expect(state("2026-12-02").status == .inProgress)
    }

    @Test func progressIsClampedAndMovingAwayIsZero() {
        let away = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: nil,
            readings: readings([("2026-12-01", 120), ("2026-12-02", 123)]), asOf: day("2026-12-02"))
        #expect(away.progress == 0 && away.status == .inProgress)
        let up = GoalEvaluation.value(
            target: 10, start: day("2026-12-01"), deadline: nil,
            readings: readings([("2026-12-01", 5), ("2026-12-02", 6)]), asOf: day("2026-12-02"))
        #expect(up.direction == .up && abs((up.progress ?? .nan) - 0.2) < 1e-12)
        let passed = GoalEvaluation.value(
            target: 10, start: day("2026-12-01"), deadline: nil,
            readings: readings([("2026-12-01", 5), ("2026-12-02", 14)]), asOf: day("2026-12-02"))
        #expect(passed.status == .met && passed.progress == 1, "going beyond the target reaches it")
    }

    @Test func aDeadlinePassingUnmetIsNotAchievedTheNextDay() {
        let values = readings([("2026-12-01", 120), ("2026-12-05", 116), ("2026-12-12", 109)])
        func state(_ asOf: String) -> ValueGoalState {
            GoalEvaluation.value(
                target: 110, start: day("2026-12-01"), deadline: day("2026-12-10"), readings: values, asOf: day(asOf))
        }
        #expect(state("2026-12-10").status == .inProgress, "the deadline day itself still counts")
        let after = state("2026-12-11")
        #expect(after.status == .notAchieved && after.metOn == nil)
        #expect(abs((after.progress ?? .nan) - 0.4) < 1e-12 && after.latest == 116)
        let later = state("2026-12-12")
        #expect(later.status == .notAchieved, "a record after the deadline does not meet it")
        #expect(later.latest == 116, "the goal stays as it was on its deadline")
    }

    @Test func aDeadlineMetInTimeStaysMet() {
        let values = readings([("2026-12-01", 120), ("2026-12-10", 110)])
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: day("2026-12-10"), readings: values,
            asOf: day("2027-01-20"))
        #expect(state.status == .met && state.metOn == day("2026-12-10"))
    }

    @Test func aStartValueFirstRecordedAfterTheDeadlineNeverCounted() {
        let values = readings([("2026-12-12", 120), ("2026-12-13", 118)])
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: day("2026-12-10"), readings: values,
            asOf: day("2026-12-20"))
        #expect(state.status == .notAchieved)
        #expect(
            state.startValue == nil && state.latest == nil && state.progress == nil,
            "as of its deadline the goal had no value at all")
    }

    @Test func metIsFinalWhateverIsRecordedAfter() {
        let values = readings([("2026-12-01", 120), ("2026-12-05", 110), ("2026-12-08", 125)])
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: day("2026-12-10"), readings: values,
            asOf: day("2026-12-20"))
        #expect(state.status == .met && state.metOn == day("2026-12-05") && state.progress == 1)
        #expect(state.latest == 125)
    }

    @Test func aTargetEqualToTheStartValueIsMetAtOnce() {
        let before = GoalEvaluation.value(
            target: 120, start: day("2026-12-03"), deadline: nil,
            readings: readings([("2026-12-01", 120)]), asOf: day("2026-12-03"))
        #expect(
            before.status == .met && before.metOn == day("2026-12-03") && before.direction == nil
                && before.progress == 1)
        let after = GoalEvaluation.value(
            target: 120, start: day("2026-12-03"), deadline: nil,
            readings: readings([("2026-12-05", 120)]), asOf: day("2026-12-05"))
        #expect(after.status == .met && after.metOn == day("2026-12-05"), "the first record after the start day")
    }

    @Test func aStartDayInTheFutureIsUpcoming() {
        let values = readings([("2026-11-20", 121), ("2026-12-01", 120)])
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-12-10"), deadline: nil, readings: values, asOf: day("2026-12-02"))
        #expect(
            state.status == .upcoming && state.startValue == 120 && state.progress == nil && state.metOn == nil,
            "no progress before the start day")
        let begun = GoalEvaluation.value(
            target: 110, start: day("2026-12-10"), deadline: nil,
            readings: values + readings([("2026-12-10", 118)]), asOf: day("2026-12-10"))
        #expect(begun.status == .inProgress && begun.startValue == 118, "the last value on or before the start day")
    }

    @Test func theStartValueIsTheLastBeforeTheStartElseTheFirstAfter() {
        let values = readings([("2026-11-01", 130), ("2026-11-28", 125), ("2026-12-04", 121), ("2026-12-06", 119)])
        let past = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: nil, readings: values, asOf: day("2026-12-06"))
        #expect(past.startValue == 125 && past.startValueDay == day("2026-11-28"))
        let noneBefore = Array(values.dropFirst(2))
        let first = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: nil, readings: noneBefore, asOf: day("2026-12-06"))
        #expect(
            first.startValue == 121 && first.startValueDay == day("2026-12-04")
                && abs((first.progress ?? .nan) - 2.0 / 11.0) < 1e-12)
        let nothing = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: nil, readings: [], asOf: day("2026-12-06"))
        #expect(
            nothing.status == .inProgress && nothing.startValue == nil && nothing.direction == nil
                && nothing.progress == nil, "no progress without a start value")
    }

    @Test func aValueThatCrossesBackBeforeTheStartDayDoesNotCount() {
        // 108 was recorded before the start day: it is the start value, so the goal goes up.
        let values = readings([("2026-11-30", 108), ("2026-12-02", 109)])
        let state = GoalEvaluation.value(
            target: 110, start: day("2026-12-01"), deadline: nil, readings: values, asOf: day("2026-12-02"))
        #expect(state.direction == .up && state.status == .inProgress && abs((state.progress ?? .nan) - 0.5) < 1e-12)
    }
}
