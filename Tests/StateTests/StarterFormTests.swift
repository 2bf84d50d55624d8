import FormanzaBase
import FormanzaTestSupport
import Testing

@testable import FormanzaModel
@testable import FormanzaState

@Suite struct StarterFormTests {
    init() { TestCatalogs.install() }

    @Test func englishStarterFormMatchesTheProductDecision() throws {
        let temp = try TemporaryStore(language: .en)
        let form = try temp.starter
        #expect(form.title == "Daily check-in")
        #expect(form.active)
        #expect(
            form.screens.map(\.title) == [
                "Weight", "Keto level", "Water 2 L", "Exercise", "Electrolytes",
                "Slept 7 h+", "Under 20 g carbs", "Alcohol",
            ])
        #expect(form.screens.allSatisfy { !$0.required })
        let weight = form.screens[0]
        #expect(
            weight.kind
                == .number(NumberSettings(unit: "kg", min: 0, max: 500, decimals: 1, step: 0.1, unusualChange: 5)))
        #expect(form.highlightedScreen?.id == "weight")
        guard case .singleChoice(let keto) = form.screens[1].kind else {
            Issue.record("keto is a single choice")
            return
        }
        #expect(keto.style == .tiles)
        #expect(keto.options.map(\.value) == ["negative", "trace", "small", "moderate", "large"])
        #expect(keto.options.map(\.label) == ["Negative", "Trace", "Small", "Moderate", "Large"])
        #expect(form.screens[2...].allSatisfy { $0.kind == .yesNo })
        #expect(form.reminders == Reminders())
        #expect(form.reminders.morning == ReminderSetting(enabled: true, time: TimeOfDay(hour: 8, minute: 0)!))
        #expect(form.reminders.evening == ReminderSetting(enabled: true, time: TimeOfDay(hour: 21, minute: 0)!))
        #expect(form.calculated.map(\.title) == ["Size"])
        #expect(FormValidator(dataValues: []).problems(in: form).isEmpty)
    }

    @Test func spanishStarterFormUsesSpanishTexts() throws {
        let temp = try TemporaryStore(language: .es)
        let form = try temp.starter
        #expect(form.title == "Registro diario")
        #expect(
            form.screens.map(\.title) == [
                "Peso", "Nivel de keto", "Agua 2 L", "Ejercicio", "Electrolitos",
                "Dormí 7 h o más", "Menos de 20 g de carbohidratos", "Alcohol",
            ])
        #expect(form.screens[1].kind.options?.map(\.label) == ["Negativo", "Trazas", "Bajo", "Moderado", "Alto"])
        #expect(form.calculated.first?.title == "Talla")
        #expect(form.screens.allSatisfy { $0.displayShortTitle.count <= 24 })
        #expect(FormValidator(dataValues: []).problems(in: form).isEmpty)
    }

    @Test func languageComesFromTheLocaleVariablesInOrder() {
        #expect(Language.current(environment: ["LANG": "es_AR.UTF-8"]) == .es)
        #expect(Language.current(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"]) == .en)
        #expect(Language.current(environment: ["LC_MESSAGES": "es", "LANG": "en_GB.UTF-8"]) == .es)
        #expect(Language.current(environment: ["LC_ALL": "", "LANG": "es_MX"]) == .es)
        #expect(Language.current(environment: ["LANG": "fr_FR.UTF-8"]) == .en)
        #expect(Language.current(environment: [:]) == .en)
    }

    @Test func starterFormIsCreatedOnceAndNeverTranslatedAgain() throws {
        let temp = try TemporaryStore(language: .en)
        var form = try temp.starter
        form.title = "Mine"
        try temp.store.saveForm(form)
        _ = try Store.open(paths: temp.paths, language: .es, now: 1_790_000_100)
        let forms = try temp.store.loadForms().forms
        #expect(forms.map(\.title) == ["Mine"])
    }

    @Test(arguments: [
        (73.9, "M"), (74.0, "L"), (82.9, "L"), (83.0, "XL"), (91.99, "XL"), (92.0, "2XL"),
        (101.9, "2XL"), (102.0, "3XL"), (114.9, "3XL"), (115.0, "4XL"), (0.0, "M"), (500.0, "4XL"),
    ])
    func sizeFollowsTheWeightRanges(weight: Double, size: String) throws {
        let temp = try TemporaryStore()
        let form = try temp.starter
        let answers = ["weight": Answer(value: .number(weight), for: form.screens[0], savedAt: 0)]
        let calculator = Calculator(form: form, answers: answers, dataValues: [], day: day("2026-12-02"))
        #expect(calculator.all().map { $0.1.display(.en) } == [size])
    }

    @Test func sizeIsEmptyWithoutAWeight() throws {
        let form = try TemporaryStore().starter
        let result = Calculator(form: form, answers: [:], dataValues: [], day: day("2026-12-02")).all()[0].1
        #expect(result == .empty(.unanswered("weight")))
        #expect(result.display(.en) == "")
    }
}
