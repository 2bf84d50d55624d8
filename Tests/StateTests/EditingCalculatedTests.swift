import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Ranges, ages and calculated-value titles, built from what a person types.
@Suite struct EditingCalculatedTests {
    func ranges(_ bands: [String], source: ValueSource = .screen("weight")) throws -> CalculatedValue {
        CalculatedValue(
            id: "c-r", title: "Class", kind: .ranges(source: source, bands: try bands.map(CalculatedRules.band)))
    }

    func classify(_ value: Double, _ calculated: CalculatedValue) -> String? {
        var form = Fixture.form()
        form.calculated = [calculated]
        let answers = ["weight": Fixture.answer(.number(value), Fixture.weight)]
        let result = Calculator(form: form, answers: answers, dataValues: [], day: day("2026-12-02")).result(
            of: calculated)
        if case .band(let band) = result { return band.value }
        return nil
    }

    @Test(arguments: [(89.99, "A"), (90, "B"), (99.999, "B"), (100, "C"), (0, "A"), (450, "C")])
    func boundsAreInclusiveLowerBounds(_ value: Double, _ expected: String) throws {
        let value2 = try ranges(["A:Below 90", "B::90", "C:Top:100"])
        #expect(classify(value, value2) == expected)
    }

    @Test func bandsAreTypedAsValueLabelLower() throws {
        #expect(try CalculatedRules.band("M") == RangeBand(value: "M", label: "M", lowerBound: nil))
        #expect(try CalculatedRules.band("M:Medium:") == RangeBand(value: "M", label: "Medium", lowerBound: nil))
        #expect(try CalculatedRules.band("xl::89,99") == RangeBand(value: "xl", label: "xl", lowerBound: 89.99))
        #expect(throws: EditRefusal(.bandMalformed("L:L:heavy"))) { try CalculatedRules.band("L:L:heavy") }
        #expect(throws: EditRefusal(.bandMalformed(":L:3"))) { try CalculatedRules.band(":L:3") }
        #expect(throws: EditRefusal(.bandMalformed("a:b:1:2"))) { try CalculatedRules.band("a:b:1:2") }
    }

    @Test func rangesFollowE12() throws {
        func problems(_ value: CalculatedValue) -> [FormProblem.Issue] {
            var form = Fixture.form()
            form.calculated = [value]
            return FormValidator(dataValues: []).problems(in: form).map(\.issue)
        }
        #expect(problems(try ranges(["A", "B::90"])).isEmpty)
        #expect(problems(try ranges(["A"])).contains(.tooFewRanges))
        #expect(problems(try ranges(["A", "B"])).contains(.needsExactlyOneOpenRange))
        #expect(problems(try ranges(["A::1", "B::90"])).contains(.needsExactlyOneOpenRange))
        #expect(problems(try ranges(["A", "B::90", "C::90"])).contains(.duplicateBound))
        #expect(problems(try ranges(["A", "A::90"])).contains(.duplicateRangeValue("A")))
        #expect(problems(try ranges(["A", "B::90"], source: .screen("mood"))).contains(.referenceNotNumeric("Mood")))
        let preset = CalculatedValue(
            id: "c-s", title: "Size", kind: .ranges(source: .screen("weight"), bands: StarterForm.clothingSizes))
        #expect(problems(preset).isEmpty)
        #expect(classify(73.9, preset) == "M")
        #expect(classify(115, preset) == "4XL")
    }

    @Test func aRangesSourceIsAScreenOrACalculatedValueByName() throws {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-bmi", "BMI", "Weight / Height ^ 2", in: form))
        #expect(try CalculatedRules.source("weight", in: form) == .screen("weight"))
        #expect(try CalculatedRules.source("bmi", in: form) == .calculated("c-bmi"))
        #expect(throws: FormulaTextError(.unknownSource("Height"))) { try CalculatedRules.source("Height", in: form) }
    }

