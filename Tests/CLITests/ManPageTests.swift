import Foundation
import Testing

@testable import FormanzaCLI

/// The man page cannot drift from the parser: every command, subcommand and option in
/// `CLI.commands` appears in doc/formanza.1.scd, in the section of its command.
@Suite struct ManPageTests {
    /// The page's `## NAME` sections, by name.
    static func sections(of file: String) throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("doc/" + file), encoding: .utf8)
        var result: [String: String] = [:]
        for chunk in text.components(separatedBy: "\n## ").dropFirst() {
            let name = String(chunk.prefix { $0 != "\n" })
            result[name] = chunk.components(separatedBy: "\n# ").first ?? ""
        }
        return result
    }

    @Test func everyCommandSubcommandAndOptionOfTheParserIsInTheManPage() throws {
        let sections = try Self.sections(of: "formanza.1.scd")
        for command in CLI.commands {
            let section = try #require(sections[command.name], "formanza.1.scd has no section \"## \(command.name)\"")
            for sub in command.subcommands {
                #expect(
                    section.contains("*\(command.name) \(sub.name)*"),
                    "formanza.1.scd: \(command.name) \(sub.name) is missing")
            }
            let options =
                command.subcommands.isEmpty ? command.options(.en) : command.subcommands.flatMap { $0.options(.en) }
            for option in options {
                #expect(
                    section.contains("*--\(option.name)*"),
                    "formanza.1.scd, ## \(command.name): --\(option.name) is missing")
            }
        }
    }

    @Test func theManPageNamesNoCommandThatIsGone() throws {
        let known = Set(CLI.commands.map(\.name))
        let sections = try Self.sections(of: "formanza.1.scd")
        #expect(
            Set(sections.keys).subtracting(known).isEmpty,
            "sections without a command: \(Set(sections.keys).subtracting(known))")
    }
}
