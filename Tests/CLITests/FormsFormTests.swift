import FormanzaBase
import Foundation
import Testing

/// `formanza form new|rename|delete|activate|deactivate|show|export` as a subprocess
/// (formanza(1)).
@Suite struct FormsFormTests {
    func forms(_ box: FormsSandbox) throws -> [[String: Any]] {
        try #require(try box.json("forms", "--json") as? [[String: Any]])
    }

    @Test func newCreatesAnActiveEmptyFormThatWaits() throws {
        let box = try FormsSandbox()
        let made = try box.run("form", "new", "Running")
        #expect(made.status == 0, "\(made)")
        #expect(made.stdout.contains("\"Running\"") && made.stdout.contains("no screens yet"))
        let running = try #require(try forms(box).first { $0["title"] as? String == "Running" })
        #expect(running["active"] as? Bool == true)
        #expect(running["screens"] as? Int == 0)
        #expect(running["reminds"] as? Bool == false)  // no screens: waits outside the plan
        let morning = try #require(running["morning"] as? [String: Any])
        #expect(morning["enabled"] as? Bool == true && morning["time"] as? String == "08:00")
        // A form without screens is not offered by check-in.
        let checkin = try box.run("answer", "--form", "Running", "x=1")
        #expect(checkin.status == 1 && checkin.stderr.contains("no screens"))
    }

    @Test func titlesAreCheckedAndDuplicatesRefused() throws {
        let box = try FormsSandbox()
        let duplicate = try box.run("form", "new", "daily CHECK-IN")
        #expect(duplicate.status == 1 && duplicate.stderr.contains("already exists"), "\(duplicate)")
        let empty = try box.run("form", "new", "  ")
        #expect(empty.status == 1 && empty.stderr.contains("empty"))
        let long = try box.run("form", "new", String(repeating: "x", count: 61))
        #expect(long.status == 1 && long.stderr.contains("60"))
        #expect(try box.run("form", "new").status == 2)
        #expect(try box.run("form", "new", "A", "B").status == 2)
        #expect(try box.run("form", "new", "A", "--json").status == 2)  // not an option of `new`
        #expect(try forms(box).count == 1)
    }

    @Test func renameKeepsTheIdAndRefusesATakenTitle() throws {
        let box = try FormsSandbox()
        try box.run("form", "new", "Running")
        let renamed = try box.run("form", "rename", "Daily check-in", "Mornings")
        #expect(renamed.status == 0, "\(renamed)")
        let titles = try forms(box).map { "\($0["id"]!)=\($0["title"]!)" }
        #expect(titles.contains("daily-check-in=Mornings"))
        let taken = try box.run("form", "rename", "mornings", "RUNNING")
        #expect(taken.status == 1 && taken.stderr.contains("Running"), "\(taken)")
        let missing = try box.run("form", "rename", "Nope", "X")
        #expect(missing.status == 1 && missing.stderr.contains("Nope"))
        // Changing only the case of its own title is allowed.
        #expect(try box.run("form", "rename", "mornings", "MORNINGS").status == 0)
    }

    @Test func deleteConfirmsKeepsAnswersAndNeverTakesTheLastForm() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "water=yes").status == 0)
        let last = try box.run("form", "delete", "Daily check-in", "--yes")
        #expect(last.status == 1 && last.stderr.contains("last form"), "\(last)")
        try box.run("form", "new", "Running")
        let unconfirmed = try box.run("form", "delete", "Daily check-in")
        #expect(unconfirmed.status == 1 && unconfirmed.stderr.contains("--yes"), "\(unconfirmed)")
        #expect(box.formBytes("daily-check-in") != nil)
        let deleted = try box.run("form", "delete", "Daily check-in", "--yes")
        #expect(deleted.status == 0, "\(deleted)")
        #expect(box.formBytes("daily-check-in") == nil)
        let day = try box.dayJSON("2026-12-02")
        #expect(day.contains("daily-check-in") && day.contains("water"))  // deleting a form keeps its answers
    }

    @Test func deleteAsksOnATerminal() throws {
        let box = try FormsSandbox()
        try box.run("form", "new", "Running")
        let declined = try box.runOnTerminal(["form", "delete", "Running"], input: "\n")
        #expect(declined.status == 1 && declined.stdout.contains("[y/N]"), "\(declined)")
        #expect(try forms(box).count == 2)
        let accepted = try box.runOnTerminal(["form", "delete", "Running"], input: "y\n")
        #expect(accepted.status == 0, "\(accepted)")
        #expect(try forms(box).count == 1)
    }

    @Test func activateAndDeactivateChangeWhatIsAskedNotWhatIsStored() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "water=yes").status == 0)
        let off = try box.run("form", "deactivate", "daily-check-in")
        #expect(off.status == 0 && off.stdout.contains("inactive"), "\(off)")
        #expect(try forms(box)[0]["active"] as? Bool == false)
        #expect(try box.run("form", "deactivate", "daily-check-in").stdout.contains("already"))
        #expect(try box.run("answer", "--form", "daily-check-in", "water=no").status == 1)
        #expect(try box.run("form", "activate", "Daily check-in").status == 0)
        #expect(try forms(box)[0]["active"] as? Bool == true)
        #expect(try box.summaryRows()["water"]?.value == "yes")
    }

    @Test func showPrintsTheDefinitionAndJSONIsTheExport() throws {
        let box = try FormsSandbox()
        let shown = try box.run("form", "show", "Daily check-in")
        #expect(shown.status == 0, "\(shown)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "  1. Weight — number: kg, 0–500, 1 decimal, step 0.1, unusual change 5 kg · highlighted   [weight]"))
        #expect(
            lines.contains { $0.hasPrefix("  2. Keto level — single choice: tiles (3 columns), negative=Negative") })
        #expect(lines.contains("Reminders: 08:00 on · 21:00 on"))
        #expect(lines.contains { $0.hasPrefix("  Size — ranges over Weight: M below 74 · L from 74") })
        #expect(lines.contains("Goals (0)"))
        let export = try box.run("form", "export", "daily-check-in")
        let json = try box.run("form", "show", "daily-check-in", "--json")
        #expect(export.status == 0 && json.status == 0)
        #expect(export.stdout == json.stdout)
        #expect(Data(export.stdout.utf8) == box.formBytes("daily-check-in"))  // the store file itself
    }

    @Test func spanishMessagesComeFromTheLocale() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let shown = try box.run("form", "show", "Registro diario")
        #expect(shown.stdout.contains("Pantallas (8)") && shown.stdout.contains("1. Peso — número: kg"), "\(shown)")
        let last = try box.run("form", "delete", "Registro diario", "--yes")
        #expect(last.stderr.contains("es el último formulario"), "\(last)")
    }

    @Test(arguments: ["form", "screen", "data", "calc"])
    func everyGroupAndSubcommandHasHelp(_ group: String) throws {
        let box = try FormsSandbox()
        let help = try box.run(group, "--help")
        #expect(help.status == 0 && help.stdout.contains("Subcommands:"), "\(help)")
        let subcommands = help.stdout.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.count > 2 && words[0] == "formanza" && words[1] == group ? String(words[2]) : nil
        }
        #expect(subcommands.count >= 4)
        for sub in subcommands {
            let one = try box.run(group, "help", sub)
            #expect(one.status == 0 && one.stdout.hasPrefix("Usage: formanza \(group) \(sub)"), "\(one)")
            #expect(try box.run(group, sub, "--help").status == 0)
        }
        #expect(try box.run(group, "frobnicate").status == 2)
        #expect(try box.run(group).status == 2)
    }
}
