import Foundation
import Testing

/// `formanza photo compare --json` byte for byte on the golden store's photo screen (its first
/// and latest photos, and two days given) and on a planted multi-photo screen whose photos'
/// names hold text to escape. Paths are the sandbox's, written as `$STORE`, and the photos'
/// hashes as `HASH`.
@Suite struct PhotoCompareJSONGoldenTests {
    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        try plantAlbum(in: sandbox)
        let cases: [(file: String, arguments: [String])] = [
            ("photo-compare-first-latest", ["photo", "compare", "golden", "Front", "--json"]),
            (
                "photo-compare-days",
                ["photo", "compare", "golden", "Front", "--date", "2026-11-12", "--date", "2026-11-29", "--json"]
            ),
            ("photo-compare-names", ["photo", "compare", "album", "poses", "--json"]),
        ]
        for golden in cases {
            let result = try sandbox.run(golden.arguments)
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            let output = ProgressJSONGoldenTests.normalized(result.stdout, base: sandbox.base)
            try GoldenFile.expect(output, equals: "lists/\(golden.file).json")
        }
    }

    /// A name a multi-photo screen can hold (24 characters at most) with what must be escaped.
    static let hostileName = "S\"\\/\u{01}\u{1B}[\u{7F}\u{85}\u{202E}\u{2028}🙂ñ"

    /// The form `album`: one multi-photo screen named `hostileName` and "Back", answered on two
    /// days.
    func plantAlbum(in sandbox: CheckinSandbox) throws {
        let form: [String: Any] = [
            "schema": 1, "id": "album", "title": "Album", "active": true,
            "reminders": [
                "morning": ["enabled": false, "time": "08:00"], "evening": ["enabled": false, "time": "21:00"],
            ],
            "screens": [
                [
                    "id": "poses", "title": "Poses",
                    "kind": ["type": "multi-photo", "names": [Self.hostileName, "Back"]],
                ]
            ],
            "calculated": [], "goals": [],
        ]
        let json = try JSONSerialization.data(withJSONObject: form, options: [.sortedKeys])
        try sandbox.writeForm(String(decoding: json, as: UTF8.self), id: "album")
        for (index, day) in ["2026-11-20", "2026-12-02"].enumerated() {
            let front = sandbox.base + "/album-\(index)-a.jpg"
            let back = sandbox.base + "/album-\(index)-b.jpg"
            try PhotoSamples.write(front, width: 320 + index, height: 480)
            try PhotoSamples.write(back, width: 330 + index, height: 480)
            let answer = "poses=\(Self.hostileName):\(front),Back:\(back)"
            let result = try sandbox.run(["answer", "--form", "album", "--date", day, answer])
            try #require(result.status == 0, "\(result)")
        }
    }
}
