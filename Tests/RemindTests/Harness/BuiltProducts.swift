import Foundation
import Glibc

/// The executables SwiftPM built next to this test bundle (`formanza-remind`, `formanza`), run as
/// subprocesses the way a user or systemd would run them.
enum BuiltProducts {
    /// The build products directory: the first ancestor of the running test binary that holds
    /// `formanza-remind`.
    static func directory() throws -> String {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while url.path != "/" {
            if access(url.appendingPathComponent("formanza-remind").path, X_OK) == 0 { return url.path }
            url.deleteLastPathComponent()
        }
        throw HarnessError("no built formanza-remind above \(executable); run `swift build` first")
    }

    static func path(_ name: String) throws -> String {
        let path = "\(try directory())/\(name)"
        guard access(path, X_OK) == 0 else { throw HarnessError("\(path) is not built") }
        return path
    }

    /// Runs a built product with exactly `environment` and returns its output and exit status,
    /// killing it after `timeout`.
    static func run(_ name: String, _ arguments: [String], environment: [String: String],
                    timeout: Duration = .seconds(10)) throws -> ProcessResult {
        try runProcess(try path(name), arguments, environment: environment, timeout: timeout)
    }
}

extension DesktopSession {
    /// Runs a built product inside this session's environment (bus, display, HOME, XDG dirs),
    /// with `extra` variables added or overriding.
    func runProduct(_ name: String, _ arguments: [String], extra: [String: String] = [:],
                    timeout: Duration = .seconds(10)) throws -> ProcessResult {
        try runProcess(try BuiltProducts.path(name), arguments, environment: environment.merging(extra) { $1 },
                       timeout: timeout, scratch: directory)
    }

    /// Starts a built product in the background (a daemon under test); it is stopped with the session.
    func startProduct(_ name: String, _ arguments: [String], extra: [String: String] = [:]) throws -> ChildProcess {
        let base = "\(directory)/\(name)-\(UInt32.random(in: 0...UInt32.max))"
        let child = try ChildProcess(try BuiltProducts.path(name), arguments, environment: environment.merging(extra) { $1 },
                                     stdout: base + ".out", stderr: base + ".err")
        adopt(child)
        return child
    }
}
