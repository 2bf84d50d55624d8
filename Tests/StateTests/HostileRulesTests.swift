import FormanzaBase
import FormanzaTestSupport
import FormanzaWords
import FoundationEssentials
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Absurd numbers, formulas and files: each is refused with a reason, never a trap or a
/// stack overflow.
@Suite struct HostileRulesTests {
    init() { TestCatalogs.install() }

    let parser = AnswerParser(today: day("2026-12-02"))

    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1"])
    func choiceNumbersOutsideTheOptionsAreUnknown(text: String) {
        #expect(throws: AnswerError.unknownOption(text, choices: ["good", "ok", "bad"])) {
            try parser.parse(text, for: Fixture.mood)
        }
    }

    @Test(arguments: [
        "9223372036854775807:00", "153722867280912931h", "153722867280912931h30",
        "9223372036854775807", "9223372036854775807m", "100:00",
    ])
    func hugeDurationsAreTooLong(text: String) {
        let screen = Screen(id: "d", title: "Slept", kind: .duration(DurationSettings()))
        #expect(throws: AnswerError.durationTooLong(maxHours: 23)) { try parser.parse(text, for: screen) }
    }

    @Test func aHandEditedDurationScreenCannotMakeTheLimitOverflow() throws {
        let screen = Screen(
            id: "d", title: "Slept", kind: .duration(DurationSettings(minuteInterval: 0, maxHours: .max)))
        #expect(throws: AnswerError.durationTooLong(maxHours: DurationSettings.hoursLimit)) {
            try parser.parse("9223372036854775807:00", for: screen)
        }
        #expect(throws: AnswerError.offInterval(minutes: 0)) { try parser.parse("1:30", for: screen) }
    }

    @Test func aStepBeyondTheRangeIsRefused() {
        var screen = Fixture.weight
        screen.kind = .number(NumberSettings(unit: "kg", max: 500, decimals: 0, step: 1e20))
        let form = Form(id: "f-a", title: "A", screens: [screen])
        let issues = FormValidator(dataValues: []).problems(in: form).map(\.issue)
        #expect(issues == [.stepBeyondRange])
    }

    @Test func formulasBeyondTheLimitsAreRefusedWhenWritten() {
        let text = FormulaText(form: Fixture.form(), dataValues: Fixture.data)
        let long = Array(repeating: "1", count: 30_000).joined(separator: "+")
        #expect(throws: FormulaTextError(.tooLong)) { try text.tokens(long) }
        let parens = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(throws: FormulaTextError(.tooDeep)) { try text.tokens(parens) }
        #expect(throws: FormulaTextError(.tooDeep)) { try text.tokens(String(repeating: "-", count: 100) + "1") }
        #expect(throws: FormulaTextError(.tooDeep)) {
            try text.tokens(Array(repeating: "2", count: 60).joined(separator: "^"))
        }
        #expect(throws: Never.self) {
            try text.tokens(String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32))
        }
    }

    @Test func aHandEditedFormulaBeyondTheLimitsIsEmptyAndNamesItsForm() {
        var tokens: [FormulaToken] = [.number(1)]
        for _ in 0..<30_000 { tokens += [.op(.add), .number(1)] }
        let deep =
            Array(repeating: FormulaToken.open, count: 5_000) + [.number(1)] + Array(repeating: .close, count: 5_000)
        let big = CalculatedValue(
            id: "c-big", title: "Big", kind: .formula(FormulaSettings(tokens: tokens, decimals: 0)))
        let nested = CalculatedValue(
            id: "c-deep", title: "Deep", kind: .formula(FormulaSettings(tokens: deep, decimals: 0)))
        let fine = CalculatedValue(
            id: "c-ok", title: "Ok", kind: .formula(FormulaSettings(tokens: [.number(2)], decimals: 0)))
        let form = Fixture.form(calculated: [big, nested, fine])
        let calculator = Calculator(form: form, answers: [:], dataValues: [], day: day("2026-12-02"))
        #expect(calculator.result(of: big) == .empty(.tooLarge("f-fixture")))
        #expect(calculator.result(of: nested) == .empty(.tooLarge("f-fixture")))
        #expect(calculator.result(of: fine) == .number(2, decimals: 0, unit: ""))
        #expect(EmptyReason.tooLarge("f-fixture").message(.en).contains("formanza form edit f-fixture"))
        #expect(EmptyReason.tooLarge("f-fixture").message(.es).contains("corrígela con `formanza form edit f-fixture`"))
    }

    @Test func aLongChainOfCalculatedValuesStopsAtTheLimit() {
        var values: [CalculatedValue] = []
        for i in 0..<500 {
            let tokens: [FormulaToken] = i == 499 ? [.number(1)] : [.calculated("c\(i + 1)"), .op(.add), .number(1)]
            values.append(
                CalculatedValue(
                    id: "c\(i)", title: "C\(i)", kind: .formula(FormulaSettings(tokens: tokens, decimals: 0))))
        }
        let form = Fixture.form(calculated: values)
        let calculator = Calculator(form: form, answers: [:], dataValues: [], day: day("2026-12-02"))
        #expect(calculator.result(of: values[0]) == .empty(.tooLarge("f-fixture")))
        #expect(calculator.result(of: values[480]) == .number(20, decimals: 0, unit: ""))
        let issues = FormValidator(dataValues: []).problems(in: form).map(\.issue)
        #expect(issues.contains(.tooMany(.calculated, max: FormLimits.calculated)))
    }

    @Test func importRefusesANegativeSchemaNullScreensAndControlCharacters() throws {
        func decode(_ json: String) throws -> Form { try FormDocument.decode(Data(json.utf8), source: "f.json") }
        #expect(throws: FormDocumentError.self) { try decode(#"{"schema": -1, "id": "f-a", "title": "A"}"#) }
        #expect(throws: FormDocumentError.self) { try decode(#"{"id": "f-a", "title": "A", "screens": null}"#) }
        let form = try decode(#"{"id": "f-a", "title": "A\u0000B"}"#)
        #expect(FormValidator(dataValues: []).problems(in: form).map(\.issue) == [.controlCharacters(.title)])
        let escape = try decode(
            #"{"id": "f-a", "title": "A", "screens": [{"id": "s-1", "title": "W", "kind": {"type": "number", "unit": "\u001b]0;x\u0007"}}]}"#
        )
        #expect(FormValidator(dataValues: []).problems(in: escape).map(\.issue) == [.controlCharacters(.unit)])
        let message = FormProblem(.form, .controlCharacters(.title))
        #expect(message.message(in: .en) == "form: the title holds control characters")
        #expect(message.message(in: .es) == "formulario: el título contiene caracteres de control")
    }

    @Test func visibleTextShowsEveryControlAndOverride() {
        #expect(VisibleText.escape("a\u{1B}]0;pwned\u{07}b") == "a\\e]0;pwned\\x07b")
        #expect(VisibleText.escape("\u{1B}[2J\r\n\t") == "\\e[2J\\r\\n\\t")
        #expect(VisibleText.escape("x\u{9B}y\u{202E}z\u{2066}") == "x\\u{9B}y\\u{202E}z\\u{2066}")
        #expect(VisibleText.escape("one\ntwo\tthree\r", keepingLineBreaks: true) == "one\ntwo\tthree\\r")
        #expect(VisibleText.escape("Peso «kg» ✓ 😀") == "Peso «kg» ✓ 😀")
        #expect(VisibleText.containsControls("a\u{0}b"))
        #expect(!VisibleText.containsControls("año"))
    }
}
