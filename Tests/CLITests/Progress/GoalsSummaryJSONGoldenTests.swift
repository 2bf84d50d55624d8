import FormanzaBase
import Foundation
import Testing

/// `formanza goals --json` and `formanza summary --json` byte for byte, on the golden store of
/// `progress --json`: in both languages, on days that give the goals each status (not started,
/// under way, today) and a summary with every kind of answer, a day with a multi-photo answer
/// and a day with nothing answered. The files under Fixtures/goals-summary hold what the program
/// printed when they were made, so a change of writer must keep every byte. The store's
/// temporary directory and the photos' content hashes are replaced as in `ProgressJSONGoldenTests`;
/// `FORMANZA_RECORD_GOLDEN=1` rewrites the files from the current program (then `git diff` them).
@Suite struct GoalsSummaryJSONGoldenTests {
    struct Case {
        let file: String
        let language: String
        let arguments: [String]
    }

    static let english = "C.UTF-8"
    static let spanish = "es_ES.UTF-8"

    static let cases: [Case] = {
        let today = ProgressGoldenStore.today
        let yesterday = today.adding(days: -1).iso
        return [
            Case(file: "goals-en", language: english, arguments: ["goals", "--json"]),
            Case(file: "goals-es", language: spanish, arguments: ["goals", "--json"]),
            // Before either goal starts, and between the two starts.
            Case(
                file: "goals-en-not-started", language: english, arguments: ["goals", "--json", "--date", "2026-11-10"]),
            Case(
                file: "goals-es-one-started", language: spanish,
                arguments: ["goals", "--json", "--form", "golden", "--date", "2026-11-22"]),
            Case(file: "summary-en", language: english, arguments: ["summary", "--json", "--form", "golden"]),
            Case(file: "summary-es", language: spanish, arguments: ["summary", "--json", "--form", "golden"]),
            // The day with the multi-photo answer (its names as an object).
            Case(
                file: "summary-en-photos", language: english,
                arguments: ["summary", "--json", "--form", "golden", "--date", yesterday]),
            // Nothing recorded: every answer missing, calculated values waiting for their screens.
            Case(
                file: "summary-es-empty", language: spanish,
                arguments: ["summary", "--json", "--form", "golden", "--date", "2024-01-01"]),
        ]
    }()

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/goals-summary")

    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let record = ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDEN"] == "1"
        if record {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        }
        var seen = Set<String>()
        for golden in Self.cases {
            let result = try sandbox.run(golden.arguments, env: ["LANG": golden.language])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            let output = ProgressJSONGoldenTests.normalized(result.stdout, base: sandbox.base)
            let file = Self.directory.appendingPathComponent(golden.file + ".json")
            if record { try Data(output.utf8).write(to: file) }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(output == expected, "\(golden.file).json differs from the program's output")
            for mark in [
                "\"dataValue\" : ", "\"screen\" : ", "\"Side\" : ", "\"changeTone\" : ", "\"habit\"", "\"value\"",
            ] {
                if output.contains(mark) { seen.insert(mark) }
            }
        }
        // The files cover both kinds of goal, a change judged by a goal, a multi-photo answer,
        // and a calculated value waiting for a screen and for a data value.
        #expect(seen.count == 6, "\(seen)")
    }
}
