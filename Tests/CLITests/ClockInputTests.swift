import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

@Suite struct DurationInputTests {
    init() { TestCatalogs.install() }

    @Test func untouchedHasNoValueAndEnterSkips() {
        var input = DurationInput(minuteInterval: 5)
        #expect(input.value == nil)
        #expect(input.render(width: 40, height: 5).lines[1].plainText.contains("--"))
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil)
    }

    @Test func wheelsTurnAndTabSwitches() {
        var input = DurationInput(minuteInterval: 15)
        #expect(input.handle(.up) == .updated)
        #expect(input.value == 60)
        #expect(input.isConfirmed)
        input.press(.tab, .up, .up)
        #expect(input.value == 90, "1 h 30 min")
        #expect(input.fields.focus == .minutes)
        input.press(.tab)
        #expect(input.fields.focus == .hours, "Tab cycles back to the hours")
        input.press(.down, .down)
        #expect(input.value == 23 * 60 + 30, "hours wrap below zero")
    }

    @Test(arguments: [1, 5, 10, 15, 20, 30])
    func minuteWheelMovesByTheInterval(interval: Int) {
        var input = DurationInput(minuteInterval: interval)
        input.press(.right, .up)
        #expect(input.value == interval)
        input.press(.down, .down)
        #expect(input.value == 60 - interval, "minutes wrap without carrying into hours")
    }

    @Test func typingFillsBothWheels() {
        var input = DurationInput(minuteInterval: 5)
        input.type("01")
        #expect(input.fields.focus == .hours, "a duration's hours never move on by themselves")
        input.press(.tab)
        input.type("30")
        #expect(input.value == 90)
        var rounded = DurationInput(minuteInterval: 5)
        rounded.type("0")
        rounded.press(.right)
        rounded.type("47")
        #expect(rounded.handle(.enter) == .updated, "the rounded value is shown before it is taken")
        #expect(rounded.value == 45)
        #expect(rounded.handle(.enter) == .submit)
        #expect(rounded.answer == 45, "typed minutes round down to the interval")
    }

    @Test(arguments: [
        (Language.en, "07 is not on this screen's 5-minute steps: rounded to 05 (Enter keeps it)"),
        (
            Language.es,
            "07 no encaja en los intervalos de 5 minutos de esta pantalla: se redondea a 05 (Intro lo acepta)"
        ),
    ])
    func minutesOffTheIntervalAreShownRoundedBeforeEnterTakesThem(language: Language, note: String) {
        var input = DurationInput(minuteInterval: 5, language: language)
        input.type("3")
        input.press(.right)
        input.type("07")
        #expect(input.handle(.enter) == .updated)
        let shown = input.render(width: 100, height: 6).text
        #expect(shown.contains("03  h [05] min") && shown.contains(note), "\(shown)")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == 185)
        var time = TimeInput(minuteInterval: 15, language: language)
        time.type("0740")
        #expect(time.handle(.enter) == .updated, "a time typed off its interval is shown rounded first")
        #expect(
            time.render(width: 100, height: 6).text.contains(language == .en ? "rounded to 30" : "se redondea a 30"))
        #expect(time.handle(.enter) == .submit)
        #expect(time.answer == TimeOfDay(hour: 7, minute: 30))
    }

    @Test func typedHoursBeyondTheMaximumRestart() {
        var input = DurationInput(minuteInterval: 5, maxHours: 12)
        input.type("1")
        #expect(input.value == 60)
        #expect(input.fields.focus == .hours, "10–12 are still possible")
        input.type("5")
        #expect(input.fields.hours == 5, "15 > 12: the 5 starts over")
        #expect(input.fields.focus == .hours, "the focus stays until Tab")
        var high = DurationInput(minuteInterval: 5, maxHours: 3)
        #expect(high.handle(.character("7")) == .rejected)
    }

    @Test func aThirdDigitIsRefusedNotTurnedIntoZero() {
        var input = DurationInput(minuteInterval: 5)
        input.type("2")
        input.press(.tab)
        input.type("20")
        #expect(input.handle(.character("0")) == .rejected, "200 minutes is not 00")
        #expect(input.value == 140)
        input.press(.tab)
        input.type("1")
        #expect(input.handle(.character("5")) == .updated)
        #expect(input.handle(.character("0")) == .rejected, "the hours too take two digits at most")
        #expect(input.value == 15 * 60 + 20)
    }

    @Test func prefillIsAProposal() {
        var input = DurationInput(minuteInterval: 10, initial: 450)
        #expect(input.value == 450)
        #expect(!input.isConfirmed)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == 450)
    }

    @Test func renderShowsUnitsFromTheHost() {
        let input = DurationInput(minuteInterval: 5, initial: 90, labels: .init(hours: "h", minutes: "min"))
        let lines = input.render(width: 40, height: 5).lines.map(\.plainText)
        #expect(lines[1] == "[01] h  30  min")
        #expect(lines[0].contains("00") && lines[0].contains("25"))
        #expect(lines[2].contains("02") && lines[2].contains("35"))
    }
}

@Suite struct TimeInputTests {
    init() { TestCatalogs.install() }

    @Test(arguments: [1, 5, 10, 15, 30])
    func minuteInterval(interval: Int) {
        var input = TimeInput(minuteInterval: interval, initial: TimeOfDay(hour: 8, minute: 0))
        input.press(.tab, .up)
        #expect(input.value == TimeOfDay(hour: 8, minute: interval))
    }

