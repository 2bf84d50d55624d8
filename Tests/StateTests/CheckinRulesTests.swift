import Testing

@testable import FormanzaModel
@testable import FormanzaState

@Suite struct CheckinRulesTests {
    @Test func dayStatesFollowTheRecord() throws {
        let form = makeForm([numberScreen(), yesNoScreen(id: "a"), yesNoScreen(id: "b")])
        var record = DayRecord(date: day("2026-12-01"))
        #expect(DayStates.state(of: form, in: nil) == .noCheckIn)
        #expect(DayStates.state(of: form, in: record) == .noCheckIn)
        record.set(Answer(value: .yesNo(true), for: form.screens[1], savedAt: 0), form: form.id, screen: "a")
        #expect(DayStates.state(of: form, in: record) == .missing(2))
        #expect(DayStates.state(of: form, in: record).hasAnswer)
        #expect(!DayStates.state(of: form, in: record).isComplete)
        record.set(Answer(value: .number(80), for: form.screens[0], savedAt: 0), form: form.id, screen: "n")
        record.set(Answer(value: .yesNo(false), for: form.screens[2], savedAt: 0), form: form.id, screen: "b")
        #expect(DayStates.state(of: form, in: record) == .complete)
        // Another form's answers do not count for this one.
        let other = makeForm([yesNoScreen(id: "a")], id: "f-other")
        #expect(DayStates.state(of: other, in: record) == .noCheckIn)
    }

    @Test func answersOfAnOldTypeOrUnitAreHiddenButKept() throws {
        var form = makeForm([numberScreen()])
        var record = DayRecord(date: day("2026-12-01"))
        record.set(Answer(value: .number(80), for: form.screens[0], savedAt: 0), form: form.id, screen: "n")
        form.screens[0].kind = .number(NumberSettings(unit: "lb", max: 1000, decimals: 1, step: 0.1))
        #expect(DayStates.state(of: form, in: record) == .noCheckIn)
        form.screens[0].kind = .yesNo
        #expect(DayStates.visibleAnswers(of: form, in: record).isEmpty)
        #expect(record.forms[form.id]?["n"] != nil)
        form.screens[0] = numberScreen()  // the type returns: the answer shows again
        #expect(DayStates.state(of: form, in: record) == .complete)
    }

    @Test func skipIsOnlyForOptionalScreens() throws {
        let form = makeForm([numberScreen(required: true), yesNoScreen(id: "a")])
        var session = CheckinSession(form: form, day: day("2026-12-01"), record: nil)
        #expect(throws: CheckinError.requiredCannotBeSkipped("Number n")) { try session.skip("n") }
        try session.skip("a")
        #expect(session.skipped == ["a"])
    }

    @Test func saveIsBlockedWhileARequiredScreenIsUnanswered() throws {
        let temp = try TemporaryStore()
        let form = makeForm([yesNoScreen(id: "a"), numberScreen(required: true)])
        var session = CheckinSession(form: form, day: day("2026-12-01"), record: nil)
        session.confirm("a", .yesNo(true))
        #expect(session.saveRefusal == .requiredUnanswered("Number n"))
        #expect(throws: CheckinError.requiredUnanswered("Number n")) { try session.save(to: temp.store, now: 0) }
        #expect(try temp.store.loadDay(day("2026-12-01")) == nil)
        session.confirm("n", .number(80))
        #expect(try session.save(to: temp.store, now: 0) == .complete)
    }

    @Test func aDayNeedsAtLeastOneAnswer() throws {
        let temp = try TemporaryStore()
        var session = CheckinSession(form: makeForm([yesNoScreen(id: "a")]), day: day("2026-12-01"), record: nil)
        #expect(throws: CheckinError.nothingToSave) { try session.save(to: temp.store, now: 0) }
        #expect(try temp.store.recordedDays().isEmpty)
    }

    @Test func proposalsThatAreNotConfirmedAreNotSaved() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        var first = CheckinSession(form: form, day: day("2026-11-30"), record: nil)
        first.confirm("weight", .number(81.2))
        first.confirm("water", .yesNo(true))
        try first.save(to: temp.store, now: 0)

