import Foundation
import Testing

/// One edit of a form after answers were saved, as a person makes it on the command line.
struct FormEditAfterAnswers: Sendable, CustomStringConvertible {
    let description: String
    /// The commands of the edit, each run with --yes.
    let commands: [[String]]

    init(description: String, command: [String], deletesExtras: Bool = false) {
        self.init(description: description, commands: [command], deletesExtras: deletesExtras)
    }

    init(description: String, commands: [[String]], deletesExtras: Bool = false) {
        self.description = description
        self.commands = commands
        self.deletesExtras = deletesExtras
    }
    /// The edit deletes the Extras form (its rows are unknown to a fresh store).
    var deletesExtras = false
}

/// The store's own export imports back after every kind of edit: into the same store with
/// nothing changed, and into a fresh store given the form definitions, giving the same export.
@Suite struct RecordsRoundTripTests {
    static let edits: [FormEditAfterAnswers] = [
        .init(description: "range lowered", command: ["screen", "edit", "daily-check-in", "weight", "--max", "70"]),
        .init(
            description: "decimals lowered",
            command: ["screen", "edit", "daily-check-in", "weight", "--decimals", "0", "--step", "1"]),
        .init(
            description: "unit changed",
            commands: [
                ["calc", "remove", "daily-check-in", "size"],
                ["screen", "edit", "daily-check-in", "weight", "--unit", "lb"],
            ]),
        .init(
            description: "type changed",
            command: ["screen", "edit", "daily-check-in", "water", "--type", "number", "--unit", "L", "--max", "9"]),
        .init(description: "max length lowered", command: ["screen", "edit", "Extras", "Notes", "--max-length", "5"]),
        .init(
            description: "option removed from a single choice",
            command: ["screen", "edit", "daily-check-in", "keto-level", "--remove-option", "trace"]),
        .init(
            description: "option removed from a multiple choice",
            command: ["screen", "edit", "Extras", "Moods", "--remove-option", "tired"]),
        .init(
            description: "duration interval and hours lowered",
            command: ["screen", "edit", "Extras", "Walk", "--interval", "20", "--max-hours", "1"]),
        .init(
            description: "date limit changed", command: ["screen", "edit", "Extras", "Last", "--limit", "from-today"]),
        .init(description: "screen removed", command: ["screen", "remove", "daily-check-in", "exercise"]),
        .init(description: "form deleted", command: ["form", "delete", "Extras"], deletesExtras: true),
    ]

    /// The starter form and an Extras form with screens of most kinds, answered on three days.
    static func answeredStore() throws -> FormsSandbox {
        let box = try FormsSandbox()
        let setup: [[String]] = [
            ["answer", "weight=80.5", "keto-level=trace", "water=yes", "exercise=no", "--date", "2026-11-30"],
            ["answer", "weight=81.2", "keto-level=small", "water=no", "exercise=yes", "--date", "2026-12-01"],
            ["form", "new", "Extras"],
            ["screen", "add", "Extras", "--type", "text", "--title", "Notes", "--multiline"],
            [
                "screen", "add", "Extras", "--type", "multiple-choice", "--title", "Moods", "--options",
                "calm,tired,happy",
            ],
            ["screen", "add", "Extras", "--type", "duration", "--title", "Walk"],
            ["screen", "add", "Extras", "--type", "date", "--title", "Last"],
            ["screen", "add", "Extras", "--type", "time", "--title", "Bedtime"],
            ["screen", "add", "Extras", "--type", "date-time", "--title", "Dose"],
            ["screen", "add", "Extras", "--type", "color", "--title", "Shade"],
            ["screen", "add", "Extras", "--type", "email", "--title", "Mail"],
            [
                "answer", "--form", "Extras", "notes=Dijo \"hola\", luego\nse fue", "moods=calm,tired", "walk=1h30",
                "last=2026-11-20", "bedtime=22:30", "dose=2026-11-30T21:15", "shade=#1a2b3c", "mail=ana@example.com",
                "--date", "2026-11-30",
            ],
            ["answer", "--form", "Extras", "notes=Bien", "moods=happy", "walk=45", "--date", "2026-12-02"],
        ]
        for command in setup {
            let result = try box.run(command)
            #expect(result.status == 0, "\(command): \(result)")
        }
        return box
    }

    /// The Extras form's id (a new form's id is random): the one other than the starter form's.
    static func extrasID(_ box: FormsSandbox) throws -> String {
        let forms = try #require(try box.json("forms", "--json") as? [[String: Any]])
        return try #require(forms.compactMap { $0["id"] as? String }.first { $0 != "daily-check-in" })
    }