    @Test(arguments: [("2026-03-09", 25), ("2026-03-10", 26), ("2000-03-10", 0)])
    func ageCountsWholeYearsByTheDayOfTheRecord(_ iso: String, _ years: Int) throws {
        var form = Fixture.form()
        let dataValue = try CalculatedRules.dateValue("born", in: Fixture.data)
        let age = CalculatedValue(id: "c-age", title: "Age", kind: .age(dataValueID: dataValue.id))
        form.calculated = [age]
        #expect(FormValidator(dataValues: Fixture.data).problems(in: form).isEmpty)
        #expect(
            Calculator(form: form, answers: [:], dataValues: Fixture.data, day: day(iso)).result(of: age) == .age(years)
        )
    }

    @Test func anAgeNeedsADateAndAMissingOneLeavesItEmpty() throws {
        var form = Fixture.form()
        let age = CalculatedValue(id: "c-age", title: "Age", kind: .age(dataValueID: "d-height"))
        form.calculated = [age]
        #expect(
            FormValidator(dataValues: Fixture.data).problems(in: form).map(\.issue) == [.dataValueNotDate("Height")])
        let missing = CalculatedValue(id: "c-age", title: "Age", kind: .age(dataValueID: "d-born"))
        form.calculated = [missing]
        let result = Calculator(form: form, answers: [:], dataValues: [], day: day("2026-12-02")).result(of: missing)
        #expect(result == .empty(.missingDataValue("d-born")))
        #expect(throws: FormulaTextError(.unknownDataValue("Birthday"))) {
            try CalculatedRules.dateValue("Birthday", in: Fixture.data)
        }
    }

    @Test func calculatedTitlesAreUniqueInAForm() throws {
        var form = Fixture.form()
        form.calculated.append(try Fixture.formula("c-bmi", "BMI", "Weight / Height ^ 2", in: form))
        #expect(throws: EditRefusal(.calculatedTitleTaken("BMI"))) { try CalculatedRules.title(" bmi ", in: form) }
        #expect(try CalculatedRules.title("bmi", in: form, excluding: "c-bmi") == "bmi")
        #expect(throws: FormProblem(.calculated(""), .titleEmpty)) { try CalculatedRules.title("  ", in: form) }
        let long = String(repeating: "x", count: 61)
        #expect(throws: FormProblem(.calculated(long), .titleTooLong(max: 60))) {
            try CalculatedRules.title(long, in: form)
        }
    }

    @Test func theLatestRecordGivesTheFootersValue() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        var session = CheckinSession(form: form, day: day("2026-11-30"), record: nil)
        session.confirm("weight", .number(90))
        try session.save(to: temp.store, now: 0)
        let bmi = try FormulaText(form: form, dataValues: Fixture.data).tokens("Weight / (Height ^ 2)")
        form.calculated.append(
            CalculatedValue(id: "c-bmi", title: "BMI", kind: .formula(FormulaSettings(tokens: bmi, decimals: 1))))
        let latest = try CalculatedRules.latest(
            form.calculated[1], form: form, store: temp.store, dataValues: Fixture.data, today: day("2026-12-02"))
        #expect(latest.day == day("2026-11-30") && latest.recorded)
        #expect(latest.result.display(.en) == "27.8")
        let before = try CalculatedRules.latest(
            form.calculated[1], form: form, store: temp.store, dataValues: Fixture.data, today: day("2026-11-29"))
        #expect(!before.recorded && before.result == .empty(.unanswered("weight")))
    }

    /// A whole exponent is multiplied out; any other goes through the exponential of the
    /// logarithm, which the model takes from the standard library (no C library door).
    @Test func powersWholeFractionalAndImpossible() {
        #expect(Calculator.power(2, 10) == 1024)
        #expect(Calculator.power(2, -2) == 0.25)
        #expect(abs(Calculator.power(2, 0.5) - 2.0.squareRoot()) < 1e-12)
        #expect(abs(Calculator.power(8, 1.0 / 3) - 2) < 1e-12)
        #expect(Calculator.power(10, 400.5) == .infinity)
        #expect(abs(Calculator.power(1.001, 2000) - 7.381_675_653_554_5) < 1e-9)
        #expect(Calculator.power(-8, 0.5).isNaN)
        #expect(Calculator.power(0, 0.5) == 0)
    }
}
