import Foundation
import Testing

/// `formanza form import` and `form edit` (screens keep their ids, so answers find them again):
/// definitions come back in, checked like the editors check them; nothing changes unless they pass.
@Suite struct FormsImportEditTests {
    /// The starter form's export without the screen `id`.
    func withoutScreen(_ export: String, _ id: String) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        object["screens"] = (object["screens"] as? [[String: Any]] ?? []).filter { $0["id"] as? String != id }
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func exportRemoveImportHidesAndReimportBringsAnswersBack() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "water=yes", "weight=81.5").status == 0)
        let full = try box.write(try box.run("form", "export", "Daily check-in").stdout, to: "full.json")
        let less = try box.write(
            try withoutScreen(try String(contentsOfFile: full, encoding: .utf8), "water"), to: "less.json")

        let removed = try box.run("form", "import", less)
        #expect(removed.status == 0 && removed.stdout.contains("7 screens"), "\(removed)")
        var rows = try box.summaryRows()
        #expect(rows["water"] == nil)  // hidden: the screen is gone
        #expect(rows["weight"]?.value == "81.5")
        let day = try box.dayJSON("2026-12-02")
        #expect(day.contains("\"water\""))  // but kept on disk

        let back = try box.run("form", "import", full)
        #expect(back.status == 0 && back.stdout.contains("8 screens"), "\(back)")
        rows = try box.summaryRows()
        #expect(rows["water"]?.answered == true && rows["water"]?.value == "yes")  // same id, same answers
        let exported =
            try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: full)))
            as? NSDictionary
        let stored =
            try JSONSerialization.jsonObject(with: try #require(box.formBytes("daily-check-in"))) as? NSDictionary
        #expect(exported != nil && exported == stored)
    }

    @Test func aMalformedImportIsRefusedAndNothingChanges() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let broken = try box.write(#"{"id": "daily-check-in", "title": "Broken", "screens": ["#, to: "broken.json")
        let result = try box.run("form", "import", broken)
        #expect(
            result.status == 1 && result.stderr.contains("broken.json") && result.stderr.contains("not valid JSON"),
            "\(result)")
        #expect(box.formBytes("daily-check-in") == before)
        let fromStdin = try box.run(["form", "import", "-"], input: "[1, 2]")
        #expect(fromStdin.status == 1 && fromStdin.stderr.contains("standard input"), "\(fromStdin)")
        #expect(try box.run("form", "import", box.base + "/nope.json").status == 1)
        #expect(box.formBytes("daily-check-in") == before)
        #expect(try StoreReading.formIDs(root: box.storeRoot) == ["daily-check-in"])
    }

    @Test func anInvalidDefinitionIsRefusedWithItsFirstProblem() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let export = try box.run("form", "export", "daily-check-in").stdout
        let tooBig = try box.write(
            export.replacingOccurrences(of: "\"max\" : 500", with: "\"max\" : 5000000"), to: "big.json")
        let result = try box.run("form", "import", tooBig)
        #expect(
            result.status == 1 && result.stderr.contains("screen \"Weight\": the maximum must be 999 999 or less"),
            "\(result)")
        #expect(box.formBytes("daily-check-in") == before)
    }

    @Test func anUnknownIdCreatesAFormFromStdin() throws {
        let box = try FormsSandbox()
        let export = try box.run("form", "export", "daily-check-in").stdout
        let copy = export.replacingOccurrences(of: "\"id\" : \"daily-check-in\"", with: "\"id\" : \"copy\"")
        let sameTitle = try box.run(["form", "import", "-"], input: copy)
        #expect(sameTitle.status == 1 && sameTitle.stderr.contains("already exists"), "\(sameTitle)")
        let renamed = copy.replacingOccurrences(of: "\"title\" : \"Daily check-in\"", with: "\"title\" : \"Copy\"")
        let created = try box.run(["form", "import", "-"], input: renamed)
        #expect(created.status == 0 && created.stdout.contains("new form"), "\(created)")
        #expect(box.formBytes("copy") != nil)
        #expect(try box.run(["form", "import", "-"], input: renamed).stdout.contains("nothing changed"))
    }

    @Test func editSavesAValidChange() throws {
        let box = try FormsSandbox()
        let editor = try box.script(
            "rename-alcohol.sh", #"sed -i 's/"title" : "Alcohol"/"title" : "No alcohol"/' "$1""#)
        let result = try box.run(["form", "edit", "Daily check-in"], env: ["EDITOR": editor])
        #expect(result.status == 0 && result.stdout.contains("Saved"), "\(result)")
        #expect(try box.run("form", "show", "daily-check-in").stdout.contains("8. No alcohol — yes/no"))
        // $VISUAL wins over $EDITOR; the words are split without a shell.
        let visual = try box.run(
            ["form", "edit", "daily-check-in"],
            env: ["VISUAL": "sed -i s/No\\ alcohol/Sober/", "EDITOR": "false"])
        #expect(visual.status == 0, "\(visual)")
        #expect(try box.run("form", "show", "daily-check-in").stdout.contains("8. Sober — yes/no"))
    }

    @Test func anUnchangedFileSaysSo() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let result = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": "true"])
        #expect(result.status == 0 && result.stdout.contains("No changes"), "\(result)")
        #expect(box.formBytes("daily-check-in") == before)
        let failing = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": "false"])
        #expect(failing.status == 1 && failing.stderr.contains("exited with status 1"), "\(failing)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: box.base + "/run/formanza").filter {
            $0.hasPrefix("form-")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func anInvalidEditWithoutATerminalIsRefusedUnchanged() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let editor = try box.script("break.sh", #"sed -i 's/"max" : 500/"max" : 5000000/' "$1""#)
        let result = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": editor])
        #expect(result.status == 1 && result.stderr.contains("999 999"), "\(result)")
        #expect(box.formBytes("daily-check-in") == before)
    }

    @Test func anInvalidEditThenAbortLeavesTheFormUnchanged() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let editor = try box.script("break.sh", #"sed -i 's/"max" : 500/"max" : 5000000/' "$1""#)
        let result = try box.runOnTerminal(["form", "edit", "daily-check-in"], input: "a\n", env: ["EDITOR": editor])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("999 999") && result.stdout.contains("(e)dit again or (a)bort"))
        #expect(result.stdout.contains("unchanged"))
        #expect(box.formBytes("daily-check-in") == before)
    }

    @Test func anInvalidEditCanBeEditedAgain() throws {
        let box = try FormsSandbox()
        // First run breaks the maximum; the second run (edit again) puts a valid one.
        let editor = try box.script(
            "twice.sh",
            """
            if [ -e "$(dirname "$0")/ran" ]; then sed -i 's/"max" : 5000000/"max" : 400/' "$1"
            else touch "$(dirname "$0")/ran"; sed -i 's/"max" : 500/"max" : 5000000/' "$1"; fi
            """)
        let result = try box.runOnTerminal(["form", "edit", "daily-check-in"], input: "e\n", env: ["EDITOR": editor])
        #expect(result.status == 0 && result.stdout.contains("Saved"), "\(result)")
        #expect(try box.run("form", "show", "daily-check-in").stdout.contains("Weight — number: kg, 0–400"))
    }

    @Test func editRefusesAChangedIdAndALockedUnit() throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let newID = try box.script("id.sh", #"sed -i 's/"id" : "daily-check-in"/"id" : "other"/' "$1""#)
        let id = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": newID])
        #expect(id.status == 1 && id.stderr.contains("form import"), "\(id)")
        let pounds = try box.script("lb.sh", #"sed -i 's/"unit" : "kg"/"unit" : "lb"/' "$1""#)
        let locked = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": pounds])
        #expect(locked.status == 1 && locked.stderr.contains("locked while the calculated value \"Size\""), "\(locked)")
        #expect(box.formBytes("daily-check-in") == before)
    }

    @Test func removingAReadScreenInTheEditorAsksOnceAndRemovesBoth() throws {
        let box = try FormsSandbox()
        let export = try box.run("form", "export", "daily-check-in").stdout
        let editedText = try withoutScreen(export, "weight")
        let edited = try box.write(editedText, to: "edited.json")
        let editor = try box.script("cp.sh", "cp '\(edited)' \"$1\"")
        let unconfirmed = try box.run(["form", "edit", "daily-check-in"], env: ["EDITOR": editor])
        #expect(
            unconfirmed.status == 1 && unconfirmed.stderr.contains("\"Size\"") && unconfirmed.stderr.contains("--yes"),
            "\(unconfirmed)")
        let confirmed = try box.run(["form", "edit", "daily-check-in", "--yes"], env: ["EDITOR": editor])
        #expect(confirmed.status == 0, "\(confirmed)")
        let shown = try box.run("form", "show", "daily-check-in").stdout
        #expect(!shown.contains("Weight") && shown.contains("Calculated values (0)"))
    }
}
