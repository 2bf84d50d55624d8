import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

@Suite("Launching a program from the daemon")
struct ProcessLauncherTests {
    @Test("arguments pass through untouched (no shell), the environment is exactly the given one, the exit is reported")
    func launchWithoutShell() throws {
        let loop = try EventLoop()
        let directory = try TemporaryDirectory.make(prefix: "launch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        defer { drainAndUnblock([SIGCHLD]) }
        let hostile = #"Daily "check-in"; $(touch \#(directory)/pwned) `id` <b>&"#
        var exit: LaunchedExit?
        let script =
            #"printf '%s\n' "$@" > "$OUT"; printf '%s' "$XDG_ACTIVATION_TOKEN|${HOME-unset}" > "$OUT.env"; exit 3"#
        let pid = try ProcessLauncher.launch(
            ["sh", "-c", script, "sh", "--form", hostile, "--date", "2026-03-29"],
            environment: [
                "OUT": "\(directory)/args", "PATH": "/usr/bin:/bin",
                "XDG_ACTIVATION_TOKEN": "token-1",
            ],
            loop: loop
        ) { exit = $0 }
        #expect(pid > 0)
        try loop.pump("the child to exit") { exit != nil }
        #expect(exit == .exited(3))
        let arguments = try String(contentsOfFile: "\(directory)/args", encoding: .utf8)
        #expect(arguments == "--form\n\(hostile)\n--date\n2026-03-29\n")
        #expect(try String(contentsOfFile: "\(directory)/args.env", encoding: .utf8) == "token-1|unset")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/pwned"))
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
    }

    @Test("a program that does not exist fails with ENOENT, naming it")
    func missingProgram() throws {
        let loop = try EventLoop()
        defer { drainAndUnblock([SIGCHLD]) }
        #expect {
            try ProcessLauncher.launch(["formanza-no-such-terminal"], environment: [:], loop: loop)
        } throws: { error in
            guard let error = error as? SystemdError else { return false }
            return error.errno == ENOENT && error.call.contains("formanza-no-such-terminal")
        }
    }
}
