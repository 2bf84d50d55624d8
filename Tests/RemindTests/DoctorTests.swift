import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// `formanza-remind doctor` on the private desktop: with dunst and a running daemon, without a
/// notification server, without a bus, with a broken `terminal =`; and the line `formanza
/// forms` adds while no daemon runs.
extension DesktopIntegration {
    /// The findings of `doctor --json`, by check id.
    struct DoctorFindings {
        let exitCode: Int32?
        let object: [String: Any]
        var checks: [String: [String: Any]] {
            var result: [String: [String: Any]] = [:]
            for check in object["checks"] as? [[String: Any]] ?? [] { result[check["id"] as! String] = check }
            return result
        }
        func status(_ id: String) -> String? { checks[id]?["status"] as? String }
        func message(_ id: String) -> String { checks[id]?["message"] as? String ?? "" }
    }

    func doctor(_ session: DesktopSession, _ fixture: DaemonFixture, environment: [String: String]? = nil) throws
        -> DoctorFindings
    {
        let base = (environment ?? session.environment).merging(fixture.extra) { $1 }
        let result = try BuiltProducts.run("formanza-remind", ["doctor", "--json"], environment: base)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        return DoctorFindings(exitCode: result.exitCode, object: object)
    }

    @Test("doctor with dunst and a running daemon: nothing blocks, the server's name and capabilities")
    func doctorAllWell() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3600)
            try fixture.configure("terminal = /usr/bin/env\n")
            let before = try fixture.formanza(["forms"])
            #expect(before.stderr.contains("reminders are not running: formanza-remind doctor"), "\(before)")
            let daemon = try fixture.startDaemon()
            let findings = try doctor(session, fixture)
            #expect(findings.exitCode == 0, "\(findings.object)")
            #expect(findings.object["ok"] as? Bool == true)
            #expect(findings.status("bus") == "ok")
            #expect(findings.status("notifications") == "ok")
            let server = try #require(findings.object["notificationServer"] as? [String: Any])
            #expect(server["name"] as? String == "dunst")
            #expect((server["capabilities"] as? [String] ?? []).contains("actions"))
            #expect(findings.status("daemon") == "ok")
            #expect(findings.message("daemon").contains("pid \(daemon.pid)"))
            // The private bus has no systemd user manager: said, not blocking.
            #expect(findings.status("unit") == "warning")
            #expect(findings.status("terminal") == "ok")
            #expect(findings.object["terminal"] as? [String] == ["/usr/bin/env"])
            #expect(findings.status("store") == "ok")
            #expect(findings.object["timeZone"] as? String == fixture.zone)
            let after = try fixture.formanza(["forms"])
            #expect(after.succeeded && !after.stderr.contains("not running"), "\(after)")
            let text = try session.runProduct("formanza-remind", ["doctor"], extra: fixture.extra)
            #expect(text.succeeded && text.stdout.contains("Nothing blocks reminders."), "\(text)")
            daemon.stop()
            let stopped = try fixture.formanza(["reminders", "Daily check-in"])
            #expect(stopped.stderr.contains("reminders are not running"), "\(stopped)")
        }
    }

    @Test("doctor without a notification server: a problem, exit 1")
    func doctorWithoutNotificationServer() throws {
        try withDesktopSession(notificationServer: false) { session in
            let fixture = try DaemonFixture(session: session, lead: 3600)
            try fixture.configure("terminal = /usr/bin/env\n")
            _ = try fixture.startDaemon()
            let findings = try doctor(session, fixture)
            #expect(findings.exitCode == 1)
            #expect(findings.status("notifications") == "problem")
            #expect(findings.message("notifications").contains("no notification server"))
            #expect(findings.status("daemon") == "ok")
            let spanish = try session.runProduct(
                "formanza-remind", ["doctor"], extra: fixture.extra.merging(["LANG": "es_ES.UTF-8"]) { $1 })
            #expect(spanish.exitCode == 1)
            #expect(spanish.stdout.contains("PROBLEMA no hay servidor de notificaciones"), "\(spanish)")
        }
    }

    @Test("doctor without a session bus: a problem, the daemon not running, exit 1")
    func doctorWithoutBus() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3600)
            var environment = session.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = nil
            let findings = try doctor(session, fixture, environment: environment)
            #expect(findings.exitCode == 1)
            #expect(findings.status("bus") == "problem")
            #expect(findings.status("daemon") == "problem")
            #expect(findings.checks["notifications"] == nil)
            #expect(findings.status("store") == "ok")
        }
    }

    @Test("doctor with a broken terminal setting: the terminal named, exit 1; a malformed line named by number")
    func doctorBrokenTerminal() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3600)
            _ = try fixture.startDaemon()
            try fixture.configure("terminal = no-such-terminal -e\n")
            // Nothing else to fall back to: a click could open no check-in.
            let alone = session.environment.merging(["PATH": "/nonexistent"]) { $1 }
            let missing = try doctor(session, fixture, environment: alone)
            #expect(missing.exitCode == 1)
            #expect(missing.status("terminal") == "problem")
            #expect(missing.message("terminal").contains("no-such-terminal"))
            #expect(missing.status("notifications") == "ok")
            // A detected terminal (xterm, here the real env program under that name) still
            // opens the check-in, as a click falls back to it: a warning that names both.
            let bin = try TemporaryDirectory.make(prefix: "doctor-path")
            defer { try? FileManager.default.removeItem(atPath: bin) }
            #expect(symlink("/usr/bin/env", bin + "/xterm") == 0)
            let detected = session.environment.merging(["PATH": bin]) { $1 }
            let fallback = try doctor(session, fixture, environment: detected)
            #expect(fallback.status("terminal") == "warning", "\(fallback.object)")
            #expect(fallback.message("terminal").contains("no-such-terminal"), "\(fallback.object)")
            #expect(
                fallback.message("terminal").contains(bin + "/xterm")
                    || fallback.message("terminal").contains("xterm -e"))
            #expect(fallback.object["terminal"] as? [String] == ["xterm", "-e"])
            #expect(fallback.message("terminal").contains("--first-missing"), "the command a click really runs")
            try fixture.configure("# mine\nterminal = 'foot -e\n")
            let malformed = try doctor(session, fixture)
            #expect(malformed.exitCode == 1)
            #expect(malformed.status("settings") == "problem")
            #expect(malformed.message("settings").contains("remind.conf:2:"))
        }
    }
}

