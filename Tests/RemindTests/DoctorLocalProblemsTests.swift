import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `doctor`'s checks that need no bus, on stores and settings it cannot use: each is a problem
/// stated in words a person can act on, never a program's internal value, and an old store
/// whose move into the database failed is never mistaken for "no store yet".
@Suite struct DoctorLocalProblemsTests {
    func doctor(_ base: String) throws -> [String: [String: Any]] {
        var environment = SandboxEnvironment.make(base: base)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + base + "/no-bus"
        let result = try BuiltProducts.run("formanza-remind", ["doctor", "--json"], environment: environment)
        #expect(result.exitCode == 1, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        var checks: [String: [String: Any]] = [:]
        for check in object["checks"] as? [[String: Any]] ?? [] { checks[check["id"] as! String] = check }
        return checks
    }

    @Test func aStoreOpenToOthersIsNamedWithItsFix() throws {
        let base = try TemporaryDirectory(prefix: "doctor-open")
        let root = base.path + "/data/formanza"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(chmod(root, 0o770) == 0)
        let store = try #require(try doctor(base.path)["store"])
        let message = store["message"] as? String ?? ""
        #expect(store["status"] as? String == "problem")
        #expect(message.contains(root) && message.contains("chmod go-w"), "\(message)")
        #expect(!message.contains("FormanzaSystem") && !message.contains("refused("), "\(message)")
    }

    @Test func anUnreadableRemindConfIsAProblemNotSilence() throws {
        let base = try TemporaryDirectory(prefix: "doctor-fifo")
        try FileManager.default.createDirectory(
            atPath: base.path + "/config/formanza", withIntermediateDirectories: true)
        #expect(mkfifo(base.path + "/config/formanza/remind.conf", 0o600) == 0)
        let settings = try #require(try doctor(base.path)["settings"], "doctor says nothing about remind.conf")
        #expect(settings["status"] as? String == "problem")
        #expect((settings["message"] as? String ?? "").contains("remind.conf"))
    }

    @Test func anOldStoreWhoseMoveFailedIsStillTheStore() throws {
        let base = try TemporaryDirectory(prefix: "doctor-migrate")
        let root = base.path + "/data/formanza"
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        #expect(chmod(root, 0o700) == 0)
        try Data(#"{"date":"2026-12-01","answers":{}}"#.utf8).write(
            to: URL(fileURLWithPath: root + "/elsewhere/x.json"))
        try FileManager.default.createDirectory(atPath: root + "/forms", withIntermediateDirectories: true)
        #expect(symlink(root + "/elsewhere", root + "/days") == 0)
        for run in 1...2 {
            let store = try #require(try doctor(base.path)["store"])
            let message = store["message"] as? String ?? ""
            #expect(store["status"] as? String == "problem", "run \(run): \(message)")
            #expect(message.contains("symbolic link") && !message.contains("no store yet"), "run \(run): \(message)")
        }
    }
}
