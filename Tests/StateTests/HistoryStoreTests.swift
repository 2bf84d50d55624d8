import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A form's history on a real store: months newest first, paging back over empty months, and
/// the removal of one form's answers of a day.
@Suite struct HistoryStoreTests {
    func answer(_ value: AnswerValue, _ type: String, unit: String? = nil) -> Answer {
        Answer(value: value, type: type, unit: unit, savedAt: 1)
    }

    @Test func deletingOneFormsDayKeepsTheOtherFormsAnswersInOneOperation() throws {
        let temp = try TemporaryStore()
        try temp.store.updateDay(day("2026-11-30")) { record in
            record.set(answer(.number(72), "number", unit: "kg"), form: "a", screen: "weight")
            record.set(answer(.text("gym"), "text"), form: "a", screen: "note")
            record.set(answer(.yesNo(true), "yes-no"), form: "b", screen: "walk")
        }
        let removed = try temp.store.deleteAnswers(form: "a", on: day("2026-11-30"), now: 1_790_000_000)
        #expect(Set(removed.keys) == ["weight", "note"])
        #expect(try temp.store.loadDay(day("2026-11-30"))?.forms == ["b": ["walk": answer(.yesNo(true), "yes-no")]])
        #expect(
            try temp.store.textCounts(form: "a", screen: "note", type: "text", excluding: day("2026-12-01")).isEmpty,
            "the text counts follow the deletion")
        #expect(try temp.store.firstRecordedDay(form: "a") == nil)
        #expect(
            try temp.store.deleteAnswers(form: "a", on: day("2026-11-30"), now: 1_790_000_000).isEmpty,
            "nothing left to delete")
        #expect(try temp.store.deleteAnswers(form: "b", on: day("2026-11-30"), now: 1_790_000_000).count == 1)
        #expect(try temp.store.loadDay(day("2026-11-30")) == nil, "the day is gone with its last answer")
        #expect(try temp.store.recordedDays().isEmpty)
    }

    @Test func monthsNewestFirstAcrossAYearBoundaryAndPagingOverEmptyMonths() throws {
        let temp = try TemporaryStore()
        var number = numberScreen(id: "n")
        number.highlight = true
        let form = makeForm([number, yesNoScreen(id: "y")])
        for (iso, value) in [("2025-10-05", 1.0), ("2025-12-31", 2.0), ("2026-01-01", 3.0), ("2026-01-15", 4.0)] {
            try temp.store.updateDay(day(iso)) {
                $0.set(answer(.number(value), "number", unit: "kg"), form: form.id, screen: "n")
            }
        }
        try temp.store.updateDay(day("2025-12-30")) {
            $0.set(answer(.yesNo(true), "yes-no"), form: form.id, screen: "y")
        }
        try temp.store.updateDay(day("2025-12-29")) {
            $0.set(answer(.yesNo(true), "yes-no"), form: "other", screen: "y")
        }
        let history = FormHistory(form: form, records: temp.store)
        let months = try history.months(through: YearMonth(iso: "2026-02")!)
        #expect(months.map(\.month.iso) == ["2026-01", "2025-12", "2025-10"])
        #expect(months[1].days.map(\.date.iso) == ["2025-12-31", "2025-12-30"], "only days this form answered")
        #expect(months[0].days.first?.highlighted?.answer.value == .number(4))
        let unanswered = months[1].days[1]
        #expect(unanswered.highlighted == nil && unanswered.state == .missing(1) && unanswered.missing == 1)
        let before = try history.monthBefore(
            YearMonth(iso: "2025-12")!, firstRecord: try temp.store.firstRecordedDay(form: form.id))
        #expect(before?.month.iso == "2025-10", "November has nothing and is passed over")
        #expect(try history.monthBefore(YearMonth(iso: "2025-10")!, firstRecord: day("2025-10-05")) == nil)
        #expect(try history.months(through: YearMonth(iso: "2025-11")!, only: true).isEmpty)
    }

    @Test func yearMonthParsesOnlyRealMonths() {
        #expect(YearMonth(iso: "2026-01")?.previous.iso == "2025-12")
        #expect(YearMonth(iso: "2025-12")?.next.iso == "2026-01")
        for bad in ["2026-13", "2026-00", "2026-1", "26-01", "2026-01-01", "２０２６-01", "", "-2026-01"] {
            #expect(YearMonth(iso: bad) == nil, "\(bad)")
        }
    }
}
