import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

private func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
    CivilDate(year: year, month: month, day: day)!
}

@Suite struct DateInputTests {
    init() { TestCatalogs.install() }

    let today = day(2026, 3, 18)

    @Test func startsOnTodayWhichEnterDoesNotTake() {
        var input = DateInput(today: today, labels: Fixtures.englishCalendar)
        #expect(input.value == today)
        #expect(input.answer == nil)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil, "today is where the calendar opens, not a chosen day")
        #expect(input.handle(.character(" ")) == .updated)
        #expect(input.answer == today, "Space takes it")
        var earlier = DateInput(today: today, initial: day(2026, 3, 2), labels: Fixtures.englishCalendar)
        #expect(earlier.handle(.enter) == .submit)
        #expect(earlier.answer == day(2026, 3, 2), "an answer the screen opened with is confirmed")
    }

    @Test func arrowsMoveByDayAndWeekAndPagesByMonth() {
        var input = DateInput(today: today, labels: Fixtures.englishCalendar)
        input.press(.right)
        #expect(input.value == day(2026, 3, 19))
        #expect(input.isConfirmed)
        input.press(.up)
        #expect(input.value == day(2026, 3, 12))
        input.press(.pageUp)
        #expect(input.value == day(2026, 2, 12))
        input.press(.end)
        #expect(input.value == day(2026, 2, 28))
        input.press(.home, .left)
        #expect(input.value == day(2026, 1, 31))
    }

    @Test func monthJumpKeepsTheDayOrTakesTheLast() {
        #expect(DateInput.sameDay(in: 1, from: day(2026, 1, 31)) == day(2026, 2, 28))
        #expect(DateInput.sameDay(in: 1, from: day(2024, 1, 31)) == day(2024, 2, 29))
        #expect(DateInput.sameDay(in: -1, from: day(2026, 1, 15)) == day(2025, 12, 15))
        #expect(DateInput.sameDay(in: 12, from: day(2026, 3, 18)) == day(2027, 3, 18))
    }

    @Test func upToTodayRefusesTheFuture() {
        var input = DateInput(today: today, allowed: .upToToday, labels: Fixtures.englishCalendar)
        #expect(input.handle(.right) == .rejected)
        #expect(input.handle(.down) == .rejected)
        #expect(input.value == today)
        input.press(.left)
        #expect(input.value == day(2026, 3, 17))
        input.press(.pageDown)
        #expect(input.value == today, "a month jump past today stops at today")
        #expect(input.handle(.pageDown) == .rejected)
    }

    @Test func fromTodayRefusesThePast() {
        var input = DateInput(today: today, allowed: .fromToday, labels: Fixtures.englishCalendar)
        #expect(input.handle(.left) == .rejected)
        #expect(input.handle(.up) == .rejected)
        input.press(.pageDown)
        #expect(input.value == day(2026, 4, 18))
        input.press(.pageUp, .pageUp)
        #expect(input.value == today)
    }

    @Test func initialOutsideTheLimitFallsBackToToday() {
        let input = DateInput(
            today: today, allowed: .upToToday, initial: day(2026, 4, 1), labels: Fixtures.englishCalendar)
        #expect(input.value == today)
    }

    @Test func gridStartsOnTheRightWeekday() {
        // 1 March 2026 is a Sunday.
        let english = DateInput(today: today, labels: Fixtures.englishCalendar)
            .render(width: 40, height: 12).lines.map(\.plainText)
        #expect(english[0].trimmingPrefix(while: { $0 == " " }) == "March 2026")
        #expect(english[1] == " Su  Mo  Tu  We  Th  Fr  Sa ")
        #expect(english[2].hasPrefix("  1   2   3"))
        #expect(english[4].contains("[18]"))
        let spanish = DateInput(today: today, labels: Fixtures.spanishCalendar)
            .render(width: 40, height: 12).lines.map(\.plainText)
        #expect(spanish[0].trimmingPrefix(while: { $0 == " " }) == "marzo 2026")
        #expect(spanish[1] == " lu  ma  mi  ju  vi  sá  do ")
        #expect(spanish[2] == String(repeating: " ", count: 24) + "  1 ", "Sunday is the last column")
        #expect(spanish.count == 2 + 6, "March 2026 spans six Monday-first weeks")
    }

    @Test func daysOutsideTheLimitAreDim() {
        let lines = DateInput(today: today, allowed: .upToToday, labels: Fixtures.englishCalendar)
            .render(width: 40, height: 12).lines
        let future = lines.flatMap(\.spans).first { $0.text == "25" }
        let past = lines.flatMap(\.spans).first { $0.text == "11" }
        #expect(future?.style.dim == true)
        #expect(past?.style.dim == false)
    }
}

@Suite struct DateTimeInputTests {
    init() { TestCatalogs.install() }

