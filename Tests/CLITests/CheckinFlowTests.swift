import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The question screens of the full-screen check-in, run in this process on a scripted
/// terminal (`CheckinTestDevice`), reading what each screen showed.
@Suite struct CheckinFlowTests {
    static let ctrlC = Key.control("c"), ctrlS = Key.control("s"), ctrlO = Key.control("o")

    @Test func aQuestionScreenShowsTheCounterTheTitleAndTheKeys() throws {
        let fixture = try CheckinFixture()
        let (device, _) = try fixture.run([Self.ctrlC])
        let first = try #require(device.seen.first)
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first?.hasPrefix("Daily check-in") == true && lines.first?.hasSuffix("1 of 8") == true, "\(first)")
        #expect(first.contains("Weight") && first.contains("[−]") && first.contains("0 – 500 kg"))
        #expect(first.contains("Enter Next · ^O Skip · ^S Save · ^C Quit"), "no Back on the first screen: \(first)")
        #expect(!first.contains("Prefilled"), "nothing earlier to propose")
        #expect(device.seen.count == 1, "Ctrl-C with nothing confirmed quits without asking")
        #expect(try fixture.answers().isEmpty)
    }

    @Test func yesNoAndChoicesAutoAdvanceButNotOnTheLastScreen() throws {
        let fixture = try CheckinFixture()
        let keys: [Key] =
            [.enter, .character("2")] + Array(repeating: .character("y"), count: 5)
            + [.character("n"), .enter, .character("q")]
        let (device, saved) = try fixture.run(keys)
        #expect(device.beats == 6, "keto and five yes/no moved on after a beat; the last screen waited")
        #expect(device.showed("8 of 8") && device.showed("Enter Save"), "the last screen's Enter saves")
        let answers = try fixture.answers()
        #expect(answers["weight"] == nil, "Enter on an empty optional number leaves it unanswered")
        #expect(answers["keto-level"] == .choice("trace") && answers["water"] == .yesNo(true))
        #expect(answers["alcohol"] == .yesNo(false))
        #expect(device.showed("Saved") && device.showed("1 answer missing"))
        #expect(saved.map(\.day) == [fixture.today])
    }

    @Test func withAutoAdvanceOffAChoiceWaitsForEnter() throws {
        let fixture = try CheckinFixture()
        try fixture.store.saveSettings(CheckinSettings(autoAdvance: false))
        let (device, _) = try fixture.run([.enter, .character("2"), Self.ctrlS, .character("q")])
        #expect(device.beats == 0)
        #expect(try fixture.answers() == ["keto-level": .choice("trace")], "Ctrl-S keeps the choice on screen")
    }

    @Test func aNumberTakesACommaWarnsOfAnUnusualChangeAndPreviewsCalculatedValues() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today.adding(days: -1))
        let (device, _) = try fixture.run(Key.typing("80,4") + [Self.ctrlS, .character("q")])
        let typed = try #require(device.seen.first { $0.contains("80.4 kg") })
        #expect(typed.contains("unusual change: +7.9 kg since 1 Dec 2026"), "\(typed)")
        #expect(typed.contains("Size L"), "the calculated value from this screen, as typed")
        #expect(!typed.contains("Prefilled"), "changing the value drops the label")
        #expect(device.seen.first?.contains("Prefilled from your check-in of 1 Dec 2026") == true)
        #expect(device.seen.first?.contains("Size M") == true, "the preview follows the proposal")
        #expect(try fixture.answers() == ["weight": .number(80.4)], "the warning does not block the save")
    }

    @Test func anUnconfirmedProposalIsNotSavedButNextConfirmsIt() throws {
        let fixture = try CheckinFixture()
        try fixture.record(
            ["weight": .number(72.5), "keto-level": .choice("small"), "water": .yesNo(true)],
            on: fixture.today.adding(days: -1))
        let (device, _) = try fixture.run([.enter, Self.ctrlS, .character("q")])
        #expect(
            device.seen[1].contains("2 of 8") && device.seen[1].contains("Prefilled from your check-in of 1 Dec 2026"))
        #expect(try fixture.answers() == ["weight": .number(72.5)], "Next confirmed the weight; keto was only shown")
    }

    @Test func aRequiredScreenCannotBeSkippedAndBlocksSaving() throws {
        let fixture = try CheckinFixture(forms: ["health": CheckinForms.health])
        let keys: [Key] =
            [.character("1"), Self.ctrlO, Self.ctrlS, .enter] + Key.typing("120") + [.enter]
            + Key.typing("bad") + [.enter, Self.ctrlS, .backspace, .backspace, .backspace]
            + Key.typing("ana@example.org") + [.enter, .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["health"])
        let required = try #require(device.seen.first { $0.contains("Blood pressure") })
        #expect(required.contains("Blood pressure  (required)"))
        #expect(!required.contains("^O Skip"), "no Skip on a required screen")
        #expect(device.showed("\"Blood pressure\" is required and cannot be skipped"))
        #expect(device.showed("cannot save: \"Blood pressure\" is required and unanswered"))
        let wrongShape = device.seen.filter { $0.contains("that does not look like an email address") }
        #expect(wrongShape.count == 2, "a wrong shape blocks Next and Save")
        #expect(
            try fixture.answers("health") == [
                "mood": .choice("good"), "pressure": .number(120),
                "doctor": .text("ana@example.org"),
            ])
    }

    @Test func ctrlCAsksBeforeDiscardingConfirmedAnswers() throws {
        let fixture = try CheckinFixture()
        let keys: [Key] = Key.typing("72") + [.enter, Self.ctrlC, .character("n"), Self.ctrlC, .character("y")]
        let (device, saved) = try fixture.run(keys)
        #expect(device.seen.filter { $0.contains("Discard 1 answer? y/N") }.count == 2)
        #expect(device.seen[5].contains("2 of 8") && !device.seen[5].contains("Discard"), "n stays")
        #expect(saved.isEmpty)
        #expect(try fixture.answers().isEmpty)
    }

    @Test func backGoesToThePreviousScreenAndKeepsWhatWasTyped() throws {
        let fixture = try CheckinFixture()
        let keys: [Key] =
            Key.typing("72") + [.enter, .character("3"), .escape, .escape, .escape, Self.ctrlS, .character("q")]
        let (device, _) = try fixture.run(keys)
        #expect(device.showed("This is the first question"))
        #expect(try fixture.answers() == ["weight": .number(72), "keto-level": .choice("small")])
    }

    @Test func aDayBegunBeforeMidnightSavesIntoThatDay() throws {
        let fixture = try CheckinFixture(now: "2026-12-02T00:05:00Z")
        let yesterday = fixture.today.adding(days: -1)
        let (device, saved) = try fixture.run(Key.typing("71") + [Self.ctrlS, .character("q")], day: yesterday)
        #expect(device.seen.first?.hasPrefix("Daily check-in · Tue 1 Dec 2026") == true, "the day in the header")
        #expect(try fixture.answers(on: yesterday) == ["weight": .number(71)])
        #expect(try fixture.answers().isEmpty)
        #expect(saved.map(\.day) == [yesterday])
    }

    @Test func everyKindGetsItsWidget() throws {
        let fixture = try CheckinFixture(forms: ["kinds": CheckinKinds.form])
        try fixture.record(["note": .text("earlier")], form: "kinds", on: fixture.today.adding(days: -1))
        let keys = Array(repeating: Key.enter, count: 9) + Key.typing("hello") + [.enter, .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["kinds"])
        #expect(device.showed("Bad") && device.showed("Good"), "scale end captions from the first and last detail")
        #expect(device.showed("[x]") == false && device.showed("[ ] 1 Tea"))
        #expect(device.showed("(•) red") == false && device.showed("( ) amber"))
        #expect(device.showed("December 2026"))
        #expect(device.showed("[1 earlier]"), "text suggestions as chips")
        let answers = try fixture.answers("kinds")
        #expect(answers == ["note": .text("hello")], "Enter on a starting position answers nothing")
    }
}

