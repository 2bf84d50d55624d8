import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Edits never lose history: type and unit changes hide answers and undoing
/// them brings the answers back; removed options with history are reported for confirmation.
@Suite struct EditingHistoryTests {
    /// A store whose fixture form has answers on three days.
    func storeWithHistory() throws -> (TemporaryStore, Form) {
        let temp = try TemporaryStore()
        let form = Fixture.form()
        try temp.store.replaceForm(nil, with: form)
        let days: [(String, Double, String)] = [
            ("2026-11-28", 80, "good"), ("2026-11-29", 81, "ok"), ("2026-11-30", 82, "good"),
        ]
        for (iso, weight, mood) in days {
            var session = CheckinSession(form: form, day: day(iso), record: nil)
            session.confirm("weight", .number(weight))
            session.confirm("mood", .choice(mood))
            try session.save(to: temp.store, now: 0)
        }
        return (temp, form)
    }

    @Test func aUnitChangeHidesAnswersAndUndoingItBringsThemBack() throws {
        let (temp, form) = try storeWithHistory()
        var pounds = form
        var weight = Fixture.weight
        weight.kind = .number(NumberSettings(unit: "lb", max: 1000, decimals: 1, step: 0.1))
        try pounds.replaceScreen(weight)
        let change = try DefinitionChange.analyze(old: form, new: pounds) {
            try StoredAnswers.load(form: form.id, from: temp.store)
        }
        #expect(change.hidden == [DefinitionChange.Hidden(screen: weight, count: 3, revived: 0)])
        try temp.store.replaceForm(form, with: change.result)
        let record = try temp.store.loadDay(day("2026-11-30"))
        #expect(DayStates.visibleAnswers(of: change.result, in: record)["weight"] == nil)
        #expect(record?.forms[form.id]?["weight"] != nil)  // kept on disk

        let back = try DefinitionChange.analyze(old: change.result, new: form) {
            try StoredAnswers.load(form: form.id, from: temp.store)
        }
        #expect(back.hidden.first?.count == 0 && back.hidden.first?.revived == 3)
        try temp.store.replaceForm(change.result, with: back.result)
        #expect(
            DayStates.visibleAnswers(of: back.result, in: try temp.store.loadDay(day("2026-11-30")))["weight"]?.value
                == .number(82))
    }

    @Test func aTypeChangeHidesAndItsAnswersStayStored() throws {
        let (temp, form) = try storeWithHistory()
        var changed = form
        var mood = Fixture.mood
        mood.kind = .text(TextSettings())
        changed.screens[3] = mood
        let stored = try StoredAnswers.load(form: form.id, from: temp.store)
        #expect(stored.visibleCount(Fixture.mood) == 3)
        #expect(stored.visibleCount(mood) == 0)
        let change = try DefinitionChange.analyze(old: form, new: changed) { stored }
        #expect(change.hidden.map(\.count) == [3])
        #expect(change.removedOptions.isEmpty)  // a type change hides; it does not ask about options
    }

    @Test func removingAnOptionWithHistoryIsReportedForConfirmation() throws {
        let (temp, form) = try storeWithHistory()
        var changed = form
        var mood = Fixture.mood
        mood.kind = .singleChoice(
            SingleChoiceSettings(options: [
                ChoiceOption(value: "bad", label: "Bad"), ChoiceOption(value: "meh", label: "Meh"),
            ]))
        changed.screens[3] = mood
        var asked = false
        let change = try DefinitionChange.analyze(old: form, new: changed) {
            asked = true
            return try StoredAnswers.load(form: form.id, from: temp.store)
        }
        #expect(asked)
        #expect(change.removedOptions.count == 1)
        #expect(change.removedOptions[0].options.map(\.value) == ["good", "ok"])
        #expect(change.removedOptions[0].uses == 3)
        #expect(change.hidden.isEmpty)
        // "bad" had no history: removing only it asks nothing.
        var onlyBad = form
        onlyBad.screens[3].kind = .singleChoice(
            SingleChoiceSettings(options: Array(Fixture.mood.kind.options!.prefix(2))))
        #expect(
            try DefinitionChange.analyze(old: form, new: onlyBad) {
                try StoredAnswers.load(form: form.id, from: temp.store)
            }.removedOptions.isEmpty)
    }

    @Test func historyIsOnlyReadWhenATypeUnitOrOptionChanges() throws {
        let form = Fixture.form()
        var renamed = form
        renamed.screens[0].title = "Body weight"
        renamed.title = "Renamed"
        let change = try DefinitionChange.analyze(old: form, new: renamed) {
            Issue.record("history was read for a rename")
            return StoredAnswers(byScreen: [:])
        }
        #expect(change.hidden.isEmpty && change.removedOptions.isEmpty && change.leftovers.isEmpty)
        #expect(!change.changesNothing)
        #expect(try DefinitionChange.analyze(old: form, new: form) { StoredAnswers(byScreen: [:]) }.changesNothing)
    }

    @Test func aScreenThatReturnsWithItsIdShowsItsAnswersAgain() throws {
        let (temp, form) = try storeWithHistory()
        var without = form
        RemovalPlan.screen("weight", in: form).apply(to: &without)
        try temp.store.replaceForm(form, with: without)
        let record = try temp.store.loadDay(day("2026-11-29"))
        #expect(DayStates.visibleAnswers(of: without, in: record)["weight"] == nil)
        var again = without
        try again.addScreen(Fixture.weight, at: 1)
        try temp.store.replaceForm(without, with: again)
        #expect(DayStates.visibleAnswers(of: again, in: record)["weight"]?.value == .number(81))
    }

    @Test func replacingAFormThatChangedMeanwhileIsRefused() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var mine = form
        mine.title = "Mine"
        var theirs = form
        theirs.title = "Theirs"
        try temp.store.replaceForm(form, with: theirs)
        #expect(throws: EditRefusal(.changedMeanwhile("Mine"))) { try temp.store.replaceForm(form, with: mine) }
        #expect(try temp.store.loadForm(id: form.id)?.title == "Theirs")
        #expect(throws: EditRefusal(.formExists(form.id))) { try temp.store.replaceForm(nil, with: mine) }
        #expect(throws: EditRefusal(.changedMeanwhile(form.title))) { try temp.store.deleteForm(form) }
        try temp.store.deleteForm(theirs)
        #expect(try temp.store.loadForm(id: form.id) == nil)
    }
}
