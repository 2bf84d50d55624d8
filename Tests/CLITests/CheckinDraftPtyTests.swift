import Foundation
import Glibc
import Testing

/// The real `formanza checkin` on a pseudo-terminal, ended from outside by a real signal (the
/// terminal closed: SIGHUP; the session ending: SIGTERM; an interrupt from another process:
/// SIGINT): nothing is saved into the store, the
/// confirmed answers are kept as a private draft beside it with no temporary file left, and the
/// next check-in of that form and day offers them back.
@Suite(.serialized) struct CheckinDraftPtyTests {
    struct Case: CustomStringConvertible, Sendable {
        let signal: Int32
        let language: String
        let firstScreen: String
        let offer: String
        var description: String { "signal \(signal), \(language)" }
    }

    static let cases = [
        Case(
            signal: SIGHUP, language: "C.UTF-8", firstScreen: "1 of 8",
            offer: "interrupted with 1 confirmed answer"),
        Case(
            signal: SIGTERM, language: "es_ES.UTF-8", firstScreen: "1 de 8",
            offer: "se interrumpió con 1 respuesta"),
        Case(
            signal: SIGINT, language: "C.UTF-8", firstScreen: "1 of 8",
            offer: "interrupted with 1 confirmed answer"),
    ]

    @Test(arguments: cases)
    func aCheckinEndedFromOutsideKeepsADraftOfferedNextTime(_ test: Case) throws {
        let sandbox = try FormsSandbox(language: test.language)
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "daily-check-in"],
            environment: environment, terminal: pty.slave)
        try #require(pty.readUntil(test.firstScreen, seconds: 30), "\(pty.text.suffix(400))")
        pty.type("80\r")  // Weight confirmed
        try #require(pty.readUntil(test.firstScreen.replacingOccurrences(of: "1 ", with: "2 "), seconds: 10))
        pty.type("7")  // typed on the second screen, never confirmed
        pty.readAvailable(milliseconds: 200)
        child.send(test.signal)
        let end = child.wait(seconds: 10, reading: pty)
        #expect(end == .signaled(test.signal), "it ends by the signal: \(String(describing: end))")
        #expect(pty.text.contains("\u{1B}[?1049l"), "the normal screen is back")

        #expect(try sandbox.summaryRows().values.allSatisfy { !$0.answered }, "nothing saved into the store")
        let drafts = sandbox.storeRoot + "/drafts"
        let names = try FileManager.default.contentsOfDirectory(atPath: drafts)
        #expect(names.count == 1 && names[0].hasPrefix("2026-12-02-") && names[0].hasSuffix(".json"), "\(names)")
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: drafts + "/" + names[0])[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let draft = try String(contentsOfFile: drafts + "/" + names[0], encoding: .utf8)
        #expect(draft.contains("\"weight\"") && !draft.contains("keto"), "only the confirmed answer: \(draft)")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: sandbox.storeRoot).filter {
            $0.contains(".tmp-")
        }
        #expect(leftovers.isEmpty, "no temporary file left: \(leftovers)")

        // The next check-in of that form and day offers it back; accepted, it is confirmed again.
        let next = try PtyPair()
        let again = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "daily-check-in"],
            environment: environment, terminal: next.slave)
        #expect(next.readUntil(test.offer, seconds: 30), "\(next.text.suffix(600))")
        next.type("y")
        #expect(next.readUntil("80", seconds: 10), "Weight shows the resumed answer: \(next.text.suffix(400))")
        next.type("\u{13}")  // Ctrl-S saves it
        next.readAvailable(milliseconds: 500)
        next.type("q")
        #expect(again.wait(seconds: 10, reading: next) == .exited(0))
        #expect(try sandbox.summaryRows()["weight"]?.value == "80")
        #expect(try FileManager.default.contentsOfDirectory(atPath: drafts).isEmpty, "the draft is gone once resumed")
    }

    @Test func theLineModeOffersTheDraftToo() throws {
        let sandbox = try FormsSandbox()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "daily-check-in"],
            environment: environment, terminal: pty.slave)
        try #require(pty.readUntil("1 of 8", seconds: 30))
        pty.type("81\r")
        try #require(pty.readUntil("2 of 8", seconds: 10))
        child.send(SIGHUP)
        #expect(child.wait(seconds: 10, reading: pty) == .signaled(SIGHUP))
        let line = try sandbox.run(["checkin", "--line", "--form", "daily-check-in"], input: "y\n")
        #expect(line.status == 0, "\(line)")
        #expect(line.stdout.contains("interrupted with 1 confirmed answer not saved. Resume it? y/N"), "\(line)")
        #expect(try sandbox.summaryRows()["weight"]?.value == "81", "resumed, then saved at the end of input")
    }
}