    let today = day(2026, 3, 18)

    @Test func proposesTodayAndTheRoundedTime() {
        var input = DateTimeInput(
            today: today, proposedTime: TimeOfDay(hour: 9, minute: 41)!, minuteInterval: 15,
            labels: Fixtures.englishCalendar)
        #expect(input.value == DateAndTime(date: today, time: TimeOfDay(hour: 9, minute: 45)!))
        #expect(input.answer == nil)
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == nil, "Enter does not take the starting day and time")
        #expect(input.handle(.character(" ")) == .updated)
        #expect(input.answer == DateAndTime(date: today, time: TimeOfDay(hour: 9, minute: 45)!))
        let earlier = DateAndTime(date: day(2026, 3, 2), time: TimeOfDay(hour: 21, minute: 30)!)
        var opened = DateTimeInput(
            today: today, initial: earlier, proposedTime: TimeOfDay(hour: 8, minute: 0)!,
            minuteInterval: 30, labels: Fixtures.englishCalendar)
        #expect(opened.handle(.enter) == .submit)
        #expect(opened.answer == earlier)
    }

    @Test func tabMovesFromTheCalendarToTheWheelsAndBack() {
        var input = DateTimeInput(
            today: today, proposedTime: TimeOfDay(hour: 8, minute: 0)!, minuteInterval: 5,
            labels: Fixtures.englishCalendar)
        input.press(.left)
        #expect(input.value?.date == day(2026, 3, 17))
        input.press(.tab)
        #expect(input.section == .time)
        input.press(.up)
        #expect(input.value?.time == TimeOfDay(hour: 9, minute: 0))
        input.press(.tab, .up)
        #expect(input.value?.time == TimeOfDay(hour: 9, minute: 5))
        input.press(.tab)
        #expect(input.section == .date)
        input.press(.left)
        #expect(input.value == DateAndTime(date: day(2026, 3, 16), time: TimeOfDay(hour: 9, minute: 5)!))
        input.press(.backTab)
        #expect(input.section == .time && input.fields.focus == .minutes)
    }

    @Test func renderShowsTheCalendarAndTheTime() {
        let earlier = DateAndTime(date: day(2026, 3, 2), time: TimeOfDay(hour: 21, minute: 30)!)
        let input = DateTimeInput(
            today: today, initial: earlier, proposedTime: TimeOfDay(hour: 8, minute: 0)!,
            minuteInterval: 30, labels: Fixtures.englishCalendar)
        let text = input.render(width: 40, height: 20).text
        #expect(text.contains("[ 2]"))
        #expect(text.contains(" 21 : 30 "))
    }
}

@Suite struct DateTimeRoundingTests {
    init() { TestCatalogs.install() }

    @Test(arguments: [
        (Language.en, "07 is not on this screen's 5-minute steps: rounded to 05 (Enter keeps it)"),
        (
            Language.es,
            "07 no encaja en los intervalos de 5 minutos de esta pantalla: se redondea a 05 (Intro lo acepta)"
        ),
    ])
    func typedMinutesOffTheIntervalAreShownRoundedBeforeEnterTakesThem(language: Language, note: String) {
        let today = day(2026, 3, 18)
        var input = DateTimeInput(
            today: today, proposedTime: TimeOfDay(hour: 8, minute: 0)!, minuteInterval: 5,
            labels: Fixtures.englishCalendar, language: language)
        input.press(.tab)
        input.type("0907")
        #expect(input.handle(.enter) == .updated, "the rounded time is shown before it is taken")
        let shown = input.render(width: 100, height: 20).text
        #expect(shown.contains(note), "\(shown)")
        #expect(shown.contains("09 :[05]"), "\(shown)")
        #expect(input.handle(.enter) == .submit)
        #expect(input.answer == DateAndTime(date: today, time: TimeOfDay(hour: 9, minute: 5)!))
        #expect(!input.render(width: 100, height: 20).text.contains(note), "the note goes with the next key")
    }

    @Test func theNoteLeavesWithTheNextKeyOnTheCalendar() {
        let today = day(2026, 3, 18)
        var input = DateTimeInput(
            today: today, proposedTime: TimeOfDay(hour: 8, minute: 0)!, minuteInterval: 15,
            labels: Fixtures.englishCalendar)
        input.press(.tab, .tab)
        input.type("50")
        input.press(.tab)
        #expect(input.section == .date)
        #expect(input.render(width: 100, height: 20).text.contains("50 is not on this screen's 15-minute steps"))
        input.press(.left)
        #expect(!input.render(width: 100, height: 20).text.contains("is not on this screen's"))
        #expect(input.value == DateAndTime(date: day(2026, 3, 17), time: TimeOfDay(hour: 8, minute: 45)!))
    }
}
