import Foundation
import Glibc
import Testing

@testable import FormanzaCLI
@testable import FormanzaSystem
@testable import FormanzaTerminal

/// A real round trip through a pseudo-terminal: this test binary runs itself as the child (one
/// case of this very test, picked by an environment variable), the child enters raw mode on the
/// pty's slave side, and the test checks from the master side that the terminal's settings are
/// the same afterwards as before, however the child ended.
@Suite struct RawTerminalPtyTests {
    static let roleVariable = "FORMANZA_TEST_PTY_ROLE"

    enum Ending: String, CaseIterable, Sendable {
        case normal, controlC, thrownError, exitCall, sigterm, sigint, sighup, sigquit, resize
        case stopAndContinue, controlZ

        var expected: PtyChildEnd {
            switch self {
            case .normal, .controlC, .thrownError, .resize, .stopAndContinue, .controlZ:
                return .exited(0)
            case .exitCall: return .exited(3)
            case .sigterm: return .signaled(SIGTERM)
            case .sigint: return .signaled(SIGINT)
            case .sighup: return .signaled(SIGHUP)
            case .sigquit: return .signaled(SIGQUIT)
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func terminalSettingsAreRestored(_ ending: Ending) throws {
        if let role = ThisProcess.environmentValue(Self.roleVariable) {
            if role == ending.rawValue { try Self.actAsChild(ending) }
            return
        }
        let pty = try PtyPair()
        let before = try pty.settings()
        var environment = ProcessInfo.processInfo.environment
        environment[Self.roleVariable] = ending.rawValue
        let child = try PtyChild.spawn(
            PtyChild.currentExecutable,
            arguments: [
                "--testing-library", "swift-testing",
                "--filter", "RawTerminalPtyTests/terminalSettingsAreRestored",
            ],
            environment: environment, terminal: pty.slave)
        guard pty.readUntil("RAW-READY", seconds: 60) else {
            _ = child.wait(seconds: 0.1, reading: pty)
            Issue.record("the child never entered raw mode; it wrote: \(pty.text)")
            return
        }
        #expect(pty.text.contains("RAW-READY 80x24"))
        let during = try pty.settings()
        #expect(during.storage.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0, "raw mode while the child runs")
        #expect(during.storage.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(before != during)

        switch ending {
        case .normal:
            pty.type("\u{1B}")
            #expect(pty.readUntil("KEY escape", seconds: 10), "a lone Esc decodes after the timeout")
            pty.type("\u{1B}[A\u{1B}OBñ")
            #expect(pty.readUntil("KEY character(\"ñ\")", seconds: 10))
            #expect(pty.text.contains("KEY up") && pty.text.contains("KEY down"))
            pty.type("q")
        case .controlC: pty.type("\u{03}")
        case .thrownError, .exitCall: pty.type("x")
        case .sigterm: child.send(SIGTERM)
        case .sigint: child.send(SIGINT)
        case .sighup: child.send(SIGHUP)
        case .sigquit: child.send(SIGQUIT)
        case .resize:
            #expect(TerminalWindow.setSize(columns: 100, rows: 30, of: pty.master))
            child.send(SIGWINCH)
            #expect(pty.readUntil("RESIZED 100x30", seconds: 10), "the child saw the new size")
        case .stopAndContinue, .controlZ:
            if ending == .controlZ { pty.type("\u{1A}") } else { child.send(SIGTSTP) }
            #expect(child.waitUntilStopped(seconds: 10), "the child stops")
            #expect(before == (try pty.settings()), "restored while stopped")
            child.send(SIGCONT)
            #expect(pty.readUntil("RESIZED", seconds: 10), "a resumed child is told to repaint")
            let resumed = try pty.settings()
            #expect(resumed.storage.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw again after SIGCONT")
            pty.type("q")
        }

        let termination = child.wait(seconds: 60, reading: pty)
        #expect(termination == ending.expected, "child output: \(pty.text)")
        let after = try pty.settings()
        #expect(before == after, "settings after \(ending) equal those before")
        let tail = pty.text.components(separatedBy: "RAW-READY").last ?? ""
        #expect(tail.contains(ScreenPainter.showCursor), "the cursor is shown again")
        #expect(tail.contains("\u{1B}[?1049l"), "the alternate screen is left")
    }

    /// The child's side: raw mode on its stdin/stdout (the pty), reporting what it sees.
    private static func actAsChild(_ ending: Ending) throws {
        struct PlannedFailure: Error {}
        // SIGQUIT's default action dumps core; the test wants the death, not the file.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        do {
            try RawTerminal.withRawMode(input: STDIN_FILENO, output: STDOUT_FILENO) { terminal in
                terminal.write("RAW-READY \(terminal.size.columns)x\(terminal.size.rows)\r\n")
                let deadline = ContinuousClock.now.advanced(by: .seconds(30))
                while ContinuousClock.now < deadline {
                    switch terminal.nextEvent(timeoutMilliseconds: 500) {
                    case .key(let key):
                        terminal.write("KEY \(key)\r\n")
                        switch ending {
                        case .normal, .stopAndContinue, .controlZ:
                            if key == .character("q") { return }
                            if key == .control("z") { terminal.suspend() }
                        case .controlC where key == .interrupt: return
                        case .thrownError: throw PlannedFailure()
                        case .exitCall: exit(3)
                        default: break
                        }
                    case .resize(let size):
                        terminal.write("RESIZED \(size.columns)x\(size.rows)\r\n")
                        if ending == .resize { return }
                    case .endOfInput: return
                    case .timeout: continue
                    }
                }
            }
        } catch is PlannedFailure {
            // Thrown on purpose: the terminal must be restored on the way out.
        }
    }
}
