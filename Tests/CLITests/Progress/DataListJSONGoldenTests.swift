import Foundation
import Testing

/// `formanza data list --json` byte for byte: the golden store's number (read by calculated
/// values) plus a date and a number without a unit that nothing reads, whose absent members are
/// left out. Ids are drawn at random, so each is replaced by `d-ID` before comparing. The file
/// under Fixtures/data holds what the program printed when it was made;
/// `FORMANZA_RECORD_GOLDEN=1` rewrites it from the current program (then `git diff` it).
@Suite struct DataListJSONGoldenTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/data/data-list.json")

    @Test func outputEqualsTheGoldenFile() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        for arguments in [
            ["data", "set", "Birthday", "--date", "1990-05-01"], ["data", "set", "Steps \"goal\"", "8000"],
        ] {
            let set = try sandbox.run(arguments)
            try #require(set.status == 0, "\(arguments): \(set)")
        }
        let result = try sandbox.run(["data", "list", "--json"])
        try #require(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let output = result.stdout.replacing(#/"d-[0-9a-f]{8}"/#, with: "\"d-ID\"")
        if ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: Self.file)
        }
        let expected = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(output == expected, "data-list.json differs from the program's output")
        #expect(output.contains("\"date\" : \"1990-05-01\""))
        #expect(output.contains("\"readBy\" : [\n      \"BMI\""), "\(output)")
    }
}
