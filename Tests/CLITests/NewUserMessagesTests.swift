import Foundation
import Testing

/// What annoyed a person trying `formanza` for the first time, each point through the real
/// program in English and Spanish: a problem told once naming its field, past days named,
/// number hints that fit, unknown screens answered with the nearest name, goals of a future
/// day, ids that would read as options, and Progress of an inactive form.
@Suite struct NewUserMessagesTests {
    static let languages = PolishTextTests.languages

    func spanish(_ language: String) -> Bool { language.hasPrefix("es") }

    @Test(arguments: languages) func aLongShortTitleIsToldOnceNamingTheShortTitle(language: String) throws {
        let box = try FormsSandbox(language: language)
        let refused = try box.run(
            "screen", "add", "daily-check-in", "--type", "text", "--title", "Tx", "--short",
            String(repeating: "s", count: 25))
        #expect(refused.status == 1, "\(refused)")
        let es = spanish(language)
        #expect(
            refused.stderr.contains(
                es ? "el título corto supera los 24 caracteres" : "the short title is longer than 24"),
            "\(refused)")
        #expect(!refused.stderr.contains(es ? "el título supera" : "the title is longer"), "\(refused)")
        #expect(refused.stderr.components(separatedBy: "24").count == 2, "told once: \(refused)")
    }

    @Test(arguments: languages) func aPastDayIsNamedNotCalledToday(language: String) throws {
        let box = try FormsSandbox(language: language)
        let es = spanish(language)
        let past = es ? "Sin registro el mar. 1 dic." : "No check-in on Tue 1 Dec"
        let empty = try box.run("summary", "--form", "daily-check-in", "--date", "2026-12-01")
        #expect(empty.status == 0 && empty.stdout.contains(past), "\(empty)")
        #expect(!empty.stdout.contains(es ? "hoy" : "today"), "\(empty)")
        let today = try box.run("summary", "--form", "daily-check-in")
        #expect(today.stdout.contains(es ? "Sin registro hoy" : "No check-in today"), "\(today)")
        #expect(try box.run("answer", "--date", "2026-12-01", "weight=80").status == 0)
        let removed = try box.run("remove", "weight", "--date", "2026-12-01")
        #expect(removed.status == 0 && removed.stdout.contains(past), "\(removed)")
        #expect(!removed.stdout.contains(es ? "hoy" : "today"), "\(removed)")
    }

    @Test(arguments: languages) func aDecimalOnAWholeNumberScreenGetsAHintThatFits(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(
            try box.run(
                "screen", "add", "daily-check-in", "--type", "number", "--title", "Reading", "--max", "1000",
                "--decimals", "0"
            ).status == 0)
        let es = spanish(language)
        let refused = try box.run("answer", "Reading=118,5")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains(es ? "tiene 1 cifra tras" : "has 1 digit after"), "\(refused)")
        #expect(
            refused.stderr.contains(
                es
                    ? "la coma se lee como separador decimal; escribe un número entero, como 118"
                    : "the comma is read as a decimal separator; write a whole number, such as 118"), "\(refused)")
        #expect(!refused.stderr.contains(es ? "miles" : "thousands"), "\(refused)")
        let thousands = try box.run("answer", "Reading=1,000")
        #expect(thousands.status == 1, "\(thousands)")
        #expect(
            thousands.stderr.contains(
                es ? "si separa los miles, escribe 1000" : "if it separates thousands, write 1000"),
            "\(thousands)")
        #expect(try box.summaryRows().values.allSatisfy { !$0.answered }, "nothing was saved")
    }

    @Test(arguments: languages) func anUnknownScreenNamesTheNearestAndWhereTheListIs(language: String) throws {
        let box = try FormsSandbox(language: language)
        let es = spanish(language)
        let typo = try box.run("answer", "Weigth=80")
        #expect(typo.status == 1, "\(typo)")
        #expect(
            typo.stderr.contains(es ? "¿querías decir «Peso» (weight)?" : "did you mean \"Weight\" (weight)?"),
            "\(typo)")
        #expect(typo.stderr.contains("formanza form show daily-check-in"), "\(typo)")
        #expect(!typo.stderr.contains("(keto-level)"), "not every screen on one line: \(typo)")
        let far = try box.run("answer", "Zzzzzz=1")
        #expect(far.status == 1 && far.stderr.contains("formanza form show daily-check-in"), "\(far)")
        #expect(!far.stderr.contains(es ? "querías decir" : "did you mean"), "nothing is near: \(far)")
    }

    @Test(arguments: languages) func goalsOfAFutureDaySayWhatCanBeShown(language: String) throws {
        let box = try FormsSandbox(language: language)
        let es = spanish(language)
        let refused = try box.run("goals", "--date", "2026-12-09")
        #expect(refused.status == 1, "\(refused)")
        #expect(
            refused.stderr.contains(
                es ? "los objetivos solo se pueden ver hasta hoy" : "goals can be shown for days up to today"),
            "\(refused)")
        #expect(!refused.stderr.contains(es ? "registr" : "recorded"), "\(refused)")
    }

    @Test(arguments: languages) func importedIdsStartWithALetterOrADigit(language: String) throws {
        let box = try FormsSandbox(language: language)
        let es = spanish(language)
        for (formID, screenID, bad) in [("-e", "ok", "-e"), ("fine", "--help", "--help"), ("_x", "ok", "_x")] {
            let file = try box.write(
                """
                {"id": "\(formID)", "title": "Odd \(formID)", "screens": [
                  {"id": "\(screenID)", "title": "Done", "kind": {"type": "yes-no"}}]}
                """, to: "odd.json")
            let refused = try box.run("form", "import", file)
            #expect(refused.status == 1, "\(refused)")
            #expect(
                refused.stderr.contains(
                    es
                        ? "el id «\(bad)» debe empezar por una letra o una cifra"
                        : "the id \"\(bad)\" must start with a letter or a digit"),
                "\(refused)")
            #expect(!(try box.run("forms").stdout.contains("Odd")), "nothing was imported")
        }
        let good = try box.write(
            """
            {"id": "9lives", "title": "Cat", "screens": [{"id": "fed", "title": "Fed", "kind": {"type": "yes-no"}}]}
            """, to: "good.json")
        #expect(try box.run("form", "import", good).status == 0)
        #expect(try box.run("form", "show", "9lives").status == 0)
    }

    @Test(arguments: languages) func progressOfAnInactiveFormIsNamedAndSaysSo(language: String) throws {
        let box = try FormsSandbox(language: language)
        let es = spanish(language)
        #expect(try box.run("form", "new", "Stretching").status == 0)
        #expect(try box.run("screen", "add", "Stretching", "--type", "yes-no", "--title", "Done").status == 0)
        #expect(try box.run("answer", "--form", "Stretching", "--date", "2026-11-30", "Done=yes").status == 0)
        #expect(try box.run("form", "deactivate", "Stretching").status == 0)
        let progress = try box.run("progress", "--form", "Stretching")
        #expect(progress.status == 0, "\(progress)")
        let lines = progress.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Stretching") == true, "titled with the form: \(progress)")
        #expect(
            progress.stdout.contains(es ? "«Stretching» está inactivo" : "\"Stretching\" is inactive"), "\(progress)")
        #expect(progress.stdout.contains(es ? "1 día completo de" : "1 complete day of"), "\(progress)")
        #expect(!progress.stdout.contains(es ? "1 días" : "1 complete days"), "\(progress)")
    }
}
