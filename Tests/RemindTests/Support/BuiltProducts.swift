import FormanzaTestSupport
import Foundation
import Glibc

/// Running the built programs (`FormanzaTestSupport.BuiltProducts` finds them) with an exact
/// environment and a time limit.
extension BuiltProducts {
    /// Runs a built product with exactly `environment` and returns its output and exit status,
    /// killing it after `timeout`.
    static func run(
        _ name: String, _ arguments: [String], environment: [String: String],
        timeout: Duration = .seconds(10)
    ) throws -> ProcessResult {
        try runProcess(try path(name), arguments, environment: environment, timeout: timeout)
    }
}

extension DesktopSession {
    /// Runs a built product inside this session's environment (bus, display, HOME, XDG dirs),
    /// with `extra` variables added or overriding.
    func runProduct(
        _ name: String, _ arguments: [String], extra: [String: String] = [:],
        timeout: Duration = .seconds(10)
    ) throws -> ProcessResult {
        try runProcess(
            try BuiltProducts.path(name), arguments, environment: environment.merging(extra) { $1 },
            timeout: timeout, scratch: directory)
    }

    /// Starts a built product in the background (a daemon under test); it is stopped with the session.
    func startProduct(_ name: String, _ arguments: [String], extra: [String: String] = [:]) throws -> ChildProcess {
        let base = "\(directory)/\(name)-\(UInt32.random(in: 0...UInt32.max))"
        let child = try ChildProcess(
            try BuiltProducts.path(name), arguments, environment: environment.merging(extra) { $1 },
            stdout: base + ".out", stderr: base + ".err")
        adopt(child)
        return child
    }
}
