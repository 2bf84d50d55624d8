import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A few screens are read one by one through the (form, screen, day) index and merged; more
/// in one pass over the form's days. Both must give the same days and answers.
@Suite struct StoreAnswersReadTests {
    @Test func screensReadOneByOneGiveWhatOnePassGives() throws {
        let temp = try TemporaryStore()
        let ids = ["a", "b", "c", "d"]
        let form = Form(id: "f-read", title: "Read", screens: ids.map { numberScreen(id: $0) })
        try temp.store.saveForm(form)
        let start = day("2026-01-01")
        for offset in 0..<60 {
            try temp.store.updateDay(start.adding(days: offset)) { record in
                // Each screen answered on its own rhythm, so days hold every mix of them.
                for (place, id) in ids.enumerated() where offset % (place + 2) == 0 {
                    record.set(
                        Answer(value: .number(Double(offset * 10 + place)), for: form.screens[place], savedAt: 1),
                        form: form.id, screen: id)
                }
            }
        }
        let whole = try temp.store.answers(form: form.id, screens: Set(ids), from: nil, through: day("2026-12-31"))
        for asked in [["a"], ["d"], ["b", "c"], ["a", "b", "d"], ["c", "d", "x"]] {
            for (from, through) in [(nil, "2026-12-31"), ("2026-01-10", "2026-02-05"), ("2026-01-31", "2026-01-31")] {
                let span = DayRange(from: from.map(day) ?? start, through: day(through))
                let expected = whole.compactMap { entry -> DayAnswers? in
                    let kept = entry.answers.filter { asked.contains($0.key) }
                    return kept.isEmpty || !span.contains(entry.day) ? nil : DayAnswers(day: entry.day, answers: kept)
                }
                let read = try temp.store.answers(
                    form: form.id, screens: Set(asked), from: from.map(day), through: day(through))
                #expect(read == expected, "\(asked) \(from ?? "start") … \(through)")
                #expect(!read.isEmpty, "a case that reads something")
            }
        }
    }
}
