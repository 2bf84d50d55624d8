import Foundation
import Testing

/// Runs the built `formanza` binary as a real process against a temporary store.
struct FormanzaProcess {
    /// The directory of the built products: the test bundle sits beside the executables.
    static let binDirectory: String = {
        if let dir = ProcessInfo.processInfo.environment["FORMANZA_BIN_DIR"] { return dir }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: exe).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("formanza").path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url.path
    }()

    static var binary: String { binDirectory + "/formanza" }

    /// The environment of a process that uses `temp`'s store, a fixed zone and clock.
    static func environment(_ temp: TemporaryStore, now: String = "2026-12-02T10:00:00Z") -> [String: String] {
        [
            "HOME": temp.base, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC0",
            "XDG_DATA_HOME": temp.base + "/data", "XDG_RUNTIME_DIR": temp.base + "/run",
            "XDG_CONFIG_HOME": temp.base + "/config", "FORMANZA_NOW": now,
        ]
    }

    /// Starts `formanza ARGS` without waiting.
    static func start(_ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `formanza ARGS` to the end and returns its exit status.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        let process = try start(arguments, environment: environment)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
