import FormanzaModel
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The full-screen summary of a recorded day and the list of forms, in this process on a
/// scripted terminal.
@Suite struct CheckinSummaryTests {
    static let ctrlC = Key.control("c"), ctrlS = Key.control("s")

    @Test func aRecordedDayOpensOnItsSummaryWithEditAndContinue() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today)
        let keys: [Key] = [.character("c"), .escape, .escape, .character("e"), Self.ctrlC]
        let (device, saved) = try fixture.run(keys)
        let summary = device.seen[0]
        #expect(summary.hasPrefix("Daily check-in · Wed 2 Dec 2026\n7 answers missing"), "\(summary)")
        #expect(summary.contains("› Weight") && summary.contains("72.5 kg"), "the first row is selected")
        #expect(summary.contains("e Edit") && summary.contains("c Continue") && summary.contains("r Remove"))
        #expect(summary.contains("d Record another day") && summary.contains("q Quit"))
        #expect(
            device.seen[1].contains("2 of 8") && device.seen[1].contains("Keto level"), "Continue: first unanswered")
        #expect(device.seen[2].contains("1 of 8") && device.seen[2].contains("Esc Back"))
        #expect(device.seen[3].contains("Edit"), "Esc on the first screen returns to the summary")
        #expect(device.seen[4].contains("1 of 8") && device.seen[4].contains("72.5 kg"), "Edit: from the first screen")
        #expect(!device.seen[4].contains("Prefilled"), "a saved answer is not a proposal")
        #expect(saved.isEmpty)
    }

    @Test func continueIsHiddenWhenEveryQuestionIsAnswered() throws {
        let fixture = try CheckinFixture()
        var all: [String: AnswerValue] = ["weight": .number(72.5), "keto-level": .choice("trace")]
        for id in ["water", "exercise", "electrolytes", "sleep", "carbs", "alcohol"] { all[id] = .yesNo(true) }
        try fixture.record(all, on: fixture.today)
        let (device, _) = try fixture.run([.character("c"), .character("q")])
        #expect(device.seen[0].contains("Complete") && !device.seen[0].contains("Continue"))
        #expect(device.seen[1].contains("Every question has an answer"))
    }

    @Test func removesAnAnswerAfterAskingButNeverARequiredOne() throws {
        let fixture = try CheckinFixture(forms: ["health": CheckinForms.health])
        try fixture.record(["mood": .choice("bad"), "pressure": .number(120)], form: "health", on: fixture.today)
        let keys: [Key] = [.character("r"), .character("y"), .down, .character("r"), .character("q")]
        let (device, _) = try fixture.run(keys, forms: ["health"])
        #expect(device.seen[1].contains("Remove the answer to \"Mood\"? y/N"))
        #expect(
            device.seen[2].contains("Removed \"Mood\"") && device.seen[2].contains("Mood")
                && device.seen[2].contains("— Unanswered"))
        #expect(!device.seen[3].contains("r Remove"), "no Remove on a required answer")
        #expect(device.seen[4].contains("\"Blood pressure\" is required; its answer cannot be removed"))
        #expect(try fixture.answers("health") == ["pressure": .number(120)])
    }

    @Test func answersOneScreenFromTheSummary() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today)
        let keys: [Key] = [.down, .enter, .character("3"), .enter, .character("q")]
        let (device, saved) = try fixture.run(keys)
        let single = device.seen[2]
        #expect(single.contains("Keto level") && single.contains("Enter Save · Esc Cancel · ^C Quit"), "\(single)")
        #expect(!single.contains(" of 8"))
        #expect(device.beats == 0, "a single screen never moves on by itself")
        #expect(device.seen[4].contains("Saved") && device.seen[4].contains("Small"))
        #expect(try fixture.answers() == ["weight": .number(72.5), "keto-level": .choice("small")])
        #expect(saved.count == 1)
    }

    @Test func escapeFromAChangedSingleScreenAsksFirst() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today)
        let keys: [Key] = [.enter, .character("+"), .escape, .character("y"), .character("q")]
        let (device, _) = try fixture.run(keys)
        #expect(device.seen[3].contains("Discard 1 answer? y/N"))
        #expect(try fixture.answers() == ["weight": .number(72.5)])
    }

    @Test func recordsAnotherDayUpToToday() throws {
        let fixture = try CheckinFixture()
        try fixture.record(["weight": .number(72.5)], on: fixture.today)
        let keys: [Key] =
            [.character("d"), .right, .right, .left, .enter] + Key.typing("70") + [Self.ctrlS, .character("q")]
        let (device, saved) = try fixture.run(keys)
        #expect(device.seen[1].contains("Record another day") && device.seen[1].contains("December 2026"))
        #expect(device.seen[1].contains("[ 1]"), "it opens on the day before")
        #expect(device.seen[3].contains("[ 2]"), "today can be reached, tomorrow cannot")
        let question = try #require(device.seen.first { $0.contains("1 of 8") })
        #expect(question.hasPrefix("Daily check-in · Tue 1 Dec 2026"), "\(question)")
        #expect(try fixture.answers(on: fixture.today.adding(days: -1)) == ["weight": .number(70)])
        #expect(saved.map(\.day) == [fixture.today.adding(days: -1)])
    }

    @Test func aLongSummaryScrollsToKeepTheSelectedRowInView() throws {
        let screens = (1...30).map { #"{"id": "q\#($0)", "title": "Question \#($0)", "kind": {"type": "yes-no"}}"# }
        let long = #"{"id": "long", "title": "Long form", "screens": ["# + screens.joined(separator: ",") + "]}"
        let fixture = try CheckinFixture(forms: ["long": long])
        try fixture.record(["q1": .yesNo(true), "q30": .yesNo(false)], form: "long", on: fixture.today)
        let (device, _) = try fixture.run([.end, .character("q")], forms: ["long"])
        let top = device.seen[0]
        let bottom = device.seen[1]
        #expect(top.hasPrefix("Long form · Wed 2 Dec 2026") && top.contains("› Question 1 ") && top.contains("▼ more"))
        #expect(!top.contains("Question 30"))
        #expect(
            bottom.contains("› Question 30") && bottom.contains("▲ more") && !bottom.contains("▼ more"), "\(bottom)")
        #expect(bottom.split(separator: "\n", omittingEmptySubsequences: false).count <= 24)
    }

    @Test func severalFormsOpenOnTheListOrderedByTitle() throws {
        let fixture = try CheckinFixture(forms: ["morning": CheckinForms.morning])
        try fixture.record(["wrote": .yesNo(true)], form: "morning", on: fixture.today)
        let keys: [Key] = [.down, .enter, .character("q"), .character("1"), Self.ctrlC]
        let (device, _) = try fixture.run(keys, forms: ["morning", "daily-check-in"])
        let list = device.seen[0]
        #expect(list.hasPrefix("Check-in\n"), "\(list)")
        #expect(list.contains("› 1  Daily check-in   No check-in today"), "\(list)")
        #expect(list.contains("  2  Morning pages    1 answer missing"), "\(list)")
        #expect(device.seen[2].hasPrefix("Morning pages · Wed 2 Dec 2026"), "a recorded form opens on its summary")
        #expect(device.seen[2].contains("q Back"), "q returns to the list")
        #expect(device.seen[3].contains("Check-in") && device.seen[3].contains("› 2  Morning pages"))
        #expect(device.seen[4].contains("1 of 8"), "a number key opens that form")
    }

    @Test func speaksSpanish() throws {
        let fixture = try CheckinFixture(language: "es_ES.UTF-8")
        try fixture.record(["weight": .number(72.5)], on: fixture.today.adding(days: -1))
        let keys: [Key] = Key.typing("73,5") + [.enter, Self.ctrlC, .character("n"), Self.ctrlS, .character("q")]
        let (device, _) = try fixture.run(keys)
        let first = device.seen[0]
        #expect(first.contains("Registro diario") && first.contains("1 de 8") && first.contains("Peso"))
        #expect(first.contains("Precargado de tu registro del 1 dic. 2026") && first.contains("72,5 kg"))
        #expect(first.contains("Intro Siguiente · ^O Omitir · ^S Guardar · ^C Salir"))
        #expect(device.showed("73,5 kg"))
        #expect(device.showed("¿Descartar 1 respuesta? s/N"))
        let summary = try #require(device.seen.last)
        #expect(summary.contains("Guardado") && summary.contains("Faltan 7 respuestas"), "\(summary)")
        #expect(summary.contains("e Editar") && summary.contains("c Continuar") && summary.contains("Supr Quitar"))
        #expect(summary.contains("o Otro día") && summary.contains("Intro Responder") && summary.contains("Esc Salir"))
        #expect(
            !summary.contains("q Salir")
                && !summary.replacingOccurrences(of: "Supr Quitar", with: "").contains("r Quitar"),
            "keys match their Spanish words")
    }
}
