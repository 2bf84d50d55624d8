import Foundation
import Testing

/// `formanza forms --json` byte for byte on the golden store of `progress --json` (a form with
/// goals and an inactive one without), in both languages. The files under Fixtures/forms hold
/// what the program printed when they were made; `FORMANZA_RECORD_GOLDEN=1` rewrites them from
/// the current program (then `git diff` them).
@Suite struct FormsJSONGoldenTests {
    static let cases: [(file: String, language: String, arguments: [String])] = [
        ("forms-en", "C.UTF-8", ["forms", "--json"]),
        ("forms-es", "es_ES.UTF-8", ["forms", "--json"]),
    ]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/forms")

    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let record = ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDEN"] == "1"
        if record {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        }
        var nearest: [Bool] = []
        for golden in Self.cases {
            let result = try sandbox.run(golden.arguments, env: ["LANG": golden.language])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            let output = ProgressJSONGoldenTests.normalized(result.stdout, base: sandbox.base)
            let file = Self.directory.appendingPathComponent(golden.file + ".json")
            if record { try Data(output.utf8).write(to: file) }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(output == expected, "\(golden.file).json differs from the program's output")
            nearest.append(output.contains("\"nearestGoal\" : null"))
            nearest.append(output.contains("\"nearestGoal\" : {"))
        }
        // A form with a nearest goal and one without (`null`, the key still there).
        #expect(nearest.allSatisfy { $0 }, "\(nearest)")
    }
}
