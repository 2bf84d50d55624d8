import Foundation
import Testing
@testable import formanza_remind

/// formanza-remind(1) and remind.conf(5) cannot drift from the programs: every command the
/// daemon's `--help` lists, every option its commands' `--help` lists, and every key the
/// settings parser knows appear in the pages.
@Suite struct RemindManPageTests {
    static func page(_ file: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("doc/" + file), encoding: .utf8)
    }

    static func environment() -> [String: String] { ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": "/nonexistent"] }

    @Test func everyCommandAndOptionOfFormanzaRemindIsInItsManPage() throws {
        let page = try Self.page("formanza-remind.1.scd")
        let overview = try BuiltProducts.run("formanza-remind", ["--help"], environment: Self.environment())
        let commands = overview.stdout.components(separatedBy: "Commands:").last!.split(separator: "\n")
            .filter { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands.contains("doctor") && commands.count >= 4, "\(overview)")
        let sections = page.components(separatedBy: "\n## ").dropFirst()
        for command in commands {
            let section = try #require(sections.first { $0.hasPrefix(command + "\n") }, "formanza-remind.1.scd has no section ## \(command)")
            let help = try BuiltProducts.run("formanza-remind", [command, "--help"], environment: Self.environment())
            let options = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }
                .map { String($0.dropFirst(2).prefix { $0 != " " }) }.filter { $0 != "--help" }
            for option in options {
                #expect(section.contains("*\(option)*"), "formanza-remind.1.scd, ## \(command): \(option) is missing")
            }
        }
    }

    @Test func everyKeyOfRemindConfIsInItsManPage() throws {
        let page = try Self.page("remind.conf.5.scd")
        guard case .failure(let problem) = RemindSettings.parse("no-such-key = 1") else {
            Issue.record("an unknown key was accepted")
            return
        }
        let known = try #require(problem.message.split(separator: "known: ").last?.split(separator: ")").first)
        let keys = known.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(keys.contains("terminal"))
        for key in keys {
            #expect(page.contains("*\(key)* ="), "remind.conf.5.scd: the key \(key) is missing")
        }
    }
}
