import FormanzaModel
import FormanzaState
import FormanzaTestSupport
import Testing

@testable import FormanzaRemind

/// Every `formanza-remind` line of the README names a command and options of the daemon's
/// command table, so a misspelt one fails here.
@Suite struct ReadmeRemindCommandTests {
    /// What is wrong with one `formanza-remind` command line; empty when nothing is.
    static func problems(_ line: String) -> [String] {
        guard let words = CommandWords.split(line), words.first == "formanza-remind", words.count > 1 else {
            return ["not a formanza-remind command line: \(line)"]
        }
        if words.count == 2, ["--version", "--help"].contains(words[1]) { return [] }
        guard let entry = RemindCommandTable.entry(words[1]) else {
            return ["formanza-remind has no command \"\(words[1])\" in: \(line)"]
        }
        let known = Set(entry.options(.en).map(\.name) + ["help"])
        return words.dropFirst(2).filter { $0.hasPrefix("--") }.compactMap { word in
            let name = String(word.dropFirst(2).prefix { $0 != "=" })
            return known.contains(name) ? nil : "formanza-remind \(entry.name) has no option --\(name) in: \(line)"
        }
    }

    @Test func theCheckerCatchesAMisspeltCommandOrOption() {
        #expect(Self.problems("formanza-remind plan --json --days 3").isEmpty)
        #expect(!Self.problems("formanza-remind docter").isEmpty)
        #expect(!Self.problems("formanza-remind plan --dayz 3").isEmpty)
    }

    @Test func everyFormanzaRemindLineOfTheReadmeIsInTheCommandTable() throws {
        let lines = try ReadmeCommands.lines(running: "formanza-remind")
        #expect(lines.count >= 2, "the README shows fewer formanza-remind lines than expected")
        for line in lines {
            let found = Self.problems(line.text)
            #expect(found.isEmpty, "\(line): \(found)")
        }
    }
}
