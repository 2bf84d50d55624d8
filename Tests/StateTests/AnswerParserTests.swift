import FormanzaBase
import FormanzaTestSupport
import FormanzaWords
import Testing

@testable import FormanzaModel
@testable import FormanzaState

@Suite struct AnswerParserTests {
    init() { TestCatalogs.install() }

    let parser = AnswerParser(today: day("2026-12-02"))

    @Test(arguments: ["80.5", "80,5", " 80.5 "])
    func numbersTakeCommaOrPoint(text: String) throws {
        #expect(try parser.parse(text, for: numberScreen()) == .number(80.5))
    }

    @Test(arguments: [
        ("abc", AnswerError.notANumber("abc")),
        ("1.234,5", .notANumber("1.234,5")),
        ("1e3", .notANumber("1e3")),
        ("600", .outOfRange(value: "600", min: "0", max: "500", unit: "kg")),
        ("-1", .outOfRange(value: "-1", min: "0", max: "500", unit: "kg")),
        ("80.55", .tooManyDigitsAfterSeparator("80.55", digits: 2, allowed: 1)),
        ("80,50", .tooManyDigitsAfterSeparator("80,50", digits: 2, allowed: 1)),
        ("1,000", .tooManyDigitsAfterSeparator("1,000", digits: 3, allowed: 1)),
        ("", .empty),
    ])
    func badNumbersSayWhatIsWrong(text: String, error: AnswerError) {
        #expect(throws: error) { try parser.parse(text, for: numberScreen()) }
    }

    @Test func sliderValuesMoveInSteps() throws {
        let slider = Screen(
            id: "s", title: "Mood", kind: .slider(NumberSettings(min: 0, max: 10, decimals: 1, step: 0.5)))
        #expect(try parser.parse("7,5", for: slider) == .number(7.5))
        #expect(throws: AnswerError.offStep(step: "0.5")) { try parser.parse("7.2", for: slider) }
    }

    @Test(arguments: [
        ("yes", true), ("Y", true), ("sí", true), ("Si", true), ("s", true), ("no", false), ("N", false), ("0", false),
    ])
    func yesNoInEnglishAndSpanish(text: String, value: Bool) throws {
        #expect(try parser.parse(text, for: yesNoScreen(id: "h")) == .yesNo(value))
    }

    @Test func yesNoRejectsOtherWords() {
        #expect(throws: AnswerError.notYesNo("maybe")) { try parser.parse("maybe", for: yesNoScreen(id: "h")) }
    }

