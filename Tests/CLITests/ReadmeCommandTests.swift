import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaCLI

/// Every command the README shows runs as written: each `formanza` line of its `sh` blocks names
/// a command, subcommand and options the parser has, and the lines, run in order by sh in a
/// private home, all succeed. `make` lines name targets of the Makefile, `systemctl` lines a unit
/// the project installs.
@Suite struct ReadmeCommandTests {
    /// What is wrong with one `formanza` command line against the parser's table; empty when
    /// nothing is.
    static func problems(_ line: String) -> [String] {
        guard let words = CommandWords.split(line), words.first == "formanza" else {
            return ["not a formanza command line: \(line)"]
        }
        var rest = Array(words.dropFirst())
        if rest == ["--version"] || rest == ["--help"] { return [] }
        var options = CLI.checkin.options(.en)
        var place = "formanza"
        if let first = rest.first, !first.hasPrefix("-") {
            guard let command = CLI.commands.first(where: { $0.name == first }) else {
                return ["unknown command \"\(first)\" in: \(line)"]
            }
            rest.removeFirst()
            place = "formanza \(command.name)"
            options = command.options(.en)
            if !command.subcommands.isEmpty {
                guard let word = rest.first, let sub = command.subcommands.first(where: { $0.name == word }) else {
                    return ["\(place) needs one of its subcommands in: \(line)"]
                }
                rest.removeFirst()
                place += " " + sub.name
                options = sub.options(.en)
            }
        }
        let known = Set(options.map(\.name) + ["help"])
        return rest.filter { $0.hasPrefix("--") }.compactMap { word in
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            return known.contains(name) ? nil : "\(place) has no option --\(name) in: \(line)"
        }
    }

    @Test func theCheckerCatchesAMisspeltCommandSubcommandOrOption() {
        #expect(Self.problems("formanza summary --json --form Sleep").isEmpty)
        #expect(Self.problems("formanza form new Sleep").isEmpty)
        #expect(!Self.problems("formanza sumary").isEmpty)
        #expect(!Self.problems("formanza summary --jsn").isEmpty)
        #expect(!Self.problems("formanza form neww Sleep").isEmpty)
        #expect(!Self.problems("formanza goal add Sleep --screen Hours --targt 8h").isEmpty)
        #expect(!Self.problems("formanza --lin").isEmpty)
    }

    @Test func everyFormanzaLineOfTheReadmeIsInTheCommandTable() throws {
        let lines = try ReadmeCommands.lines(running: "formanza")
        #expect(lines.count >= 20, "the README's tour shows fewer formanza lines than expected: \(lines.count)")
        for line in lines {
            let found = Self.problems(line.text)
            #expect(found.isEmpty, "\(line): \(found)")
        }
    }

    /// The tour as a new user runs it: a fresh home with a photo at ~/Pictures/front.jpg, each
    /// line through sh with the built programs first on PATH, in the README's order.
    @Test func theReadmesFormanzaLinesRunInOrderInAPrivateHome() throws {
        let box = try FormsSandbox()
        try FileManager.default.createDirectory(atPath: box.base + "/Pictures", withIntermediateDirectories: true)
        try PhotoSamples.write(box.base + "/Pictures/front.jpg", width: 640, height: 480)
        let binaries = URL(fileURLWithPath: FormsSandbox.binary).deletingLastPathComponent().path
        box.environment["PATH"] = binaries + ":/usr/bin:/bin"
        for line in try ReadmeCommands.lines(running: "formanza") {
            let result = try box.runShell("cd \"$HOME\" && " + line.text)
            #expect(result.status == 0, "\(line)\n\(result)")
        }
        #expect(FileManager.default.fileExists(atPath: box.base + "/answers.csv"), "the tour's export wrote no file")
    }

    @Test func everyMakeLineNamesATargetAndEverySystemctlLineAnInstalledUnit() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let targets = Set(
            makefile.components(separatedBy: "\n").compactMap { row -> String? in
                guard let colon = row.firstIndex(of: ":"), !row.hasPrefix("\t"), !row.hasPrefix("#") else { return nil }
                let name = row[..<colon]
                return name.contains(" ") || name.contains("=") ? nil : String(name)
            })
        let lines = ReadmeCommands.shellLines(of: try ReadmeCommands.readme())
        let makeLines = lines.filter { $0.text.hasPrefix("make") }
        #expect(!makeLines.isEmpty)
        for line in makeLines {
            let words = try #require(CommandWords.split(line.text))
            for target in words.dropFirst() where !target.contains("=") {
                #expect(targets.contains(target), "\(line): the Makefile has no target \(target)")
            }
        }
        for line in lines where line.text.hasPrefix("systemctl --user") {
            let unit = try #require(CommandWords.split(line.text)?.last)
            let file = root.appendingPathComponent("units/\(unit).service").path
            #expect(FileManager.default.fileExists(atPath: file), "\(line): no units/\(unit).service")
        }
        let version = try #require(
            try String(contentsOf: root.appendingPathComponent("debian/changelog"), encoding: .utf8)
                .split(separator: "(").dropFirst().first?.split(separator: ")").first)
        for line in lines where line.text.contains("formanza_") {
            #expect(line.text.contains("formanza_\(version)_amd64.deb"), "\(line): the package is \(version)")
        }
    }
}
