@testable import FormanzaRemind
@testable import FormanzaSystemd

/// Test failure raised when something awaited on the event loop never happened.
struct PumpTimeout: Error, CustomStringConvertible {
    let description: String
}

extension EventLoop {
    /// Runs the loop in short slices until `condition` holds; throws after `timeout`, naming `what`.
    /// Slices (20 ms) let the condition look at things outside the loop (files, child processes).
    func pump(_ what: String, timeout: Duration = .seconds(5), until condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            if ContinuousClock.now >= deadline {
                throw PumpTimeout(description: "timed out after \(timeout) waiting for \(what)")
            }
            try runOnce(timeout: .milliseconds(20))
        }
    }

    /// Runs the loop for `duration`, to show that something does *not* happen.
    func pump(for duration: Duration) throws {
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline {
            try runOnce(timeout: .milliseconds(20))
        }
    }

    /// Pumps the loop until `child` ends (it talks to something this loop serves), then returns its result.
    func pump(until child: ChildProcess, timeout: Duration = .seconds(10)) throws -> ProcessResult {
        try pump("\(child.executable) \(child.arguments.joined(separator: " ")) to finish", timeout: timeout) {
            !child.isRunning
        }
        return ProcessResult(status: child.status, stdout: child.stdoutText, stderr: child.stderrText)
    }
}
