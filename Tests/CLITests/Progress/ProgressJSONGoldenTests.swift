import FormanzaBase
import Foundation
import Testing

/// `formanza progress --json` byte for byte: the output for the golden store in every period, in
/// both languages, and on an early day (no usual time yet) must equal the files under
/// Fixtures/progress. They hold what the program printed when they were made, so any change in
/// the writer's layout, key order or number text shows here. The store's temporary directory
/// and the photos' content hashes (which depend on libvips' JPEG encoder) are replaced by
/// `$STORE` and `HASH` before comparing. `FORMANZA_RECORD_GOLDEN=1` rewrites the files from
/// the current program (then `git diff` them) and still compares.
@Suite struct ProgressJSONGoldenTests {
    struct Case {
        let file: String
        let language: String
        let arguments: [String]
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for period in ["7d", "1m", "1y", "all"] {
            cases.append(Case(file: "en-\(period)", language: "C.UTF-8", arguments: ["--period", period]))
        }
        // Spanish: the habits card's title and the goals' words and dates.
        cases.append(Case(file: "es-1m", language: "es_ES.UTF-8", arguments: ["--period", "1m"]))
        // The first day answered: one check-in, so no usual time (`insight` is null).
        let first = ProgressGoldenStore.today.adding(days: -ProgressGoldenStore.offsets.max()!).iso
        cases.append(
            Case(file: "en-7d-first-day", language: "C.UTF-8", arguments: ["--period", "7d", "--date", first]))
        // The day before: nothing recorded yet, so no highlighted value and empty cards.
        let before = ProgressGoldenStore.today.adding(days: -ProgressGoldenStore.offsets.max()! - 1).iso
        cases.append(Case(file: "en-1m-before", language: "C.UTF-8", arguments: ["--period", "1m", "--date", before]))
        return cases
    }()

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/progress")

    /// The output with what differs from run to run or machine to machine replaced.
    static func normalized(_ output: String, base: String) -> String {
        output.replacingOccurrences(of: base, with: "$STORE").replacing(
            #/photos/[0-9a-f]{32}-/#, with: "photos/HASH-")
    }

    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let record = ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDEN"] == "1"
        if record {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        }
        var kinds = Set<String>()
        var insights: [Bool] = []
        for golden in Self.cases {
            let result = try sandbox.run(["progress", "--json"] + golden.arguments, env: ["LANG": golden.language])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            let output = Self.normalized(result.stdout, base: sandbox.base)
            let file = Self.directory.appendingPathComponent(golden.file + ".json")
            if record { try Data(output.utf8).write(to: file) }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(output == expected, "\(golden.file).json differs from the program's output")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            for card in object["cards"] as? [[String: Any]] ?? [] { kinds.insert(card["type"] as? String ?? "") }
            insights.append(!(object["insight"] is NSNull))
        }
        // The files cover every kind of card and both an insight and its absence.
        #expect(kinds == ["number", "habits", "steps", "counts", "time", "color", "photos"])
        #expect(insights.contains(true) && insights.contains(false))
    }
}
