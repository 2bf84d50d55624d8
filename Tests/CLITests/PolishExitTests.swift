import Foundation
import Testing

/// Help where it is asked for, and exits a script can trust: Ctrl-C is 130, a typo at a
/// line-mode prompt asks again, several forms give several summaries.
@Suite struct PolishExitTests {
    /// `GROUP SUB` for every subcommand the group's own help lists.
    func subcommands(_ box: FormsSandbox, _ group: String) throws -> [String] {
        let help = try box.run(group, "--help").stdout
        return help.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  formanza \(group) "), words.count >= 3 else { return nil }
            return String(words[2])
        }
    }

    @Test func theCommandListLinesUpEverySummaryEvenAfterTheLongestName() throws {
        let help = try FormsSandbox(language: "C.UTF-8").run("--help").stdout
        let rows = help.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(rows.contains { $0.hasPrefix("  import-records ") }, "\(help)")
        // Where each summary starts: after the name and the spaces that follow it.
        let starts = Set(
            rows.map { row -> Int in
                let afterName = row.dropFirst(2).drop { $0 != " " }
                return row.count - afterName.drop { $0 == " " }.count
            })
        #expect(starts.count == 1, "summaries start in columns \(starts.sorted()):\n\(help)")
    }

    @Test(arguments: PolishTextTests.languages) func helpOnEverySubcommandIsItsOwn(language: String) throws {
        let box = try FormsSandbox(language: language)
        let usage = language.hasPrefix("es") ? "Uso:" : "Usage:"
        for group in ["form", "screen", "data", "calc", "goal"] {
            let names = try subcommands(box, group)
            #expect(names.count >= 3, "\(group): \(names)")
            for name in names {
                let result = try box.run(group, name, "--help")
                #expect(result.status == 0, "\(group) \(name): \(result)")
                #expect(result.stdout.hasPrefix("\(usage) formanza \(group) \(name)"), "\(group) \(name): \(result)")
            }
        }
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed"))
    func ctrlCExits130AndQIsAnOrdinaryEnd() throws {
        let sandbox = try CheckinSandbox()
        let pane = try TmuxPane(sandbox)
        guard pane.waitFor("1 of 8") else { return }
        try pane.press("C-c")
        #expect(pane.exitStatus() == 130, "Ctrl-C on a question")
        let onSummary = try CheckinSandbox()
        #expect(try onSummary.run("answer", "Weight=80").status == 0)
        let summaryPane = try TmuxPane(onSummary)
        guard summaryPane.waitFor("e Edit") else { return }
        try summaryPane.type("q")
        #expect(summaryPane.exitStatus() == 0, "q on the summary is no interruption")
    }

    @Test(arguments: PolishTextTests.languages) func aTypoAtTheLinePromptAsksAgain(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(try box.run("answer", "Weight=80").status == 0)
        let spanish = language.hasPrefix("es")
        let result = try box.run(["checkin", "--line"], input: "x\nc\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(spanish ? "«x» no es e, c ni s" : "\"x\" is not one of e, c, q"), "\(result)")
        let question = spanish ? "¿[e]ditar, [c]ontinuar o [s]alir?" : "[e]dit, [c]ontinue or [q]uit?"
        #expect(result.stdout.components(separatedBy: question).count == 3, "asked twice: \(result)")
        // After the typo, `c` went on to the first unanswered question.
        #expect(result.stdout.contains(spanish ? "[2 de 8]" : "[2 of 8]"), "\(result)")
    }

    @Test(arguments: PolishTextTests.languages) func severalFormsGiveEachSummary(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(try box.run("form", "new", "Other").status == 0)
        #expect(try box.run("screen", "add", "Other", "--type", "yes-no", "--title", "Ok").status == 0)
        let text = try box.run("summary")
        #expect(text.status == 0, "\(text)")
        #expect(
            text.stdout.contains("Other · ")
                && text.stdout.contains(language.hasPrefix("es") ? "Registro diario · " : "Daily check-in · "),
            "\(text)")
        let json = try box.run("summary", "--json")
        #expect(json.status == 2)
        #expect(
            json.stderr.contains("--form") && json.stderr.contains(language.hasPrefix("es") ? "«Other»" : "\"Other\""),
            "\(json)")
    }
}
