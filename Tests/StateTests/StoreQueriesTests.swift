import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The questions about history, each one query that reads only the form it names.
@Suite struct StoreQueriesTests {
    /// Form `a` answers `weight` on three days (one saved in pounds) and a note on two; form `b`
    /// answers on another day.
    func filled() throws -> TemporaryStore {
        let temp = try TemporaryStore()
        func save(_ iso: String, _ form: String, _ screen: String, _ answer: Answer) throws {
            try temp.store.updateDay(day(iso)) { $0.set(answer, form: form, screen: screen) }
        }
        try save("2026-10-30", "a", "weight", Answer(value: .number(81), type: "number", unit: "kg", savedAt: 1))
        try save("2026-11-02", "a", "weight", Answer(value: .number(180), type: "number", unit: "lb", savedAt: 2))
        try save("2026-11-05", "a", "weight", Answer(value: .number(80), type: "number", unit: "kg", savedAt: 3))
        try save("2026-11-05", "a", "note", Answer(value: .text(" gym "), type: "text", savedAt: 3))
        try save("2026-11-06", "a", "note", Answer(value: .text("gym"), type: "text", savedAt: 4))
        try save("2026-11-07", "a", "note", Answer(value: .text("walk"), type: "text", savedAt: 5))
        try save("2026-11-20", "b", "x", Answer(value: .yesNo(true), type: "yes-no", savedAt: 6))
        return temp
    }

    @Test func aScreensValuesOverAPeriodAndAFormsDays() throws {
        let temp = try filled()
        let all = try temp.store.values(form: "a", screen: "weight")
        #expect(all.map(\.day.iso) == ["2026-10-30", "2026-11-02", "2026-11-05"])
        #expect(all[1].answer.unit == "lb", "values come as saved; fitting is the caller's question")
        let november = try temp.store.values(
            form: "a", screen: "weight", from: day("2026-11-01"), through: day("2026-11-04"))
        #expect(november.map(\.answer.value) == [.number(180)])
        #expect(try temp.store.firstRecordedDay(form: "a") == day("2026-10-30"))
        #expect(try temp.store.firstRecordedDay(form: "nope") == nil)
        #expect(try temp.store.lastRecordedDay(form: "a", onOrBefore: day("2026-11-06")) == day("2026-11-06"))
        #expect(
            try temp.store.recordedDays(form: "a", from: day("2026-11-01")).map(\.iso) == [
                "2026-11-02", "2026-11-05", "2026-11-06", "2026-11-07",
            ])
        #expect(try temp.store.recordedDays(year: 2026, month: 11).count == 5)
        #expect(try temp.store.recordedDays(year: 2026, month: 11, form: "b") == [day("2026-11-20")])
        #expect(try temp.store.recordedDays(year: 2026, month: 10, form: "b").isEmpty)
    }

    @Test func theLastFittingAnswerAndTheSuggestions() throws {
        let temp = try filled()
        let kilos = numberScreen(id: "weight", unit: "kg")
        let form = makeForm([kilos, Screen(id: "note", title: "Note", kind: .text(TextSettings()))], id: "a")
        let last = try History(store: temp.store).lastAnswers(form: form, screens: [kilos], before: day("2026-11-05"))
        #expect(last["weight"]?.day == day("2026-10-30"), "the answer in pounds does not fit and is passed over")
        let history = History(store: temp.store)
        #expect(
            try history.suggestions(form: form, screen: form.screens[1], excluding: day("2026-12-01")) == [
                "gym", "walk",
            ])
        #expect(
            try history.suggestions(form: form, screen: form.screens[1], excluding: day("2026-11-06")) == [
                "walk", "gym",
            ],
            "the day being edited does not count; a tie goes to the most recent")
    }

    @Test func theTextCountsFollowEveryAddChangeAndRemoval() throws {
        let temp = try filled()
        try temp.store.updateDay(day("2026-11-06")) {
            $0.set(Answer(value: .text("walk"), type: "text", savedAt: 9), form: "a", screen: "note")
        }
        try temp.store.updateDay(day("2026-11-07")) { $0.remove(form: "a", screen: "note") }
        try temp.store.updateDay(day("2026-11-08")) {
            $0.set(Answer(value: .text("swim"), type: "text", savedAt: 9), form: "a", screen: "note")
        }
        try temp.store.updateDay(day("2026-11-08")) {
            $0.set(Answer(value: .number(3), type: "number", unit: "km", savedAt: 9), form: "a", screen: "note")
        }
        try temp.store.importRecords([
            AnswerRecord(
                form: "a", day: day("2026-11-09"), screen: "note",
                answer: Answer(value: .text("walk"), type: "text", savedAt: 9))
        ])
        let (kept, recounted) = try temp.store.database.access { connection in
            (
                try connection.statement("SELECT value, days, last_day FROM text_counts ORDER BY value").rows {
                    "\($0.text(0)!) \($0.integer(1)) \($0.text(2)!)"
                },
                try connection.statement(
                    """
                    SELECT value, count(*), max(day) FROM answers WHERE type = 'text' AND typeof(value) = 'text' GROUP BY form, screen, type, value ORDER BY value
                    """
                ).rows { "\($0.text(0)!) \($0.integer(1)) \($0.text(2)!)" }
            )
        }
        #expect(kept == recounted)
        #expect(kept == [" gym  1 2026-11-05", "walk 2 2026-11-09"])
    }
}
