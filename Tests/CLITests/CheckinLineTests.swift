import Foundation
import Testing

/// Forms the check-in tests add beside the starter form.
enum CheckinForms {
    /// An optional list choice, a required number and an optional email.
    static let health = """
        {"id": "health", "title": "Health", "screens": [
          {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "list",
            "options": [{"value": "good", "label": "Good"}, {"value": "bad", "label": "Bad"}]}},
          {"id": "pressure", "title": "Blood pressure", "required": true,
            "kind": {"type": "number", "unit": "mmHg", "min": 0, "max": 300}},
          {"id": "doctor", "title": "Doctor's email", "kind": {"type": "email"}}
        ]}
        """

    /// A second form whose title sorts after "Daily check-in".
    static let morning = """
        {"id": "morning", "title": "Morning pages", "screens": [
          {"id": "wrote", "title": "Wrote three pages", "kind": {"type": "yes-no"}},
          {"id": "words", "title": "Words", "kind": {"type": "number", "min": 0, "max": 5000}}
        ]}
        """
}

/// The check-in through a pipe, the way a script answers it (the line mode), checked against
/// the store with `formanza summary --json`.
@Suite struct CheckinLineTests {
    @Test func answersEveryScreenAndSaves() throws {
        let sandbox = try CheckinSandbox()
        let result = try sandbox.run([], input: "72,5\n2\ny\nn\ny\nn\ny\nn\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("[1 of 8] Weight"))
        #expect(result.stdout.contains("[8 of 8] Alcohol"))
        let summary = try sandbox.summary()
        #expect(summary.form == "Daily check-in" && summary.formId == "daily-check-in")
        #expect(summary.date == "2026-12-02")
        #expect(summary.state == "complete" && summary.missing == 0)
        #expect(summary.value("weight") == "72.5" && summary.row("weight")?.display == "72.5 kg")
        #expect(summary.value("keto-level") == "trace" && summary.row("keto-level")?.display == "Trace")
        #expect(summary.value("water") == "yes" && summary.value("exercise") == "no")
        #expect(summary.value("alcohol") == "no")
        #expect(summary.calculated.first?.title == "Size" && summary.calculated.first?.display == "M")
        #expect(sandbox.checkinMarkers.isEmpty, "the open-check-in marker is cleared")
    }

    @Test func skipIsRefusedOnARequiredScreen() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(CheckinForms.health, id: "health")
        let result = try sandbox.run(["--form", "health"], input: "1\n:skip\n120\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("\"Blood pressure\" is required and cannot be skipped"), "\(result)")
        let summary = try sandbox.summary(form: "health")
        #expect(summary.value("mood") == "good" && summary.value("pressure") == "120")
        #expect(summary.row("doctor")?.answered == false, "an empty line leaves an optional screen unanswered")
        #expect(summary.state == "missing" && summary.missing == 1)
    }

    @Test func saveIsRefusedWhileARequiredScreenIsUnanswered() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(CheckinForms.health, id: "health")
        let result = try sandbox.run(["--form", "health"], input: "1\n:save\n")
        #expect(result.stderr.contains("cannot save: \"Blood pressure\" is required and unanswered"), "\(result)")
        #expect(result.status == 1, "the end of input cannot save either: \(result)")
        #expect(try sandbox.summary(form: "health").state == "no-check-in")
    }

    @Test func endOfInputSavesWhatWasConfirmed() throws {
        let sandbox = try CheckinSandbox()
        let result = try sandbox.run([], input: "72,5\n2\n")
        #expect(result.status == 0, "\(result)")
        let summary = try sandbox.summary()
        #expect(summary.value("weight") == "72.5" && summary.value("keto-level") == "trace")
        #expect(summary.row("water")?.answered == false)
        #expect(summary.state == "missing" && summary.missing == 6)
    }

    @Test func anEmptyLineAcceptsThePrefillAndAnUnconfirmedOneIsNotSaved() throws {
        let sandbox = try CheckinSandbox()
        #expect(try sandbox.run([], input: "72,5\n2\n").status == 0)
        sandbox.environment["FORMANZA_NOW"] = "2026-12-03T09:00:00Z"
        let result = try sandbox.run([], input: "\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Prefilled from your check-in of 2 Dec 2026: 72.5 kg"), "\(result)")
        #expect(result.stdout.contains("Prefilled from your check-in of 2 Dec 2026: Trace"))
        let summary = try sandbox.summary()
        #expect(summary.date == "2026-12-03")
        #expect(summary.value("weight") == "72.5", "Next on a proposal confirms it")
        #expect(summary.row("keto-level")?.answered == false, "a proposal only looked at is not saved")
    }

    @Test func aWrongEmailShapeIsRefused() throws {
        let sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(CheckinForms.health, id: "health")
        let result = try sandbox.run(["--form", "health"], input: "2\n120\nnot an email\nana@example.org\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("that does not look like an email address"), "\(result)")
        #expect(try sandbox.summary(form: "health").value("doctor") == "ana@example.org")
    }

    @Test func speaksSpanish() throws {
        let sandbox = try CheckinSandbox(language: "es_ES.UTF-8")
        try sandbox.createStore()
        try sandbox.writeForm(CheckinForms.health, id: "health")
        let list = try sandbox.run([], input: "")
        #expect(
            list.stdout.contains("1. Health — Sin registro hoy\n  2. Registro diario — Sin registro hoy"),
            "several forms: the list by title with the day's state: \(list)")
        let starter = try sandbox.run(["--form", "Registro diario"], input: "72,5\n")
        #expect(starter.status == 0, "\(starter)")
        #expect(starter.stdout.contains("[1 de 8] Peso"), "\(starter)")
        #expect(starter.stdout.contains("Faltan 7 respuestas"))
        let refused = try sandbox.run(["--form", "health"], input: ":omitir\n:omitir\n:guardar\n")
        #expect(refused.stderr.contains("«Blood pressure» es obligatoria y no se puede omitir"), "\(refused)")
        #expect(refused.stderr.contains("no se puede guardar: «Blood pressure» es obligatoria y no tiene respuesta"))
        sandbox.environment["FORMANZA_NOW"] = "2026-12-03T09:00:00Z"
        let next = try sandbox.run(["--form", "Registro diario"], input: "\n")
        #expect(next.stdout.contains("Precargado de tu registro del 2 dic. 2026: 72,5 kg"), "\(next)")
        #expect(try sandbox.summary(form: "Registro diario").row("weight")?.display == "72,5 kg")
    }
}
