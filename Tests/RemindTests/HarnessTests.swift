import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaRemind

extension DesktopIntegration {
    private struct Deliberate: Error {}

    @Test("the harness stops every process it started, also when the test body throws")
    func harnessCleansUp() throws {
        var pids: [pid_t] = []
        var directory = ""
        #expect(throws: Deliberate.self) {
            try withDesktopSession { session in
                pids = session.processIDs
                directory = session.directory
                #expect(pids.count == 3)
                #expect(session.environment["DBUS_SESSION_BUS_ADDRESS"] == session.busAddress)
                #expect(session.busAddress.contains(session.directory))
                #expect(session.environment["DISPLAY"] == session.display)
                throw Deliberate()
            }
        }
        for pid in pids {
            #expect(kill(pid, 0) == -1 && errno == ESRCH, "process \(pid) still exists")
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test("run a built product with a given environment, capturing output and exit status")
    func runsBuiltProduct() throws {
        let result = try BuiltProducts.run(
            "formanza-remind", ["--help"], environment: ["PATH": ChildProcess.systemPath])
        #expect(!result.timedOut)
        #expect(result.exitCode != nil)
        let shell = try runProcess(
            "/bin/sh", ["-c", "echo out; echo err >&2; echo $FOO; exit 4"], environment: ["FOO": "bar"])
        #expect(shell.exitCode == 4)
        #expect(shell.stdout == "out\nbar\n")
        #expect(shell.stderr == "err\n")
        let slow = try runProcess("/bin/sleep", ["5"], environment: [:], timeout: .milliseconds(100))
        #expect(slow.timedOut)
    }
}
