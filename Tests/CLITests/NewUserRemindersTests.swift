import Foundation
import Testing

/// "Reminders are not running" where reminders matter (check-in, `forms`, `reminders`), at
/// most once a day; and the Spanish words a native speaker would use for reminders that are
/// on, ranges below a bound and a calculated value still waiting for an answer.
@Suite struct NewUserRemindersTests {
    static let warning = [
        "C.UTF-8": "reminders are not running", "es_ES.UTF-8": "los recordatorios no están en marcha",
    ]

    @Test(arguments: PolishTextTests.languages) func theHintIsSaidWhereRemindersMatterOnceADay(language: String) throws
    {
        let box = try FormsSandbox(language: language)
        let warning = try #require(Self.warning[language])
        let memory = box.base + "/.local/state/formanza/reminders-hint-day"
        // The sandbox's first `forms` said it today, and remembered the day.
        #expect((try? String(contentsOfFile: memory, encoding: .utf8))?.hasPrefix("2026-12-02") == true)
        for arguments in [["forms"], ["reminders", "daily-check-in"], ["calc", "list", "daily-check-in"]] {
            let again = try box.run(arguments)
            #expect(again.status == 0 && !again.stderr.contains(warning), "not again today: \(arguments) \(again)")
        }
        let tomorrow = ["FORMANZA_NOW": "2026-12-03T10:00:00Z"]
        for arguments in [["calc", "list", "daily-check-in"], ["form", "show", "daily-check-in"], ["goals"]] {
            let other = try box.run(arguments, env: tomorrow)
            #expect(
                other.status == 0 && !other.stderr.contains(warning), "reminders do not matter: \(arguments) \(other)")
        }
        #expect(try box.run("form", "new", "Solo").status == 0)
        #expect(try box.run("screen", "add", "Solo", "--type", "yes-no", "--title", "Done").status == 0)
        let checkin = try box.run(["checkin", "--form", "Solo", "--line"], input: "yes\n", env: tomorrow)
        #expect(checkin.status == 0 && checkin.stderr.contains(warning), "the next day's check-in says it: \(checkin)")
        let forms = try box.run(["forms"], env: tomorrow)
        #expect(forms.status == 0 && !forms.stderr.contains(warning), "once that day: \(forms)")
        #expect((try? String(contentsOfFile: memory, encoding: .utf8))?.hasPrefix("2026-12-03") == true)
    }

    @Test func spanishSaysActivadoPorDebajoDeAndAFullSentence() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let forms = try box.run("forms")
        #expect(forms.stdout.contains("08:00 activado · 21:00 activado"), "\(forms)")
        #expect(!forms.stdout.contains(" sí"), "\(forms)")
        #expect(try box.run("reminders", "daily-check-in", "--evening", "off").status == 0)
        let show = try box.run("reminders", "daily-check-in")
        #expect(show.stdout.contains("21:00 desactivado"), "\(show)")
        let calc = try box.run("calc", "list", "daily-check-in")
        #expect(calc.stdout.contains("por debajo de 74") && !calc.stdout.contains(" bajo 74"), "\(calc)")
        let summary = try box.run("summary", "--form", "daily-check-in")
        #expect(summary.stdout.contains("falta una respuesta que necesita"), "\(summary)")
        #expect(!summary.stdout.contains("que usa\n"), "\(summary)")
        let english = try FormsSandbox().run("forms")
        #expect(english.stdout.contains("08:00 on · 21:00 on"), "\(english)")
    }
}
