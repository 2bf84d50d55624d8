import Foundation

/// The command lines the README shows a person, read from its `sh` code blocks, so tests can
/// hold each one to the programs: a misspelt command or option in the README fails the suite.
public enum ReadmeCommands {
    /// One command line of a `sh` block, with the README line it came from for messages.
    public struct Line: Sendable, CustomStringConvertible {
        public let number: Int
        public let text: String
        public var description: String { "README.md:\(number): \(text)" }
    }

    /// The repository's README.md, found from this file's place in the tree.
    public static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Every non-empty line of the README's ```` ```sh ```` blocks, its trailing comment removed.
    public static func shellLines(of text: String) -> [Line] {
        var lines: [Line] = []
        var inShellBlock = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShellBlock = !inShellBlock && trimmed == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            let command = withoutComment(trimmed)
            if !command.isEmpty { lines.append(Line(number: index + 1, text: command)) }
        }
        return lines
    }

    /// The lines that run `program` (its first word).
    public static func lines(running program: String) throws -> [Line] {
        shellLines(of: try readme()).filter { $0.text == program || $0.text.hasPrefix(program + " ") }
    }

    /// A line without its `# comment`: a `#` after a blank and outside quotes starts one, as in sh.
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var kept = ""
        for c in line {
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "#" && (previous == " " || previous == "\t") {
                break
            }
            kept.append(c)
            previous = c
        }
        return kept.trimmingCharacters(in: .whitespaces)
    }
}
