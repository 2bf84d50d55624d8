import FormanzaBase
import FormanzaTestSupport
import FormanzaWords
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Forms, screens, options, data values and the editor command.
@Suite struct EditingRulesTests {
    init() { TestCatalogs.install() }

    @Test func formTitlesAreTrimmedLimitedAndUnique() throws {
        let forms = [StarterForm.make(language: .en)]
        #expect(try FormRules.title("  Running ", among: forms) == "Running")
        #expect(throws: EditRefusal(.formTitleEmpty)) { try FormRules.title("   ", among: forms) }
        #expect(try FormRules.title(String(repeating: "x", count: 60), among: forms).count == 60)
        #expect(throws: EditRefusal(.formTitleTooLong(max: 60))) {
            try FormRules.title(String(repeating: "x", count: 61), among: forms)
        }
        #expect(throws: EditRefusal(.formTitleTaken("Daily check-in"))) {
            try FormRules.title("DAILY CHECK-IN", among: forms)
        }
        #expect(try FormRules.title("Daily Check-In", among: forms, excluding: StarterForm.id) == "Daily Check-In")
    }

    @Test func aNewFormIsActiveEmptyAndWaits() throws {
        let form = try FormRules.newForm(title: "Running", among: [])
        #expect(form.active && form.screens.isEmpty && form.calculated.isEmpty)
        #expect(form.reminders == Reminders())
        #expect(!form.isUsable && !form.reminds)  // no screens: neither offered nor reminding
        #expect(Identifier.isValid(form.id) && form.id.hasPrefix("f-"))
    }

    @Test func theLastFormCannotBeDeleted() throws {
        let starter = StarterForm.make(language: .en)
        #expect(throws: EditRefusal(.lastForm("Daily check-in"))) {
            try FormRules.checkDeletable(starter, among: [starter])
        }
        let other = try FormRules.newForm(title: "Other", among: [starter])
        try FormRules.checkDeletable(starter, among: [starter, other])
    }

    @Test func theFirstNumberScreenGetsTheHighlight() throws {
        var form = try FormRules.newForm(title: "Run", among: [])
        try form.addScreen(Fixture.sleep)
        #expect(!form.screens[0].highlight)
        try form.addScreen(Fixture.weight)
        #expect(form.highlightedScreen?.id == "weight")
        try form.addScreen(Fixture.water, at: 1)
        #expect(form.screens.map(\.id) == ["water", "sleep", "weight"])
        #expect(form.screens.filter(\.highlight).map(\.id) == ["weight"])
        var moved = form
        try moved.addScreen(Screen(id: "pace", title: "Pace", kind: .number(NumberSettings())), highlight: true)
        #expect(moved.screens.filter(\.highlight).map(\.id) == ["pace"])
        var none = try FormRules.newForm(title: "None", among: [])
        try none.addScreen(Fixture.weight, highlight: false)
        #expect(none.highlightedScreen == nil)
        #expect(FormValidator(dataValues: []).problems(in: moved).isEmpty)
    }

    @Test func positionsStartAtOneAndAreChecked() throws {
        var form = Fixture.form()
        #expect(throws: EditRefusal(.positionOutOfRange(6, count: 5))) {
            try form.addScreen(Screen(title: "X", kind: .yesNo), at: 6)
        }
        #expect(throws: EditRefusal(.positionOutOfRange(0, count: 4))) { try form.moveScreen(id: "mood", to: 0) }
        try form.moveScreen(id: "mood", to: 1)
        #expect(form.screens.map(\.id) == ["mood", "weight", "water", "sleep"])
        try form.moveScreen(id: "mood", to: 4)
        #expect(form.screens.map(\.id) == ["weight", "water", "sleep", "mood"])
    }

    @Test(arguments: [
        ("Muy bien", "muy_bien"), ("Más o menos", "mas_o_menos"), ("Ñandú", "nandu"), ("Very good!", "very_good"),
        ("  Über-cool  ", "uber_cool"), ("😢", ""), ("Größe", "grosse"), ("Çà et là", "ca_et_la"),
    ])
    func optionValuesAreSuggestedFromLabels(_ label: String, _ value: String) {
        #expect(OptionValues.slug(label) == value)
    }

    @Test func optionListsTakeValuesOrDeriveThem() {
        #expect(
            OptionValues.list("Muy bien,Bien,Mal") == [
                ChoiceOption(value: "muy_bien", label: "Muy bien"), ChoiceOption(value: "bien", label: "Bien"),
                ChoiceOption(value: "mal", label: "Mal"),
            ])
        #expect(
            OptionValues.list("sad:😢, happy:😀:a good day") == [
                ChoiceOption(value: "sad", label: "😢"), ChoiceOption(value: "happy", label: "😀", detail: "a good day"),
            ])
        #expect(OptionValues.list("😢,😀").map(\.value) == ["option_1", "option_2"])
        #expect(OptionValues.list("Bien,bien").map(\.value) == ["bien", "bien_2"])
        // Retyping the labels keeps the values earlier answers point to.
        let existing = [ChoiceOption(value: "g", label: "Good")]
        #expect(OptionValues.list("good,Bad", existing: existing).map(\.value) == ["g", "bad"])
    }

    @Test func dataValuesFollowE2() throws {
        var values: [DataValue] = []
        let today = day("2026-12-02")
        let (height, created) = try DataValueRules.set(
            name: " Height ", content: .number(1.8, unit: "m"), in: &values, today: today)
        #expect(created && height.name == "Height" && height.id.hasPrefix("d-"))
        let (updated, again) = try DataValueRules.set(
            name: "height", content: .number(1.81, unit: ""), keepUnit: true, in: &values, today: today)
        #expect(!again && updated.id == height.id && updated.content == .number(1.81, unit: "m"))
        #expect(throws: EditRefusal(.dataKindFixed(name: "Height", isDate: false))) {
            try DataValueRules.set(name: "Height", content: .date(today), in: &values, today: today)
        }
        try DataValueRules.set(name: "Born", content: .date(day("1900-01-01")), in: &values, today: today)
        try DataValueRules.set(name: "Born", content: .date(today), in: &values, today: today)
        #expect(throws: EditRefusal(.dataKindFixed(name: "Born", isDate: true))) {
            try DataValueRules.set(name: "born", content: .number(3, unit: ""), in: &values, today: today)
        }
        #expect(throws: EditRefusal(.dataDateOutOfRange(day("1899-12-31"), today: today))) {
            try DataValueRules.set(name: "Old", content: .date(day("1899-12-31")), in: &values, today: today)
        }
        #expect(throws: EditRefusal(.dataDateOutOfRange(day("2026-12-03"), today: today))) {
            try DataValueRules.set(name: "Born", content: .date(day("2026-12-03")), in: &values, today: today)
        }
        try DataValueRules.set(
            name: String(repeating: "n", count: 40), content: .number(1, unit: ""), in: &values, today: today)
        #expect(throws: EditRefusal(.dataNameTooLong(max: 40))) {
            try DataValueRules.set(
                name: String(repeating: "n", count: 41), content: .number(1, unit: ""), in: &values, today: today)
        }
        #expect(throws: EditRefusal(.dataNameEmpty)) {
            try DataValueRules.set(name: " ", content: .number(1, unit: ""), in: &values, today: today)
        }
        #expect(throws: EditRefusal(.dataNameTaken("Height"))) {
            try DataValueRules.rename(values[1].id, to: "HEIGHT", in: &values)
        }
        try DataValueRules.rename(height.id, to: "Stature", in: &values)
        #expect(DataValueRules.find("stature", in: values)?.id == height.id)
        #expect(DataValueRules.find(height.id, in: values)?.name == "Stature")
    }

    @Test(arguments: [
        ("vi", ["vi"]),
        ("code --wait", ["code", "--wait"]),
        ("\"/opt/My Editor/edit\" -w", ["/opt/My Editor/edit", "-w"]),
        ("'a b' c\\ d", ["a b", "c d"]),
        ("sh -c 'sed -i s/a/b/ \"$1\"' sh", ["sh", "-c", "sed -i s/a/b/ \"$1\"", "sh"]),
        ("emacs $HOME/x", ["emacs", "$HOME/x"]),
        ("  nano  ", ["nano"]),
        ("\"a\\\"b\"", ["a\"b"]),
    ])
    func editorCommandsAreSplitLikeAShellWithoutOne(_ text: String, _ words: [String]) {
        #expect(CommandWords.split(text) == words)
    }

    @Test func anUnclosedQuoteIsNotACommand() {
        #expect(CommandWords.split("vim 'oops") == nil)
        #expect(CommandWords.split("vim \"oops") == nil)
        #expect(CommandWords.split("vim \\") == nil)
    }

    @Test func theExportFormatReadsBackAndBrokenFilesSayWhy() throws {
        let form = StarterForm.make(language: .es)
        let data = try FormDocument.encode(form)
        #expect(try FormDocument.decode(data, source: "x") == form)
        let truncated = data.prefix(40)
        #expect(
            throws: FormDocumentError(source: "f.json", reason: .malformed(DecodeProblem(.notJSON)))
        ) {
            try FormDocument.decode(Data(truncated), source: "f.json")
        }
        let newer = Data(#"{"schema": 9, "id": "x", "title": "X"}"#.utf8)
        #expect(throws: FormDocumentError(source: "f.json", reason: .newerSchema(9))) {
            try FormDocument.decode(newer, source: "f.json")
        }
        let noTitle = Data(#"{"id": "x"}"#.utf8)
        #expect(throws: FormDocumentError(source: "f.json", reason: .malformed(DecodeProblem(.missing(key: "title")))))
        {
            try FormDocument.decode(noTitle, source: "f.json")
        }
        #expect(
            FormDocumentError(source: "f.json", reason: .malformed(DecodeProblem(.other("oops")))).message(in: .en)
                .contains("f.json"))
    }

    /// What a value's own decoding found wrong reaches the message as data, with where it is,
    /// and is said in the reader's language.
    @Test func aBrokenValueIsNamedWithItsPlaceInEitherLanguage() throws {
        let unknownKind = Data(
            #"{"id": "x", "title": "X", "screens": [{"id": "s", "title": "S", "kind": {"type": "gauge"}}]}"#.utf8)
        do {
            _ = try FormDocument.decode(unknownKind, source: "f.json")
            Issue.record("an unknown field type was read")
        } catch {
            guard case .malformed(let problem) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(problem.fault == .unknownType(.field, "gauge"))
            #expect(problem.place == "screens.[0].kind.type", "\(problem.place)")
            #expect(problem.message(in: .en) == "unknown field type \"gauge\" at \(problem.place)")
            #expect(problem.message(in: .es) == "tipo de campo desconocido «gauge» en \(problem.place)")
        }
        let badDay = DecodeProblem(.notADate("2026-13-01"), at: "date")
        #expect(badDay.message(in: .en) == "not a YYYY-MM-DD date: 2026-13-01 at date")
        #expect(badDay.message(in: .es) == "no es una fecha AAAA-MM-DD: 2026-13-01 en date")
        #expect(DecodeProblem(.empty).message(in: .es) == "el archivo está vacío")
    }
}
