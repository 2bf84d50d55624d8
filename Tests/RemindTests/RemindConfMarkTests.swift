import FormanzaTestSupport
import Foundation
import Testing

/// A `remind.conf` saved by an editor that starts files with a UTF-8 byte-order mark reads as
/// the same settings: the mark is no part of the first key. Asked through `doctor`, which
/// reads the file as the daemon does.
@Suite struct RemindConfMarkTests {
    func doctorChecks(_ conf: String) throws -> (checks: [String: [String: Any]], object: [String: Any]) {
        let base = try TemporaryDirectory(prefix: "doctor-bom")
        try FileManager.default.createDirectory(
            atPath: base.path + "/config/formanza", withIntermediateDirectories: true)
        try Data(conf.utf8).write(to: URL(fileURLWithPath: base.path + "/config/formanza/remind.conf"))
        var environment = SandboxEnvironment.make(base: base.path)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + base.path + "/no-bus"
        let result = try BuiltProducts.run("formanza-remind", ["doctor", "--json"], environment: environment)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        var checks: [String: [String: Any]] = [:]
        for check in object["checks"] as? [[String: Any]] ?? [] { checks[check["id"] as! String] = check }
        return (checks, object)
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let marked = try doctorChecks("\u{FEFF}terminal = /usr/bin/env\n")
        #expect(marked.checks["settings"] == nil, "no problem with the settings: \(marked.checks)")
        #expect(marked.object["terminal"] as? [String] == ["/usr/bin/env"], "\(marked.object)")
        // Anywhere else it is still an unknown key, named with its line.
        let inside = try doctorChecks("terminal = /usr/bin/env\n\u{FEFF}snooze = 10m\n")
        let settings = try #require(inside.checks["settings"], "\(inside.checks)")
        #expect(settings["status"] as? String == "problem")
        #expect((settings["message"] as? String ?? "").contains("remind.conf:2: unknown key"), "\(settings)")
    }
}
