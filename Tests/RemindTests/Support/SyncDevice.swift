import FormanzaTestSupport
import Foundation

/// One of a person's machines in an end-to-end sync test: its own store (its own HOME and XDG
/// directories under `base`), the real clock, and the built `formanza` run against it.
struct SyncDevice {
    let name: String
    /// Where its runs keep their scratch files.
    let base: String
    let environment: [String: String]

    /// A device whose directories already exist (a desktop session's), with `environment` as is.
    init(name: String, base: String, environment: [String: String]) {
        self.name = name
        self.base = base
        self.environment = environment
    }

    /// A new device under `base`: HOME and XDG directories made there, `TZ=UTC0` unless `extra`
    /// gives another zone.
    init(name: String, base: String, extra: [String: String] = [:]) throws {
        for directory in ["home", "data", "config", "run"] {
            try FileManager.default.createDirectory(
                atPath: base + "/" + directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        let own = [
            "PATH": ChildProcess.systemPath, "HOME": base + "/home", "LANG": "C.UTF-8", "TZ": "UTC0",
            "XDG_DATA_HOME": base + "/data", "XDG_CONFIG_HOME": base + "/config", "XDG_RUNTIME_DIR": base + "/run",
        ]
        self.init(name: name, base: base, environment: own.merging(extra) { $1 })
    }

    /// Runs `formanza ARGUMENTS` on this device; fails the test when it does not exit 0.
    @discardableResult
    func formanza(_ arguments: [String]) throws -> ProcessResult {
        let result = try runProcess(
            try BuiltProducts.path("formanza"), arguments, environment: environment, timeout: .seconds(20),
            scratch: base)
        guard result.succeeded else {
            throw HarnessError("formanza \(arguments.joined(separator: " ")) on \(name): \(result)")
        }
        return result
    }

    /// The starter form's `summary --json` rows: screen id → value as JSON text (nil when unanswered).
    func summary(form: String = "daily-check-in") throws -> [String: String?] {
        let output = try formanza(["summary", "--form", form, "--json"]).stdout
        guard let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw HarnessError("summary --json on \(name) printed no object: \(output)")
        }
        var rows: [String: String?] = [:]
        for row in object["answers"] as? [[String: Any]] ?? [] {
            guard let screen = row["screen"] as? String else { continue }
            let answered = row["answered"] as? Bool ?? false
            rows[screen] = answered ? row["value"].map { "\($0)" } : String?.none
        }
        return rows
    }
}
