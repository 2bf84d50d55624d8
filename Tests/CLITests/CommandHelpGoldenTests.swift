import Foundation
import Testing

/// Every command's `--help`, the overviews and a set of misuses of both programs, in English
/// and Spanish, byte for byte against golden transcripts recorded from the programs as they
/// were: the command declarations may be rewritten, what a person reads may not change.
/// `FORMANZA_RECORD_GOLDENS=1` writes the transcripts instead of comparing them.
@Suite struct CommandHelpGoldenTests {
    /// The groups of `formanza` and their subcommands, named here on purpose (not read from the
    /// command table) so a command that disappears from the table fails the comparison.
    static let groups: [(String, [String])] = [
        ("photo", ["show", "compare"]),
        ("form", ["new", "rename", "delete", "show", "export", "import", "edit", "activate", "deactivate"]),
        ("screen", ["add", "edit", "move", "remove", "list"]),
        ("data", ["list", "set", "rename", "remove"]),
        ("calc", ["add", "edit", "remove", "list"]),
        ("goal", ["add", "edit", "remove"]),
        ("store", ["backup", "restore", "backups", "check"]),
        ("sync", ["setup", "status", "leave"]),
    ]

    static let plainCommands = [
        "checkin", "summary", "history", "answer", "remove", "delete", "forms", "reminders", "settings", "goals",
        "progress", "export", "import-records",
    ]

    static var formanzaLines: [[String]] {
        var lines: [[String]] = [
            ["--help"], ["help"], ["-h"], ["help", "summary"], ["help", "nosuch"], ["--version"],
        ]
        lines += plainCommands.map { [$0, "--help"] }
        for (group, subcommands) in groups {
            lines.append([group, "--help"])
            lines.append([group, "help"])
            for sub in subcommands {
                lines.append([group, "help", sub])
                lines.append([group, sub, "--help"])
            }
        }
        lines += [
            ["nosuch"], ["summary", "--bogus"], ["summary", "-x"], ["summary", "--json=yes"], ["summary", "--form"],
            ["summary", "extra"], ["summary", "--date", "bogus"], ["summary", "--date", "2099-01-01"],
            ["form"], ["form", "nosuch"], ["form", "new", "--json", "X"], ["form", "new"],
            ["screen", "move", "daily-check-in", "weight", "--to", "x"],
            ["progress", "--period", "9x"], ["answer"], ["answer", "nonsense"], ["history", "--month", "bogus"],
            ["settings", "--auto-advance", "maybe"], ["data", "set", "Height", "tall"],
            ["export", "--format", "xml"], ["delete"], ["goals", "--date", "yesterdays"],
            ["photo", "compare", "--date", "bogus"], ["store", "backup"], ["sync", "setup"],
            ["calc", "add", "daily-check-in", "--decimals", "x"], ["checkin", "--form", "nosuch"],
        ]
        lines += misusedOptions
        return lines
    }