/// The D-Bus service file: a call to app.formanza.Remind1 starts the daemon on demand.
extension DesktopIntegration {
    @Test("D-Bus activation: `status` starts the daemon through the service file")
    func dbusActivationStartsTheDaemon() throws {
        let services = try TemporaryDirectory.make(prefix: "services")
        defer { try? FileManager.default.removeItem(atPath: services) }
        let source = try String(
            contentsOf: UnitFileTests.root.appendingPathComponent("units/app.formanza.Remind1.service"), encoding: .utf8
        )
        try source.replacingOccurrences(of: "@BINDIR@", with: try BuiltProducts.directory())
            .write(toFile: services + "/app.formanza.Remind1.service", atomically: true, encoding: .utf8)
        try withDesktopSession(serviceDirectory: services) { session in
            _ = try DaemonFixture(session: session, lead: 3600)
            #expect(
                try session.busctl(["status", "app.formanza.Remind1"]).succeeded == false, "not running before the call"
            )
            let status = try session.runProduct("formanza-remind", ["status", "--json"], timeout: .seconds(20))
            #expect(status.succeeded, "\(status)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
            let pid = try #require(object["pid"] as? Int32)
            #expect(pid > 0)
            kill(pid, SIGTERM)
            try session.waitUntil("the activated daemon to leave the bus", timeout: .seconds(10)) {
                try !session.busctl(["status", "app.formanza.Remind1"]).succeeded
            }
        }
    }
}
