import Foundation
import Glibc

/// A short-lived helper program a harness runs to completion (`syncthing generate`, `curl`):
/// explicit arguments and environment, output through files in `scratch` (a pipe could fill and
/// stall the child), and killed when it overruns `timeout`.
struct ToolCommand: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String
    var succeeded: Bool { status == 0 }
    var description: String {
        "status \(status); stdout: \(stdout.debugDescription); stderr: \(stderr.debugDescription)"
    }

    /// The search path helpers are looked up on: the system's, never the test process's.
    static let searchPath = ["/usr/bin", "/bin", "/usr/local/bin"]

    /// The absolute path of `name`, or an error saying which package provides it.
    static func locate(_ name: String, package: String) throws -> String {
        for directory in searchPath where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw TestSupportError("\(name) is not installed (Debian package \(package); scripts/install-deps installs it)")
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], scratch: String,
        timeout: Duration = .seconds(15)
    ) throws -> ToolCommand {
        let base = "\(scratch)/.tool-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        guard FileManager.default.createFile(atPath: base + ".out", contents: nil),
            FileManager.default.createFile(atPath: base + ".err", contents: nil)
        else { throw TestSupportError("cannot create output files under \(scratch)") }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try? out.close()
        try? err.close()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestSupportError("\(executable) \(arguments.joined(separator: " ")) ran past \(timeout)")
        }
        process.waitUntilExit()
        let read = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return ToolCommand(status: process.terminationStatus, stdout: read(base + ".out"), stderr: read(base + ".err"))
    }
}
