import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// The daemon under a real systemd user manager (confined to a cgroup of its own, see
/// `ConfinedUserManager`), as a unit: what a click opens lives on in a scope of its own when
/// the unit restarts; and `doctor` judges the display from the manager's environment.
extension DesktopIntegration {
    /// Starts the daemon as the transient unit `formanza-remind-test.service`, its stderr in
    /// `log`, with the session's environment and the fixture's zone.
    func startDaemonUnit(_ manager: ConfinedUserManager, _ fixture: DaemonFixture, log: String) throws {
        let environment = fixture.session.environment.merging(fixture.extra) { $1 }
        let run = try manager.systemdRun(
            ["--unit=formanza-remind-test", "--property=StandardError=append:\(log)"]
                + environment.keys.sorted().map { "--setenv=\($0)=\(environment[$0]!)" }
                + [try BuiltProducts.path("formanza-remind"), "run"])
        guard run.succeeded else { throw HarnessError("systemd-run: \(run)") }
        try fixture.session.waitUntil("the daemon unit owns app.formanza.Remind1", timeout: .seconds(10)) {
            try fixture.session.busctl(["status", "app.formanza.Remind1"]).succeeded
        }
    }

    @Test("a check-in opened by a click runs in its own scope and outlives a restart of the daemon's unit")
    func clickedTerminalOutlivesARestart() throws {
        try withDesktopSession { session in
            let manager = try ConfinedUserManager(session: session)
            defer { manager.stop() }
            let fixture = try DaemonFixture(session: session, lead: 3)
            // A terminal that stays open, as one with a check-in in progress does.
            let script = session.directory + "/lasting-terminal.sh"
            let pidFile = session.directory + "/terminal.pid"
            try "#!/bin/sh\necho $$ > \(pidFile).tmp && mv \(pidFile).tmp \(pidFile)\nexec sleep 120\n".write(
                toFile: script, atomically: true, encoding: .utf8)
            chmod(script, 0o755)
            try fixture.configure("terminal = \(script)\n")
            let log = session.directory + "/daemon-unit.log"
            try startDaemonUnit(manager, fixture, log: log)
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.clickDefault()
            try session.waitUntil("the terminal started", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: pidFile)
            }
            let pid = try #require(
                pid_t(
                    try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
                ))
            var logText: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
            try session.waitUntil("the daemon moved the terminal into a scope", timeout: .seconds(5)) {
                logText.contains("runs in app-formanza-checkin-")
            }
            // Without the move it would share the daemon's cgroup, which a restart kills whole.
            let main = try manager.systemctl(["show", "--property=MainPID", "--value", "formanza-remind-test.service"])
            let daemonPID = try #require(pid_t(main.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(ConfinedUserManager.unit(of: daemonPID) == "formanza-remind-test.service")
            let scope = try #require(ConfinedUserManager.unit(of: pid))
            #expect(scope.hasPrefix("app-formanza-checkin-") && scope.hasSuffix(".scope"), "\(scope)")
            let state = try manager.systemctl(["show", "--property=CollectMode,ActiveState", scope])
            #expect(state.stdout.contains("CollectMode=inactive-or-failed"), "\(state)")
            #expect(state.stdout.contains("ActiveState=active"), "\(state)")

            let restart = try manager.systemctl(["restart", "formanza-remind-test.service"])
            #expect(restart.succeeded, "\(restart)")
            try session.waitUntil("the restarted daemon owns its name", timeout: .seconds(10)) {
                try session.busctl(["status", "app.formanza.Remind1"]).succeeded
            }
            usleep(200_000)
            #expect(kill(pid, 0) == 0, "the terminal survived the restart")
            #expect(ConfinedUserManager.unit(of: pid) == scope)
            #expect(logText.components(separatedBy: "started; ").count == 3, "the daemon did restart: \(logText)")
            let stop = try manager.systemctl(["stop", "formanza-remind-test.service"])
            #expect(stop.succeeded, "\(stop)")
            usleep(200_000)
            #expect(kill(pid, 0) == 0, "and a stop")
            kill(pid, SIGTERM)
        }
    }

    @Test("doctor judges the display by the user manager's environment, not the shell's")
    func doctorReadsTheManagersEnvironment() throws {
        try withDesktopSession { session in
            let manager = try ConfinedUserManager(session: session)
            defer { manager.stop() }
            let fixture = try DaemonFixture(session: session, lead: 3600)
            try fixture.configure("terminal = /usr/bin/env\n")
            var shell = session.environment
            shell["DISPLAY"] = nil
            shell["WAYLAND_DISPLAY"] = nil
            #expect(try manager.systemctl(["unset-environment", "DISPLAY", "WAYLAND_DISPLAY"]).succeeded)
            let without = try doctor(session, fixture, environment: shell)
            #expect(without.status("terminal") == "warning")
            #expect(without.message("terminal").contains("the systemd user manager gives the service neither"))

            #expect(try manager.systemctl(["set-environment", "WAYLAND_DISPLAY=wayland-7"]).succeeded)
            let imported = try doctor(session, fixture, environment: shell)
            #expect(imported.status("terminal") == "ok", "\(imported.object)")

            var spanish = shell
            spanish["LANG"] = "es_ES.UTF-8"
            #expect(try manager.systemctl(["unset-environment", "WAYLAND_DISPLAY"]).succeeded)
            let inSpanish = try doctor(session, fixture, environment: spanish)
            #expect(inSpanish.message("terminal").contains("el gestor de usuario de systemd no le da al servicio"))
        }
    }
}
