import Foundation
import Glibc

/// The executables SwiftPM built next to the test bundle (`formanza`, `formanza-remind`,
/// `formanza-photo`), run as subprocesses the way a person, a script or systemd runs them.
public enum BuiltProducts {
    /// The one variable that points the tests at other builds: a directory holding the programs.
    public static let overrideVariable = "FORMANZA_BIN_DIR"

    /// The build products directory: `FORMANZA_BIN_DIR` when set, else the first ancestor of the
    /// running test binary that holds the `formanza` program (the bundle sits beside the
    /// executables).
    public static func directory() throws -> String {
        if let directory = ProcessInfo.processInfo.environment[overrideVariable], !directory.isEmpty {
            return directory
        }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while url.path != "/" {
            if access(url.appendingPathComponent("formanza").path, X_OK) == 0 { return url.path }
            url.deleteLastPathComponent()
        }
        throw TestSupportError("no built formanza above \(executable); run `swift build` first")
    }

    /// The path of the built program `name`; an error naming it when it is not built, or when
    /// the catalogs could not be compiled beside it.
    public static func path(_ name: String) throws -> String {
        // The programs find their catalogs beside them: compiled from po/ before the first run.
        if case .failure(let error) = TestCatalogs.directory { throw error }
        let path = "\(try directory())/\(name)"
        guard access(path, X_OK) == 0 else { throw TestSupportError("\(path) is not built") }
        return path
    }
}

/// A failure of the test plumbing itself (a program not built, a directory not made), with
/// what went wrong.
public struct TestSupportError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