        let proposals = try History(store: temp.store).prefills(
            form: form, day: day("2026-12-01"), settings: CheckinSettings())
        var second = CheckinSession(form: form, day: day("2026-12-01"), record: nil, proposals: proposals)
        #expect(second.current("weight") == .proposed(.number(81.2), from: day("2026-11-30")))
        second.confirm("water", .yesNo(false))
        try second.save(to: temp.store, now: 0)
        let saved = try #require(try temp.store.loadDay(day("2026-12-01"))).answers(form: form.id)
        #expect(saved.keys.sorted() == ["water"])  // weight was only proposed, never confirmed
    }

    @Test func prefillFollowsKindsSwitchesAndTheYesNoSetting() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.screens.append(Screen(id: "when", title: "When", kind: .date(DateSettings())))
        form.screens[1].prefill = false  // keto: the per-screen switch off
        try temp.store.saveForm(form)
        var session = CheckinSession(form: form, day: day("2026-11-29"), record: nil)
        session.confirm("weight", .number(80))
        session.confirm("keto-level", .choice("trace"))
        session.confirm("water", .yesNo(true))
        session.confirm("when", .date(day("2026-11-29")))
        try session.save(to: temp.store, now: 0)
        let history = History(store: temp.store)
        let on = try history.prefills(form: form, day: day("2026-12-01"), settings: CheckinSettings())
        #expect(Set(on.keys) == ["weight", "water"])  // never dates; keto switched off
        let off = try history.prefills(
            form: form, day: day("2026-12-01"), settings: CheckinSettings(prefillYesNo: false))
        #expect(Set(off.keys) == ["weight"])
    }

    @Test func prefillLooksUpEachScreenSeparatelyAndOnlyBeforeTheDay() throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        for (date, screen, value) in [
            ("2026-11-20", "weight", AnswerValue.number(85)), ("2026-11-25", "water", .yesNo(false)),
            ("2026-12-05", "weight", .number(70)),
        ] {
            var s = CheckinSession(form: form, day: day(date), record: nil)
            s.confirm(screen, value)
            try s.save(to: temp.store, now: 0)
        }
        let found = try History(store: temp.store).lastAnswers(
            form: form, screens: form.screens, before: day("2026-12-01"))
        #expect(
            found["weight"]
                == History.Earlier(
                    answer: Answer(value: .number(85), for: form.screens[0], savedAt: 0), day: day("2026-11-20")))
        #expect(found["water"]?.day == day("2026-11-25"))
        #expect(found["exercise"] == nil)
    }

    @Test func unusualChangeComparesWithThePreviousAnswer() {
        let screen = numberScreen(unusual: 5)
        #expect(UnusualChange.isUnusual(86, previous: 80.5, screen: screen))
        #expect(UnusualChange.isUnusual(75.5, previous: 80.5, screen: screen))  // a change of exactly 5 is flagged
        #expect(!UnusualChange.isUnusual(84, previous: 80.5, screen: screen))
        #expect(!UnusualChange.isUnusual(84, previous: nil, screen: screen))
        #expect(!UnusualChange.isUnusual(200, previous: 80, screen: numberScreen()))
    }

    @Test func suggestionsAreDistinctMostFrequentFirstAndExcludeTheEditedDay() throws {
        let temp = try TemporaryStore()
        let note = Screen(id: "note", title: "Note", kind: .text(TextSettings()))
        let form = makeForm([note])
        try temp.store.saveForm(form)
        let texts = ["gym", "park", "gym", "pool", "gym", "park", "a", "b", "c", "d", "e", "f", "today's"]
        for (offset, text) in texts.enumerated() {
            var s = CheckinSession(form: form, day: day("2026-11-01").adding(days: offset), record: nil)
            s.confirm("note", .text(text))
            try s.save(to: temp.store, now: 0)
        }
        let edited = day("2026-11-01").adding(days: texts.count - 1)
        let suggestions = try History(store: temp.store).suggestions(form: form, screen: note, excluding: edited)
        #expect(suggestions.count == 8)
        #expect(Array(suggestions.prefix(3)) == ["gym", "park", "f"])  // ties: the most recent first
        #expect(!suggestions.contains("today's"))
    }

    @Test func removingAnswersFollowsTheRules() throws {
        let temp = try TemporaryStore()
        let form = makeForm([numberScreen(required: true), yesNoScreen(id: "a")])
        let other = makeForm([yesNoScreen(id: "z")], id: "f-other")
        let date = day("2026-12-01")
        var session = CheckinSession(form: form, day: date, record: nil)
        session.confirm("n", .number(80))
        session.confirm("a", .yesNo(true))
        try session.save(to: temp.store, now: 0)
        var otherSession = CheckinSession(form: other, day: date, record: nil)
        otherSession.confirm("z", .yesNo(true))
        try otherSession.save(to: temp.store, now: 0)

        #expect(throws: CheckinError.requiredCannotBeRemoved("Number n")) {
            try AnswerRemoval.remove(screen: form.screens[0], of: form, on: date, store: temp.store)
        }
        #expect(try AnswerRemoval.remove(screen: form.screens[1], of: form, on: date, store: temp.store) == .missing(1))
        #expect(throws: CheckinError.notAnswered("Habit a")) {
            try AnswerRemoval.remove(screen: form.screens[1], of: form, on: date, store: temp.store)
        }
        // The other form's last answer: its part goes, the day stays for the first form.
        #expect(
            try AnswerRemoval.remove(screen: other.screens[0], of: other, on: date, store: temp.store) == .noCheckIn)
        let record = try #require(try temp.store.loadDay(date))
        #expect(record.forms.keys.sorted() == [form.id])
    }

    @Test func theDayDisappearsWithItsLastAnswer() throws {
        let temp = try TemporaryStore()
        let form = makeForm([yesNoScreen(id: "a")])
        let date = day("2026-12-01")
        var session = CheckinSession(form: form, day: date, record: nil)
        session.confirm("a", .yesNo(true))
        try session.save(to: temp.store, now: 0)
        try AnswerRemoval.remove(screen: form.screens[0], of: form, on: date, store: temp.store)
        #expect(try temp.store.recordedDays().isEmpty)
    }

    @Test func continueFindsTheFirstUnansweredScreen() throws {
        let form = makeForm([numberScreen(), yesNoScreen(id: "a"), yesNoScreen(id: "b")])
        var record = DayRecord(date: day("2026-12-01"))
        record.set(Answer(value: .number(80), for: form.screens[0], savedAt: 0), form: form.id, screen: "n")
        var session = CheckinSession(form: form, day: record.date, record: record)
        #expect(session.firstUnanswered == 1)
        session.confirm("a", .yesNo(true))
        #expect(session.firstUnanswered == 2)
    }
}
