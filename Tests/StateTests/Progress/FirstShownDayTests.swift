import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Where a form's record starts when its oldest answers are hidden: the store reads forward in
/// chunks that double, so the first shown day is found however far the hidden ones reach, and a
/// history of hidden answers only has no first day at all.
@Suite struct FirstShownDayTests {
    @Test func theFirstShownDayIsFoundPastYearsOfHiddenAnswers() throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        let pounds = Answer(value: .number(180), type: "number", unit: "lb", savedAt: 0)
        let start = day("2024-01-01")
        for offset in stride(from: 0, to: 700, by: 3) {
            try temp.store.updateDay(start.adding(days: offset)) { $0.set(pounds, form: form.id, screen: "weight") }
        }
        let last = day("2026-12-02")
        #expect(try temp.store.firstRecordedDay(form: form.id) == start, "the oldest saved answer, shown or not")
        #expect(try temp.store.firstShownDay(of: form, through: last) == nil, "only hidden answers: not recorded")
        let shown = Answer(value: .yesNo(true), type: "yes-no", savedAt: 0)
        try temp.store.updateDay(day("2025-11-30")) { $0.set(shown, form: form.id, screen: "water") }
        #expect(try temp.store.firstShownDay(of: form, through: last) == day("2025-11-30"))
        #expect(try temp.store.firstShownDay(of: form, through: day("2025-11-29")) == nil, "none on or before")
    }
}
