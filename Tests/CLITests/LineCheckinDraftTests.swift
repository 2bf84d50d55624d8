import FormanzaModel
import Foundation
import Glibc
import Testing

/// The real line-mode `formanza checkin` ended from outside after a confirmed answer: by the
/// terminal closing (SIGHUP), the session ending (SIGTERM) or an interrupt (SIGINT, what
/// Ctrl-C sends in a line-mode terminal), with its input a terminal (`--line`) or a pipe. Nothing
/// is saved into the store, the confirmed answer is kept as the same private draft the
/// full-screen check-in keeps, the process ends by the signal, and the next check-in of the
/// day offers the draft back and saves it.
@Suite(.serialized) struct LineCheckinDraftTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let signal: Int32
        /// Answers through a pipe rather than typed on the terminal.
        let piped: Bool
        var description: String { name }
    }

    static let cases = [
        Case(name: "SIGHUP, --line on a terminal", signal: SIGHUP, piped: false),
        Case(name: "SIGTERM, --line on a terminal", signal: SIGTERM, piped: false),
        Case(name: "SIGINT, --line on a terminal", signal: SIGINT, piped: false),
        Case(name: "SIGTERM, answers through a pipe", signal: SIGTERM, piped: true),
        Case(name: "SIGINT sent, answers through a pipe", signal: SIGINT, piped: true),
    ]

    @Test(arguments: cases)
    func aLineCheckinEndedFromOutsideKeepsADraftOfferedNextTime(_ test: Case) throws {
        let sandbox = try FormsSandbox()
        let pty = try PtyPair()
        let pipe = Pipe()
        let arguments = ["checkin", "--form", "daily-check-in"] + (test.piped ? [] : ["--line"])
        let input = test.piped ? pipe.fileHandleForReading.fileDescriptor : pty.slave
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: arguments, environment: sandbox.environment,
            descriptors: [input, pty.slave, pty.slave])
        let type = { (text: String) in
            if test.piped { pipe.fileHandleForWriting.write(Data(text.utf8)) } else { pty.type(text) }
        }
        try #require(pty.readUntil("[1 of 8] Weight", seconds: 30), "\(pty.text.suffix(400))")
        type("81.5\n")  // Weight confirmed
        try #require(pty.readUntil("[2 of 8]", seconds: 10), "\(pty.text.suffix(400))")
        child.send(test.signal)
        let end = child.wait(seconds: 10, reading: pty)
        #expect(end == .signaled(test.signal), "it ends by the signal: \(String(describing: end)); \(pty.text)")
        #expect(pty.text.contains("Interrupted: 1 confirmed answer was kept as a draft"), "\(pty.text.suffix(400))")

        #expect(try sandbox.summaryRows().values.allSatisfy { !$0.answered }, "nothing saved into the store")
        let drafts = sandbox.storeRoot + "/drafts"
        let names = try FileManager.default.contentsOfDirectory(atPath: drafts)
        #expect(names.count == 1 && names[0].hasPrefix("2026-12-02-") && names[0].hasSuffix(".json"), "\(names)")
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: drafts + "/" + names[0])[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let draft = try String(contentsOfFile: drafts + "/" + names[0], encoding: .utf8)
        #expect(draft.contains("\"weight\"") && draft.contains("81.5"), "the confirmed answer: \(draft)")

        // The next check-in offers it back; accepted, it is saved at the end of input.
        let next = try sandbox.run(["checkin", "--line", "--form", "daily-check-in"], input: "y\n")
        #expect(next.status == 0, "\(next)")
        #expect(next.stdout.contains("interrupted with 1 confirmed answer not saved. Resume it? y/N"), "\(next)")
        #expect(try sandbox.summaryRows()["weight"]?.value == "81.5", "resumed, then saved: \(next)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: drafts).isEmpty, "the draft is gone once resumed")
    }

    /// Ended before anything was confirmed: no draft, and still the signal's end.
    @Test func nothingConfirmedKeepsNoDraft() throws {
        let sandbox = try FormsSandbox(language: "es_ES.UTF-8")
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--line", "--form", "daily-check-in"],
            environment: sandbox.environment, terminal: pty.slave)
        try #require(pty.readUntil("[1 de 8]", seconds: 30), "\(pty.text.suffix(400))")
        child.send(SIGTERM)
        #expect(child.wait(seconds: 10, reading: pty) == .signaled(SIGTERM), "\(pty.text)")
        #expect(!pty.text.contains("Interrumpido"), "\(pty.text)")
        let drafts = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.storeRoot + "/drafts")) ?? []
        #expect(drafts.isEmpty, "\(drafts)")
    }

    /// The notice in Spanish.
    @Test func theNoticeIsInSpanish() throws {
        let sandbox = try FormsSandbox(language: "es_ES.UTF-8")
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--line", "--form", "daily-check-in"],
            environment: sandbox.environment, terminal: pty.slave)
        try #require(pty.readUntil("[1 de 8]", seconds: 30), "\(pty.text.suffix(400))")
        pty.type("80\n")
        try #require(pty.readUntil("[2 de 8]", seconds: 10))
        child.send(SIGINT)
        #expect(child.wait(seconds: 10, reading: pty) == .signaled(SIGINT), "\(pty.text)")
        #expect(pty.text.contains("Interrumpido: 1 respuesta confirmada quedó como borrador"), "\(pty.text)")
    }

    /// Told to end while the list of forms waits for a number: no draft to keep, and still the
    /// signal's end rather than a normal exit.
    @Test func endedAtTheListOfFormsItEndsByTheSignal() throws {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("form", "new", "Body").status == 0)
        #expect(try sandbox.run("screen", "add", "Body", "--type", "yes-no", "--title", "Stretched").status == 0)
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--line"], environment: sandbox.environment,
            terminal: pty.slave)
        try #require(pty.readUntil("Form number (empty to quit): ", seconds: 30), "\(pty.text.suffix(400))")
        child.send(SIGHUP)
        #expect(child.wait(seconds: 10, reading: pty) == .signaled(SIGHUP), "\(pty.text)")
    }
}
