import Foundation
import Glibc
import Testing

/// The real `formanza checkin` on a pseudo-terminal, ended from the keyboard: Ctrl-C exits
/// with 130 (as a shell expects after an interrupt), Ctrl-D (end of input, what script(1)
/// sends when its own input ends) exits, and neither leaves the process waiting for good.
@Suite(.serialized) struct CheckinInterruptPtyTests {
    struct Ending: CustomStringConvertible, Sendable {
        let name: String
        let keys: [String]
        let status: Int32

        var description: String { name }
    }

    static let endings = [
        Ending(name: "Ctrl-C at a question", keys: ["\u{03}"], status: 130),
        Ending(
            name: "Ctrl-C with a typed answer, then end of input at the discard question",
            keys: ["7", "\u{03}", "\u{04}"], status: 130),
        Ending(name: "Ctrl-C twice with a typed answer", keys: ["7", "\u{03}", "\u{03}"], status: 130),
        Ending(name: "end of input alone", keys: ["\u{04}"], status: 0),
    ]

    @Test(arguments: endings)
    func theCheckinExitsWhenEndedFromTheKeyboard(_ ending: Ending) throws {
        let sandbox = try FormsSandbox()
        let pty = try PtyPair()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "daily-check-in"],
            environment: environment, terminal: pty.slave)
        guard pty.readUntil("Weight", seconds: 30) else {
            _ = child.wait(seconds: 0.1, reading: pty)
            Issue.record("the check-in never showed its first question; it wrote: \(pty.text)")
            return
        }
        for key in ending.keys {
            pty.type(key)
            pty.readAvailable(milliseconds: 300)
        }
        let end = child.wait(seconds: 10, reading: pty)
        #expect(
            end == .exited(ending.status),
            "\(ending.name): \(String(describing: end)); it wrote: \(pty.text.suffix(400))")
        #expect(pty.text.contains("\u{1B}[?1049l"), "the normal screen is back")
    }
}
