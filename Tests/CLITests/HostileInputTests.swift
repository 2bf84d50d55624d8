import Foundation
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The real binaries against absurd and hostile input, one table row each. For every row:
/// the exit status is below 128 (no trap, no crash), the run ends within its time limit (no
/// hang), no ESC byte reaches the terminal-bound streams, and nothing outside the store
/// changes (a directory beside the store, with links pointing into it, is compared before and
/// after).
@Suite(.serialized) struct HostileInputTests {
    /// One hostile situation: `prepare` plants it in the sandbox, then each of `runs` is
    /// executed; `expectFailure` says whether the first run must be refused (status 1 or 2).
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let prepare: @Sendable (HostileSandbox) throws -> Void
        let runs: [[String]]
        var input: String? = nil
        var expectRefusal = false
        var remind = false
        /// Every run must succeed and name the broken calculated value's form.
        var reportsForm = false
        /// Runs other than `answer`, `checkin` and `status` (which, with no session bus here,
        /// only says the daemon is out of reach) must show the planted escapes as text.
        var showsEscapes = false
        /// The refusal must name `store.db`.
        var namesDatabase = false

        var description: String { name }
    }

    static let huge = String(repeating: "1+", count: 30_000) + "1"
    static let escapeTitle = "T\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}"

    static let cases: [Case] = [
        Case(
            name: "choice number -2^63", prepare: { _ in },
            runs: [["answer", "--form", "daily-check-in", "keto-level=-9223372036854775808"]], expectRefusal: true),
        Case(
            name: "duration 2^63-1 hours", prepare: { try $0.addScreen("--type", "duration", "--title", "Slept") },
            runs: [
                ["answer", "--form", "daily-check-in", "Slept=9223372036854775807:00"],
                ["answer", "--form", "daily-check-in", "Slept=153722867280912931h"],
            ], expectRefusal: true),
        Case(
            name: "step 1e20", prepare: { _ in },
            runs: [
                [
                    "screen", "add", "daily-check-in", "--type", "number", "--title", "N", "--step",
                    "100000000000000000000",
                ]
            ], expectRefusal: true),
        Case(
            name: "formula of 30,000 terms", prepare: { _ in },
            runs: [["calc", "add", "daily-check-in", "--title", "Big", "--formula", huge]], expectRefusal: true),
        Case(
            name: "deep parentheses and minus runs", prepare: { _ in },
            runs: [
                [
                    "calc", "add", "daily-check-in", "--title", "P", "--formula",
                    String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
                ],
                [
                    "calc", "add", "daily-check-in", "--title", "M", "--formula",
                    String(repeating: "-", count: 5000) + "1",
                ],
            ], expectRefusal: true),
        Case(
            name: "import: schema -1, null screens, NUL title, deep formula", prepare: { try $0.writeImports() },
            runs: [
                ["form", "import", "schema.json"], ["form", "import", "null.json"], ["form", "import", "nul.json"],
                ["form", "import", "deep.json"],
            ], expectRefusal: true),
        Case(
            name: "a stored formula of 30,000 terms", prepare: { try $0.plantHugeFormula() },
            runs: [
                ["summary", "--form", "daily-check-in"], ["calc", "list", "daily-check-in"], ["forms"],
                ["checkin", "--form", "daily-check-in", "--line"],
            ], input: ":quit\n", reportsForm: true),
        Case(
            name: "1e300, -1e308 and 2^63-1 as stored answers", prepare: { try $0.plantHugeAnswers() },
            runs: [
                ["summary", "--form", "daily-check-in"], ["goals"], ["progress"], ["calc", "list", "daily-check-in"],
                ["export"], ["checkin", "--form", "daily-check-in", "--line"],
            ], input: ":quit\n"),
        Case(
            name: "escape sequences in titles, labels, units, data names, answers", prepare: { try $0.plantEscapes() },
            runs: [
                ["forms"], ["summary", "--form", "daily-check-in"], ["form", "show", "daily-check-in"],
                ["screen", "list", "daily-check-in"],
                ["calc", "list", "daily-check-in"], ["data", "list"], ["reminders", "daily-check-in"], ["goals"],
                ["progress"],
                ["history", "--form", "daily-check-in"],
                ["answer", "--form", "daily-check-in", "nothing=1"], ["checkin", "--form", "daily-check-in", "--line"],
            ], input: ":quit\n", showsEscapes: true),
        Case(
            name: "escape sequences in the daemon's plan and status", prepare: { try $0.plantEscapes() },
            runs: [["plan"], ["status"]], remind: true, showsEscapes: true),
        Case(
            name: "store.db a FIFO", prepare: { try $0.replaceDatabase { mkfifo($0, 0o600) } },
            runs: [["forms"], ["summary"], ["answer", "--form", "daily-check-in", "water=yes"]], expectRefusal: true,
            namesDatabase: true),
        Case(
            name: "store.db linked to a file outside the store",
            prepare: { s in try s.replaceDatabase { symlink(s.outside + "/file.txt", $0) } },
            runs: [["forms"], ["answer", "--form", "daily-check-in", "water=yes"]], expectRefusal: true,
            namesDatabase: true),
        Case(
            name: "store.db linked to /dev/zero", prepare: { try $0.replaceDatabase { symlink("/dev/zero", $0) } },
            runs: [["answer", "--form", "daily-check-in", "water=yes"], ["summary"]], expectRefusal: true,
            namesDatabase: true),
        Case(
            name: "escape sequences in the daemon's arguments", prepare: { _ in },
            runs: [["plan"], ["plan", "--tz", "\u{1B}[2J"]], remind: true),
        Case(
            name: "a FIFO as remind.conf", prepare: { try $0.fifo("config/formanza/remind.conf") }, runs: [["plan"]],
            remind: true),
        Case(
            name: "a store others can write", prepare: { try $0.chmodStore(0o777) },
            runs: [["forms"], ["answer", "water=yes"]], expectRefusal: true),
        Case(
            name: "a 20 MB line in line mode", prepare: { _ in },
            runs: [["checkin", "--form", "daily-check-in", "--line"]],
            input: String(repeating: "x", count: 20 << 20) + "\n:quit\n"),
    ]

    @Test(arguments: cases)
    func hostileInputIsRefusedOrShownSafely(_ row: Case) throws {
        let sandbox = try HostileSandbox()
        try row.prepare(sandbox)
        let before = try sandbox.outsideSnapshot()
        for (index, arguments) in row.runs.enumerated() {
            let result = try sandbox.runLimited(arguments, remind: row.remind, input: row.input)
            #expect(result.status < 128, "\(row.name): \(arguments.prefix(4)) \(result)")
            #expect(result.status != 124, "\(row.name): timed out: \(arguments.prefix(4))")
            #expect(
                !result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"),
                "\(row.name): ESC on a stream: \(result)")
            if row.expectRefusal && index == 0 {
                #expect(result.status == 1 || result.status == 2, "\(row.name): not refused: \(result)")
                #expect(result.stderr.contains("error"), "\(row.name): no message: \(result)")
            }
            if row.showsEscapes && !["answer", "checkin", "status"].contains(arguments[0]) {
                #expect(
                    (result.stdout + result.stderr).contains(#"\e"#),
                    "\(row.name): the planted escapes are not shown: \(result)")
            }
            if row.namesDatabase {
                #expect(result.status == 1 || result.status == 2, "\(row.name): not refused: \(result)")
                #expect(result.stderr.contains(sandbox.database), "\(row.name): the file is not named: \(result)")
            }
            if row.reportsForm && arguments.first != "checkin" {
                #expect(result.status == 0, "\(row.name): the rest of the form stopped working: \(result)")
                if arguments.first == "summary" {
                    #expect(
                        result.stdout.contains("Size") && result.stdout.contains("form edit daily-check-in"),
                        "\(row.name): the broken formula's form is not named: \(result)")
                }
            }
        }
        #expect(try sandbox.outsideSnapshot() == before, "\(row.name) changed something outside the store")
    }

    @Test func theFullScreenPainterShowsEscapesAsText() {
        let title = HostileInputTests.escapeTitle
        var painter = ScreenPainter(colors: true)
        let frame = Frame(
            lines: [StyledLine(title, .bold), StyledLine("Weight").appending(" \u{1B}[31mkg", .gray)],
            footer: [StyledLine(title)])
        let bytes = painter.paint(frame, size: TerminalSize(columns: 80, rows: 24))
        #expect(!bytes.contains("\u{1B}]0;") && !bytes.contains("\u{07}") && !bytes.contains("\u{202E}"))
        #expect(!bytes.contains("\u{1B}[2J") && !bytes.contains("\u{1B}[31m"))
        #expect(bytes.contains(#"T\e]0;pwned\x07\e[2J\u{202E}"#))
        #expect(bytes.contains("\u{1B}[1m"), "the painter's own styles still work")
    }
}
