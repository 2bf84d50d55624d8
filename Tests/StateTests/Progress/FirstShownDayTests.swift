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

    /// A hand-edited row dated before 1900 (the first year a day can be recorded in) does not
    /// start the record: before this, one row dated year 0 made `progress --period all` list
    /// some 740,000 days.
    @Test func aDayBeforeTheFirstRecordableYearDoesNotStartTheRecord() throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        let shown = Answer(value: .yesNo(true), type: "yes-no", savedAt: 0)
        try temp.store.updateDay(day("2025-11-30")) { $0.set(shown, form: form.id, screen: "water") }
        try temp.store.database.access { connection in
            for planted in ["0000-01-01", "1899-12-31"] {
                try connection.run(
                    "INSERT INTO answers VALUES ('\(form.id)', '\(planted)', 'water', 'yes-no', NULL, 1, 0)")
            }
        }
        #expect(try temp.store.firstRecordedDay(form: form.id) == day("2025-11-30"))
        #expect(try temp.store.firstShownDay(of: form, through: day("2026-12-02")) == day("2025-11-30"))
        try temp.store.updateDay(day("1900-01-01")) { $0.set(shown, form: form.id, screen: "water") }
        #expect(try temp.store.firstRecordedDay(form: form.id) == day("1900-01-01"), "1900 can be recorded")
    }
}
