import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaRemind

/// formanza-remind(1) and remind.conf(5) cannot drift from the programs: every command and
/// option of the daemon's command table (also listed by its `--help`), and every key the settings
/// parser knows appear in the pages.
@Suite struct RemindManPageTests {
    static func page(_ file: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("doc/" + file), encoding: .utf8)
    }

    static func environment() -> [String: String] {
        ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": "/nonexistent"]
    }

    @Test func everyCommandAndOptionOfFormanzaRemindIsInItsManPageAndHelp() throws {
        let page = try Self.page("formanza-remind.1.scd")
        let overview = try BuiltProducts.run("formanza-remind", ["--help"], environment: Self.environment())
        let sections = page.components(separatedBy: "\n## ").dropFirst()
        for entry in RemindCommandTable.entries {
            #expect(
                overview.stdout.contains("\n  \(entry.name) "), "formanza-remind --help does not list \(entry.name)")
            let section = try #require(
                sections.first { $0.hasPrefix(entry.name + "\n") },
                "formanza-remind.1.scd has no section ## \(entry.name)")
            for option in entry.options(.en) {
                #expect(
                    section.contains("*--\(option.name)*"),
                    "formanza-remind.1.scd, ## \(entry.name): --\(option.name) is missing")
            }
        }
    }

    @Test func everyKeyOfRemindConfIsInItsManPage() throws {
        let page = try Self.page("remind.conf.5.scd")
        guard case .failure(let problem) = RemindSettings.parse("no-such-key = 1") else {
            Issue.record("an unknown key was accepted")
            return
        }
        let known = try #require(problem.message(.en).split(separator: "known: ").last?.split(separator: ")").first)
        let keys = known.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(keys.contains("terminal"))
        for key in keys {
            #expect(page.contains("*\(key)* ="), "remind.conf.5.scd: the key \(key) is missing")
        }
    }
}
