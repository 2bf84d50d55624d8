import FormanzaBase
import FormanzaTestSupport
import FormanzaWords
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Formula text as people type it: precedence, separators, names, errors.
@Suite struct EditingFormulaTextTests {
    init() { TestCatalogs.install() }

    @Test(arguments: [
        ("2^3^2", 512.0),  // ^ groups from the right: 2^9
        ("(2^3)^2", 64.0),
        ("-2^2", -4.0),  // ^ binds tighter than a leading minus
        ("(-2)^2", 4.0),
        ("(1+2)*3", 9.0),
        ("1 + 2 * 3", 7.0),
        ("10 − 4 ÷ 2 × 3", 4.0),  // the symbols − × ÷, × ÷ before + −, left to right
        ("10 - 4 / 2 * 3", 4.0),
        ("8 / 2 / 2", 2.0),
        ("1,5 + 1.5", 3.0),  // comma and point
        ("  2   *3 ", 6.0),
        ("2 ^ -1", 0.5),
        (",5 * 4", 2.0),
    ])
    func precedenceAndSeparators(_ text: String, _ expected: Double) throws {
        let value = try #require(Fixture.number(try Fixture.evaluate(text)))
        #expect(abs(value - expected) < 1e-9, "\(text)")
    }

    @Test func namesResolveToIdsWithoutCase() throws {
        let text = FormulaText(form: Fixture.form(), dataValues: Fixture.data)
        #expect(
            try text.tokens("Weight / (Height ^ 2)") == [
                .screen("weight"), .op(.divide), .open, .data("d-height"), .op(.power), .number(2), .close,
            ])
        #expect(try text.tokens("weight÷(HEIGHT^2)") == text.tokens("Weight / (Height ^ 2)"))
        #expect(try text.tokens("Water 2 L * 2") == [.screen("water"), .op(.multiply), .number(2)])
        #expect(try text.tokens("\"Water 2 L\" − d-height") == [.screen("water"), .op(.subtract), .data("d-height")])
        #expect(try text.tokens("«Slept 7 h+»") == [.screen("sleep")])
    }

    @Test func aSpanishStoreReadsItsOwnNames() throws {
        var form = StarterForm.make(language: .es)
        let altura = DataValue(id: "d-altura", name: "Altura", content: .number(1.8, unit: "m"))
        let tokens = try FormulaText(form: form, dataValues: [altura]).tokens("Peso / (Altura ^ 2)")
        #expect(tokens == [.screen("weight"), .op(.divide), .open, .data("d-altura"), .op(.power), .number(2), .close])
        form.calculated.append(
            CalculatedValue(id: "c-imc", title: "IMC", kind: .formula(FormulaSettings(tokens: tokens))))
        var answers: [String: Answer] = [:]
        answers["weight"] = Fixture.answer(.number(81), form.screens[0])
        let result = Calculator(form: form, answers: answers, dataValues: [altura], day: day("2026-12-02")).result(
            of: form.calculated[1])
        #expect(result.display(.es) == "25,0")
    }

    @Test func unknownNamesAreAllNamed() {
        let text = FormulaText(form: Fixture.form(), dataValues: Fixture.data)
        #expect(throws: FormulaTextError(.unknownNames(["Wieght", "Heigth"]))) {
            try text.tokens("Wieght / Heigth ^ 2 + Wieght")
        }
        let message = FormulaTextError(.unknownNames(["Wieght"])).message(in: .en)
        #expect(message.contains("\"Wieght\""))
        #expect(FormulaTextError(.unknownNames(["Pezo"])).message(in: .es).contains("«Pezo»"))
    }

    @Test func aNameSharedByTwoThingsIsAmbiguousAndTheIdWorks() throws {
        let form = Fixture.form()
        let clash = DataValue(id: "d-weight", name: "weight", content: .number(3, unit: ""))
        let text = FormulaText(form: form, dataValues: [clash])
        do {
            _ = try text.tokens("Weight * 2")
            Issue.record("an ambiguous name was accepted")
        } catch {
            guard case .ambiguous(let name, let candidates) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(name == "Weight")
            #expect(candidates.map(\.id) == ["weight", "d-weight"])
            #expect(error.message(in: .en).contains("id d-weight"))
        }
        #expect(try text.tokens("d-weight * 2") == [.data("d-weight"), .op(.multiply), .number(2)])
    }

    @Test(arguments: [
        ("", FormulaTextError.Reason.empty),
        ("   ", .empty),
        ("Weight +", .endsWithoutValue),
        ("(Weight + 2", .unclosedParenthesis),
        ("Weight ) * 2", .outOfPlace(")")),
        ("2 Weight", .outOfPlace("Weight")),
        ("* 2", .outOfPlace("*")),
        ("\"Weight * 2", .unclosedQuote("\"Weight * 2")),
    ])
    func piecesOutOfPlaceAreNamed(_ text: String, _ reason: FormulaTextError.Reason) {
        #expect(throws: FormulaTextError(reason)) {
            try FormulaText(form: Fixture.form(), dataValues: Fixture.data).tokens(text)
        }
    }

    @Test func divisionByZeroAndImpossibleRootsGiveNoValue() throws {
        #expect(try Fixture.evaluate("1 / 0") == .empty(.noValue))
        #expect(try Fixture.evaluate("Weight / (Weight - 80)", answers: ["weight": 80]) == .empty(.noValue))
        #expect(try Fixture.evaluate("(0 - 8) ^ 0.5") == .empty(.noValue))
        #expect(Fixture.number(try Fixture.evaluate("8 ^ (1 / 3)")).map { abs($0 - 2) < 1e-9 } == true)
    }

    @Test func writtenFormulasReadBackToTheSameTokens() throws {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-bmi", "BMI", "Weight / (Height ^ 2)", in: form))
        let names = FormulaText(form: form, dataValues: Fixture.data)
        for typed in ["Weight / (Height ^ 2)", "-2^2 + (-Weight)", "\"Slept 7 h+\" * 1,5", "BMI * 2 - -3", "2^3^2"] {
            let tokens = try names.tokens(typed)
            for language in [Language.en, .es] {
                let written = names.written(tokens, language: language)
                #expect(try names.tokens(written) == tokens, "\(typed) → \(written)")
            }
        }
        #expect(names.written(try names.tokens("Weight/(Height^2)")) == "Weight ÷ (Height ^ 2)")
        #expect(names.written(try names.tokens("-2^2")) == "−2 ^ 2")
        #expect(names.written(try names.tokens("\"Slept 7 h+\"*1.5"), language: .es) == "\"Slept 7 h+\" × 1,5")
    }

    @Test func cyclesAreRefusedWithTheChainNamed() throws {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-a", "A", "Weight * 2", in: form))
        form.calculated.append(try Fixture.formula("c-b", "B", "A + 1", in: form))
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).isEmpty)
        form.calculated[0] = try Fixture.formula("c-a", "A", "B * 2", in: form)
        let problems = FormValidator(dataValues: Fixture.data).problems(in: form)
        #expect(problems.contains(FormProblem(.calculated("A"), .cycle(["A", "B", "A"]))))
        #expect(problems.first?.message(in: .en).contains("A → B → A") == true)
    }

    @Test func aFormulaMayNotReadATextOrDateValue() throws {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-x", "X", "Mood * 2", in: form))
        form.calculated.append(try Fixture.formula("c-y", "Y", "Born + 1", in: form))
        let problems = FormValidator(dataValues: Fixture.data).problems(in: form)
        #expect(problems.contains(FormProblem(.calculated("X"), .referenceNotNumeric("Mood"))))
        #expect(problems.contains(FormProblem(.calculated("Y"), .referenceNotNumeric("Born"))))
    }
}
