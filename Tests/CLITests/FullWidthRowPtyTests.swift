import Foundation
import Glibc
import Testing

/// The real check-in on an 80×24 pseudo-terminal: its first row ends with the "1 of 8" counter
/// in the 80th column. After writing the last column the cursor waits on it to wrap, and xterm
/// (and the terminals that follow it) erase from there on "clear to end of line", so that row
/// must be sent without one, or the counter reads "1 of " on screen.
@Suite struct FullWidthRowPtyTests {
    @Test(arguments: [("C.UTF-8", "1 of 8"), ("es_ES.UTF-8", "1 de 8")])
    func theCounterInTheLastColumnIsNotErased(_ language: String, _ counter: String) throws {
        let sandbox = try FormsSandbox(language: language)
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "daily-check-in"],
            environment: environment, terminal: pty.slave)
        try #require(pty.readUntil("\u{1B}[24;1H", seconds: 30), "\(pty.text.suffix(400))")
        pty.readAvailable(milliseconds: 300)
        child.send(SIGTERM)
        _ = child.wait(seconds: 10, reading: pty)

        let text = pty.text
        let start = try #require(text.range(of: "\u{1B}[1;1H"), "the first row is addressed")
        let end = try #require(
            text.range(of: "\u{1B}[2;1H", range: start.upperBound..<text.endIndex), "then the second")
        let row = String(text[start.upperBound..<end.lowerBound])
        let plain = row.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(plain.hasSuffix(counter), "the row ends with the counter, nothing after it: \(row.debugDescription)")
        #expect(plain.count == 80, "the counter's last character is in the last column: \(plain.debugDescription)")
        #expect(!row.contains("\u{1B}[K"), "no erase after a full row: \(row.debugDescription)")
    }
}