    @Test func choicesByValueLabelOrPosition() throws {
        let keto = StarterForm.make(language: .es).screens[1]
        #expect(try parser.parse("trace", for: keto) == .choice("trace"))
        #expect(try parser.parse("TRAZAS", for: keto) == .choice("trace"))
        #expect(try parser.parse("5", for: keto) == .choice("large"))
        #expect(
            throws: AnswerError.unknownOption("huge", choices: ["negative", "trace", "small", "moderate", "large"])
        ) {
            try parser.parse("huge", for: keto)
        }
    }

    @Test func multipleChoiceKeepsOptionOrder() throws {
        let screen = Screen(
            id: "m", title: "Meals",
            kind: .multipleChoice(
                MultipleChoiceSettings(options: [
                    ChoiceOption(value: "b", label: "Breakfast"), ChoiceOption(value: "l", label: "Lunch"),
                    ChoiceOption(value: "d", label: "Dinner"),
                ])))
        #expect(try parser.parse("dinner, b", for: screen) == .choices(["b", "d"]))
        #expect(throws: AnswerError.self) { try parser.parse("b, x", for: screen) }
    }

    @Test(arguments: [
        ("90", 90), ("90m", 90), ("90 min", 90), ("1h30", 90), ("1 h 30 min", 90), ("1:30", 90), ("2h", 120),
        ("45 min", 45), ("0", 0),
    ])
    func durations(text: String, minutes: Int) throws {
        let screen = Screen(id: "d", title: "Sleep", kind: .duration(DurationSettings(minuteInterval: 5, maxHours: 12)))
        #expect(try parser.parse(text, for: screen) == .duration(minutes))
    }

    @Test func durationsKeepTheirIntervalAndLimit() {
        let screen = Screen(id: "d", title: "Sleep", kind: .duration(DurationSettings(minuteInterval: 15, maxHours: 2)))
        #expect(throws: AnswerError.offInterval(minutes: 15)) { try parser.parse("1h10", for: screen) }
        #expect(throws: AnswerError.durationTooLong(maxHours: 2)) { try parser.parse("3h", for: screen) }
        #expect(throws: AnswerError.notADuration("soon")) { try parser.parse("soon", for: screen) }
        #expect(throws: AnswerError.notADuration("1:75")) { try parser.parse("1:75", for: screen) }
    }

    @Test func textLengthIsLimited() throws {
        let screen = Screen(id: "t", title: "Note", kind: .text(TextSettings(maxLength: 5)))
        #expect(try parser.parse("hello", for: screen) == .text("hello"))
        #expect(throws: AnswerError.tooLong(length: 6, max: 5)) { try parser.parse("hello!", for: screen) }
        #expect(throws: AnswerError.empty) { try parser.parse("   ", for: screen) }
    }

    @Test(arguments: [
        (ContactFormat.email, "ana@example.org", true), (.email, "ana@example", false),
        (.email, "ana example@x.org", false),
        (.email, "@x.org", false), (.phone, "+54 11 4444-5555", true), (.phone, "12", false),
        (.phone, "call me", false),
        (.phone, "11+22", false), (.url, "https://formanza.app/guide", true), (.url, "formanza.app", true),
        (.url, "not a url", false), (.url, "://x", false), (.url, "localhost", false),
    ])
    func contactShapesAreLenient(format: ContactFormat, text: String, accepted: Bool) {
        let screen = Screen(id: "c", title: "Contact", kind: .contact(format))
        if accepted {
            #expect(throws: Never.self) { try parser.parse(text, for: screen) }
        } else {
            #expect(throws: AnswerError.badShape(format)) { try parser.parse(text, for: screen) }
        }
    }

    @Test func datesRespectTheirLimits() throws {
        let upTo = Screen(id: "d", title: "Date", kind: .date(DateSettings(limit: .upToToday)))
        let from = Screen(id: "d", title: "Date", kind: .date(DateSettings(limit: .fromToday)))
        #expect(try parser.parse("2026-12-02", for: upTo) == .date(day("2026-12-02")))
        #expect(try parser.parse("ayer", for: upTo) == .date(day("2026-12-01")))
        #expect(throws: AnswerError.dateAfterToday) { try parser.parse("2026-12-03", for: upTo) }
        #expect(throws: AnswerError.dateBeforeToday) { try parser.parse("2026-12-01", for: from) }
        #expect(throws: AnswerError.notADate("2026-02-30")) { try parser.parse("2026-02-30", for: upTo) }
    }

    @Test func timesAndDateTimesFollowTheirInterval() throws {
        let time = Screen(id: "t", title: "Bed", kind: .time(TimeSettings(minuteInterval: 15)))
        #expect(try parser.parse("22:45", for: time) == .time(TimeOfDay(hour: 22, minute: 45)!))
        #expect(throws: AnswerError.offInterval(minutes: 15)) { try parser.parse("22:50", for: time) }
        let both = Screen(id: "x", title: "When", kind: .dateTime(DateTimeSettings(minuteInterval: 5)))
        #expect(
            try parser.parse("2026-11-02 07:05", for: both)
                == .dateTime(day("2026-11-02"), TimeOfDay(hour: 7, minute: 5)!))
        #expect(throws: AnswerError.notADateTime("07:05")) { try parser.parse("07:05", for: both) }
    }

    @Test func colorsFromThePaletteOrHex() throws {
        let screen = Screen(id: "c", title: "Mood color", kind: .color)
        #expect(try parser.parse("amber", for: screen) == .color("#F1BA3E"))
        #expect(try parser.parse("ámbar", for: screen) == .color("#F1BA3E"))
        #expect(try parser.parse("#a1b2c3", for: screen) == .color("#A1B2C3"))
        #expect(throws: AnswerError.incompleteColor("#12345", digits: 5)) { try parser.parse("#12345", for: screen) }
        #expect(throws: AnswerError.incompleteColor("#12AB", digits: 4)) { try parser.parse("#12AB", for: screen) }
        #expect(throws: AnswerError.notAColor("#12AB34FF")) { try parser.parse("#12AB34FF", for: screen) }
        #expect(throws: AnswerError.notAColor("mauve")) { try parser.parse("mauve", for: screen) }
        #expect(ColorPalette.entries.count == 12)
        #expect(Set(ColorPalette.entries.map(\.hex)).count == 12)
    }

    @Test func aThousandsSeparatorIsRefusedNeverReadAsDecimals() {
        let whole = Screen(id: "s", title: "Steps", kind: .number(NumberSettings(min: 0, max: 100_000, decimals: 0)))
        #expect(throws: AnswerError.tooManyDigitsAfterSeparator("1,000", digits: 3, allowed: 0)) {
            try parser.parse("1,000", for: whole)
        }
        let error = AnswerError.tooManyDigitsAfterSeparator("1,000", digits: 3, allowed: 1)
        #expect(
            error.message(in: .en) == "\"1,000\" has 3 digits after the decimal separator and this screen allows "
                + "1 decimal (the comma is read as a decimal separator; if it separates thousands, write 1000)")
        #expect(
            error.message(in: .es) == "«1,000» tiene 3 cifras tras el separador decimal y esta pantalla admite "
                + "1 decimal (la coma se lee como separador decimal; si separa los miles, escribe 1000)")
        #expect(
            AnswerError.incompleteColor("#12AB", digits: 4).message(in: .es)
                == "«#12AB» está incompleto: un código de color tiene 6 dígitos hexadecimales (#RRGGBB), no 4")
    }

    @Test func aDurationFromAWidgetOffItsIntervalIsRefused() {
        let screen = Screen(id: "d", title: "Sleep", kind: .duration(DurationSettings(minuteInterval: 5)))
        #expect(throws: AnswerError.offInterval(minutes: 5)) { try parser.validate(.duration(187), for: screen) }
        #expect(throws: Never.self) { try parser.validate(.duration(185), for: screen) }
    }

    @Test func errorsReadInBothLanguages() {
        let error = AnswerError.outOfRange(value: "600", min: "0", max: "500", unit: "kg")
        #expect(error.message(in: .en) == "600 kg is outside 0–500 kg")
        #expect(error.message(in: .es) == "600 kg está fuera de 0–500 kg")
    }
}
