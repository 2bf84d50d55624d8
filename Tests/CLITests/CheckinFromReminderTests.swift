import Foundation
import Glibc
import Testing

/// The check-in a reminder's click opens, with the real binary on pseudo-terminals: a recorded
/// day with answers missing opens at the first of them, and a second check-in of a form's day
/// that another one already shows says so, offering to read it or to leave.
@Suite(.serialized) struct CheckinFromReminderTests {
    /// Starts `formanza ARGUMENTS` on a fresh pseudo-terminal of the sandbox and waits for `marker`.
    static func start(_ sandbox: FormsSandbox, _ arguments: [String], waitingFor marker: String) throws
        -> (pty: PtyPair, child: PtyChild)
    {
        let pty = try PtyPair()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: arguments, environment: environment,
            terminal: pty.slave)
        if !pty.readUntil(marker, seconds: 30) {
            _ = child.wait(seconds: 0.1, reading: pty)
            Issue.record("\(arguments) never showed \(marker); it wrote: \(pty.text.suffix(600))")
        }
        return (pty, child)
    }

    @Test func aReminderOpensARecordedDayAtItsFirstMissingQuestion() throws {
        let sandbox = try FormsSandbox()
        let answered = try sandbox.run("answer", "--form", "daily-check-in", "weight=80")
        #expect(answered.status == 0, "\(answered)")
        let clicked = try Self.start(
            sandbox,
            [
                "checkin", "--form", "daily-check-in", "--date", "2026-12-02",
                "--first-missing",
            ], waitingFor: "Keto level")
        #expect(clicked.pty.text.contains("2 of 8"), "the second question, the first without an answer")
        #expect(!clicked.pty.text.contains("answers missing"), "not the summary")
        clicked.pty.type("\u{03}")
        #expect(clicked.child.wait(seconds: 10, reading: clicked.pty) == .exited(130))

        let typed = try Self.start(sandbox, ["checkin", "--form", "daily-check-in"], waitingFor: "7 answers missing")
        #expect(!typed.pty.text.contains("2 of 8"), "without it a recorded day opens on its summary")
        typed.pty.type("q")
        #expect(typed.child.wait(seconds: 10, reading: typed.pty) == .exited(0))
    }

    struct Words: CustomStringConvertible, Sendable {
        let language: String
        let question: String
        let readOnly: String
        let readKey: String
        /// The keys offered at the question: read-only and leave, as this language names them.
        let offers: [String]
        let firstScreen: String
        let summary: String
        var description: String { language }
    }

    static let languages = [
        Words(
            language: "C.UTF-8", question: "is already open (process", readOnly: "Read-only: another check-in",
            readKey: "r", offers: ["r Open read-only", "q Quit"], firstScreen: "1 of 8", summary: "Daily check-in ·"),
        Words(
            language: "es_ES.UTF-8", question: "Ya hay otro registro de", readOnly: "Solo lectura: hay otro registro",
            readKey: "l", offers: ["l Abrir en solo lectura", "Esc Salir"], firstScreen: "1 de 8",
            summary: "Registro diario ·"),
    ]

    @Test(arguments: languages)
    func aSecondCheckinOfTheSameDaySaysSoAndOffersToReadOrQuit(_ words: Words) throws {
        let sandbox = try FormsSandbox(language: words.language)
        let first = try Self.start(sandbox, ["checkin", "--form", "daily-check-in"], waitingFor: words.firstScreen)
        let second = try Self.start(sandbox, ["checkin", "--form", "daily-check-in"], waitingFor: words.question)
        #expect(
            second.pty.readUntil("\(first.child.pid)).", seconds: 5),
            "names the process: \(second.pty.text.suffix(600))")
        for offer in words.offers {
            // The key is drawn bold: its escape codes are dropped before the text is compared.
            let label = String(offer.split(separator: " ", maxSplits: 1)[1])
            #expect(second.pty.readUntil(label, seconds: 5), "offers \(offer): \(second.pty.text.suffix(600))")
            let shown = second.pty.text.replacing(try Regex("\u{1B}\\[[0-9;?]*[A-Za-z]"), with: "")
            #expect(shown.contains(offer), "offers \(offer): \(shown.suffix(600))")
        }
        second.pty.type(words.readKey)
        #expect(second.pty.readUntil(words.readOnly, seconds: 10), "read-only summary: \(second.pty.text.suffix(600))")
        second.pty.type("e")  // Edit is refused: no question opens
        second.pty.readAvailable(milliseconds: 300)
        #expect(!second.pty.text.contains(words.firstScreen))
        second.pty.type("q")
        #expect(second.child.wait(seconds: 10, reading: second.pty) == .exited(0))

        // Quitting at the question leaves without a word saved.
        let third = try Self.start(sandbox, ["checkin", "--form", "daily-check-in"], waitingFor: words.question)
        third.pty.type("q")
        #expect(third.child.wait(seconds: 10, reading: third.pty) == .exited(0))

        // Line mode asks the same, and reads the summary with the read-only key.
        let line = try sandbox.run(["checkin", "--line", "--form", "daily-check-in"], input: words.readKey + "\n")
        #expect(line.status == 0, "\(line)")
        #expect(line.stdout.contains(words.question), "\(line)")
        #expect(line.stdout.contains(words.summary), "the summary, read-only: \(line)")

        first.pty.type("\u{03}")
        #expect(first.child.wait(seconds: 10, reading: first.pty) == .exited(130))
        #expect(try sandbox.summaryRows().values.allSatisfy { !$0.answered }, "nothing was saved by any of them")

        // Once the first is gone, a check-in opens the day for editing again.
        let again = try Self.start(sandbox, ["checkin", "--form", "daily-check-in"], waitingFor: words.firstScreen)
        again.pty.readAvailable(milliseconds: 500)
        #expect(!again.pty.text.contains(words.question))
        again.pty.type("\u{03}")
        #expect(again.child.wait(seconds: 10, reading: again.pty) == .exited(130))
    }
}
