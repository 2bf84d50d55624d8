import Foundation
import Testing

/// `formanza photo compare --json` byte for byte on the golden store's photo screen: its first
/// and latest photos, and two days given. Paths are the sandbox's, written as `$STORE`, and the
/// photos' hashes as `HASH`.
@Suite struct PhotoCompareJSONGoldenTests {
    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let cases: [(file: String, arguments: [String])] = [
            ("photo-compare-first-latest", ["photo", "compare", "golden", "Front", "--json"]),
            (
                "photo-compare-days",
                ["photo", "compare", "golden", "Front", "--date", "2026-11-12", "--date", "2026-11-29", "--json"]
            ),
        ]
        for golden in cases {
            let result = try sandbox.run(golden.arguments)
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            let output = ProgressJSONGoldenTests.normalized(result.stdout, base: sandbox.base)
            try GoldenFile.expect(output, equals: "lists/\(golden.file).json")
        }
    }
}
