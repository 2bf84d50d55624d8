import FormanzaBase
import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// Enter never invents an answer: a slider's middle, a wheel's first option, today's date and
/// the current time are only where those widgets start. Enter moves on without answering them,
/// in the full screen and in the line mode alike; a move, a typed value or Space takes the
/// starting position; a prefill is still confirmed by Enter.
@Suite struct EnterNeverInventsTests {
    /// The kinds whose widgets start on a position of their own, all optional.
    static let form = """
        {"id": "starts", "title": "Starts", "screens": [
          {"id": "slider", "title": "Mood", "kind": {"type": "slider", "min": 0, "max": 10}},
          {"id": "wheel", "title": "Country", "kind": {"type": "single-choice", "style": "wheel",
            "options": [{"value": "ar", "label": "Argentina"}, {"value": "bo", "label": "Bolivia"}]}},
          {"id": "time", "title": "Bedtime", "kind": {"type": "time", "minuteInterval": 15}},
          {"id": "date", "title": "Last visit", "kind": {"type": "date", "limit": "up-to-today"}},
          {"id": "when", "title": "Next call", "kind": {"type": "date-time"}}
        ]}
        """

    @Test func enterThroughUntouchedWidgetsSavesNothing() throws {
        let fixture = try CheckinFixture(forms: ["starts": Self.form])
        let (device, _) = try fixture.run(Array(repeating: Key.enter, count: 5) + [.character("q")], forms: ["starts"])
        #expect(device.showed("5 of 5"), "Enter moved through every screen")
        #expect(device.showed("[10]: 00"), "the current time is shown as the starting position")
        #expect(try fixture.answers("starts").isEmpty, "nobody chose a mood, a country, a time or a day")
    }

    @Test func aMoveOrSpaceTakesTheStartingPosition() throws {
        let fixture = try CheckinFixture(forms: ["starts": Self.form])
        let space = Key.character(" ")
        let keys: [Key] = [space, .enter, .down, .enter, space, .enter, space, .enter, .left, .enter, .character("q")]
        try fixture.run(keys, forms: ["starts"])
        let answers = try fixture.answers("starts")
        #expect(answers["slider"] == .number(5) && answers["wheel"] == .choice("bo"))
        #expect(answers["time"] == .time(TimeOfDay(hour: 10, minute: 0)!) && answers["date"] == .date(fixture.today))
        #expect(answers["when"] == .dateTime(fixture.today.adding(days: -1), TimeOfDay(hour: 10, minute: 0)!))
    }

    @Test func aPrefillIsStillConfirmedByEnter() throws {
        let fixture = try CheckinFixture(forms: ["starts": Self.form])
        let yesterday = fixture.today.adding(days: -1)
        let bedtime = AnswerValue.time(TimeOfDay(hour: 22, minute: 30)!)
        try fixture.record(
            ["slider": .number(7), "wheel": .choice("bo"), "time": bedtime], form: "starts", on: yesterday)
        try fixture.run(Array(repeating: Key.enter, count: 5) + [.character("q")], forms: ["starts"])
        #expect(
            try fixture.answers("starts") == [
                "slider": .number(7), "wheel": .choice("bo"), "time": bedtime,
            ], "prefills confirmed; dates never prefill")
    }

    @Test(arguments: [
        (
            "C.UTF-8",
            [
                "↑↓ turn · Space takes · a letter jumps", "↑↓ turn · Space takes · Tab hours/minutes",
                "←→ day · ↑↓ week · Space takes", "Tab calendar/time · Space takes · arrows move",
            ]
        ),
        (
            "es_ES.UTF-8",
            [
                "↑↓ girar · Espacio elige · una letra salta", "↑↓ girar · Espacio elige · Tab horas/minutos",
                "←→ día · ↑↓ semana · Espacio elige", "Tab calendario/hora · Espacio elige · flechas para moverte",
            ]
        ),
    ])
    func theHintsSayThatSpaceTakesTheStartingPosition(language: String, hints: [String]) throws {
        let fixture = try CheckinFixture(language: language, forms: ["starts": Self.form])
        let (device, _) = try fixture.run(Array(repeating: Key.enter, count: 5) + [.character("q")], forms: ["starts"])
        for hint in hints { #expect(device.showed(hint), "\(hint)") }
    }

    @Test(arguments: ["C.UTF-8", "es_ES.UTF-8"])
    func theLineModeLeavesTheSameScreensUnanswered(language: String) throws {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(Self.form, id: "starts")
        let empty = try sandbox.run(["checkin", "--form", "starts"], input: "\n\n\n\n\n")
        #expect(try sandbox.summary(form: "starts").answers.allSatisfy { !$0.answered }, "\(empty)")
        let typed = try sandbox.run(["checkin", "--form", "starts"], input: "5\n\n\n\n\n")
        #expect(typed.status == 0, "\(typed)")
        let summary = try sandbox.summary(form: "starts")
        #expect(summary.value("slider") == "5" && summary.answers.filter(\.answered).count == 1)
    }
}
