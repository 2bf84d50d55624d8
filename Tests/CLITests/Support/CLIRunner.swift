import FormanzaTestSupport
import Foundation
import Testing

/// What one run of `formanza` did.
struct FormsRun: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// A private store for running the built `formanza` as a subprocess, the way a person or a
/// script runs it: its own XDG directories, `TZ=UTC0` (a POSIX rule, read without zone
/// files) and a fixed clock (`FORMANZA_NOW`), so every test starts from a fresh starter form
/// on Wednesday 2 December 2026.
final class FormsSandbox {
    let base: String
    var environment: [String: String]

    /// The built `formanza` (`BuiltProducts`); when it is missing, the path where it was looked
    /// for, so the first run that needs it fails naming it.
    static let binary: String =
        (try? BuiltProducts.path("formanza")) ?? ((try? BuiltProducts.directory()) ?? "/nonexistent") + "/formanza"

    init(language: String = "C.UTF-8") throws {
        base = try TemporaryDirectory.make(prefix: "forms")
        for dir in ["data", "run", "config"] {
            try FileManager.default.createDirectory(atPath: base + "/" + dir, withIntermediateDirectories: true)
        }
        environment = SandboxEnvironment.make(base: base, language: language)
        environment["SHELL"] = "/bin/sh"
        let created = try run("forms")  // creates the store with its starter form
        #expect(created.status == 0, "\(created)")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }

    var storeRoot: String { base + "/data/formanza" }

    func formBytes(_ id: String) -> Data? { StoreReading.formBytes(root: storeRoot, id: id) }

    /// One day's answers as JSON, read from the store's database.
    func dayJSON(_ iso: String) throws -> String { try StoreReading.dayJSON(root: storeRoot, iso: iso) }

    /// Runs `formanza ARGUMENTS` with stdin from `input` (else /dev/null: not a terminal).
    @discardableResult
    func run(_ arguments: [String], input: String? = nil, env: [String: String] = [:]) throws -> FormsRun {
        try launch(Self.binary, arguments, input: input, env: env)
    }

    @discardableResult
    func run(_ arguments: String..., input: String? = nil, env: [String: String] = [:]) throws -> FormsRun {
        try run(arguments, input: input, env: env)
    }

    /// Runs `formanza ARGUMENTS` on a pseudo-terminal (through script(1)), typing `input`;
    /// stdout and stderr arrive together, as on a screen.
    func runOnTerminal(_ arguments: [String], input: String, env: [String: String] = [:]) throws -> FormsRun {
        let command = ([Self.binary] + arguments).map(Self.quote).joined(separator: " ")
        return try launch("/usr/bin/script", ["-qec", command, "/dev/null"], input: input, env: env)
    }

    /// Runs a `/bin/sh -c` command line with the sandbox's environment (for `timeout` and `cd`).
    func runShell(_ command: String, input: String? = nil) throws -> FormsRun {
        try launch("/bin/sh", ["-c", command], input: input, env: [:])
    }

    /// The JSON printed by a successful run.
    func json(_ arguments: String...) throws -> Any {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// The `summary --json` rows of the starter form: screen id → (answered, value).
    func summaryRows(form: String = "daily-check-in") throws -> [String: (answered: Bool, value: String?)] {
        let object = try #require(try json("summary", "--form", form, "--json") as? [String: Any])
        var rows: [String: (Bool, String?)] = [:]
        for row in object["answers"] as? [[String: Any]] ?? [] {
            rows[row["screen"] as! String] = (row["answered"] as! Bool, Self.storedText(row["value"]))
        }
        return rows
    }

    /// A typed JSON `value` written the way `answer` takes it: yes/no, a,b, 80.5.
    static func storedText(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let list as [String]: return list.joined(separator: ",")
        case let number as NSNumber:
            // JSONSerialization gives true/false as NSNumber too; only a boolean prints as one.
            let text = "\(number)"
            if String(cString: number.objCType) == "c" || text == "true" || text == "false" {
                return number.boolValue ? "yes" : "no"
            }
            return text
        default: return nil
        }
    }

    /// An executable `sh` script in the sandbox (an editor for `form edit`).
    func script(_ name: String, _ body: String) throws -> String {
        let path = base + "/" + name
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = base + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func launch(_ executable: String, _ arguments: [String], input: String?, env: [String: String]) throws -> FormsRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment.merging(env) { $1 }
        let out = base + "/.out-\(UUID().uuidString)"
        let err = base + "/.err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardOutput = outHandle
        process.standardError = errHandle
        let pipe = Pipe()
        if input != nil {
            process.standardInput = pipe
        } else {
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        }
        try process.run()
        if let input { ChildInput.send(Data(input.utf8), to: pipe) }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        // A program killed by a signal (a Swift trap is SIGILL or SIGTRAP) reports the signal's
        // number, which would pass for an ordinary exit status: shown as a shell shows it.
        let signalled = process.terminationReason == .uncaughtSignal
        return FormsRun(
            status: signalled ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: String(decoding: FileManager.default.contents(atPath: out) ?? Data(), as: UTF8.self),
            stderr: String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self))
    }

    /// Single-quotes a word for sh.
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