    /// Misuses of the options the commands read into their properties before they run: a bad
    /// value alone, and a bad value beside a form, goal or screen that does not exist.
    static var misusedOptions: [[String]] {
        [
            ["reminders", "daily-check-in", "--morning", "25:00"],
            ["reminders", "daily-check-in", "--evening", "late"],
            ["reminders", "nosuch", "--morning", "x"],
            ["reminders", "daily-check-in", "--suggest", "--morning", "8:00"],
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "70", "--deadline", "someday"],
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "70", "--start", "soon"],
            ["goal", "add", "nosuch", "--target", "70", "--start", "soon"],
            ["goal", "add", "daily-check-in", "--target", "70", "--habit", "yes"],
            ["goal", "edit", "daily-check-in", "nosuch", "--deadline", "x"],
            ["goal", "edit", "daily-check-in"],
            ["screen", "add", "daily-check-in", "--type", "number", "--title", "T", "--min", "x"],
            ["screen", "add", "daily-check-in", "--type", "yes-no", "--title", "T", "--min", "1"],
            ["screen", "add", "daily-check-in", "--type", "number", "--title", "T", "--at", "x"],
            ["screen", "add", "daily-check-in", "--type", "bogus", "--title", "T"],
            ["screen", "add", "daily-check-in", "--title", "T"],
            ["screen", "add", "nosuch", "--type", "number", "--title", "T", "--highlight", "--no-highlight"],
            ["screen", "edit", "daily-check-in", "weight", "--interval", "x"],
            ["screen", "edit", "daily-check-in", "weight", "--step", "x"],
            ["screen", "edit", "daily-check-in", "weight", "--required", "--optional"],
            ["screen", "edit", "daily-check-in", "weight", "--limit", "never"],
            ["screen", "edit", "daily-check-in", "nosuch", "--max", "x"],
            ["calc", "add", "daily-check-in", "--title", "T", "--formula", "1", "--decimals", "x"],
            ["calc", "add", "daily-check-in", "--title", "T", "--age", "x", "--decimals", "x"],
            ["calc", "add", "nosuch", "--title", "T", "--decimals", "x"],
            ["calc", "edit", "daily-check-in"], ["calc", "edit", "daily-check-in", "nosuch", "--decimals", "x"],
            ["data", "set", "Birthday", "--date", "soon"],
            ["data", "set", "Height", "--date", "2000-01-01", "--unit", "cm"],
            ["data", "set", "--date", "2000-01-01"], ["data", "set", "Height"],
            ["photo", "show", "daily-check-in", "weight", "--date", "bogus"],
            ["photo", "show", "daily-check-in", "nosuch", "--date", "2000-01-01", "--date", "2000-01-02"],
            ["photo", "compare", "daily-check-in", "weight", "--from", "bogus"],
            ["photo", "compare", "nosuch", "weight", "--date", "2000-01-01"],
            ["form", "activate"], ["form", "deactivate", "a", "b"], ["form", "activate", "nosuch"],
        ]
    }

    static let remindLines: [[String]] = [
        [], ["--help"], ["help"], ["--version"], ["run", "--help"], ["plan", "--help"], ["status", "--help"],
        ["doctor", "--help"], ["plan", "-h"], ["nosuch"], ["plan", "--bogus"], ["plan", "--days", "0"],
        ["plan", "--days", "x"], ["plan", "--now", "bogus"], ["plan", "extra"], ["run", "extra"],
        ["plan", "--json=1"], ["plan", "--tz"], ["status", "--json=1"], ["doctor", "--bogus"],
    ]

    /// One transcript: each command line with its exit status, standard output and error,
    /// the sandbox's folder written as $BASE.
    static func transcript(program: String, lines: [[String]], language: String) throws -> String {
        let box = try FormsSandbox(language: language)
        var text = ""
        for line in lines {
            let run = try box.launch(program, line, input: nil, env: [:])
            text += "$ \(URL(fileURLWithPath: program).lastPathComponent) \(line.joined(separator: " "))\n"
            text += "status \(run.status)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)\n"
        }
        return text.replacing(box.base, with: "$BASE")
    }

    static func check(_ name: String, program: String, lines: [[String]], language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let path = root.appendingPathComponent("Fixtures/help/\(name).txt").path
        let actual = try transcript(program: program, lines: lines, language: language)
        if ProcessInfo.processInfo.environment["FORMANZA_RECORD_GOLDENS"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(name): the transcript differs from Fixtures/help/\(name).txt")
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            if let first = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                Issue.record("line \(first.offset + 1): got \"\(first.element.0)\", want \"\(first.element.1)\"")
            }
        }
    }

    static var remindBinary: String {
        URL(fileURLWithPath: FormsSandbox.binary).deletingLastPathComponent().appendingPathComponent("formanza-remind")
            .path
    }

    @Test func formanzaInEnglish() throws {
        try Self.check("formanza-en", program: FormsSandbox.binary, lines: Self.formanzaLines, language: "C.UTF-8")
    }

    @Test func formanzaInSpanish() throws {
        try Self.check("formanza-es", program: FormsSandbox.binary, lines: Self.formanzaLines, language: "es_ES.UTF-8")
    }

    @Test func remindInEnglish() throws {
        try Self.check("remind-en", program: Self.remindBinary, lines: Self.remindLines, language: "C.UTF-8")
    }

    @Test func remindInSpanish() throws {
        try Self.check("remind-es", program: Self.remindBinary, lines: Self.remindLines, language: "es_ES.UTF-8")
    }
}
