import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Records that answer only the day-by-day question, so the day tallies are the ones counted
/// from those answers (the store's kept tallies must agree with them).
struct AnswersOnly: ProgressRecords {
    let records: any ProgressRecords

    func answers(form formID: String, screens: Set<String>, from first: CivilDate?, through last: CivilDate) throws
        -> [DayAnswers]
    {
        try records.answers(form: formID, screens: screens, from: first, through: last)
    }

    func firstRecordedDay(form formID: String) throws -> CivilDate? { try records.firstRecordedDay(form: formID) }
}

/// Progress read from a real store: the day tallies it keeps give the figures counting every
/// answer gives, on the first run (counted and kept) and on the next (read back).
@Suite struct ProgressStoreTests {
    let today = day("2026-12-02")

    /// Writes answers as given (an answer saved under another type or unit included).
    func record(_ store: Store, _ form: Form, _ iso: String, _ answers: [String: Answer]) throws {
        try store.updateDay(day(iso)) { record in
            for (id, answer) in answers { record.set(answer, form: form.id, screen: id) }
        }
    }

    func yes(_ value: Bool) -> Answer { Answer(value: .yesNo(value), type: "yes-no", savedAt: 0) }
    func kilos(_ value: Double, unit: String = "kg") -> Answer {
        Answer(value: .number(value), type: "number", unit: unit, savedAt: 0)
    }

    /// For 1Y (today 2026-12-02) the previous period is 2024-12-03 … 2025-12-02 and the days read
    /// in full start a week before the period, on 2025-11-27: the count and the full read meet
    /// between 2025-11-26 and 2025-11-27.
    func yearStore() throws -> (TemporaryStore, Form) {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        for iso in ["2024-12-02", "2024-12-03", "2025-11-26", "2025-11-27", "2025-12-02", "2025-12-03"] {
            try record(temp.store, form, iso, ["water": yes(true), "walk": yes(false)])
        }
        try record(temp.store, form, "2025-06-01", ["weight": kilos(80)])
        // Saved while the screens had another type or unit: kept, but not a recorded day.
        try record(temp.store, form, "2025-03-01", ["water": kilos(1), "weight": kilos(180, unit: "lb")])
        try record(temp.store, form, "2025-03-02", ["walk": yes(true), "weight": kilos(81)])
        return (temp, form)
    }

    @Test func theStoresTalliesEqualTheOnesCountedFromTheAnswers() throws {
        let (temp, form) = try yearStore()
        for (from, through) in [
            ("2024-12-03", "2025-11-26"), ("2024-12-02", "2025-12-03"), ("2025-03-01", "2025-03-01"),
            ("2025-03-01", "2025-03-02"), ("2025-12-04", "2026-12-02"), ("2025-11-27", "2025-11-26"),
        ] {
            let span = DayRange(from: day(from), through: day(through))
            let counted = try AnswersOnly(records: temp.store).dayTallies(form: form, over: span, asOf: today)
            let first = try temp.store.dayTallies(form: form, over: span, asOf: today)
            let kept = try temp.store.dayTallies(form: form, over: span, asOf: today)
            #expect(first == counted, "\(from) … \(through), counted and kept")
            #expect(kept == counted, "\(from) … \(through), read back")
        }
        let span = DayRange(from: day("2024-12-03"), through: day("2025-11-26"))
        let tallies = try temp.store.dayTallies(form: form, over: span, asOf: today)
        #expect(
            span.days.filter(tallies.recorded).map(\.iso) == ["2024-12-03", "2025-03-02", "2025-06-01", "2025-11-26"])
        #expect(!tallies.recorded(day("2025-03-01")), "2025-03-01 holds only answers that no longer fit")
        #expect(
            tallies.lastSaved(day("2025-03-01")) == nil,
            "nor a check-in: a day of hidden answers only has no check-in time")
        #expect(tallies[day("2025-03-02")] == DayTally(fitting: 2, yes: [false, true], lastSaved: 0, values: [81]))
    }

    @Test func thePreviousPeriodIsCountedOnceAcrossTheDaysReadInFull() throws {
        let (temp, form) = try yearStore()
        let report = try builder(form).report(period: .year, today: today, records: temp.store)
        guard case .habits(let card)? = report.cards.first(where: { if case .habits = $0 { true } else { false } })
        else {
            Issue.record("no habits card")
            return
        }
        // Recorded in the previous period: 2024-12-03, 2025-03-02, 2025-06-01, 2025-11-26,
        // 2025-11-27 and 2025-12-02; water Yes on four of them, walk Yes on one.
        #expect(card.habits.map(\.previousShare) == [4.0 / 6.0, 1.0 / 6.0])
        #expect(card.previousShare == 5.0 / 12.0)
        #expect(card.habits.map(\.recorded) == [1, 1], "this period: 2025-12-03 only")
        for period in ProgressPeriod.allCases {
            let stored = try builder(form).report(period: period, today: today, records: temp.store)
            let counted = try builder(form).report(
                period: period, today: today, records: AnswersOnly(records: temp.store))
            #expect(stored == counted, "\(period)")
        }
    }

    @Test func aScreenWhoseTypeChangedCountsOnlyItsAnswersThatStillFit() throws {
        let (temp, old) = try yearStore()
        // Walk becomes a number: its yes/no answers no longer fit and water is the only habit.
        let span = DayRange(from: day("2024-12-03"), through: day("2025-11-26"))
        let before = try temp.store.dayTallies(form: old, over: span, asOf: today)
        #expect(before[day("2025-03-02")].yes == [false, true], "kept as counted for the old screens")
        var form = old
        form.screens[2] = numberScreen(id: "walk")
        try temp.store.saveForm(form)
        let counted = try AnswersOnly(records: temp.store).dayTallies(form: form, over: span, asOf: today)
        let stored = try temp.store.dayTallies(form: form, over: span, asOf: today)
        #expect(stored == counted)
        #expect(
            stored[day("2025-03-02")] == DayTally(fitting: 1, yes: [false], lastSaved: 0, values: [81, nil]),
            "walk's Yes no longer counts, nor as a number")
        let report = try builder(form).report(period: .year, today: today, records: temp.store)
        let expected = try builder(form).report(period: .year, today: today, records: AnswersOnly(records: temp.store))
        #expect(report == expected)
    }

    @Test func aStreakLongerThanTheDaysReadForAYearGoesOnIntoOlderDays() throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        // Complete every day of more than three years but one, 500 days ago.
        for offset in 0..<1200 {
            let walk = offset == 500 ? [:] : ["walk": yes(offset % 2 == 0)]
            try record(
                temp.store, form, today.adding(days: -offset).iso,
                ["weight": kilos(80), "water": yes(true)].merging(walk) { first, _ in first })
        }
        let report = try builder(form).report(period: .year, today: today, records: temp.store)
        #expect(report.todayCard.streak == 500)
        #expect(report.todayCard.completeDays == 365 && report.todayCard.completeOf == 365)
        let counted = try builder(form).report(period: .year, today: today, records: AnswersOnly(records: temp.store))
        #expect(report == counted)
    }
}
