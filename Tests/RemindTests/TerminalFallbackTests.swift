import Foundation
import Glibc
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A click when the configured `terminal` cannot start, with the real daemon, dunst and a
/// controlled PATH: the detected terminals are tried next, and when none starts a notification
/// says the check-in could not be opened and how to set `terminal`.
extension DesktopIntegration {
    @Test("a configured terminal that cannot start falls back to a detected one")
    func aBrokenTerminalFallsBackToADetectedOne() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let bin = session.directory + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            let terminal = try fixture.recordingTerminal()
            // The first terminal the daemon looks for, found only in this PATH.
            try FileManager.default.copyItem(atPath: terminal.script, toPath: bin + "/xdg-terminal-exec")
            // `env` exits 127 when its command is not found: the wrapper started, the terminal did not.
            try fixture.configure("terminal = /usr/bin/env no-such-terminal-here -e\n")
            let daemon = try fixture.startDaemon(environment: ["PATH": bin + ":/usr/bin:/bin"])
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.clickDefault()
            try session.waitUntil("the detected terminal ran", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: terminal.record)
            }
            let arguments = try String(contentsOfFile: terminal.record, encoding: .utf8).split(separator: "\n").map(
                String.init)
            #expect(Array(arguments[1...3]) == ["checkin", "--form", StarterForm.id], "\(arguments)")
            #expect(daemon.stderrText.contains("could not start (exited with status 127)"), "\(daemon.stderrText)")
            #expect(session.shownNotifications().count == 1, "no complaint when a terminal opened")
            daemon.stop()
        }
    }

    struct CannotOpen: CustomStringConvertible, Sendable {
        let language: String
        let summary: String
        let body: String
        var description: String { language }
    }

    @Test(
        "when no terminal starts, a notification says so and how to set one",
        arguments: [
            CannotOpen(
                language: "C.UTF-8", summary: "The check-in could not be opened", body: "No terminal could start. Set"),
            CannotOpen(
                language: "es_ES.UTF-8", summary: "No se pudo abrir el registro",
                body: "No arrancó ninguna terminal. Indica"),
        ])
    func noTerminalStartsAndTheNotificationSaysSo(_ words: CannotOpen) throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let empty = session.directory + "/empty-bin"
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            try fixture.configure("terminal = /nonexistent/terminal -e\n")
            let daemon = try fixture.startDaemon(environment: ["PATH": empty, "LANG": words.language])
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.clickDefault()
            let shown = try session.waitForShown(count: 2, timeout: .seconds(5))
            #expect(shown[1].summary == words.summary, "\(shown[1])")
            let body = try #require(shown[1].body)
            #expect(body.contains(words.body) && body.contains("remind.conf") && body.contains("terminal ="), "\(body)")
            #expect(daemon.stderrText.contains("no terminal could open the check-in"))
            daemon.stop()
        }
    }
}
