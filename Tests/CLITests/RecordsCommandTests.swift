import Foundation
import Testing

/// `formanza export`, `import-records`, `store backup` and `store check` as a person runs them.
@Suite struct RecordsCommandTests {
    /// A store with answers of several kinds on two days, one of them hidden by a type change.
    func filledBox() throws -> FormsSandbox {
        let box = try FormsSandbox()
        #expect(
            try box.run("answer", "weight=80.5", "water=yes", "keto-level=trace", "--date", "2026-12-01").status == 0)
        #expect(try box.run("answer", "weight=81", "exercise=no").status == 0)
        #expect(try box.run("screen", "add", "daily-check-in", "--type", "text", "--title", "Notes").status == 0)
        #expect(try box.run("answer", "notes=Dijo \"hola\", luego\tse fue").status == 0)
        let edit = try box.run(
            "screen", "edit", "daily-check-in", "water", "--type", "number", "--unit", "L", "--max", "10")
        #expect(edit.status == 0, "\(edit)")
        return box
    }

    @Test func exportThenImportIntoAFreshStoreGivesTheSameRecords() throws {
        let box = try filledBox()
        let exported = try box.run("export")
        #expect(exported.status == 0)
        let lines = exported.stdout.split(separator: "\n")
        #expect(lines.count == 6, "\(exported.stdout)")
        #expect(
            exported.stdout.contains(#""screen":"water","type":"yes-no","value":"yes""#),
            "the hidden answer is exported")
        let form = try box.write(try box.run("form", "export", "daily-check-in").stdout, to: "form.json")
        let records = try box.write(exported.stdout, to: "records.jsonl")

        let fresh = try FormsSandbox()
        #expect(try fresh.run("form", "import", form, "--yes").status == 0)
        let imported = try fresh.run("import-records", records)
        #expect(imported.status == 0 && imported.stdout.contains("6 added or changed"), "\(imported)")
        #expect(try fresh.run("export").stdout == exported.stdout)
        let again = try fresh.run("import-records", "-", input: exported.stdout)
        #expect(again.status == 0 && again.stdout.contains("0 added or changed, 6 already there"), "\(again)")
        #expect(try fresh.run("export").stdout == exported.stdout)
    }

    @Test func csvHasAHeaderAndQuotesWhatNeedsIt() throws {
        let box = try filledBox()
        let csv = try box.run("export", "--format", "csv", "--form", "Daily check-in")
        #expect(csv.status == 0)
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "form,day,screen,type,unit,value,savedAt")
        #expect(lines.contains { $0.hasPrefix("daily-check-in,2026-12-01,weight,number,kg,80.5,") })
        #expect(csv.stdout.contains(#",text,,"Dijo ""hola"", luego\#tse fue","#), "\(csv.stdout)")
        #expect(try box.run("export", "--format", "xml").status == 2)
        #expect(try box.run("export", "--form", "Nope").status == 1)
    }

    @Test func theFirstBadRowRefusesTheWholeFileWithItsLineNumber() throws {
        let box = try FormsSandbox()
        let good =
            #"{"form":"daily-check-in","day":"2026-11-30","screen":"weight","value":"80","savedAt":"2026-11-30T08:00:00Z"}"#
        let cases: [(String, String)] = [
            (
                #"{"form":"daily-check-in","day":"2026-11-30","screen":"weight","value":"800","savedAt":"2026-11-30T08:00:00Z"}"#,
                "outside"
            ),
            (
                #"{"form":"daily-check-in","day":"2026-11-30","screen":"weight","type":"number","value":"heavy","savedAt":"2026-11-30T08:00:00Z"}"#,
                "is not a value of type number"
            ),
            (
                #"{"form":"daily-check-in","day":"2027-01-01","screen":"weight","value":"80","savedAt":"2026-11-30T08:00:00Z"}"#,
                "in the future"
            ),
            (
                #"{"form":"daily-check-in","day":"2026-11-30","screen":"water","value":"maybe","savedAt":"2026-11-30T08:00:00Z"}"#,
                "Water"
            ),
            (
                #"{"form":"daily-check-in","day":"2026-11-30","screen":"weight","value":"80","savedAt":"yesterday"}"#,
                "savedAt"
            ),
            ("{\"form\": \"daily-check-in\", \"day\": \"2026-11-30\u{1b}[2J\", ", "not a record"),
        ]
        for (bad, reason) in cases {
            let file = try box.write(good + "\n\n" + bad + "\n" + good + "\n", to: "bad.jsonl")
            let result = try box.run("import-records", file)
            #expect(
                result.status == 1 && result.stderr.contains("line 3:") && result.stderr.contains(reason), "\(result)")
            #expect(!result.stderr.contains("\u{1b}"), "control bytes are never printed raw")
            #expect(try box.run("export").stdout.isEmpty, "nothing was imported")
        }
        let spanish = try box.run(["import-records", "-"], input: "[]\n", env: ["LANG": "es_ES.UTF-8"])
        #expect(
            spanish.status == 1 && spanish.stderr.contains("línea 1") && spanish.stderr.contains("No se importó nada"),
            "\(spanish)")
    }

    @Test func backupIsAWholeCopyAndCheckSaysTheStoreIsWhole() throws {
        let box = try filledBox()
        let backup = box.base + "/copy.db"
        let made = try box.run("store", "backup", backup)
        #expect(made.status == 0 && made.stdout.contains(backup), "\(made)")
        let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try StoreReading.count(database: backup, "SELECT count(*) FROM answers") == 6)
        #expect(try box.run("store", "backup", backup).status == 1, "an existing file is never overwritten")
        let check = try box.run("store", "check")
        #expect(check.status == 0 && check.stdout.contains("integrity check ok"), "\(check)")
        for help in [["export", "--help"], ["import-records", "--help"], ["store", "--help"]] {
            #expect(try box.run(help).stdout.contains("Usage:"), "\(help)")
            #expect(try box.run(help, env: ["LANG": "es_ES.UTF-8"]).stdout.contains("Uso:"), "\(help)")
        }
    }

    @Test func checkNamesADamagedAnswer() throws {
        let box = try filledBox()
        try StoreReading.execute(root: box.storeRoot, "UPDATE answers SET value = 'heavy' WHERE screen = 'weight'")
        let check = try box.run("store", "check")
        #expect(
            check.status == 1
                && check.stderr.contains(
                    "answers row form=daily-check-in day=2026-12-01 screen=weight: the value does not fit its type \"number\""
                ),
            "\(check)")
    }
}