    @Test(arguments: edits) func theStoresOwnExportImportsBackAfter(_ edit: FormEditAfterAnswers) throws {
        let box = try Self.answeredStore()
        let extras = try Self.extrasID(box)
        for command in edit.commands {
            let edited = try box.run(command + ["--yes"])
            #expect(edited.status == 0, "\(edit): \(edited)")
        }
        let exported = try box.run("export")
        #expect(exported.status == 0)
        let lines = exported.stdout.split(separator: "\n")
        #expect(lines.count == 19, "every answer is exported, hidden ones too: \(exported.stdout)")

        // Into the same store: accepted whole, nothing changed.
        let same = try box.run("import-records", "-", input: exported.stdout)
        #expect(same.status == 0 && same.stdout.contains("19 record(s): 0 added or changed"), "\(edit): \(same)")
        #expect(try box.run("export").stdout == exported.stdout)

        // Into a fresh store with the forms that still exist.
        let fresh = try FormsSandbox()
        let forms = edit.deletesExtras ? ["daily-check-in"] : ["daily-check-in", extras]
        for form in forms {
            let file = try box.write(try box.run("form", "export", form).stdout, to: form + ".json")
            #expect(try fresh.run("form", "import", file, "--yes").status == 0)
        }
        let extrasRows = lines.filter { $0.contains(#""form":"\#(extras)""#) }.count
        #expect(extrasRows == 11)
        var arguments = ["import-records", "-"]
        if edit.deletesExtras {
            let refused = try fresh.run("import-records", "-", input: exported.stdout)
            #expect(
                refused.status == 1
                    && refused.stderr.contains("\(extrasRows) row(s) name forms this store doesn't have: \(extras);")
                    && refused.stderr.contains("--skip-unknown-forms"), "\(refused)")
            #expect(try fresh.run("export").stdout.isEmpty, "nothing was imported")
            arguments.append("--skip-unknown-forms")
        }
        let imported = try fresh.run(arguments, input: exported.stdout)
        let kept = edit.deletesExtras ? 19 - extrasRows : 19
        #expect(imported.status == 0 && imported.stdout.contains("\(kept) record(s): \(kept) added"), "\(imported)")
        #expect(
            imported.stdout.contains("Skipped \(extrasRows) row(s)") == edit.deletesExtras,
            "skipped rows are counted: \(imported)")
        let expected =
            edit.deletesExtras
            ? lines.filter { !$0.contains(#""form":"\#(extras)""#) }.map { $0 + "\n" }.joined() : exported.stdout
        #expect(try fresh.run("export").stdout == expected, "\(edit)")
        // What the fresh store shows is what the first one shows.
        for form in forms {
            #expect(
                try fresh.run("summary", "--form", form, "--date", "2026-11-30", "--json").stdout
                    == (try box.run("summary", "--form", form, "--date", "2026-11-30", "--json").stdout))
        }
    }

    @Test func aDeletedFormsRowsNeedNoFlagInTheStoreThatKeepsItsAnswers() throws {
        let box = try Self.answeredStore()
        let extras = try Self.extrasID(box)
        let exported = try box.run("export", "--form", "Extras").stdout
        #expect(exported.split(separator: "\n").count == 11)
        #expect(try box.run("form", "delete", "Extras", "--yes").status == 0)
        #expect(try box.run("export", "--form", extras).stdout == exported, "the answers stay")
        // Rows of the deleted form, changed: still taken by their saved type.
        let changed = exported.replacingOccurrences(of: #""value":"45""#, with: #""value":"50""#)
        let imported = try box.run("import-records", "-", input: changed)
        #expect(imported.status == 0 && imported.stdout.contains("1 added or changed"), "\(imported)")
        let typeless =
            #"{"form":"\#(extras)","day":"2026-12-01","screen":"s-walk","value":"50","savedAt":"2026-12-01T08:00:00Z"}"#
        let refused = try box.run("import-records", "-", input: typeless + "\n")
        #expect(refused.status == 1 && refused.stderr.contains("line 1: form \"\(extras)\" was deleted"), "\(refused)")
        let spanish = try box.run(["import-records", "-"], input: typeless + "\n", env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("línea 1: el formulario «\(extras)» se eliminó"), "\(spanish)")
    }

    @Test func unknownFormsAreCountedInBothLanguages() throws {
        let box = try FormsSandbox()
        let row = { (form: String) in
            #"{"form":"\#(form)","day":"2026-11-30","screen":"walk","type":"duration","value":"45","savedAt":"2026-11-30T08:00:00Z"}"#
        }
        let file = [row("one"), row("two"), row("one"), row("\\u001b[2J")].joined(separator: "\n") + "\n"
        let refused = try box.run("import-records", "-", input: file)
        #expect(
            refused.status == 1 && refused.stderr.contains("4 row(s) name forms this store doesn't have: one, two, "),
            "\(refused)")
        #expect(!refused.stderr.contains("\u{1b}"), "a form id from the file is never printed raw")
        let spanish = try box.run(["import-records", "-"], input: file, env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("4 filas nombran formularios que este almacén no tiene"), "\(spanish)")
        let skipped = try box.run(
            ["import-records", "-", "--skip-unknown-forms"], input: file, env: ["LANG": "es_ES.UTF-8"])
        #expect(skipped.status == 0 && skipped.stdout.contains("Se omitieron 4 filas"), "\(skipped)")
        #expect(try box.run("export").stdout.isEmpty)
        // A skipped row is still checked as far as it can be without its form.
        let bad = row("one").replacingOccurrences(of: #""value":"45""#, with: #""value":"-5""#)
        let badSkipped = try box.run(["import-records", "-", "--skip-unknown-forms"], input: bad + "\n")
        #expect(badSkipped.status == 1 && badSkipped.stderr.contains("line 1:"), "\(badSkipped)")
    }

    @Test func optionValuesWithCommasAreExportedAsAListAndComeBack() throws {
        let box = try FormsSandbox()
        let form = #"""
            {"schema":1,"id":"commas","title":"Commas","screens":[{"id":"pick","title":"Pick","kind":{
            "type":"multiple-choice","style":"list","options":[{"value":"a,b","label":"A and B"},{"value":"c","label":"C"}]}}]}
            """#
        let file = try box.write(form, to: "commas.json")
        let imported = try box.run("form", "import", file, "--yes")
        #expect(imported.status == 0, "\(imported)")
        #expect(try box.run("answer", "--form", "commas", "pick=1,2").status == 0)
        let exported = try box.run("export", "--form", "commas").stdout
        #expect(exported.contains(#""value":["a,b","c"]"#), "\(exported)")
        let again = try box.run("import-records", "-", input: exported)
        #expect(again.status == 0 && again.stdout.contains("0 added or changed"), "\(again)")
    }
}
