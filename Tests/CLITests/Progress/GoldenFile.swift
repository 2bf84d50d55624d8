import FormanzaModel
import Foundation
import Testing

/// Compares an output with its file under Fixtures, byte for byte. The files hold what the
/// program printed when they were made; `FORMANZA_RECORD_GOLDEN=1` rewrites them from the
/// current program (then `git diff` them).
enum GoldenFile {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `name` is a path under Fixtures, such as `lists/history-en.json`.
    static func expect(_ output: String, equals name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let file = fixtures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(output == expected, "\(name) differs from the program's output", sourceLocation: sourceLocation)
    }
}

/// A form no command would make, planted in the golden store: its titles, unit and answers
/// hold what a JSON writer must escape or keep as is (C0 and C1 controls, an escape sequence,
/// DEL, a bidirectional override, the line separator, quotes, backslashes, slashes, an emoji and
/// accented letters).
enum HostileGoldenForm {
    static let text = "Q\"uo\\te/ \u{01}\u{1B}[2J\u{7F}\u{85}\u{202E}\u{2028}\t🙂 año"

    static func plant(in sandbox: CheckinSandbox) throws {
        let form: [String: Any] = [
            "schema": 1, "id": "hostile", "title": "Form " + text, "active": true,
            "reminders": [
                "morning": ["enabled": false, "time": "08:00"], "evening": ["enabled": false, "time": "21:00"],
            ],
            "screens": [
                [
                    "id": "size", "title": "Size " + text, "shortTitle": "S " + text, "highlight": true,
                    "kind": ["type": "number", "unit": "u" + text, "min": 0, "max": 300, "decimals": 1, "step": 0.1],
                ],
                ["id": "note", "title": "Note " + text, "kind": ["type": "text"]],
            ],
            "calculated": [
                [
                    "type": "formula", "id": "twice", "title": "Twice " + text, "decimals": 1, "unit": "u" + text,
                    "tokens": [["screen": "size"], ["op": "*"], ["number": 2]],
                ]
            ],
            "goals": [],
        ]
        let json = try JSONSerialization.data(withJSONObject: form, options: [.sortedKeys])
        try sandbox.writeForm(String(decoding: json, as: UTF8.self), id: "hostile")
        for (day, size) in [("2026-11-30", "12.5"), ("2026-12-02", "7")] {
            let result = try sandbox.run(["answer", "--form", "hostile", "--date", day, "size=" + size, "note=" + text])
            try #require(result.status == 0, "\(result)")
        }
    }
}