    @Test func hoursWrapAroundTheDay() {
        var input = TimeInput(minuteInterval: 5, initial: TimeOfDay(hour: 23, minute: 55))
        input.press(.up)
        #expect(input.value == TimeOfDay(hour: 0, minute: 55))
        input.press(.tab, .up)
        #expect(input.value == TimeOfDay(hour: 0, minute: 0), "minutes wrap, no carry")
    }

    @Test func typedTime() {
        var input = TimeInput(minuteInterval: 15)
        input.type("0733")
        #expect(input.handle(.enter) == .updated, "07:30 is shown before it is taken")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == TimeOfDay(hour: 7, minute: 30))
        #expect(input.handle(.character("9")) == .updated)
    }

    @Test func proposalRoundsToTheIntervalWithinTheDay() {
        let cases: [(Int, Int, Int, Int, Int)] = [
            (12, 53, 5, 12, 55), (12, 52, 5, 12, 50), (23, 58, 5, 23, 55), (23, 50, 30, 23, 30),
            (0, 7, 15, 0, 0), (0, 8, 15, 0, 15), (9, 41, 1, 9, 41),
        ]
        for (hour, minute, interval, expectedHour, expectedMinute) in cases {
            let now = TimeOfDay(hour: hour, minute: minute)!
            #expect(
                TimeInput.proposal(now: now, minuteInterval: interval)
                    == TimeOfDay(hour: expectedHour, minute: expectedMinute), "\(now) every \(interval)")
        }
    }

    @Test func theCurrentTimeIsAStartingPointThatEnterDoesNotTake() {
        var input = TimeInput(minuteInterval: 5, starting: TimeOfDay(hour: 9, minute: 40))
        #expect(input.value == TimeOfDay(hour: 9, minute: 40))
        #expect(input.render(width: 40, height: 5).lines[1].plainText == "[09]: 40 ", "shown, dimmed")
        #expect(
            input.render(width: 40, height: 5).lines[1].spans.filter { $0.text.contains(where: \.isNumber) }
                .allSatisfy { $0.style.dim })
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil)
        #expect(input.handle(.character(" ")) == .updated)
        #expect(input.answer == TimeOfDay(hour: 9, minute: 40), "Space takes it")
        var prefilled = TimeInput(
            minuteInterval: 5, initial: TimeOfDay(hour: 21, minute: 0),
            starting: TimeOfDay(hour: 9, minute: 40))
        #expect(prefilled.handle(.enter) == .submit)
        #expect(prefilled.answer == TimeOfDay(hour: 21, minute: 0), "a prefill is confirmed by Enter")
    }

    @Test func proposalIsUnconfirmedUntilTouched() {
        var input = TimeInput(minuteInterval: 5, initial: TimeOfDay(hour: 21, minute: 0))
        #expect(input.answer == nil)
        input.press(.down)
        #expect(input.answer == TimeOfDay(hour: 20, minute: 0))
    }

    @Test func renderIsHoursColonMinutes() {
        var input = TimeInput(minuteInterval: 5, initial: TimeOfDay(hour: 7, minute: 5))
        #expect(input.render(width: 40, height: 5).lines[1].plainText == "[07]: 05 ")
        input.press(.right)
        #expect(input.render(width: 40, height: 5).lines[1].plainText == " 07 :[05]")
    }
}

/// The time, duration and date-and-time widgets agree on what takes their starting position:
/// turning a wheel, typing or Space does; going from one wheel to the other does not, so Tab to
/// the minutes and Enter leaves the screen unanswered as Enter alone does.
@Suite struct WheelFocusTakesNothingTests {
    init() { TestCatalogs.install() }

    @Test func movingBetweenTheWheelsIsNotAnAnswer() {
        var duration = DurationInput(minuteInterval: 5)
        duration.press(.tab, .backTab, .right)
        #expect(duration.handle(.enter) == .submit)
        #expect(duration.answer == nil, "Tab is not an answer of 0 h 0 min")
        var time = TimeInput(minuteInterval: 15, starting: TimeOfDay(hour: 10, minute: 0))
        time.press(.tab, .left, .right, .tab)
        #expect(time.handle(.enter) == .submit)
        #expect(time.answer == nil, "the starting time is not taken by moving between its wheels")
        var both = DateTimeInput(
            today: day("2026-03-18"), proposedTime: TimeOfDay(hour: 8, minute: 0)!,
            minuteInterval: 5, labels: Fixtures.englishCalendar)
        both.press(.tab, .right, .left)
        #expect(both.section == .time)
        #expect(both.handle(.enter) == .submit)
        #expect(both.answer == nil, "the wheels' Left and Right move the focus, as on a time screen")
    }

    @Test func turningOrTypingAfterMovingTakesIt() {
        var duration = DurationInput(minuteInterval: 5)
        duration.press(.tab, .up)
        #expect(duration.answer == 5)
        var time = TimeInput(minuteInterval: 15, starting: TimeOfDay(hour: 10, minute: 0))
        time.press(.right, .up)
        #expect(time.answer == TimeOfDay(hour: 10, minute: 15))
        var both = DateTimeInput(
            today: day("2026-03-18"), proposedTime: TimeOfDay(hour: 8, minute: 0)!,
            minuteInterval: 5, labels: Fixtures.englishCalendar)
        both.press(.left)
        #expect(both.answer?.date == day("2026-03-17"), "Left on the calendar moves the day and takes it")
    }
}
