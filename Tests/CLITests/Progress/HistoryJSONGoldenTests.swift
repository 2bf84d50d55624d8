import Foundation
import Testing

/// `formanza history --json` byte for byte: the golden store's form over all its months in
/// English, one month in Spanish (the displayed values change with the language), and the
/// hostile form, whose highlighted value and unit hold text to escape.
@Suite struct HistoryJSONGoldenTests {
    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        try HostileGoldenForm.plant(in: sandbox)
        let cases: [(file: String, language: String, arguments: [String])] = [
            ("history-en", "C.UTF-8", ["history", "--form", "golden", "--json"]),
            ("history-es-month", "es_ES.UTF-8", ["history", "--form", "golden", "--month", "2026-11", "--json"]),
            ("history-hostile", "C.UTF-8", ["history", "--form", "hostile", "--json"]),
        ]
        for golden in cases {
            let result = try sandbox.run(golden.arguments, env: ["LANG": golden.language])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            try GoldenFile.expect(result.stdout, equals: "lists/\(golden.file).json")
        }
        let hostile = try sandbox.run(["history", "--form", "hostile", "--json"]).stdout
        // Escaped, not raw; the slash and the emoji as they are.
        #expect(hostile.contains(#"\u0001\u001b[2J\u007f\u0085\u202e\u2028\t🙂"#), "\(hostile)")
        #expect(hostile.contains(#"Q\"uo\\te/"#), "\(hostile)")
        #expect(hostile.contains("\"highlighted\" : null") == false)
    }
}