/// A form with one screen of each remaining kind, for `everyKindGetsItsWidget`.
enum CheckinKinds {
    static let form = """
        {"id": "kinds", "title": "Kinds", "screens": [
          {"id": "wheel", "title": "Wheel", "kind": {"type": "single-choice", "style": "wheel",
            "options": [{"value": "a", "label": "Alpha"}, {"value": "b", "label": "Beta"}]}},
          {"id": "mood", "title": "Mood scale", "kind": {"type": "single-choice", "style": "scale",
            "options": [{"value": "1", "label": "1", "detail": "Bad"}, {"value": "2", "label": "2"},
                        {"value": "3", "label": "3", "detail": "Good"}]}},
          {"id": "slider", "title": "Slider", "kind": {"type": "slider", "min": 0, "max": 10}},
          {"id": "sleep", "title": "Sleep", "kind": {"type": "duration", "minuteInterval": 15}},
          {"id": "drinks", "title": "Drinks", "kind": {"type": "multiple-choice",
            "options": [{"value": "tea", "label": "Tea"}, {"value": "coffee", "label": "Coffee"}]}},
          {"id": "time", "title": "Time", "kind": {"type": "time", "minuteInterval": 15}},
          {"id": "date", "title": "Date", "kind": {"type": "date", "limit": "up-to-today"}},
          {"id": "when", "title": "When", "kind": {"type": "date-time"}},
          {"id": "color", "title": "Color", "kind": {"type": "color"}},
          {"id": "note", "title": "Note", "kind": {"type": "text"}}
        ]}
        """
}
