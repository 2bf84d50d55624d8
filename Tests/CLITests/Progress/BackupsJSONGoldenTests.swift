import Foundation
import Testing

/// `formanza store backups --json` byte for byte: a copy of the golden store (its answers
/// counted) and a file named like a backup that is not a store (`answers` null). The copy's
/// size is the store file's, written as `SIZE`; the folder as `$STORE`.
@Suite struct BackupsJSONGoldenTests {
    @Test func outputEqualsTheGoldenFile() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let folder = sandbox.base + "/.local/state/formanza/backups"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let root = sandbox.base + "/data/formanza"
        let store = try #require(
            try FileManager.default.contentsOfDirectory(atPath: root).first { $0.hasSuffix(".db") })
        try FileManager.default.copyItem(atPath: root + "/" + store, toPath: folder + "/store-2026-12-01.db")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: folder + "/store-2026-11-30.db"))
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: folder + "/store-2026-12-01.db")[.size] as? Int)
        let result = try sandbox.run(["store", "backups", "--json"])
        try #require(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let output = ProgressJSONGoldenTests.normalized(result.stdout, base: sandbox.base)
            .replacingOccurrences(of: "\"bytes\" : \(size),", with: "\"bytes\" : SIZE,")
        try GoldenFile.expect(output, equals: "lists/backups.json")
        #expect(output.contains("\"answers\" : null"), "\(output)")
    }
}
